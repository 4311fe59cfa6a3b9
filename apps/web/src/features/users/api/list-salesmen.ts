import { type PagedQuery, salesmenApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/salesmans: salesmen with their customer count, paged, searched and sorted on the server. */
export function listSalesmen(query: PagedQuery, signal?: AbortSignal) {
  return callApi(salesmenApi.listSalesmen, { query }, signal ? { signal } : {});
}

export const salesmenQueryOptions = (query: PagedQuery) =>
  queryOptions({
    queryKey: userKeys.salesmanList(query),
    queryFn: ({ signal }) => listSalesmen(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSalesmen(query: PagedQuery) {
  return useQuery(salesmenQueryOptions(query));
}

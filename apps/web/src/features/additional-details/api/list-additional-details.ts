import { catalogAdminApi, type PagedQuery } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { additionalDetailKeys } from './keys';

/** GET /api/catalogs/products/additional-details: paged, searched, sorted and filtered on the server. */
export function listAdditionalDetails(query: PagedQuery, signal?: AbortSignal) {
  return callApi(catalogAdminApi.listAdditionalDetails, { query }, signal ? { signal } : {});
}

export const additionalDetailsQueryOptions = (query: PagedQuery) =>
  queryOptions({
    queryKey: additionalDetailKeys.list(query),
    queryFn: ({ signal }) => listAdditionalDetails(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdditionalDetails(query: PagedQuery) {
  return useQuery(additionalDetailsQueryOptions(query));
}

import { type ListSalesmanLimitsQuery, salesmanLimitsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salesmanLimitKeys } from './keys';

type Query = Partial<ListSalesmanLimitsQuery>;

/** GET /api/catalogs/limits/salesman: paged, newest period first; SearchTerm matches codes and names. */
export function listSalesmanLimits(query: Query, signal?: AbortSignal) {
  return callApi(salesmanLimitsApi.listSalesmanLimits, { query }, signal ? { signal } : {});
}

export const salesmanLimitsQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: salesmanLimitKeys.list(query),
    queryFn: ({ signal }) => listSalesmanLimits(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSalesmanLimits(query: Query) {
  return useQuery(salesmanLimitsQueryOptions(query));
}

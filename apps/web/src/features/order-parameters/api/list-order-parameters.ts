import { orderParametersApi, type PagedQuery } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { orderParameterKeys } from './keys';

/** GET /api/orders/parameters: paged, searched on the server. */
export function listOrderParameters(query: PagedQuery, signal?: AbortSignal) {
  return callApi(orderParametersApi.listOrderParameters, { query }, signal ? { signal } : {});
}

export const orderParametersQueryOptions = (query: PagedQuery, culture: string) =>
  queryOptions({
    queryKey: orderParameterKeys.list(query, culture),
    queryFn: ({ signal }) => listOrderParameters(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOrderParameters(query: PagedQuery) {
  const culture = useLocaleStore((s) => s.locale);
  return useQuery(orderParametersQueryOptions(query, culture));
}

import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { orderKeys } from './keys';

/** GET /api/definitions/orders/statuses: the order statuses (id and name in x-culture), for the filter. */
export function listOrderStatuses(signal?: AbortSignal) {
  return callApi(definitionsApi.listOrderStatuses, {}, signal ? { signal } : {});
}

export const orderStatusesQueryOptions = (culture: string) =>
  queryOptions({
    queryKey: orderKeys.statuses(culture),
    queryFn: ({ signal }) => listOrderStatuses(signal),
    staleTime: 60 * 60_000,
  });

export function useOrderStatuses() {
  const culture = useLocaleStore((s) => s.locale);
  return useQuery(orderStatusesQueryOptions(culture));
}

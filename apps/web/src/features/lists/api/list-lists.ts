import { listsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { listKeys } from './keys';

/** GET /api/lists: the acting customer's order lists, most recently changed first. */
export function listLists(signal?: AbortSignal) {
  return callApi(listsApi.listLists, {}, signal ? { signal } : {});
}

export const listsQueryOptions = (customerId: string | undefined) =>
  queryOptions({
    queryKey: listKeys.summaries(customerId),
    queryFn: ({ signal }) => listLists(signal),
    enabled: customerId !== undefined,
  });

export function useLists() {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQuery(listsQueryOptions(customerId));
}

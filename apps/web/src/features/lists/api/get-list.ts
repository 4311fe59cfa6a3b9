import { listsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { listKeys } from './keys';

/** GET /api/lists/{id}: a list with its lines, each product as the customer sees it today (null: no longer visible). */
export function getList(id: string, signal?: AbortSignal) {
  return callApi(listsApi.getList, { params: { id } }, signal ? { signal } : {});
}

export const listQueryOptions = (customerId: string | undefined, id: string) =>
  queryOptions({
    queryKey: listKeys.detail(customerId, id),
    queryFn: ({ signal }) => getList(id, signal),
    enabled: customerId !== undefined,
  });

export function useList(id: string) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQuery(listQueryOptions(customerId, id));
}

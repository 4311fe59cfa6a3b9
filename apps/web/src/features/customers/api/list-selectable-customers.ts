import { homeApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerKeys } from './keys';

/** GET /api/home/customers: the customers the caller may act for. */
export function listSelectableCustomers(signal?: AbortSignal) {
  return callApi(homeApi.listSelectableCustomers, {}, signal ? { signal } : {});
}

export const selectableCustomersQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.selectable(),
    queryFn: ({ signal }) => listSelectableCustomers(signal),
    staleTime: 5 * 60_000,
  });

export function useSelectableCustomers(enabled: boolean) {
  return useQuery({ ...selectableCustomersQueryOptions(), enabled });
}

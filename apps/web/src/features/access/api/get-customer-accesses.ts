import { accessApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerAccessKeys } from './keys';

/** GET /api/customers/{customerId}/accesses: the customer's rules, grouped by property and by category. */
export function getCustomerAccesses(customerId: string, signal?: AbortSignal) {
  return callApi(accessApi.getCustomerAccesses, { params: { customerId } }, signal ? { signal } : {});
}

export const customerAccessesQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: customerAccessKeys.accesses(customerId),
    queryFn: ({ signal }) => getCustomerAccesses(customerId, signal),
  });

export function useCustomerAccesses(customerId: string | null) {
  return useQuery({ ...customerAccessesQueryOptions(customerId ?? ''), enabled: Boolean(customerId) });
}

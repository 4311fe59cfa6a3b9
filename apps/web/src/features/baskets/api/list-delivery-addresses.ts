import { customersApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { basketKeys } from './keys';

/** GET /api/customers/addresses: the acting customer's delivery addresses, default first. */
export function listDeliveryAddresses(signal?: AbortSignal) {
  return callApi(customersApi.listAddresses, {}, signal ? { signal } : {});
}

export const deliveryAddressesQueryOptions = (customerId: string | null | undefined) =>
  queryOptions({
    queryKey: basketKeys.addresses(customerId),
    queryFn: ({ signal }) => listDeliveryAddresses(signal),
    enabled: Boolean(customerId),
    staleTime: 5 * 60_000,
  });

export function useDeliveryAddresses() {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQuery(deliveryAddressesQueryOptions(customerId));
}

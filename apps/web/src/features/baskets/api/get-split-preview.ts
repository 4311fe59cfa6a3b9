import { basketsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { basketKeys } from './keys';

/** GET /api/baskets/cart/split-preview: the documents and warehouse parts the cart would be ordered as, for a delivery address. */
export function getSplitPreview(addressCode: string | null | undefined, signal?: AbortSignal) {
  return callApi(basketsApi.getSplitPreview, { query: addressCode ? { customerAddressCode: addressCode } : {} }, signal ? { signal } : {});
}

/** `ready`: the address is known (the addresses read), so the split is asked for once, for that address. */
export const splitPreviewQueryOptions = (customerId: string | null | undefined, addressCode: string | null | undefined, ready = true) =>
  queryOptions({
    queryKey: basketKeys.splitPreview(customerId, addressCode),
    queryFn: ({ signal }) => getSplitPreview(addressCode, signal),
    enabled: Boolean(customerId) && ready,
    // stock moves: asked again whenever the cart screen shows it
    staleTime: 0,
    // the previous split stays on screen while a changed cart or address is asked for
    placeholderData: keepPreviousData,
  });

export function useSplitPreview(addressCode: string | null | undefined, ready = true) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQuery(splitPreviewQueryOptions(customerId, addressCode, ready));
}

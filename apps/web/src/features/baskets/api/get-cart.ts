import { basketsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { basketKeys } from './keys';

/** GET /api/baskets/cart: the acting customer's cart, every line re-priced and re-checked. */
export function getCart(signal?: AbortSignal) {
  return callApi(basketsApi.getCart, {}, signal ? { signal } : {});
}

export const cartQueryOptions = (customerId: string | null | undefined) =>
  queryOptions({
    queryKey: basketKeys.cart(customerId),
    queryFn: ({ signal }) => getCart(signal),
    enabled: Boolean(customerId),
    // prices and stock move: the cart screen always asks again when it opens
    staleTime: 0,
  });

export function useCart() {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQuery(cartQueryOptions(customerId));
}

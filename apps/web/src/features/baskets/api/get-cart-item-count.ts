import { basketsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/** GET /api/baskets/cart/total-item: the number of lines (the header badge). */
export function getCartItemCount(signal?: AbortSignal) {
  return callApi(basketsApi.getCartItemCount, {}, signal ? { signal } : {});
}

export const cartItemCountQueryOptions = (customerId: string | null | undefined) =>
  queryOptions({
    queryKey: basketKeys.itemCount(customerId),
    queryFn: ({ signal }) => getCartItemCount(signal),
    enabled: Boolean(customerId),
    staleTime: 30_000,
  });

export function useCartItemCount(customerId: string | null) {
  return useQuery(cartItemCountQueryOptions(customerId));
}

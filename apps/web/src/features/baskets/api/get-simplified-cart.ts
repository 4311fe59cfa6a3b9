import { basketsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/** GET /api/baskets/simplified: the header dropdown's lines and the line count. */
export function getSimplifiedCart(signal?: AbortSignal) {
  return callApi(basketsApi.getSimplifiedCart, {}, signal ? { signal } : {});
}

export const simplifiedCartQueryOptions = (customerId: string | null | undefined) =>
  queryOptions({
    queryKey: basketKeys.simplified(customerId),
    queryFn: ({ signal }) => getSimplifiedCart(signal),
    enabled: Boolean(customerId),
    staleTime: 30_000,
  });

/** `customerId` is the cart's customer of the header (useCartCustomerId: reloads 300 ms after a selection). */
export function useSimplifiedCart(customerId: string | null, enabled = true) {
  const options = simplifiedCartQueryOptions(customerId);
  return useQuery({ ...options, enabled: options.enabled && enabled });
}

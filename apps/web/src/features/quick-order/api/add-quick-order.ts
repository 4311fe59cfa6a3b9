import { basketsApi, type CartLinesBody } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/baskets/quick-order: the pad's good lines into the cart in one request, a result per product
 * (added, or the cart's refusal). The good ones go in even when others are refused.
 */
export function addQuickOrder(body: CartLinesBody) {
  return callApi(basketsApi.addQuickOrder, { body }, { notifyBadRequest: false });
}

/**
 * The cart's queries belong to the baskets feature, which this one does not import: the route hands in
 * `onCartChanged` to mark them stale (features/baskets/api/keys.ts `contents`).
 */
export function useAddQuickOrder(onCartChanged?: () => void) {
  return useMutation({
    mutationFn: addQuickOrder,
    onSettled: () => onCartChanged?.(),
  });
}

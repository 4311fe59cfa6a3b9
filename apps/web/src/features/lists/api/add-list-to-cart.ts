import { type ListToCartBody, listsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/lists/{id}/cart: every line, or the chosen ones, into the acting customer's cart at today's
 * prices; the answer says per product whether it went in or why not.
 */
export function addListToCart(id: string, body: ListToCartBody) {
  return callApi(listsApi.addListToCart, { params: { id }, body });
}

/**
 * `onCartChanged`: the cart is the baskets feature's, so the screen composing both says what to read again
 * (features do not import each other).
 */
export function useAddListToCart(onCartChanged?: () => unknown) {
  return useMutation({
    mutationFn: ({ id, lineIds }: { id: string; lineIds?: number[] }) => addListToCart(id, lineIds ? { lineIds } : {}),
    onSuccess: () => onCartChanged?.(),
  });
}

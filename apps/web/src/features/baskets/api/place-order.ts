import { basketsApi, type PlaceOrderBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/**
 * POST /api/baskets/place-order: validates the cart at once and answers {transactionId, status: "InQueue"};
 * the same idempotency key answers the first transaction, so a double submit creates one order.
 */
export function placeOrder(body: PlaceOrderBody) {
  return callApi(basketsApi.placeOrder, { body });
}

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // a refusal may come from a line that changed since the cart was read: show the cart as it is now
    onError: () => client.invalidateQueries({ queryKey: basketKeys.contents() }),
  });
}

import { basketsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/** DELETE /api/baskets/cart/products: removes the listed lines; an empty list clears the cart. */
export function removeCartProducts(productIds: number[]) {
  return callApi(basketsApi.removeCartProducts, { body: { productIds } });
}

/** Clear cart (spec 01 §4: empties items and count). */
export function useClearCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => removeCartProducts([]),
    onSettled: () => client.invalidateQueries({ queryKey: basketKeys.contents() }),
  });
}

import { type AddCartProductBody, basketsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/**
 * POST /api/baskets/cart/products: puts a product in the cart; the quantity replaces the line of a
 * product already there (spec 01 §4). A refusal (400) is shown as the red toast by the API client.
 */
export function addCartProduct(body: AddCartProductBody) {
  return callApi(basketsApi.addCartProduct, { body });
}

export function useAddCartProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCartProduct,
    onSettled: () => client.invalidateQueries({ queryKey: basketKeys.contents() }),
  });
}

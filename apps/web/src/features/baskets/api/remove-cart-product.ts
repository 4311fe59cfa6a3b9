import { basketsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/** DELETE /api/baskets/cart/products/{productId}: removes one line (idempotent). */
export function removeCartProduct(productId: number) {
  return callApi(basketsApi.removeCartProduct, { params: { productId } });
}

export function useRemoveCartProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeCartProduct,
    onSettled: () => client.invalidateQueries({ queryKey: basketKeys.contents() }),
  });
}

import { basketsApi, type ReorderBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/** POST /api/baskets/cart/reorder: a past order's products into the acting customer's cart, a result per product. */
export function reorder(body: ReorderBody) {
  return callApi(basketsApi.reorder, { body });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basketKeys.contents() }),
  });
}

import { type ApplyPaymentMethodBody, basketsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/** PUT /api/baskets/cart/apply-payment-method: the method of every line of a category (re-prices them). */
export function applyPaymentMethod(body: ApplyPaymentMethodBody) {
  return callApi(basketsApi.applyPaymentMethod, { body });
}

export function useApplyPaymentMethod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyPaymentMethod,
    onSettled: () => client.invalidateQueries({ queryKey: basketKeys.contents() }),
  });
}

import { orderParametersApi, type UpdateOrderParameterBody } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { orderParameterKeys } from './keys';

/** PUT /api/orders/parameters (id in the body); the form shows a refusal inline. */
export function updateOrderParameter(body: UpdateOrderParameterBody) {
  return callApi(orderParametersApi.updateOrderParameter, { body }, { notifyBadRequest: false });
}

export function useUpdateOrderParameter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderParameter,
    onSuccess: () => client.invalidateQueries({ queryKey: orderParameterKeys.lists() }),
  });
}

import { type OrderParameterInput, orderParametersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { orderParameterKeys } from './keys';

/** POST /api/orders/parameters; the form shows a refusal inline. */
export function createOrderParameter(body: OrderParameterInput) {
  return callApi(orderParametersApi.createOrderParameter, { body }, { notifyBadRequest: false });
}

export function useCreateOrderParameter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrderParameter,
    onSuccess: () => client.invalidateQueries({ queryKey: orderParameterKeys.lists() }),
  });
}

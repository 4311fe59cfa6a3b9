import { orderParametersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { orderParameterKeys } from './keys';

/** DELETE /api/orders/parameters/{id}; the confirmation shows a refusal inline. */
export function deleteOrderParameter(id: number) {
  return callApi(orderParametersApi.deleteOrderParameter, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteOrderParameter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOrderParameter,
    onSuccess: () => client.invalidateQueries({ queryKey: orderParameterKeys.lists() }),
  });
}

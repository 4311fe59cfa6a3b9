import { ordersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** PUT /api/orders/{docNumber}/cancellation: cancels the whole document while its state allows it. */
export function cancelOrder(docNumber: string, reason?: string) {
  return callApi(ordersApi.cancelOrder, { params: { docNumber }, body: reason ? { reason } : {} }, { notifyBadRequest: false });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ docNumber, reason }: { docNumber: string; reason?: string }) => cancelOrder(docNumber, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

import { ordersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** PUT /api/orders/{orderId}/items/{orderLineId}/cancellation: cancels one item; the totals are recomputed. */
export function cancelOrderLine(orderId: string, orderLineId: number, reason?: string) {
  return callApi(
    ordersApi.cancelOrderLine,
    { params: { orderId, orderLineId }, body: reason ? { reason } : {} },
    { notifyBadRequest: false },
  );
}

export function useCancelOrderLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, orderLineId, reason }: { orderId: string; orderLineId: number; reason?: string }) =>
      cancelOrderLine(orderId, orderLineId, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

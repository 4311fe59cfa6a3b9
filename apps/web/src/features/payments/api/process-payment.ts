import { ordersApi, paymentsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payments/{paymentOrderId}: the payment order's state. */
export function getPaymentOrder(paymentOrderId: string, signal?: AbortSignal) {
  return callApi(paymentsApi.getPaymentOrder, { params: { paymentOrderId } }, signal ? { signal } : {});
}

export function usePaymentOrder(paymentOrderId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentKeys.all, 'payment', paymentOrderId],
      queryFn: ({ signal }) => getPaymentOrder(paymentOrderId, signal),
    }),
  );
}

/**
 * POST /api/payments/processPayment/{id} with what the provider put in the return address, then the payment
 * as it stands (the server has verified with the provider and decided by then) and its order, if any.
 */
export async function processPaymentAndRead(paymentOrderId: string, callback: Record<string, string>) {
  await callApi(paymentsApi.processPayment, { params: { paymentOrderId }, body: { callback } }, { notifyBadRequest: false });
  const payment = await getPaymentOrder(paymentOrderId);
  const order = payment.docNumber ? await callApi(ordersApi.getOrder, { params: { docNumber: payment.docNumber } }) : null;
  return { payment, order };
}

/** Runs once per return (a reload asks again: processPayment is idempotent). */
export function useProcessedPayment(paymentOrderId: string, callback: Record<string, string>) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentKeys.all, 'processed', paymentOrderId],
      queryFn: () => processPaymentAndRead(paymentOrderId, callback),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
  );
}

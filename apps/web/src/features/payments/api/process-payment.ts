import { ordersApi, paymentsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/**
 * POST /api/payments/processPayment/{id} with what the provider put in the return address, then the
 * order as it stands (the server has verified with the provider and decided by then).
 */
export async function processPaymentAndReadOrder(docNumber: string, paymentOrderId: string, callback: Record<string, string>) {
  await callApi(paymentsApi.processPayment, { params: { paymentOrderId }, body: { callback } }, { notifyBadRequest: false });
  return callApi(ordersApi.getOrder, { params: { docNumber } });
}

/** Runs once per return (a reload asks again: processPayment is idempotent). */
export function useProcessedPayment(docNumber: string, paymentOrderId: string, callback: Record<string, string>) {
  return useQuery(
    queryOptions({
      queryKey: [...paymentKeys.order(docNumber), paymentOrderId],
      queryFn: () => processPaymentAndReadOrder(docNumber, paymentOrderId, callback),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
  );
}

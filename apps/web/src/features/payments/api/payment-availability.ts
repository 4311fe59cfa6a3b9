import { paymentsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { paymentKeys } from './keys';

/**
 * GET /api/payments/availability: whether online payment is on for an order (docNumber) or, without one,
 * for the acting customer's open balance, and whether its provider is the demo gateway's test mode.
 */
export function getPaymentAvailability(docNumber: string | null, signal?: AbortSignal) {
  return callApi(paymentsApi.getPaymentAvailability, { query: docNumber === null ? {} : { docNumber } }, signal ? { signal } : {});
}

export const paymentAvailabilityQuery = (docNumber: string | null, customerId: string | null) =>
  queryOptions({
    queryKey: paymentKeys.availability(docNumber, customerId),
    queryFn: ({ signal }) => getPaymentAvailability(docNumber, signal),
  });

/** "Pay online" / "Pay balance" are offered only when this says online (the server decides, per customer). */
export function usePaymentAvailability(docNumber: string | null) {
  const customerId = useCustomerStore((s) => s.selected?.id ?? null);
  return useQuery(paymentAvailabilityQuery(docNumber, customerId));
}

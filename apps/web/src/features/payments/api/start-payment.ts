import { type CreatePaymentInput, paymentsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/payments: a payment order for the order's open amount; answers where the browser goes next. */
export function startPayment(body: CreatePaymentInput) {
  return callApi(paymentsApi.createPayment, { body }, { notifyBadRequest: false });
}

export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}

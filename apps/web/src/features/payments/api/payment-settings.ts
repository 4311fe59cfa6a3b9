import { paymentsApi, type UpdatePaymentSettingsInput } from '@dealerport/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/commons/paymentSettings (secrets answered as "set" or "not set" only). */
export function getPaymentSettings(signal?: AbortSignal) {
  return callApi(paymentsApi.getPaymentSettings, {}, signal ? { signal } : {});
}

export function usePaymentSettings() {
  return useQuery(queryOptions({ queryKey: paymentKeys.settings(), queryFn: ({ signal }) => getPaymentSettings(signal), staleTime: 0 }));
}

/** PUT /api/commons/paymentSettings; a blank secret keeps the stored one. */
export function updatePaymentSettings(body: UpdatePaymentSettingsInput) {
  return callApi(paymentsApi.updatePaymentSettings, { body }, { notifyBadRequest: false });
}

export function useUpdatePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentSettings,
    onSuccess: (saved) => client.setQueryData(paymentKeys.settings(), saved),
  });
}

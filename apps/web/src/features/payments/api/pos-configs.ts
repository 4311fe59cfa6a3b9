import { type PagedQuery, type PosConfigInput, paymentsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payments/customer-pos-config (paged). */
export function listPosConfigs(query: PagedQuery, signal?: AbortSignal) {
  return callApi(paymentsApi.listPosConfigs, { query }, signal ? { signal } : {});
}

export function usePosConfigs(query: PagedQuery) {
  return useQuery(
    queryOptions({
      queryKey: paymentKeys.posConfigList(query),
      queryFn: ({ signal }) => listPosConfigs(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

function useInvalidating<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.posConfigs() }) });
}

export const createPosConfig = (body: PosConfigInput) => callApi(paymentsApi.createPosConfig, { body }, { notifyBadRequest: false });
export const updatePosConfig = ({ id, body }: { id: number; body: PosConfigInput }) =>
  callApi(paymentsApi.updatePosConfig, { params: { id }, body }, { notifyBadRequest: false });
export const deletePosConfig = (id: number) => callApi(paymentsApi.deletePosConfig, { params: { id } }, { notifyBadRequest: false });

export const useCreatePosConfig = () => useInvalidating(createPosConfig);
export const useUpdatePosConfig = () => useInvalidating(updatePosConfig);
export const useDeletePosConfig = () => useInvalidating(deletePosConfig);

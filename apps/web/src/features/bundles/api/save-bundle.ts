import { bundlesApi, type CreateBundleInput, type UpdateBundleInput } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bundleKeys } from './keys';

/** POST /api/commons/bundles; the form shows a refusal (an unknown code, a taken tag) inline. */
export function createBundle(body: CreateBundleInput) {
  return callApi(bundlesApi.createBundle, { body }, { notifyBadRequest: false });
}

/** PUT /api/commons/bundles. */
export function updateBundle(body: UpdateBundleInput) {
  return callApi(bundlesApi.updateBundle, { body }, { notifyBadRequest: false });
}

export function useCreateBundle() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createBundle, onSuccess: () => client.invalidateQueries({ queryKey: bundleKeys.all }) });
}

export function useUpdateBundle() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateBundle, onSuccess: () => client.invalidateQueries({ queryKey: bundleKeys.all }) });
}

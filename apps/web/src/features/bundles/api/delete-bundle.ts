import { bundlesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bundleKeys } from './keys';

/** DELETE /api/commons/bundles/{id}; the confirmation shows a refusal inline. */
export function deleteBundle(id: number) {
  return callApi(bundlesApi.deleteBundle, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteBundle() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteBundle, onSuccess: () => client.invalidateQueries({ queryKey: bundleKeys.all }) });
}

import { bannersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bannerKeys } from './keys';

/** DELETE /api/commons/banners/{id}; the confirmation shows a refusal inline. */
export function deleteBanner(id: number) {
  return callApi(bannersApi.deleteBanner, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => client.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

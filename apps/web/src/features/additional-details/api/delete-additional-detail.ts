import { catalogAdminApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { additionalDetailKeys } from './keys';

/** DELETE /api/catalogs/products/additional-details/{productAdditionalDetailId}; the confirmation shows a refusal inline. */
export function deleteAdditionalDetail(productAdditionalDetailId: number) {
  return callApi(catalogAdminApi.deleteAdditionalDetail, { params: { productAdditionalDetailId } }, { notifyBadRequest: false });
}

export function useDeleteAdditionalDetail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdditionalDetail,
    onSuccess: () => client.invalidateQueries({ queryKey: additionalDetailKeys.lists() }),
  });
}

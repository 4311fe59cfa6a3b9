import { catalogAdminApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiMultipart } from '../../../lib/api-client';
import { additionalDetailKeys } from './keys';

/** PUT /api/catalogs/products/additional-details (multipart, the id is a form field); the form shows a refusal inline. */
export function updateAdditionalDetail(form: FormData) {
  return callApiMultipart(catalogAdminApi.updateAdditionalDetail, { form }, { notifyBadRequest: false });
}

export function useUpdateAdditionalDetail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdditionalDetail,
    onSuccess: () => client.invalidateQueries({ queryKey: additionalDetailKeys.lists() }),
  });
}

import { catalogAdminApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiMultipart } from '../../../lib/api-client';
import { additionalDetailKeys } from './keys';

/** POST /api/catalogs/products/additional-details (multipart, optional file "image"); the form shows a refusal inline. */
export function createAdditionalDetail(form: FormData) {
  return callApiMultipart(catalogAdminApi.createAdditionalDetail, { form }, { notifyBadRequest: false });
}

export function useCreateAdditionalDetail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAdditionalDetail,
    onSuccess: () => client.invalidateQueries({ queryKey: additionalDetailKeys.lists() }),
  });
}

import { bannersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiMultipart } from '../../../lib/api-client';
import { bannerKeys } from './keys';

/** PUT /api/commons/banners (multipart, the id is a form field); the form shows a refusal inline. */
export function updateBanner(form: FormData) {
  return callApiMultipart(bannersApi.updateBanner, { form }, { notifyBadRequest: false });
}

export function useUpdateBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateBanner,
    onSuccess: () => client.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

import { bannersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiMultipart } from '../../../lib/api-client';
import { bannerKeys } from './keys';

/** POST /api/commons/banners (multipart, images imageTr/imageDe/imageEn); the form shows a refusal inline. */
export function createBanner(form: FormData) {
  return callApiMultipart(bannersApi.createBanner, { form }, { notifyBadRequest: false });
}

export function useCreateBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBanner,
    onSuccess: () => client.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

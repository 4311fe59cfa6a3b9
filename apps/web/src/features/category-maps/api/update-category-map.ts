import { catalogAdminApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiMultipart } from '../../../lib/api-client';
import { categoryMapKeys } from './keys';

/** PUT /api/catalogs/category/map (multipart, the id is a form field); the form shows a refusal inline. */
export function updateCategoryMap(form: FormData) {
  return callApiMultipart(catalogAdminApi.updateCategoryMap, { form }, { notifyBadRequest: false });
}

export function useUpdateCategoryMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateCategoryMap,
    onSuccess: () => client.invalidateQueries({ queryKey: categoryMapKeys.lists() }),
  });
}

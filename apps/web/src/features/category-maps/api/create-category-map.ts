import { catalogAdminApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiMultipart } from '../../../lib/api-client';
import { categoryMapKeys } from './keys';

/** POST /api/catalogs/category/map (multipart, optional file "icon"); the form shows a refusal inline. */
export function createCategoryMap(form: FormData) {
  return callApiMultipart(catalogAdminApi.createCategoryMap, { form }, { notifyBadRequest: false });
}

export function useCreateCategoryMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCategoryMap,
    onSuccess: () => client.invalidateQueries({ queryKey: categoryMapKeys.lists() }),
  });
}

import { catalogAdminApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { categoryMapKeys } from './keys';

/** DELETE /api/catalogs/category/map/{id}; the confirmation shows a refusal inline. */
export function deleteCategoryMap(id: number) {
  return callApi(catalogAdminApi.deleteCategoryMap, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteCategoryMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategoryMap,
    onSuccess: () => client.invalidateQueries({ queryKey: categoryMapKeys.lists() }),
  });
}

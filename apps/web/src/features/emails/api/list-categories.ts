import { definitionsApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { emailKeys } from './keys';

/** GET /api/definitions/categories/admin: the category tree, to choose a category variant's category. */
export function useEmailCategories(enabled: boolean) {
  return useQuery({
    queryKey: emailKeys.categories(),
    queryFn: ({ signal }) => callApi(definitionsApi.listAdminCategoryDefinitions, {}, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

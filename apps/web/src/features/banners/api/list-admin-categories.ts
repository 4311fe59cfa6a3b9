import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bannerKeys } from './keys';

/** GET /api/definitions/categories/admin: the whole category tree, inactive categories included. */
export function listAdminCategories(signal?: AbortSignal) {
  return callApi(definitionsApi.listAdminCategoryDefinitions, {}, signal ? { signal } : {});
}

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: bannerKeys.categories(),
    queryFn: ({ signal }) => listAdminCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}

import { catalogApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

/** GET /api/catalogs/categories: the active category tree, names in x-culture. */
export function listCategories(signal?: AbortSignal) {
  return callApi(catalogApi.listCategories, {}, signal ? { signal } : {});
}

export const categoriesQueryOptions = (culture: string) =>
  queryOptions({
    queryKey: catalogKeys.categories(culture),
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useCategories(enabled = true) {
  const culture = useLocaleStore((s) => s.locale);
  return useQuery({ ...categoriesQueryOptions(culture), enabled });
}

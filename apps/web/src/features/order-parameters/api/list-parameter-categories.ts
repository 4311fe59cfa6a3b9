import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { orderParameterKeys } from './keys';

/** GET /api/definitions/categories/admin: the category tree the parameter form picks from. */
export function listParameterCategories(signal?: AbortSignal) {
  return callApi(definitionsApi.listAdminCategoryDefinitions, {}, signal ? { signal } : {});
}

export const parameterCategoriesQueryOptions = (culture: string) =>
  queryOptions({
    queryKey: orderParameterKeys.categories(culture),
    queryFn: ({ signal }) => listParameterCategories(signal),
    staleTime: 10 * 60_000,
  });

export function useParameterCategories() {
  const culture = useLocaleStore((s) => s.locale);
  return useQuery(parameterCategoriesQueryOptions(culture));
}

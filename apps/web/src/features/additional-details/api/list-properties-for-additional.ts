import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { additionalDetailKeys } from './keys';

/** GET /api/definitions/categories/properties-for-additional?CategoryId: the category's (and inherited) properties with values. */
export function listPropertiesForAdditional(categoryId: number, signal?: AbortSignal) {
  return callApi(definitionsApi.listCategoryPropertiesForAdditional, { query: { CategoryId: categoryId } }, signal ? { signal } : {});
}

export const propertiesForAdditionalQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: additionalDetailKeys.properties(categoryId),
    queryFn: ({ signal }) => listPropertiesForAdditional(categoryId, signal),
    staleTime: 5 * 60_000,
  });

export function usePropertiesForAdditional(categoryId: number | null) {
  return useQuery({ ...propertiesForAdditionalQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}

import { accessApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerAccessKeys } from './keys';

/** GET /api/accesses/available-categories: the categories that own properties, in catalogue order. */
export function listAccessCategories(signal?: AbortSignal) {
  return callApi(accessApi.listAccessCategories, {}, signal ? { signal } : {});
}

export const accessCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: customerAccessKeys.categories(),
    queryFn: ({ signal }) => listAccessCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useAccessCategories() {
  return useQuery(accessCategoriesQueryOptions());
}

import { accessApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { customerAccessKeys } from './keys';

/** GET /api/accesses/category/{categoryId}/available-properties: its own and inherited properties. */
export function listAccessProperties(categoryId: number, signal?: AbortSignal) {
  return callApi(accessApi.listAccessProperties, { params: { categoryId }, query: {} }, signal ? { signal } : {});
}

export const accessPropertiesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: customerAccessKeys.properties(categoryId),
    queryFn: ({ signal }) => listAccessProperties(categoryId, signal),
    staleTime: 5 * 60_000,
  });

export function useAccessProperties(categoryId: number | null) {
  return useQuery({ ...accessPropertiesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
}

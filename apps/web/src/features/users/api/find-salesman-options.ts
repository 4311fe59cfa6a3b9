import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/definitions/salesmen/{name}: at most 50 salesmen whose name contains it. */
export function findSalesmanOptions(name: string, signal?: AbortSignal) {
  return callApi(definitionsApi.findSalesmanDefinitionsByName, { params: { name } }, signal ? { signal } : {});
}

export const salesmanOptionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: userKeys.salesmanOptions(name),
    queryFn: ({ signal }) => findSalesmanOptions(name, signal),
  });

/** Asks only once the search has two characters (the lookup needs a name). */
export function useSalesmanOptions(name: string) {
  const trimmed = name.trim();
  return useQuery({ ...salesmanOptionsQueryOptions(trimmed), enabled: trimmed.length >= 2 });
}

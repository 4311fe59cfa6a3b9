import { type PagedQuery, rolesApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** GET /api/roles: paged, searched and sorted on the server. */
export function listRoles(query: PagedQuery, signal?: AbortSignal) {
  return callApi(rolesApi.listRoles, { query }, signal ? { signal } : {});
}

export const rolesQueryOptions = (query: PagedQuery) =>
  queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => listRoles(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRoles(query: PagedQuery) {
  return useQuery(rolesQueryOptions(query));
}

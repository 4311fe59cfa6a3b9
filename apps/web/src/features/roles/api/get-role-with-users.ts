import { rolesApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** GET /api/roles/{id}/with-users: the (not deleted) users holding the role. */
export function getRoleWithUsers(id: number, signal?: AbortSignal) {
  return callApi(rolesApi.getRoleWithUsers, { params: { id } }, signal ? { signal } : {});
}

export const roleWithUsersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: roleKeys.withUsers(id),
    queryFn: ({ signal }) => getRoleWithUsers(id, signal),
    staleTime: 0,
  });

export function useRoleWithUsers(id: number | null) {
  return useQuery({ ...roleWithUsersQueryOptions(id ?? 0), enabled: id !== null });
}

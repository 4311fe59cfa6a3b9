import { rolesApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** GET /api/roles/{id}/with-permissions. */
export function getRoleWithPermissions(id: number, signal?: AbortSignal) {
  return callApi(rolesApi.getRoleWithPermissions, { params: { id } }, signal ? { signal } : {});
}

export const roleWithPermissionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: roleKeys.withPermissions(id),
    queryFn: ({ signal }) => getRoleWithPermissions(id, signal),
    // read again whenever the editor opens: its form starts from the stored permissions (RoleForm waits for them)
    staleTime: 0,
  });

export function useRoleWithPermissions(id: number | null) {
  return useQuery({ ...roleWithPermissionsQueryOptions(id ?? 0), enabled: id !== null });
}

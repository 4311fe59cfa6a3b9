import { rolesApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** GET /api/roles/permissions: the permission catalogue as areas with their codes. */
export function listPermissions(signal?: AbortSignal) {
  return callApi(rolesApi.listPermissions, {}, signal ? { signal } : {});
}

export const permissionTreeQueryOptions = () =>
  queryOptions({
    queryKey: roleKeys.permissionTree(),
    queryFn: ({ signal }) => listPermissions(signal),
    staleTime: 10 * 60_000,
  });

export function usePermissionTree() {
  return useQuery(permissionTreeQueryOptions());
}

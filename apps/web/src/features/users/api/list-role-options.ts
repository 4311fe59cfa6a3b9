import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/definitions/roles/all: the roles a user can be given. */
export function listRoleOptions(signal?: AbortSignal) {
  return callApi(definitionsApi.listAllRoleDefinitions, {}, signal ? { signal } : {});
}

export const roleOptionsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.roleOptions(),
    queryFn: ({ signal }) => listRoleOptions(signal),
    // roles are made, renamed and deleted on /user-groups, whose calls cannot invalidate this feature's
    // keys: read again whenever a user form opens
    staleTime: 0,
  });

export function useRoleOptions(enabled = true) {
  return useQuery({ ...roleOptionsQueryOptions(), enabled });
}

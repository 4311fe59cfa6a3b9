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
  });

export function useRoleOptions(enabled = true) {
  return useQuery({ ...roleOptionsQueryOptions(), enabled });
}

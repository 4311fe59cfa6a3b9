import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /api/definitions/roles/all, the dealer roles only: the role an approved dealer's user gets. */
export async function listDealerRoles(signal?: AbortSignal) {
  const roles = await callApi(definitionsApi.listAllRoleDefinitions, {}, signal ? { signal } : {});
  return roles.filter((role) => role.roleType === 'dealer');
}

export const dealerRolesQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.dealerRoles(),
    queryFn: ({ signal }) => listDealerRoles(signal),
    staleTime: 60_000,
  });

export function useDealerRoles(enabled: boolean) {
  return useQuery({ ...dealerRolesQueryOptions(), enabled });
}

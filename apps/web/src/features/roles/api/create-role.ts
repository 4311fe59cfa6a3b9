import { type RoleBody, rolesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** POST /api/roles/role; the form shows a refusal (ROLE_NAME_TAKEN…) inline. */
export function createRole(body: RoleBody) {
  return callApi(rolesApi.createRole, { body }, { notifyBadRequest: false });
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}

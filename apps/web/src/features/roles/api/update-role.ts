import { type RoleBody, rolesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** PUT /api/roles/{id}: name, type and the full permission list. */
export function updateRole(id: number, body: RoleBody) {
  return callApi(rolesApi.updateRole, { params: { id }, body }, { notifyBadRequest: false });
}

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleBody }) => updateRole(id, body),
    onSuccess: (_data, { id }) => {
      void client.invalidateQueries({ queryKey: roleKeys.lists() });
      void client.invalidateQueries({ queryKey: roleKeys.withPermissions(id) });
    },
  });
}

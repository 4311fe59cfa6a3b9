import { rolesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** DELETE /api/roles/{id}; a role in use is refused (ROLE_IN_USE), shown in the confirmation. */
export function deleteRole(id: number) {
  return callApi(rolesApi.deleteRole, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
}

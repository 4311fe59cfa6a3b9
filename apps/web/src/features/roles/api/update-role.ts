import { type RoleBody, rolesApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** PUT /api/roles/{id}: name, type and the full permission list; answers the role as stored. */
export function updateRole(id: number, body: RoleBody) {
  return callApi(rolesApi.updateRole, { params: { id }, body }, { notifyBadRequest: false });
}

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleBody }) => updateRole(id, body),
    // The answer is the stored role: it becomes the editor's cache at once. Only invalidating it was not
    // enough: the editor closes on success, and a refetch whose last observer goes away is cancelled and
    // its query put back as it was, so the editor reopened on the old ticks. The list and the users modal
    // (the name) are read again; awaited, so the editor closes only once they are.
    onSuccess: (saved, { id }) => {
      client.setQueryData(roleKeys.withPermissions(id), saved);
      return Promise.all([
        client.invalidateQueries({ queryKey: roleKeys.lists() }),
        client.invalidateQueries({ queryKey: roleKeys.withUsers(id) }),
      ]);
    },
  });
}

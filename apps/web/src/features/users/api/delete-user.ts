import { usersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** DELETE /api/users/{id} (soft delete); the confirmation shows a refusal inline. */
export function deleteUser(id: string) {
  return callApi(usersApi.deleteUser, { params: { id } }, { notifyBadRequest: false });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

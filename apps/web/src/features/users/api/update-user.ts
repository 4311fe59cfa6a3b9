import { type UpdateUserBody, usersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** PUT /api/users/{id}; the form shows a refusal inline, not as a toast. */
export function updateUser(id: string, body: UpdateUserBody) {
  return callApi(usersApi.updateUser, { params: { id }, body }, { notifyBadRequest: false });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) => updateUser(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

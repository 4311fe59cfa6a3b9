import { type CreateUserBody, usersApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /api/users; the form shows a refusal inline, not as a toast. */
export function createUser(body: CreateUserBody) {
  return callApi(usersApi.createUser, { body }, { notifyBadRequest: false });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}

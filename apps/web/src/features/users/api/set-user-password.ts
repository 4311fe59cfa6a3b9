import { type SetUserPasswordBody, usersApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** PUT /api/users/{userId}/update-password; the form shows a refusal (password policy) inline. */
export function setUserPassword(userId: string, body: SetUserPasswordBody) {
  return callApi(usersApi.setUserPassword, { params: { userId }, body }, { notifyBadRequest: false });
}

export function useSetUserPassword() {
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: SetUserPasswordBody }) => setUserPassword(userId, body),
  });
}

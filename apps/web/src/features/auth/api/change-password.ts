import { type ChangePasswordBody, ChangePasswordBodySchema, defineEndpoint } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * PUT /api/profiles/change-password. Not in the contract yet; defined here with the contract's own
 * body schema until `profileApi.changePassword` exists there (then import that instead).
 */
export const changePasswordEndpoint = defineEndpoint({
  id: 'changePassword',
  method: 'PUT',
  path: '/api/profiles/change-password',
  tag: 'profile',
  summary: 'Change the signed-in user’s password',
  auth: 'user',
  body: ChangePasswordBodySchema,
  status: 204,
});

export function changePassword(body: ChangePasswordBody) {
  return callApi(changePasswordEndpoint, { body }, { notifyBadRequest: false });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

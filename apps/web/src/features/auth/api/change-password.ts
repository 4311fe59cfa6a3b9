import { type ChangePasswordBody, profilesApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** PUT /api/profiles/change-password; the form shows failures inline, not as a toast. */
export function changePassword(body: ChangePasswordBody) {
  return callApi(profilesApi.changeOwnPassword, { body }, { notifyBadRequest: false });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

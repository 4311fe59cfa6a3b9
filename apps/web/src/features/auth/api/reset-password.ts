import { authApi, type ResetPasswordBody } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/auths/{token}/change-password with the emailed token. */
export function resetPassword(token: string, body: ResetPasswordBody) {
  return callApi(authApi.changePasswordByToken, { params: { token }, body }, { notifyBadRequest: false });
}

export function useResetPassword(token: string) {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => resetPassword(token, body) });
}

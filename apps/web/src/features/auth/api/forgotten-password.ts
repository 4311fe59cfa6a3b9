import { authApi, type ForgottenPasswordBody } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The emailed link is `${callBackUrl}/${token}`, which lands on /reset-password/:token. */
export function resetCallbackUrl(origin: string = window.location.origin): string {
  return `${origin}/reset-password`;
}

export function requestPasswordReset(body: ForgottenPasswordBody) {
  return callApi(authApi.forgottenPassword, { query: { callBackUrl: resetCallbackUrl() }, body }, { notifyBadRequest: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import { authApi, type SignInBody } from '@dealerport/contract';
import { callApi } from '../../../lib/api-client';

/** POST /api/auths/authenticate; failures are shown inline by the form, not as a toast. */
export function authenticate(body: SignInBody) {
  return callApi(authApi.authenticate, { body }, { notifyBadRequest: false });
}

import { type CustomerRegistrationBodySchema, registrationsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/** POST /api/auths/sign-up (public): records an application awaiting approval; a 400 is shown inline by the form. */
export function signUp(body: z.input<typeof CustomerRegistrationBodySchema>) {
  return callApi(registrationsApi.signUp, { body }, { notifyBadRequest: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

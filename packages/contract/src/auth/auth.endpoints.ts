import { defineEndpoint } from '../common/endpoint';
import {
  AuthResultSchema,
  ForgottenPasswordBodySchema,
  ForgottenPasswordQuerySchema,
  IdentitySchema,
  RefreshBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordParamsSchema,
  SignInBodySchema,
} from './auth.schemas';

export const authenticate = defineEndpoint({
  id: 'authenticate',
  method: 'POST',
  path: '/api/auths/authenticate',
  tag: 'auth',
  summary: 'Sign in with account name (or email) and password',
  auth: 'public',
  body: SignInBodySchema,
  status: 200,
  response: AuthResultSchema,
});

export const authenticateWithRefreshToken = defineEndpoint({
  id: 'authenticateWithRefreshToken',
  method: 'POST',
  path: '/api/auths/authenticate-with-refresh-token',
  tag: 'auth',
  summary: 'Exchange a refresh token for new tokens (rotation; a reused token ends its whole family)',
  auth: 'public',
  body: RefreshBodySchema,
  status: 200,
  response: AuthResultSchema,
});

export const whoAmI = defineEndpoint({
  id: 'whoAmI',
  method: 'GET',
  path: '/api/auths/who-am-i',
  tag: 'auth',
  summary: 'The signed-in user with role, permissions and customer',
  auth: 'user',
  status: 200,
  response: IdentitySchema,
});

export const forgottenPassword = defineEndpoint({
  id: 'forgottenPassword',
  method: 'POST',
  path: '/api/auths/forgotten-password',
  tag: 'auth',
  summary: 'Email a single-use password reset link valid one hour; always 204',
  auth: 'public',
  query: ForgottenPasswordQuerySchema,
  body: ForgottenPasswordBodySchema,
  status: 204,
});

export const changePasswordByToken = defineEndpoint({
  id: 'changePasswordByToken',
  method: 'POST',
  path: '/api/auths/{token}/change-password',
  tag: 'auth',
  summary: 'Set a new password with the emailed reset token',
  auth: 'public',
  params: ResetPasswordParamsSchema,
  body: ResetPasswordBodySchema,
  status: 204,
});

export const authEndpoints = [authenticate, authenticateWithRefreshToken, whoAmI, forgottenPassword, changePasswordByToken];

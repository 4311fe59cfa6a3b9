import { ChangePasswordBodySchema } from '../auth/auth.schemas';
import { defineEndpoint } from '../common/endpoint';

export const changeOwnPassword = defineEndpoint({
  id: 'changeOwnPassword',
  method: 'PUT',
  path: '/api/profiles/change-password',
  tag: 'profiles',
  summary: "Change the signed-in user's password (old password checked); ends the user's other sessions",
  auth: 'user',
  body: ChangePasswordBodySchema,
  status: 204,
});

export const profilesEndpoints = [changeOwnPassword];

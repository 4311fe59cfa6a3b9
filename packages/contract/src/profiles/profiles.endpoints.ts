import { ChangePasswordBodySchema } from '../auth/auth.schemas';
import { defineEndpoint } from '../common/endpoint';
import { ProfileSchema, UpdateProfileBodySchema } from './profiles.schemas';

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

export const getProfile = defineEndpoint({
  id: 'getProfile',
  method: 'GET',
  path: '/api/profiles',
  tag: 'profiles',
  summary: "The signed-in user's profile: names, email, language, customer or salesman, role, last sign-in",
  auth: 'user',
  status: 200,
  response: ProfileSchema,
});

export const updateProfile = defineEndpoint({
  id: 'updateProfile',
  method: 'PUT',
  path: '/api/profiles',
  tag: 'profiles',
  summary: 'The signed-in user changes his names, email and language (an email in use by another user is refused)',
  auth: 'user',
  body: UpdateProfileBodySchema,
  status: 204,
});

export const profilesEndpoints = [changeOwnPassword, getProfile, updateProfile];

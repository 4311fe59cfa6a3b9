import { defineEndpoint } from '../common/endpoint';
import { PasswordSettingsSchema, UpdatePasswordSettingsBodySchema } from './settings.schemas';

export const getPasswordSettings = defineEndpoint({
  id: 'getPasswordSettings',
  method: 'GET',
  path: '/api/commons/passwordSettings',
  tag: 'settings',
  summary: 'Password settings: the pattern new passwords must match and the change frequency in days (0 = never)',
  auth: { anyOf: ['configuration-password-setting.list'] },
  status: 200,
  response: PasswordSettingsSchema,
});

export const updatePasswordSettings = defineEndpoint({
  id: 'updatePasswordSettings',
  method: 'PUT',
  path: '/api/commons/passwordSettings',
  tag: 'settings',
  summary: 'Change the password settings; they apply to the next password set (reset, own change, administrator)',
  auth: { anyOf: ['configuration-password-setting.update'] },
  body: UpdatePasswordSettingsBodySchema,
  status: 200,
  response: PasswordSettingsSchema,
});

export const settingsEndpoints = [getPasswordSettings, updatePasswordSettings];

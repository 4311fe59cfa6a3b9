import { EMAIL_PROVIDERS, type MailSettings, SMTP_HOST_PATTERN, type UpdateMailSettingsInput } from '@dealerport/contract';
import { z } from 'zod';
import { type SecretState, secretBody } from '../../../lib/secret-state';

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

/** The mail form's plain fields (UpdateMailSettingsBodySchema with i18n keys as messages; the secrets are SecretFields). */
export const MailSettingsFormSchema = z
  .object({
    senderEmail: z
      .string()
      .trim()
      .max(254, 'validation.tooLong')
      .refine((v) => v === '' || EMAIL.test(v), 'validation.email'),
    displayName: z.string().trim().max(200, 'validation.tooLong'),
    emailProvider: z.enum(EMAIL_PROVIDERS, 'validation.required'),
    username: z.string().trim().max(200, 'validation.tooLong'),
    serverAddress: z
      .string()
      .trim()
      .max(255, 'validation.tooLong')
      .refine((v) => v === '' || SMTP_HOST_PATTERN.test(v), 'mailSettings.validation.serverAddress'),
    port: z
      .number('mailSettings.validation.port')
      .int('mailSettings.validation.port')
      .min(1, 'mailSettings.validation.port')
      .max(65535, 'mailSettings.validation.port'),
    sslRequire: z.boolean(),
    isActive: z.boolean(),
  })
  .refine((v) => !(v.isActive && v.emailProvider === 'Smtp' && v.serverAddress.trim() === ''), {
    message: 'mailSettings.validation.serverRequired',
    path: ['serverAddress'],
  });
export type MailSettingsFormValues = z.input<typeof MailSettingsFormSchema>;

export function mailFormValues(s: MailSettings): MailSettingsFormValues {
  return {
    senderEmail: s.senderEmail,
    displayName: s.displayName,
    emailProvider: s.emailProvider,
    username: s.smtp.username,
    serverAddress: s.smtp.serverAddress,
    port: s.smtp.port,
    sslRequire: s.smtp.sslRequire,
    isActive: s.isActive,
  };
}

/** The body of a save or a test: a secret is sent only when a new value was typed (or cleared). */
export function toMailSettingsBody(values: MailSettingsFormValues, password: SecretState, apiKey: SecretState): UpdateMailSettingsInput {
  const pass = secretBody(password);
  const key = secretBody(apiKey);
  return {
    senderEmail: values.senderEmail.trim(),
    displayName: values.displayName.trim(),
    emailProvider: values.emailProvider,
    smtp: {
      username: values.username.trim(),
      password: pass.value,
      clearPassword: pass.clear,
      serverAddress: values.serverAddress.trim(),
      port: values.port,
      sslRequire: values.sslRequire,
    },
    sendGrid: { apiKey: key.value, clearApiKey: key.clear },
    isActive: values.isActive,
  };
}

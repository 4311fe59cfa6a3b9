import { z } from 'zod';
import { text } from '../common/text';

/*
 * Email settings (spec 02 §3 "Email settings"; issue 16): the sender and the provider mail goes through.
 * SMTP, or SendGrid through its SMTP relay (smtp.sendgrid.net, user `apikey`, the key as password;
 * design.md), so one transport serves both. Secrets (the SMTP password, the SendGrid key) are encrypted
 * at rest and never answered, as the other settings' (connection-settings.schemas.ts): null with
 * `<field>Set`; blank keeps, a value replaces, `clear<Field>` removes. SMTP_URL in the server's
 * environment wins when set (overriddenByEnvironment).
 */

export const EMAIL_PROVIDERS = ['Smtp', 'SendGrid'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
export const SMTP_HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])$/;

const newSecret = text()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null));

export const MailSettingsSchema = z.object({
  /** The From address ('' = not set: MAIL_FROM of the environment). */
  senderEmail: z.string(),
  displayName: z.string(),
  emailProvider: z.enum(EMAIL_PROVIDERS),
  smtp: z.object({
    username: z.string(),
    /** Always null: never answered. */
    password: z.null(),
    passwordSet: z.boolean(),
    serverAddress: z.string(),
    port: z.number().int(),
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    sslRequire: z.boolean(),
  }),
  sendGrid: z.object({
    /** Always null: never answered. */
    apiKey: z.null(),
    apiKeySet: z.boolean(),
  }),
  /** Off: mail is kept in the outbox, not sent (unless SMTP_URL is set). */
  isActive: z.boolean(),
  /** True when SMTP_URL is set in the server's environment: mail goes there, not to these settings' server. */
  overriddenByEnvironment: z.boolean(),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;

export const UpdateMailSettingsBodySchema = z
  .object({
    senderEmail: text()
      .trim()
      .max(254)
      .refine((value) => value === '' || EMAIL.test(value), { params: { issue: 'EMAIL' } })
      .default(''),
    displayName: text().trim().max(200).default(''),
    emailProvider: z.enum(EMAIL_PROVIDERS).default('Smtp'),
    smtp: z
      .object({
        username: text().trim().max(200).default(''),
        /** Blank or absent: keep the stored password. */
        password: newSecret,
        clearPassword: z.boolean().default(false),
        serverAddress: text()
          .trim()
          .max(255)
          .refine((value) => value === '' || SMTP_HOST_PATTERN.test(value), { params: { issue: 'SERVER_ADDRESS' } })
          .default(''),
        port: z.number().int().min(1).max(65535).default(587),
        sslRequire: z.boolean().default(false),
      })
      .refine((s) => !(s.clearPassword && s.password), { params: { issue: 'SET_AND_REMOVED' }, path: ['password'] })
      .default({ username: '', password: null, clearPassword: false, serverAddress: '', port: 587, sslRequire: false }),
    sendGrid: z
      .object({
        /** Blank or absent: keep the stored key. */
        apiKey: newSecret,
        clearApiKey: z.boolean().default(false),
      })
      .refine((s) => !(s.clearApiKey && s.apiKey), { params: { issue: 'SET_AND_REMOVED' }, path: ['apiKey'] })
      .default({ apiKey: null, clearApiKey: false }),
    isActive: z.boolean().default(false),
  })
  // Active SMTP needs a server to send to.
  .refine((b) => !(b.isActive && b.emailProvider === 'Smtp' && b.smtp.serverAddress === ''), {
    params: { issue: 'REQUIRED' },
    path: ['smtp', 'serverAddress'],
  });
export type UpdateMailSettingsBody = z.output<typeof UpdateMailSettingsBodySchema>;
export type UpdateMailSettingsInput = z.input<typeof UpdateMailSettingsBodySchema>;

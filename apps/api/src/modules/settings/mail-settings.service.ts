import type { MailSettings, UpdateMailSettingsBody } from '@dealerport/contract';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import { SecretError } from '../../lib/secrets';
import { writeAudit } from '../../platform/audit/audit';
import type { SmtpTarget } from '../../platform/mail/mail';
import type { SignedInContext } from '../../plugins/context';
import { nextSecret, place, secretBox } from './connection-settings.service';
import * as repo from './settings.repository';
import { settingRow } from './settings-cache';

/*
 * The email settings group (`mail`; spec 02 §3 "Email settings", issue 16): the sender and the provider.
 * The SMTP password and the SendGrid key are sealed as the other groups' secrets (ADR 0036) and opened
 * only to send. SendGrid goes through its SMTP relay (design.md), so one transport serves both.
 * SMTP_URL in the environment wins when set.
 */

const MAIL_KEY = 'mail';
/** SendGrid's SMTP relay: user `apikey`, the API key as the password. */
export const SENDGRID_RELAY = { host: 'smtp.sendgrid.net', port: 587, user: 'apikey' } as const;

const sealed = z.string().nullable().catch(null);
const stored = z.string().catch('');

const EMPTY = {
  senderEmail: '',
  displayName: '',
  emailProvider: 'Smtp' as const,
  smtp: { username: '', password: null, serverAddress: '', port: 587, sslRequire: false },
  sendGrid: { apiKey: null },
  isActive: false,
};

const StoredMailSchema = z
  .object({
    senderEmail: stored,
    displayName: stored,
    emailProvider: z.enum(['Smtp', 'SendGrid']).catch('Smtp'),
    smtp: z
      .object({
        username: stored,
        password: sealed,
        serverAddress: stored,
        port: z.number().int().catch(587),
        sslRequire: z.boolean().catch(false),
      })
      .catch(EMPTY.smtp),
    sendGrid: z.object({ apiKey: sealed }).catch(EMPTY.sendGrid),
    isActive: z.boolean().catch(false),
  })
  .catch(EMPTY);
type StoredMail = z.infer<typeof StoredMailSchema>;

function toDto(s: StoredMail, config: Config): MailSettings {
  return {
    senderEmail: s.senderEmail,
    displayName: s.displayName,
    emailProvider: s.emailProvider,
    smtp: {
      username: s.smtp.username,
      password: null,
      passwordSet: s.smtp.password !== null,
      serverAddress: s.smtp.serverAddress,
      port: s.smtp.port,
      sslRequire: s.smtp.sslRequire,
    },
    sendGrid: { apiKey: null, apiKeySet: s.sendGrid.apiKey !== null },
    isActive: s.isActive,
    overriddenByEnvironment: Boolean(config.SMTP_URL),
  };
}

export async function readMailSettings(ctx: SignedInContext): Promise<MailSettings> {
  return toDto(StoredMailSchema.parse(await repo.findSetting(ctx.db, MAIL_KEY)), ctx.config);
}

export async function updateMailSettings(ctx: SignedInContext, body: UpdateMailSettingsBody): Promise<MailSettings> {
  const box = secretBox(ctx.config);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = StoredMailSchema.parse(await repo.lockSetting(trx, MAIL_KEY));
    const next: StoredMail = {
      senderEmail: body.senderEmail,
      displayName: body.displayName,
      emailProvider: body.emailProvider,
      smtp: {
        username: body.smtp.username,
        password: nextSecret(box, before.smtp.password, body.smtp.password, body.smtp.clearPassword, place(MAIL_KEY, 'smtp.password')),
        serverAddress: body.smtp.serverAddress,
        port: body.smtp.port,
        sslRequire: body.smtp.sslRequire,
      },
      sendGrid: {
        apiKey: nextSecret(
          box,
          before.sendGrid.apiKey,
          body.sendGrid.apiKey,
          body.sendGrid.clearApiKey,
          place(MAIL_KEY, 'sendGrid.apiKey'),
        ),
      },
      isActive: body.isActive,
    };
    await repo.upsertSetting(trx, MAIL_KEY, next);
    const secretsChanged = [
      ...(before.smtp.password !== next.smtp.password ? ['smtp.password'] : []),
      ...(before.sendGrid.apiKey !== next.sendGrid.apiKey ? ['sendGrid.apiKey'] : []),
    ];
    await writeAudit(trx, ctx.actor, {
      action: 'update',
      entity: 'setting',
      entityId: MAIL_KEY,
      before: toDto(before, ctx.config),
      after: { ...toDto(next, ctx.config), secretsChanged },
    });
    return next;
  });
  return toDto(saved, ctx.config);
}

const fromHeader = (s: StoredMail, fallback: string) => {
  if (!s.senderEmail) return fallback;
  return s.displayName ? `"${s.displayName.replace(/["\\\r\n]/g, '')}" <${s.senderEmail}>` : s.senderEmail;
};

/** Whether the stored settings can send (active, and a server or a key). Read through the settings cache. */
function usable(s: StoredMail): boolean {
  if (!s.isActive) return false;
  return s.emailProvider === 'SendGrid' ? s.sendGrid.apiKey !== null : s.smtp.serverAddress !== '';
}

/**
 * Whether a queued mail will be delivered (SMTP_URL, or usable mail settings): when not, the mail is kept
 * in the outbox, readable there, and no delivery job is queued (platform/mail queueMail).
 */
export async function isMailDeliveryConfigured(db: Db, config: Pick<Config, 'SMTP_URL'>): Promise<boolean> {
  if (config.SMTP_URL) return true;
  return usable(StoredMailSchema.parse((await settingRow(db, MAIL_KEY))?.value));
}

/**
 * The SMTP server the mail settings name, secrets opened (null: off or incomplete). For the mail router
 * (platform/mail mailRouter), which app.ts hands it; SMTP_URL is the router's to prefer.
 */
export async function getMailTarget(db: Db, config: Pick<Config, 'secretsKey' | 'MAIL_FROM'>): Promise<SmtpTarget | null> {
  const s = StoredMailSchema.parse((await settingRow(db, MAIL_KEY))?.value);
  if (!usable(s)) return null;
  const box = secretBox(config);
  const from = fromHeader(s, config.MAIL_FROM);
  try {
    if (s.emailProvider === 'SendGrid') {
      const key = box.open(s.sendGrid.apiKey!, place(MAIL_KEY, 'sendGrid.apiKey'));
      return {
        host: SENDGRID_RELAY.host,
        port: SENDGRID_RELAY.port,
        secure: false,
        user: SENDGRID_RELAY.user,
        password: key,
        from,
        provider: 'SendGrid',
      };
    }
    const password = s.smtp.password ? box.open(s.smtp.password, place(MAIL_KEY, 'smtp.password')) : null;
    return {
      host: s.smtp.serverAddress,
      port: s.smtp.port,
      secure: s.smtp.sslRequire,
      user: s.smtp.username,
      password,
      from,
      provider: 'Smtp',
    };
  } catch (err) {
    // A key that no longer opens the secret: the delivery fails with this message and is retried.
    if (err instanceof SecretError) throw new Error(`mail settings: ${err.message}`);
    throw err;
  }
}

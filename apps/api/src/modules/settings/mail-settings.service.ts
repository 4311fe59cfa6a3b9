import type { ConnectionTestResult, Culture, MailSettings, UpdateMailSettingsBody } from '@dealerport/contract';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { SecretError } from '../../lib/secrets';
import { writeAudit } from '../../platform/audit/audit';
import type { SmtpTarget, TestTarget } from '../../platform/mail/mail';
import { assertDestination, guarded } from '../../platform/outbound';
import type { SignedInContext } from '../../plugins/context';
import { ANYWHERE, nextSecret, place, type SecretField, secretBox, secretForTest } from './connection-settings.service';
import { type Check, probeMailSend, testResult } from './connection-tests';
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

/** Where the SMTP password goes: the server, its port, TLS from the first byte or not, and the user. */
const smtpDestination = (smtp: { serverAddress: string; port: number; sslRequire: boolean; username: string }) => ({
  host: smtp.serverAddress,
  port: smtp.port,
  secure: smtp.sslRequire,
  user: smtp.username,
});

/** The mail group's two secrets as a save or a test of `body` names them. */
function mailSecrets(current: StoredMail, body: UpdateMailSettingsBody) {
  return {
    smtpPassword: {
      field: 'smtp.password',
      at: place(MAIL_KEY, 'smtp.password'),
      given: body.smtp.password,
      clear: body.smtp.clearPassword,
      stored: current.smtp.password,
      storedFor: smtpDestination(current.smtp),
      destination: smtpDestination(body.smtp),
    },
    // The key goes to SendGrid's relay only (a fixed address): it may follow any change.
    sendGridKey: {
      field: 'sendGrid.apiKey',
      at: place(MAIL_KEY, 'sendGrid.apiKey'),
      given: body.sendGrid.apiKey,
      clear: body.sendGrid.clearApiKey,
      stored: current.sendGrid.apiKey,
      ...ANYWHERE,
    },
  } satisfies Record<string, SecretField>;
}

export async function updateMailSettings(ctx: SignedInContext, body: UpdateMailSettingsBody): Promise<MailSettings> {
  const box = secretBox(ctx.config);
  if (body.smtp.serverAddress) await assertDestination(ctx.outbound, 'smtp.serverAddress', body.smtp.serverAddress, { lenient: true });
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = StoredMailSchema.parse(await repo.lockSetting(trx, MAIL_KEY));
    const secrets = mailSecrets(before, body);
    const next: StoredMail = {
      senderEmail: body.senderEmail,
      displayName: body.displayName,
      emailProvider: body.emailProvider,
      smtp: {
        username: body.smtp.username,
        password: nextSecret(box, secrets.smtpPassword),
        serverAddress: body.smtp.serverAddress,
        port: body.smtp.port,
        sslRequire: body.smtp.sslRequire,
      },
      sendGrid: { apiKey: nextSecret(box, secrets.sendGridKey) },
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

/** The time a test mail may take at most (connection, greeting, then the message), for the wording of a time-out. */
const MAIL_TEST_TIMEOUT_MS = 5_000;

/** What a test mail says, in the caller's language. */
const TEST_MAIL: Record<Culture, { subject: string; text: (where: string) => string }> = {
  tr: {
    subject: 'Dealerport test e-postası',
    text: (where) =>
      `Bu e-posta, portalın e-posta ayarlarını denemek için gönderildi (${where}). Okuyabiliyorsanız e-posta gönderimi çalışıyor.`,
  },
  de: {
    subject: 'Dealerport-Test-E-Mail',
    text: (where) =>
      `Diese E-Mail wurde gesendet, um die E-Mail-Einstellungen des Portals zu prüfen (${where}). Wenn Sie sie lesen, funktioniert der Versand.`,
  },
  en: {
    subject: 'Dealerport test email',
    text: (where) => `This email was sent to try the portal's email settings (${where}). If you can read it, sending works.`,
  },
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Sends `content` now to the caller's own address through `target` (null: nowhere configured) and words
 * the outcome in the caller's language (settings' "send a test email", the template editor's "send a test
 * to myself"). MAIL_TEST_NO_ADDRESS when the caller's account has no address.
 */
export async function sendTestMail(
  ctx: SignedInContext,
  target: TestTarget | Check,
  content: { subject: string; html: string; text: string },
): Promise<ConnectionTestResult> {
  const startedAt = performance.now();
  const me = await repo.findUserMailbox(ctx.db, ctx.actor.userId);
  if (!me?.email) throw new AppError('MAIL_TEST_NO_ADDRESS');
  if ('ok' in target) return testResult([target], ctx.culture, startedAt, MAIL_TEST_TIMEOUT_MS);
  const check = await guarded('smtp.serverAddress', () =>
    probeMailSend(ctx.outbound, target, { to: me.email, ...content }, MAIL_TEST_TIMEOUT_MS),
  );
  if (!check.ok) ctx.log.info({ code: check.code, detail: check.detail }, 'test mail not sent');
  return testResult([check], ctx.culture, startedAt, MAIL_TEST_TIMEOUT_MS);
}

/** The mail in force for a test (SMTP_URL, else the stored settings), or the check that says why there is none. */
export async function mailTargetInForce(ctx: SignedInContext): Promise<TestTarget | Check> {
  if (ctx.config.SMTP_URL) return { url: ctx.config.SMTP_URL, from: ctx.config.MAIL_FROM };
  try {
    const target = await getMailTarget(ctx.db, ctx.config);
    return target ?? { target: 'SMTP', ok: false, code: 'MAIL_NOT_CONFIGURED' };
  } catch {
    return { target: 'mailSettings', ok: false, code: 'SECRET_UNREADABLE' };
  }
}

/**
 * POST /api/commons/mailSettings/test: a test mail to the caller through the settings as given (blank
 * secrets: the stored ones), nothing saved; active or not (to try them before switching them on).
 */
export async function testMailSettings(ctx: SignedInContext, body: UpdateMailSettingsBody): Promise<ConnectionTestResult> {
  const current = StoredMailSchema.parse(await repo.findSetting(ctx.db, MAIL_KEY));
  const from = fromHeader({ ...current, senderEmail: body.senderEmail, displayName: body.displayName }, ctx.config.MAIL_FROM);
  const box = secretBox(ctx.config);
  const secrets = mailSecrets(current, body);
  if (body.emailProvider === 'Smtp' && body.smtp.serverAddress) {
    await assertDestination(ctx.outbound, 'smtp.serverAddress', body.smtp.serverAddress);
  }
  let target: TestTarget | Check;
  try {
    if (body.emailProvider === 'SendGrid') {
      const key = secretForTest(box, secrets.sendGridKey);
      target = key
        ? {
            host: SENDGRID_RELAY.host,
            port: SENDGRID_RELAY.port,
            secure: false,
            user: SENDGRID_RELAY.user,
            password: key,
            from,
            provider: 'SendGrid',
          }
        : { target: 'sendGrid.apiKey', ok: false, code: 'NOT_CONFIGURED' };
    } else if (!body.smtp.serverAddress) {
      target = { target: 'smtp.serverAddress', ok: false, code: 'NOT_CONFIGURED' };
    } else {
      target = {
        host: body.smtp.serverAddress,
        port: body.smtp.port,
        secure: body.smtp.sslRequire,
        user: body.smtp.username,
        password: secretForTest(box, secrets.smtpPassword),
        from,
        provider: 'Smtp',
      };
    }
  } catch (err) {
    if (!(err instanceof SecretError)) throw err;
    ctx.log.warn({ reason: err.reason }, 'stored mail secret cannot be opened');
    target = { target: body.emailProvider === 'SendGrid' ? 'sendGrid.apiKey' : 'smtp.password', ok: false, code: 'SECRET_UNREADABLE' };
  }
  const words = TEST_MAIL[ctx.culture];
  const where = 'ok' in target ? '' : `${target.provider}, ${target.host}:${target.port}`;
  const text = words.text(where);
  return sendTestMail(ctx, target, { subject: words.subject, text, html: `<p>${escapeHtml(text)}</p>` });
}

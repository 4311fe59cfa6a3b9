import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import type { JobRow } from '../jobs/queue';
import { enqueueJob } from '../jobs/queue';
import type { OutboundGuard } from '../outbound';
import { findOutboxMail, insertOutboxMail, markOutboxAttemptFailed, markOutboxSent } from './outbox.repository';
import { MAIL_ATTEMPTS, MAIL_QUEUE, type OutgoingMail, queueMailsSql } from './outbox.sql';

export { MAIL_QUEUE, type OutgoingMail } from './outbox.sql';

/**
 * Puts a mail in the outbox, in the caller's transaction. With SMTP configured a job delivers it
 * (with retries); without, it is kept in the table, readable there (design.md: nothing is lost).
 */
export async function queueMail(db: Db, mail: OutgoingMail, opts: { smtpConfigured: boolean }): Promise<string> {
  const id = await insertOutboxMail(db, mail, opts.smtpConfigured ? 'pending' : 'kept');
  if (opts.smtpConfigured) await enqueueJob(db, MAIL_QUEUE, { outboxId: id }, { maxAttempts: MAIL_ATTEMPTS });
  return id;
}

/** queueMail for many mails, in one statement (nothing when there are none). */
export async function queueMails(db: Db, mails: readonly OutgoingMail[], opts: { smtpConfigured: boolean }): Promise<void> {
  if (mails.length > 0) await queueMailsSql(mails, opts).execute(db);
}

/** Time-outs well under the job lock (120 s), so a hung server can't make a second worker resend. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

export function createTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl, TIMEOUTS as never) : null;
}

/** An SMTP server as the mail settings name it (SendGrid: its relay, user `apikey`, the key as password). */
export interface SmtpTarget {
  host: string;
  port: number;
  /** TLS from the first byte (465); otherwise STARTTLS when offered. */
  secure: boolean;
  user: string;
  password: string | null;
  /** The From header ("Name <address>"). */
  from: string;
  provider: string;
  /** The IP address to connect to, as the outbound guard checked it (TLS still verifies `host`). */
  address?: string;
}

/** nodemailer's options for a target: connect to the checked address, verify the certificate of the host. */
function transportOptions(target: SmtpTarget) {
  return {
    host: target.address ?? target.host,
    port: target.port,
    secure: target.secure,
    auth: target.user || target.password ? { user: target.user, pass: target.password ?? '' } : undefined,
    ...(target.address ? { servername: target.host, tls: { servername: target.host } } : {}),
  };
}

export interface MailRoute {
  transport: Transporter;
  from: string;
  provider: string;
}

/**
 * Where mail goes: SMTP_URL of the environment when set (it wins), else the mail settings (`settings`,
 * read when a mail is delivered, so a change applies to the next mail). A server the settings name is
 * resolved through the outbound guard at each delivery (a refused address fails the delivery, which is
 * retried and then kept as failed in the outbox); a transport is made per distinct target and address and
 * reused, the previous one closed. null: nowhere (the delivery fails and is retried later: nothing is lost).
 */
export function mailRouter(
  env: { smtpUrl: string | undefined; from: string },
  settings: () => Promise<SmtpTarget | null>,
  guard: OutboundGuard,
) {
  const fixed = createTransport(env.smtpUrl);
  let current: { key: string; transport: Transporter } | null = null;
  return {
    async route(): Promise<MailRoute | null> {
      if (fixed) return { transport: fixed, from: env.from, provider: 'SMTP_URL' };
      const found = await settings();
      if (!found) return null;
      const target = { ...found, address: (await guard.resolve(found.host))[0]!.address };
      const key = JSON.stringify(target);
      if (current?.key !== key) {
        current?.transport.close();
        current = { key, transport: nodemailer.createTransport({ ...transportOptions(target), ...TIMEOUTS }) };
      }
      return { transport: current.transport, from: target.from, provider: target.provider };
    },
    close(): void {
      fixed?.close();
      current?.transport.close();
    },
  };
}

/** Time-outs of a mail sent while the caller waits (a test): an answer within 20 s at most. */
const WAITING_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const;

/** A server to send a test to: an SMTP_URL, or what the mail settings name. */
export type TestTarget = { url: string; from: string } | SmtpTarget;

export interface ImmediateMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends one mail now, outside the outbox (a test the caller waits for), through a transport made for it
 * and closed after. The server's answer, or throws nodemailer's error (settings' connection-tests.ts
 * words it).
 */
export async function sendMailNow(target: TestTarget, mail: ImmediateMail): Promise<string> {
  const transport =
    'url' in target
      ? nodemailer.createTransport({ url: target.url, ...WAITING_TIMEOUTS } as never)
      : nodemailer.createTransport({ ...transportOptions(target), ...WAITING_TIMEOUTS });
  try {
    const info = await transport.sendMail({ from: target.from, ...mail });
    return String((info as { response?: unknown }).response ?? info.messageId ?? '').slice(0, 300);
  } finally {
    transport.close();
  }
}

/** The job handler: sends one outbox mail (with its cc and bcc) and marks it sent with the provider's answer. */
export function mailDeliveryHandler(db: Db, route: () => Promise<MailRoute | null>) {
  return async (job: JobRow) => {
    const { outboxId } = job.payload as { outboxId: string };
    const mail = await findOutboxMail(db, outboxId);
    if (!mail || mail.status === 'sent') return;
    let response: string | null = null;
    try {
      const target = await route();
      if (!target) throw new Error('mail delivery is not configured (no SMTP_URL, mail settings off or incomplete)');
      const info = await target.transport.sendMail({
        from: target.from,
        to: mail.to_address,
        cc: mail.cc.length > 0 ? mail.cc : undefined,
        bcc: mail.bcc.length > 0 ? mail.bcc : undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      response = `${target.provider}: ${String((info as { response?: unknown }).response ?? info.messageId ?? '')}`.slice(0, 2000);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await markOutboxAttemptFailed(db, outboxId, message.slice(0, 2000), job.attempts >= job.max_attempts ? 'failed' : 'pending');
      throw err;
    }
    await markOutboxSent(db, outboxId, response);
  };
}

import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import type { JobRow } from '../jobs/queue';
import { enqueueJob } from '../jobs/queue';
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

export function createTransport(smtpUrl: string | undefined): Transporter | null {
  // Time-outs well under the job lock (120 s), so a hung server can't make a second worker resend.
  return smtpUrl
    ? nodemailer.createTransport(smtpUrl, { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as never)
    : null;
}

/** The job handler: sends one outbox mail over SMTP and marks it sent. */
export function mailDeliveryHandler(db: Db, transport: Transporter, from: string) {
  return async (job: JobRow) => {
    const { outboxId } = job.payload as { outboxId: string };
    const mail = await findOutboxMail(db, outboxId);
    if (!mail || mail.status === 'sent') return;
    try {
      await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, html: mail.html, text: mail.text });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await markOutboxAttemptFailed(db, outboxId, message.slice(0, 2000), job.attempts >= job.max_attempts ? 'failed' : 'pending');
      throw err;
    }
    await markOutboxSent(db, outboxId);
  };
}

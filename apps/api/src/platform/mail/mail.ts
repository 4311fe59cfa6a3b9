import { type Kysely, type RawBuilder, sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { JobRow } from '../jobs/queue';
import { enqueueJob } from '../jobs/queue';

export const MAIL_QUEUE = 'mail.deliver';
/** Delivery attempts of an outbox mail over SMTP. */
const MAIL_ATTEMPTS = 8;

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Puts a mail in the outbox, in the caller's transaction. With SMTP configured a job delivers it
 * (with retries); without, it is kept in the table, readable there (design.md: nothing is lost).
 */
export async function queueMail(db: Kysely<Database>, mail: OutgoingMail, opts: { smtpConfigured: boolean }): Promise<string> {
  const row = await db
    .insertInto('email_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status: opts.smtpConfigured ? 'pending' : 'kept',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = String(row.id);
  if (opts.smtpConfigured) await enqueueJob(db, MAIL_QUEUE, { outboxId: id }, { maxAttempts: MAIL_ATTEMPTS });
  return id;
}

/**
 * queueMail as common table expressions named `${name}` and `${name}_job`, for a caller that folds it
 * into a statement of its own (`with ${queueMailCtes(...)}, ... select ...`) to save round trips.
 */
export function queueMailCtes(name: string, mail: OutgoingMail, opts: { smtpConfigured: boolean }): RawBuilder<unknown> {
  const outbox = sql.id(name);
  return sql`${outbox} as (
      insert into email_outbox (to_address, subject, html, text, status)
      values (${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text}, ${opts.smtpConfigured ? 'pending' : 'kept'})
      returning id
    ), ${sql.id(`${name}_job`)} as (
      insert into jobs (queue, payload, max_attempts)
      select ${MAIL_QUEUE}, jsonb_build_object('outboxId', o.id::text), ${MAIL_ATTEMPTS}::int from ${outbox} o where ${opts.smtpConfigured}
      returning 1
    )`;
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
    const mail = await db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject', 'html', 'text', 'status'])
      .where('id', '=', outboxId)
      .executeTakeFirst();
    if (!mail || mail.status === 'sent') return;
    try {
      await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, html: mail.html, text: mail.text });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db
        .updateTable('email_outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: message.slice(0, 2000),
          status: job.attempts >= job.max_attempts ? 'failed' : 'pending',
        }))
        .where('id', '=', outboxId)
        .execute();
      throw err;
    }
    await db
      .updateTable('email_outbox')
      .set((eb) => ({ status: 'sent', sent_at: new Date(), attempts: eb('attempts', '+', 1), last_error: null }))
      .where('id', '=', outboxId)
      .execute();
  };
}

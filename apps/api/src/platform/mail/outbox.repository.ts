import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the mail outbox (table email_outbox): what is to be sent, and what became of it. */

type Executor = Kysely<Database>;

/** `mail` is an OutgoingMail (outbox.sql.ts), spelled out: a repository imports nothing of platform/. */
export async function insertOutboxMail(
  db: Executor,
  mail: {
    to: string;
    subject: string;
    html: string;
    text: string;
    cc?: readonly string[];
    bcc?: readonly string[];
    event?: string;
    templateVersion?: number;
    language?: string;
  },
  status: 'pending' | 'kept',
): Promise<string> {
  const row = await db
    .insertInto('email_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      status,
      cc: [...(mail.cc ?? [])],
      bcc: [...(mail.bcc ?? [])],
      event: mail.event ?? null,
      template_version: mail.templateVersion ?? null,
      language: mail.language ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

export async function findOutboxMail(db: Executor, id: string) {
  return db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'html', 'text', 'status', 'cc', 'bcc'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A failed delivery: counted, its error kept; `failed` once the job has no attempt left. */
export async function markOutboxAttemptFailed(db: Executor, id: string, error: string, status: 'pending' | 'failed'): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error,
      status,
    }))
    .where('id', '=', id)
    .execute();
}

/** Delivered: `response` is what the provider answered (its queue id, "250 OK ..."). */
export async function markOutboxSent(db: Executor, id: string, response: string | null): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set((eb) => ({ status: 'sent', sent_at: new Date(), attempts: eb('attempts', '+', 1), last_error: null, provider_response: response }))
    .where('id', '=', id)
    .execute();
}

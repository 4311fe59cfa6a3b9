import { type RawBuilder, sql } from 'kysely';

// The queue's name and attempts and the mail's shape are here, below mail.ts, because the statement
// below writes them and a *.sql.ts file imports nothing of platform/ (.dependency-cruiser.cjs).
export const MAIL_QUEUE = 'mail.deliver';
/** Delivery attempts of an outbox mail over SMTP. */
export const MAIL_ATTEMPTS = 8;

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
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

/**
 * Many mails in one statement (a sync batch that changed many orders' status): the outbox rows and, with
 * SMTP configured, their delivery jobs, whatever the number of mails.
 */
export function queueMailsSql(mails: readonly OutgoingMail[], opts: { smtpConfigured: boolean }): RawBuilder<unknown> {
  const rows = JSON.stringify(mails.map((m) => ({ to_address: m.to, subject: m.subject, html: m.html, text: m.text })));
  return sql`with outbox as (
      insert into email_outbox (to_address, subject, html, text, status)
      select m.to_address, m.subject, m.html, m.text, ${opts.smtpConfigured ? 'pending' : 'kept'}
      from jsonb_to_recordset(${rows}::jsonb) as m(to_address text, subject text, html text, text text)
      returning id
    )
    insert into jobs (queue, payload, max_attempts)
    select ${MAIL_QUEUE}, jsonb_build_object('outboxId', o.id::text), ${MAIL_ATTEMPTS}::int from outbox o where ${opts.smtpConfigured}`;
}

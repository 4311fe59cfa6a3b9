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
  /** Copies (the event setting's cc and bcc lists). */
  cc?: readonly string[];
  bcc?: readonly string[];
  /** The email event it was rendered for, the template's version (0: the built-in text) and language. */
  event?: string;
  templateVersion?: number;
  language?: string;
}

/**
 * queueMail as common table expressions named `${name}` and `${name}_job`, for a caller that folds it
 * into a statement of its own (`with ${queueMailCtes(...)}, ... select ...`) to save round trips.
 */
export function queueMailCtes(name: string, mail: OutgoingMail, opts: { smtpConfigured: boolean }): RawBuilder<unknown> {
  const outbox = sql.id(name);
  return sql`${outbox} as (
      insert into email_outbox (to_address, subject, html, text, status, cc, bcc, event, template_version, language)
      values (${mail.to}, ${mail.subject}, ${mail.html}, ${mail.text}, ${opts.smtpConfigured ? 'pending' : 'kept'},
        ${[...(mail.cc ?? [])]}::text[], ${[...(mail.bcc ?? [])]}::text[], ${mail.event ?? null}, ${mail.templateVersion ?? null}::int, ${mail.language ?? null})
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
  const rows = JSON.stringify(
    mails.map((m) => ({
      to_address: m.to,
      subject: m.subject,
      html: m.html,
      text: m.text,
      cc: m.cc ?? [],
      bcc: m.bcc ?? [],
      event: m.event ?? null,
      template_version: m.templateVersion ?? null,
      language: m.language ?? null,
    })),
  );
  return sql`with outbox as (
      insert into email_outbox (to_address, subject, html, text, status, cc, bcc, event, template_version, language)
      select m.to_address, m.subject, m.html, m.text, ${opts.smtpConfigured ? 'pending' : 'kept'},
        array(select jsonb_array_elements_text(m.cc)), array(select jsonb_array_elements_text(m.bcc)), m.event, m.template_version, m.language
      from jsonb_to_recordset(${rows}::jsonb)
        as m(to_address text, subject text, html text, text text, cc jsonb, bcc jsonb, event text, template_version int, language text)
      returning id
    )
    insert into jobs (queue, payload, max_attempts)
    select ${MAIL_QUEUE}, jsonb_build_object('outboxId', o.id::text), ${MAIL_ATTEMPTS}::int from outbox o where ${opts.smtpConfigured}`;
}

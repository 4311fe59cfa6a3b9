import { type Kysely, sql } from 'kysely';

/**
 * The consents on the customer (spec 01 §3 / 02 §3 Customer: isKvkkConfirm, isCommunicationConfirm,
 * customerSectors). A registration holds what the applicant agreed to; its approval now carries the
 * consents to the customer it creates, as it already carried the sectors (ADR 0032).
 *
 * Existing customers: one created by an approved registration takes that registration's consents (and its
 * sectors, where the customer has none); any other customer (ERP, seed, administration) gave no consent
 * through the portal, so false and no sectors. A registration deleted since (KVKK erasure) leaves its
 * customer at false: the proof of consent went with it.
 */
const UP = [
  `alter table customers
    add column is_kvkk_confirm boolean not null default false,
    add column is_communication_confirm boolean not null default false`,
  `update customers c set
      is_kvkk_confirm = r.is_kvkk_confirm,
      is_communication_confirm = r.is_communication_confirm,
      customer_sectors = case when cardinality(c.customer_sectors) = 0 then r.customer_sectors else c.customer_sectors end
    from customer_registrations r
    where r.customer_id = c.id and r.status = 'approved'`,
];

const DOWN = [`alter table customers drop column is_kvkk_confirm, drop column is_communication_confirm`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

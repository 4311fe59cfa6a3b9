import { type Kysely, sql } from 'kysely';

/**
 * The ERP sync's second half (issue 14, ADR 0035 addendum): customers, salesmen, the ledger and order updates
 * written by the ERP, and the change feed the ERP reads back.
 * - customers.language: the language the portal writes to the customer in (an order's status mail); null:
 *   the user's own language.
 * - salesmen: phone number, active flag, last change.
 * - finance_transactions.erp_id: the ERP's id of a ledger row (the sync's key); updated_at for a resent row.
 * - order_lines.erp_line_code: the ERP's code of an item (the key of an item the ERP added, or one it names).
 * - integration_changes: what the portal changed that the ERP needs (orders placed or cancelled, customers of
 *   approved registrations), written by triggers so every path that does it is covered. Each row carries the
 *   id of its transaction (xid8): the feed is read in (txid, seq) order and only below the reader's snapshot
 *   xmin, so a row whose transaction commits late is never skipped by a cursor that moved on (docs/integrations.md).
 */
const UP = [
  `alter table customers add column language text check (language in ('tr','de','en'))`,
  `alter table salesmen
    add column phone_number text,
    add column is_active boolean not null default true,
    add column updated_at timestamptz not null default now()`,
  `alter table finance_transactions
    add column erp_id text,
    add column updated_at timestamptz not null default now()`,
  `create unique index finance_transactions_erp_id_key on finance_transactions (erp_id) where erp_id is not null`,
  `alter table order_lines add column erp_line_code text`,
  `create unique index order_lines_erp_line_code_key on order_lines (order_id, erp_line_code) where erp_line_code is not null`,
  `create table integration_changes (
    seq bigint generated always as identity primary key,
    txid xid8 not null default pg_current_xact_id(),
    area text not null check (area in ('customers','orders')),
    kind text not null,
    ref_id uuid not null,
    created_at timestamptz not null default now()
  )`,
  `create index integration_changes_feed on integration_changes (area, txid, seq)`,
  `create function integration_order_change() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into integration_changes (area, kind, ref_id) values ('orders', 'placed', new.id);
    elsif old.cancelled_at is null and new.cancelled_at is not null then
      insert into integration_changes (area, kind, ref_id) values ('orders', 'cancelled', new.id);
    end if;
    return null;
  end $$`,
  `create trigger orders_integration_change after insert or update of cancelled_at on orders
    for each row execute function integration_order_change()`,
  `create function integration_customer_change() returns trigger language plpgsql as $$
  begin
    if new.status = 'approved' and old.status is distinct from 'approved' and new.customer_id is not null then
      insert into integration_changes (area, kind, ref_id) values ('customers', 'registered', new.customer_id);
    end if;
    return null;
  end $$`,
  `create trigger customer_registrations_integration_change after update of status on customer_registrations
    for each row execute function integration_customer_change()`,
];

const DOWN = [
  `drop trigger customer_registrations_integration_change on customer_registrations`,
  `drop function integration_customer_change()`,
  `drop trigger orders_integration_change on orders`,
  `drop function integration_order_change()`,
  `drop table integration_changes`,
  `drop index order_lines_erp_line_code_key`,
  `alter table order_lines drop column erp_line_code`,
  `drop index finance_transactions_erp_id_key`,
  `alter table finance_transactions drop column erp_id, drop column updated_at`,
  `alter table salesmen drop column phone_number, drop column is_active, drop column updated_at`,
  `alter table customers drop column language`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

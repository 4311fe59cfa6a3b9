import { type Kysely, sql } from 'kysely';

/**
 * The warehouse routing (warehouses, warehouse_targets, settings), the payment setup (order_parameters,
 * categories) and the email events and templates (0032) are cached in every portal process (db/change-signal.ts tableCache). A write by another
 * process reached them only when their two seconds ran out; now each statement that writes one of these
 * tables notifies `dealerport_tables` with the table's name, so the caches are dropped within milliseconds
 * of the commit and kept until then (platform/jobs/listener.ts).
 */
const TABLES = ['warehouses', 'warehouse_targets', 'settings', 'order_parameters', 'categories', 'email_event_settings', 'email_templates'];

const UP = [
  `create function tables_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('dealerport_tables', tg_table_name);
    return null;
  end $$`,
  ...TABLES.map(
    (t) => `create trigger ${t}_tables_notify after insert or update or delete or truncate on ${t}
      for each statement execute function tables_notify()`,
  ),
];

const DOWN = [...TABLES.map((t) => `drop trigger ${t}_tables_notify on ${t}`), `drop function tables_notify()`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Every statement that writes what the auth guard reads (users.repository findActorRow: users, roles,
 * role_permissions, customers, salesman_customers, refresh_tokens) notifies `dealerport_guard` when it
 * commits, so every portal process drops its guard cache (plugins/guard-cache.ts) within milliseconds.
 * Writes to customer_access and settings reach customers through their triggers (migration 0012).
 * One notification per statement and transaction (PostgreSQL folds identical ones).
 */
const TABLES = ['users', 'roles', 'role_permissions', 'customers', 'salesman_customers', 'refresh_tokens'];

const UP = [
  `create function guard_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('dealerport_guard', '');
    return null;
  end $$`,
  ...TABLES.map(
    (t) => `create trigger ${t}_guard_notify after insert or update or delete or truncate on ${t}
      for each statement execute function guard_notify()`,
  ),
];

const DOWN = [...TABLES.map((t) => `drop trigger ${t}_guard_notify on ${t}`), `drop function guard_notify()`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

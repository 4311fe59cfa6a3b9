import { type Kysely, sql } from 'kysely';

/**
 * Integration keys (design.md §4b "Machine clients", ADR 0035): the credentials of a machine client (the
 * ERP) for the sync calls. Only the SHA-256 of a key is kept (lib/crypto hashToken; the key has 256 random
 * bits, so a fast hash is enough), with its first characters to recognise it by in the list. A revoked
 * key stays, for the audit log's sake, and never authenticates again.
 */
const UP = [
  `create table integration_keys (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    prefix text not null,
    secret_hash text not null unique,
    scopes text[] not null check (cardinality(scopes) > 0),
    created_by uuid references users(id),
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    revoked_at timestamptz,
    revoked_by uuid references users(id)
  )`,
];

const DOWN = [`drop table integration_keys`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

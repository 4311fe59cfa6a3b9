import { type Kysely, sql } from 'kysely';

/**
 * Administrators' overrides of the interface texts (issue 15, ADR 0043): one row per key and language,
 * by the key of `/lang/{lng}.json` (not by a position or a build), so they survive upgrades: a key the
 * new build still has keeps its override, a new key appears with its default, an override of a key the
 * build dropped is listed as orphaned and not served.
 * Every statement that writes the table notifies `dealerport_translations` when it commits, so every
 * portal process drops its merged `/lang/{lng}.json` at once (modules/localizations).
 */
const UP = [
  `create table translation_overrides (
    key text not null check (length(key) between 1 and 300),
    language text not null check (language in ('tr', 'de', 'en')),
    value text not null check (length(value) between 1 and 4000),
    updated_at timestamptz not null default now(),
    updated_by uuid references users(id) on delete set null,
    primary key (key, language)
  )`,
  `create function translations_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('dealerport_translations', '');
    return null;
  end $$`,
  `create trigger translation_overrides_notify after insert or update or delete or truncate on translation_overrides
    for each statement execute function translations_notify()`,
];

const DOWN = [
  `drop trigger translation_overrides_notify on translation_overrides`,
  `drop function translations_notify()`,
  `drop table translation_overrides`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Expert opinions imported through the sync API (issue 19; ADR 0055): an opinion whose PDF the sync stored
 * (sent in base64) keeps the file's SHA-256, so the same batch again is `unchanged` without reading the file
 * back, and the document it made is the opinion's own: replaced or removed with it. An opinion that points at
 * an administrator's document (by id) has none, and that document is never removed by the sync.
 */
const UP = [`alter table fitment_expert_opinions add column pdf_sha256 text check (pdf_sha256 is null or pdf_sha256 ~ '^[0-9a-f]{64}$')`];

const DOWN = [`alter table fitment_expert_opinions drop column pdf_sha256`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

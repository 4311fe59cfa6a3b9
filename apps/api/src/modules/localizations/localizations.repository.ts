import type { Culture } from '@dealerport/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

export interface OverrideRow {
  key: string;
  language: Culture;
  value: string;
}

/** Every override (a few hundred at most: one per text an administrator changed). */
export async function listOverrides(db: Executor): Promise<OverrideRow[]> {
  return db.selectFrom('translation_overrides').select(['key', 'language', 'value']).orderBy('key').orderBy('language').execute();
}

/** A key's overrides, locked for a change. */
export async function lockOverrides(db: Executor, key: string): Promise<OverrideRow[]> {
  return db.selectFrom('translation_overrides').select(['key', 'language', 'value']).where('key', '=', key).forUpdate().execute();
}

export async function upsertOverride(db: Executor, row: OverrideRow, userId: string): Promise<void> {
  await db
    .insertInto('translation_overrides')
    .values({ ...row, updated_by: userId })
    .onConflict((oc) => oc.columns(['key', 'language']).doUpdateSet({ value: row.value, updated_by: userId, updated_at: sql`now()` }))
    .execute();
}

export async function deleteOverrides(db: Executor, key: string, languages?: readonly Culture[]): Promise<number> {
  let q = db.deleteFrom('translation_overrides').where('key', '=', key);
  if (languages) q = q.where('language', 'in', languages);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Tells every portal process to reread the built texts (their listeners, app.ts). */
export async function notifyReload(db: Executor, channel: string): Promise<void> {
  await sql`select pg_notify(${channel}, 'reload')`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** The stored value of one setting (jsonb, parsed by the driver), or undefined when never saved. */
export async function findSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Locks a setting's row for a change (no row yet: nothing to lock, the upsert decides). */
export async function lockSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).forUpdate().executeTakeFirst();
  return row?.value;
}

export async function upsertSetting(db: Executor, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()` }))
    .execute();
}

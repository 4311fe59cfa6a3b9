import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

export interface SettingRow {
  id: number;
  key: string;
  /** jsonb, parsed by the driver. */
  value: unknown;
  description: string;
  isStatic: boolean;
  isActive: boolean;
  version: number;
  updatedAt: Date;
}

/** Every setting row (a handful: one per group), by key. */
export async function listSettingRows(db: Executor): Promise<SettingRow[]> {
  const rows = await db
    .selectFrom('settings')
    .select(['id', 'key', 'value', 'description', 'is_static', 'is_active', 'version', 'updated_at'])
    .orderBy('key')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    value: r.value,
    description: r.description,
    isStatic: r.is_static,
    isActive: r.is_active,
    version: r.version,
    updatedAt: new Date(r.updated_at),
  }));
}

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

/** Locks a setting's row for a change, with its flags (undefined: no row yet). */
export async function lockSettingRow(db: Executor, key: string) {
  return db
    .selectFrom('settings')
    .select(['value', 'is_static as isStatic', 'is_active as isActive', 'version'])
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a setting's value and raises its version. */
export async function upsertSetting(db: Executor, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: sql`now()`, version: sql`settings.version + 1` }))
    .execute();
}

/** The caller's own address and name, for a test mail sent to them (null email: none on the account). */
export async function findUserMailbox(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name as firstName', 'last_name as lastName'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

import { type Kysely, sql } from 'kysely';
import type { ConfigItemsTable, Database } from '../../db/schema';

type Executor = Kysely<Database>;

export interface ConfigRow {
  id: number;
  key: string;
  value: string;
  description: string;
  data_type: ConfigItemsTable['data_type'];
  operation: string;
}
export type ConfigValues = Omit<ConfigRow, 'id'>;

const COLUMNS = ['id', 'key', 'value', 'description', 'data_type', 'operation'] as const;

/** Every item, by operation then key (the screen's groups). */
export async function listConfigRows(db: Executor): Promise<ConfigRow[]> {
  return db.selectFrom('config_items').select(COLUMNS).orderBy(sql`lower(operation)`).orderBy(sql`lower(key)`).execute();
}

export async function findConfigRow(db: Executor, id: number): Promise<ConfigRow | undefined> {
  return db.selectFrom('config_items').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Locks an item's row for a change. */
export async function lockConfigRow(db: Executor, id: number): Promise<ConfigRow | undefined> {
  return db.selectFrom('config_items').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Whether another item has this key, whatever its case. */
export async function keyTaken(db: Executor, key: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('config_items').select('id').where(sql<string>`lower(key)`, '=', key.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertConfig(db: Executor, values: ConfigValues): Promise<ConfigRow> {
  return db.insertInto('config_items').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function updateConfig(db: Executor, id: number, values: ConfigValues): Promise<ConfigRow> {
  return db
    .updateTable('config_items')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

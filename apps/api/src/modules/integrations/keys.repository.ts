import { sql } from 'kysely';
import type { Db as Executor } from '../../db/executor';

const KEY_COLUMNS = [
  'k.id',
  'k.name',
  'k.prefix',
  'k.scopes',
  'k.created_at',
  'k.last_used_at',
  'k.revoked_at',
  'u.account_name as created_by_name',
] as const;

export async function listKeys(db: Executor) {
  return db
    .selectFrom('integration_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select(KEY_COLUMNS)
    .orderBy('k.created_at', 'desc')
    .orderBy('k.id')
    .execute();
}

export type KeyRow = Awaited<ReturnType<typeof listKeys>>[number];

export async function findKey(db: Executor, id: string) {
  return db
    .selectFrom('integration_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select(KEY_COLUMNS)
    .where('k.id', '=', id)
    .executeTakeFirst();
}

export async function insertKey(
  db: Executor,
  values: { name: string; prefix: string; secretHash: string; scopes: string[]; createdBy: string },
) {
  const row = await db
    .insertInto('integration_keys')
    .values({
      name: values.name,
      prefix: values.prefix,
      secret_hash: values.secretHash,
      scopes: values.scopes,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a key revoked (once: a second revocation keeps the first time); false when there is no such key. */
export async function revokeKey(db: Executor, id: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('integration_keys')
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())`, revoked_by: sql<string>`coalesce(revoked_by, ${userId}::uuid)` })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The live key of a secret's hash, and whether its last use is older than a minute (so worth recording). */
export async function findLiveKeyByHash(db: Executor, secretHash: string) {
  return db
    .selectFrom('integration_keys')
    .select(['id', 'name', 'scopes', sql<boolean>`last_used_at is null or last_used_at < now() - interval '1 minute'`.as('stale')])
    .where('secret_hash', '=', secretHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function recordKeyUse(db: Executor, id: string) {
  await db.updateTable('integration_keys').set({ last_used_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

import type { Culture } from '@dealerport/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** The customer's token as the profile screen shows it (never the hash). */
export async function findTokenStatus(db: Executor, customerId: string) {
  return db
    .selectFrom('stock_feed_tokens as f')
    .leftJoin('users as u', 'u.id', 'f.created_by')
    .select(['f.culture', 'f.created_at', 'f.last_used_at', 'u.account_name as created_by'])
    .where('f.customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The customer's one token, replaced (a rotation: the old hash stops matching in the same statement). */
export async function replaceToken(
  db: Executor,
  row: { customerId: string; tokenHash: string; culture: Culture; createdBy: string },
): Promise<{ created_at: Date; replaced: boolean }> {
  const result = await sql<{ created_at: Date; replaced: boolean }>`
    with old as (select customer_id from stock_feed_tokens where customer_id = ${row.customerId})
    insert into stock_feed_tokens (customer_id, token_hash, culture, created_by, created_at, last_used_at)
    values (${row.customerId}, ${row.tokenHash}, ${row.culture}, ${row.createdBy}, now(), null)
    on conflict (customer_id) do update set token_hash = excluded.token_hash, culture = excluded.culture,
      created_by = excluded.created_by, created_at = excluded.created_at, last_used_at = null
    returning created_at, exists (select 1 from old) as replaced`.execute(db);
  return result.rows[0]!;
}

export async function deleteToken(db: Executor, customerId: string): Promise<boolean> {
  const result = await db.deleteFrom('stock_feed_tokens').where('customer_id', '=', customerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface UsedTokenRow {
  customer_id: string;
  culture: Culture;
  customer_active: boolean;
  view_revision: string;
  revision: string;
  stock_revision: string;
}

/**
 * The token's customer with what its feed's freshness depends on (the catalogue's revisions and the
 * customer's view revision, migration 0012), in one round trip; the use is recorded at most once a
 * minute (a reader polling every few seconds must not write every time).
 */
export async function useToken(db: Executor, tokenHash: string): Promise<UsedTokenRow | undefined> {
  const result = await sql<UsedTokenRow>`
    with found as (
      select f.customer_id, f.culture, c.is_active as customer_active, c.view_revision::text as view_revision
      from stock_feed_tokens f join customers c on c.id = f.customer_id
      where f.token_hash = ${tokenHash}
    ), touched as (
      update stock_feed_tokens f set last_used_at = now()
      from found
      where f.customer_id = found.customer_id and found.customer_active
        and (f.last_used_at is null or f.last_used_at < now() - interval '1 minute')
      returning f.customer_id
    )
    select found.*, (select revision::text from catalogue_revision) as revision,
      (select last_value::text from catalogue_stock_revision) as stock_revision
    from found`.execute(db);
  return result.rows[0];
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { orderJobQueuedOrRunning } from '../../platform/jobs/jobs.sql';

/**
 * SQL of the builtin maintenance jobs (builtin-jobs.ts). They tidy other areas' tables, each in ways
 * those areas already allow: only what has ended (expired tokens, sent mail, carts long untouched) and
 * what drifted from its own truth (the catalogue's denormalised columns).
 */

type Executor = Kysely<Database>;

/** The statement time-out of the transaction (PostgreSQL; the embedded database has no timers). */
export async function setStatementTimeout(db: Executor, seconds: number): Promise<void> {
  await sql`select set_config('statement_timeout', ${`${seconds}s`}, true)`.execute(db);
}

/**
 * Empties carts whose lines were all last touched more than `days` ago, unless an order of the cart is
 * in flight (migration 0018: the cart is read-only then). The cart row stays (its delivery address).
 */
export async function expireAbandonedCarts(db: Executor, days: number): Promise<number> {
  const result = await sql<{ n: number }>`
    with stale as (
      select k.id from carts k
      where exists (select 1 from cart_lines l where l.cart_id = k.id)
        and greatest(k.updated_at, (select max(l.updated_at) from cart_lines l where l.cart_id = k.id)) < now() - make_interval(days => ${days})
        and not exists (select 1 from order_transactions t where t.customer_id = k.customer_id and t.status = 'InQueue')
    ), gone as (
      delete from cart_lines l using stale where l.cart_id = stale.id returning 1
    )
    select count(*)::int as n from gone`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/**
 * Deletes what can no longer sign anyone in: refresh tokens expired for a day (a live session's newest
 * token expires after its access token, which lives a day at most, so no live session loses its row),
 * reset links expired or used a day ago, and sign-in counts whose window ended a day ago and lock nothing.
 */
export async function purgeExpiredSessions(db: Executor, throttleWindowMinutes: number): Promise<number> {
  const result = await sql<{ n: number }>`
    with tokens as (
      delete from refresh_tokens where expires_at < now() - interval '1 day' returning 1
    ), resets as (
      delete from password_reset_tokens where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day' returning 1
    ), throttles as (
      delete from sign_in_throttle
      where window_started_at < now() - make_interval(mins => ${throttleWindowMinutes}) - interval '1 day'
        and (locked_until is null or locked_until < now())
      returning 1
    )
    select ((select count(*) from tokens) + (select count(*) from resets) + (select count(*) from throttles))::int as n`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/** Deletes sent mail older than `days` (mail kept without SMTP, pending or failed stays: nothing is lost). */
export async function purgeSentMail(db: Executor, days: number): Promise<number> {
  const result = await sql<{ n: number }>`
    with gone as (
      delete from email_outbox where status = 'sent' and sent_at < now() - make_interval(days => ${days}) returning 1
    )
    select count(*)::int as n from gone`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/**
 * Orders whose ERP hand-off is stuck, locked for the caller's transaction: given up (Failed), or still
 * Pending `minutes` after they were made with no hand-off queued or running (its job was lost). Oldest
 * first, at most `limit`.
 */
export async function lockStuckErpOrders(db: Executor, queue: string, minutes: number, limit: number): Promise<string[]> {
  const result = await sql<{ id: string }>`
    select o.id from orders o
    where (o.erp_status = 'Failed' or (o.erp_status = 'Pending' and o.created_at < now() - make_interval(mins => ${minutes})))
      and not ${orderJobQueuedOrRunning(queue, sql`o.id`)}
    order by o.created_at, o.id
    limit ${limit}
    for update of o skip locked`.execute(db);
  return result.rows.map((r) => String(r.id));
}

export async function markErpPending(db: Executor, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await sql`update orders set erp_status = 'Pending', updated_at = now() where id = any(${orderIds}::uuid[])`.execute(db);
}

/**
 * Repairs the catalogue's denormalised columns where they drifted from their truth (a write around the
 * portal: a scheduled SQL job, a manual fix): `products.detail_ids` from product_property_details, and
 * `total_stock` from the stock of active warehouses (migration 0008's refresh_product_total_stock).
 * Writes only rows that differ, so an unchanged catalogue keeps its revision (the read model is not rebuilt
 * for nothing). Answers the products repaired.
 */
export async function repairCatalogue(db: Executor): Promise<number> {
  const details = await sql<{ id: number; ids: number[] }>`
    select p.id, t.ids from products p
    cross join lateral (
      select coalesce(array_agg(distinct d.property_detail_id order by d.property_detail_id), '{}')::int[] as ids
      from product_property_details d where d.product_id = p.id
    ) t
    where array(select distinct x from unnest(p.detail_ids) x order by x)::int[] is distinct from t.ids`.execute(db);
  for (const row of details.rows) {
    await sql`update products set detail_ids = ${row.ids}::int[] where id = ${row.id}`.execute(db);
  }
  const stock = await sql<{ id: number }>`
    select p.id from products p
    where p.total_stock <> coalesce((select sum(greatest(s.quantity, 0)) from stocks s
      join warehouses w on w.code = s.warehouse_code and w.is_active where s.product_id = p.id), 0)`.execute(db);
  const stockIds = stock.rows.map((r) => r.id);
  if (stockIds.length > 0) await sql`select refresh_product_total_stock(${stockIds}::int[])`.execute(db);
  return new Set([...details.rows.map((r) => r.id), ...stockIds]).size;
}

/** Fresh planner statistics for the catalogue's tables (after a large sync they are far off). */
export async function analyzeCatalogue(db: Executor): Promise<void> {
  await sql`analyze products, product_property_details, product_prices, stocks, customer_access`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * At most one order of a cart in flight (ADR 0015): a customer has at most one InQueue transaction.
 * Two submits of the same cart with different idempotency keys (two tabs, a dealer and its salesman)
 * meet on this index, inside PostgreSQL, so only one of them orders the cart; the other is answered
 * ORDER_IN_PROGRESS. A transaction leaves the index as it ends (Completed or Failed).
 */
const UP = [
  // A database that already holds two in-flight checkouts of one cart keeps the oldest; the others end
  // Failed with the generic processing message (their carts are untouched, as for any failure).
  `update order_transactions t set status = 'Failed', error_code = 'ORDER_PROCESSING_FAILED', finished_at = now()
    where t.status = 'InQueue' and exists (
      select 1 from order_transactions o where o.customer_id = t.customer_id and o.status = 'InQueue'
        and (o.created_at, o.id) < (t.created_at, t.id))`,
  `create unique index order_transactions_one_in_queue on order_transactions (customer_id) where status = 'InQueue'`,
];

const DOWN = [`drop index order_transactions_one_in_queue`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

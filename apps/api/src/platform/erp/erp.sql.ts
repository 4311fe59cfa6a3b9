import { type RawBuilder, sql } from 'kysely';

// The queue's name and attempts are here, below queue.ts, because the statement below writes them and a
// *.sql.ts file imports nothing of platform/ (.dependency-cruiser.cjs).
/** The job queue that hands order documents to the ERP (design.md §4). */
export const ERP_QUEUE = 'erp.deliver';
/** Attempts of an ERP hand-off before it is given up (retried with back-off until then). */
export const ERP_ATTEMPTS = 10;

/**
 * queueErpDelivery as a CTE named `name`, for a statement that creates the orders itself: one
 * `order.created` hand-off per row of the CTE `ordersCte` (which returns the new orders' `id`).
 */
export function erpDeliveriesCte(name: string, ordersCte: string): RawBuilder<unknown> {
  return sql`${sql.id(name)} as (
      insert into jobs (queue, payload, max_attempts)
      select ${ERP_QUEUE}, jsonb_build_object('kind', 'order.created', 'orderId', o.id::text), ${ERP_ATTEMPTS}::int from ${sql.id(ordersCte)} o
      returning 1
    )`;
}

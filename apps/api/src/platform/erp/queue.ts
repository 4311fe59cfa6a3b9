import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../jobs/queue';

/** The job queue that hands order documents to the ERP (design.md §4). */
export const ERP_QUEUE = 'erp.deliver';
/** Attempts of an ERP hand-off before it is given up (retried with back-off until then). */
const ERP_ATTEMPTS = 10;

export type ErpEventKind = 'order.created' | 'order.cancelled';

export interface ErpDeliveryPayload {
  kind: ErpEventKind;
  orderId: string;
}

/**
 * Queues the hand-off of one order document (created or cancelled) to the ERP connector. Call it
 * inside the transaction that creates or cancels the order: the job exists exactly when that commits.
 * The job retries with back-off (the job queue's attempts) until the ERP accepts it.
 */
export async function queueErpDelivery(trx: Kysely<Database>, payload: ErpDeliveryPayload): Promise<string> {
  return enqueueJob(trx, ERP_QUEUE, { kind: payload.kind, orderId: payload.orderId }, { maxAttempts: ERP_ATTEMPTS });
}

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

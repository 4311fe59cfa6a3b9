import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueJob } from '../jobs/queue';

/** The job queue that hands order documents to the ERP (design.md §4). */
export const ERP_QUEUE = 'erp.deliver';

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
  return enqueueJob(trx, ERP_QUEUE, { kind: payload.kind, orderId: payload.orderId }, { maxAttempts: 10 });
}

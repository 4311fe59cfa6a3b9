import type { Db } from '../../db/database';
import { enqueueJob } from '../jobs/queue';

/**
 * The refund of a cancelled order's captured payment (ADR 0047, docs/payments.md "Refunds"). The orders
 * module queues it in the cancellation's transaction (the job exists exactly when the cancellation
 * commits); the payments module runs it. Both name the queue through this file, so orders never imports
 * the payments module (which imports orders).
 */
export const REFUND_QUEUE = 'payments.refund';
/** Attempts of a refund job: with the queue's back-off (10 s, 20 s, … doubling), about 20 minutes in all. */
export const REFUND_ATTEMPTS = 8;

export interface RefundPayload {
  orderId: string;
}

/** Queues the refund of the order's Paid payment; call it inside the cancelling transaction. */
export async function queueOrderRefund(trx: Db, payload: RefundPayload): Promise<string> {
  return enqueueJob(trx, REFUND_QUEUE, { orderId: payload.orderId }, { maxAttempts: REFUND_ATTEMPTS });
}

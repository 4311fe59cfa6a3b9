import type { Db } from '../../db/database';
import { enqueueJob } from '../jobs/queue';
import { ERP_ATTEMPTS, ERP_QUEUE } from './erp.sql';

export { ERP_QUEUE } from './erp.sql';

/** order.paid: an online payment was captured (the document carries paymentStatus and captureTransactionId). */
export type ErpEventKind = 'order.created' | 'order.cancelled' | 'order.paid';

export interface ErpDeliveryPayload {
  kind: ErpEventKind;
  orderId: string;
}

/**
 * Queues the hand-off of one order document (created, cancelled or paid) to the ERP connector. Call it
 * inside the transaction that creates or cancels the order: the job exists exactly when that commits.
 * The job retries with back-off (the job queue's attempts) until the ERP accepts it.
 */
export async function queueErpDelivery(trx: Db, payload: ErpDeliveryPayload): Promise<string> {
  return enqueueJob(trx, ERP_QUEUE, { kind: payload.kind, orderId: payload.orderId }, { maxAttempts: ERP_ATTEMPTS });
}

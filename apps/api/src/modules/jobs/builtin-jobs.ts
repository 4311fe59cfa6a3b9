import type { Kysely } from 'kysely';
import type { Config } from '../../config/config';
import type { Database } from '../../db/schema';
import { ERP_QUEUE, queueErpDelivery } from '../../platform/erp';
import * as maintenance from './maintenance.repository';

/**
 * The builtin maintenance jobs (seeded by migration 0024; docs/operations.md "Scheduled jobs"). Each runs
 * in one transaction with its job's statement time-out and answers the rows it changed.
 */
export interface BuiltinContext {
  trx: Kysely<Database>;
  config: Pick<Config, 'SIGNIN_WINDOW_MINUTES'>;
}

/** A cart untouched this long is abandoned. */
export const ABANDONED_CART_DAYS = 90;
/** Sent mail is kept this long (for questions about what was sent). */
export const SENT_MAIL_DAYS = 30;
/** A Pending order with no hand-off queued after this long lost its job. */
export const ERP_STUCK_MINUTES = 15;
/** At most this many hand-offs queued again per run (the rest next time). */
export const ERP_RETRY_BATCH = 200;

export const BUILTIN_JOBS: Readonly<Record<string, (ctx: BuiltinContext) => Promise<number>>> = {
  'expire-abandoned-carts': ({ trx }) => maintenance.expireAbandonedCarts(trx, ABANDONED_CART_DAYS),
  'purge-expired-sessions': ({ trx, config }) => maintenance.purgeExpiredSessions(trx, config.SIGNIN_WINDOW_MINUTES),
  'purge-sent-mail': ({ trx }) => maintenance.purgeSentMail(trx, SENT_MAIL_DAYS),
  // Queued again as a creation: the connector sends the order as it is now (cancelled included).
  'retry-erp-handoffs': async ({ trx }) => {
    const ids = await maintenance.lockStuckErpOrders(trx, ERP_QUEUE, ERP_STUCK_MINUTES, ERP_RETRY_BATCH);
    await maintenance.markErpPending(trx, ids);
    for (const orderId of ids) await queueErpDelivery(trx, { kind: 'order.created', orderId });
    return ids.length;
  },
  'refresh-catalogue': async ({ trx }) => {
    const repaired = await maintenance.repairCatalogue(trx);
    await maintenance.analyzeCatalogue(trx);
    return repaired;
  },
};

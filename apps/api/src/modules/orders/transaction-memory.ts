import type { Db } from '../../db/database';
import { RecentMaps } from '../../lib/recent-map';

/**
 * What this process knows of the order transactions it is processing or has just ended, so that the
 * order result modal's status poll needs no query until the end. A shortcut only: a transaction handled
 * by another process is simply not here and is read from the database. The order job (baskets) tells it.
 */

/** How an order transaction ended, as the status call answers it. */
export interface TransactionOutcome {
  userId: string;
  status: 'Completed' | 'Failed';
  error_code: string | null;
  error_details: Record<string, unknown> | null;
  created_orders: unknown[];
}

/** Where a transaction stands in this process: its job running here, or ended (which never changes again). */
export type KnownTransaction = { userId: string; status: 'InQueue' } | TransactionOutcome;

const known = new RecentMaps<Db, KnownTransaction>(10_000);

export function rememberOutcome(db: Db, transactionId: string, outcome: TransactionOutcome): void {
  known.keep(db, transactionId, outcome);
}

/** The transaction's job runs in this process (until it ends, or `forgetRunning`). */
export function rememberRunning(db: Db, transactionId: string, userId: string): void {
  known.keep(db, transactionId, { userId, status: 'InQueue' });
}

/** The job stopped without ending the transaction (it will be retried, maybe elsewhere). */
export function forgetRunning(db: Db, transactionId: string): void {
  const map = known.peek(db);
  if (map?.get(transactionId)?.status === 'InQueue') map.delete(transactionId);
}

export function recallTransaction(db: Db, transactionId: string): KnownTransaction | undefined {
  return known.peek(db)?.get(transactionId);
}

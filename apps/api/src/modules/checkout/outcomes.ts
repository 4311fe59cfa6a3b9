import type { Db } from '../../db/database';

/** How an order transaction ended, as the status call answers it. */
export interface TransactionOutcome {
  userId: string;
  status: 'Completed' | 'Failed';
  error_code: string | null;
  error_details: Record<string, unknown> | null;
  created_orders: unknown[];
}

/**
 * The transactions this process's job worker ended lately, so the status poll that follows (the order
 * result modal polls until the end) is answered without a query. An ended transaction never changes
 * again, so what is kept here cannot go stale; a transaction ended by another process is simply not here
 * and is read from the database. Per database (tests run several), the newest MAX_KEPT only.
 */
const MAX_KEPT = 10_000;
const kept = new WeakMap<Db, Map<string, TransactionOutcome>>();

export function rememberOutcome(db: Db, transactionId: string, outcome: TransactionOutcome): void {
  let map = kept.get(db);
  if (!map) {
    map = new Map();
    kept.set(db, map);
  }
  map.set(transactionId, outcome);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value!);
}

export function recallOutcome(db: Db, transactionId: string): TransactionOutcome | undefined {
  return kept.get(db)?.get(transactionId);
}

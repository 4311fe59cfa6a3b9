import type { Db } from '../../db/database';
import { RecentMaps } from '../../lib/recent-map';
import type { OrderContext } from './snapshot';

/**
 * What place-order read for the job it starts in this process, so that job needs nothing place-order
 * just read (the job takes it once). A shortcut only: a job run by another process reads it from the
 * database. Where the transaction stands is remembered by the orders area (orders/transaction-memory.ts).
 */
const prepared = new RecentMaps<Db, OrderContext>(10_000);

export function keepOrderContext(db: Db, transactionId: string, context: OrderContext): void {
  prepared.keep(db, transactionId, context);
}

export function takeOrderContext(db: Db, transactionId: string): OrderContext | undefined {
  const map = prepared.peek(db);
  const context = map?.get(transactionId);
  map?.delete(transactionId);
  return context;
}

import type { Db } from '../../db/database';
import type { OrderContext } from './snapshot';

/**
 * What this process knows of the order transactions it is processing or has just ended, so that the
 * calls which follow a placed order need no query: the order result modal polls the status until the end,
 * and the job started in this process right after place-order needs nothing place-order just read.
 * All of it is a shortcut only: a transaction handled by another process is simply not here and is read
 * from the database. Per database (tests run several), the newest MAX_KEPT of each kind only.
 */
const MAX_KEPT = 10_000;

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

const known = new WeakMap<Db, Map<string, KnownTransaction>>();
const prepared = new WeakMap<Db, Map<string, OrderContext>>();

function mapOf<T>(maps: WeakMap<Db, Map<string, T>>, db: Db): Map<string, T> {
  let map = maps.get(db);
  if (!map) {
    map = new Map();
    maps.set(db, map);
  }
  return map;
}

function keep<T>(map: Map<string, T>, id: string, value: T) {
  map.delete(id); // newest last
  map.set(id, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value!);
}

export function rememberOutcome(db: Db, transactionId: string, outcome: TransactionOutcome): void {
  keep(mapOf(known, db), transactionId, outcome);
}

/** The transaction's job runs in this process (until it ends, or `forgetRunning`). */
export function rememberRunning(db: Db, transactionId: string, userId: string): void {
  keep(mapOf(known, db), transactionId, { userId, status: 'InQueue' });
}

/** The job stopped without ending the transaction (it will be retried, maybe elsewhere). */
export function forgetRunning(db: Db, transactionId: string): void {
  const map = known.get(db);
  if (map?.get(transactionId)?.status === 'InQueue') map.delete(transactionId);
}

export function recallTransaction(db: Db, transactionId: string): KnownTransaction | undefined {
  return known.get(db)?.get(transactionId);
}

/** What place-order read for the job it starts in this process (the job takes it once). */
export function keepOrderContext(db: Db, transactionId: string, context: OrderContext): void {
  keep(mapOf(prepared, db), transactionId, context);
}

export function takeOrderContext(db: Db, transactionId: string): OrderContext | undefined {
  const map = prepared.get(db);
  const context = map?.get(transactionId);
  map?.delete(transactionId);
  return context;
}

import { type ErrorCode, errorMessage, type OrderCreationResult, type OrderResult } from '@dealerport/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './order-transactions.repository';
import { recallTransaction, rememberOutcome } from './transaction-memory';

/** The durable queue of placed orders (design.md §4); one job per order transaction (run by the baskets area). */
export const ORDER_QUEUE = 'orders.place';

/** An order transaction as the contract's order result (place-order and the status call answer it). */
export function transactionResult(
  ctx: Pick<SignedInContext, 'culture'>,
  tx: {
    id: string;
    status: 'InQueue' | 'Completed' | 'Failed';
    error_code: string | null;
    error_details: Record<string, unknown> | null;
    created_orders: unknown[];
  },
): OrderCreationResult {
  return {
    transactionId: tx.id,
    status: tx.status,
    errorMessage:
      tx.status === 'Failed'
        ? errorMessage((tx.error_code ?? 'ORDER_PROCESSING_FAILED') as ErrorCode, ctx.culture, tx.error_details ?? undefined)
        : null,
    createdOrders: (tx.created_orders ?? []) as OrderResult[],
  };
}

/** Ends an InQueue transaction Failed (a no-op once it has ended), and remembers that for the status poll. */
export async function failOrderTransaction(db: Db, transactionId: string, code: string, details: Record<string, unknown> | null) {
  const failed = await repo.failTransaction(db, transactionId, code, details);
  if (failed)
    rememberOutcome(db, transactionId, {
      userId: failed.userId,
      status: 'Failed',
      error_code: code,
      error_details: details,
      created_orders: [],
    });
}

/** GET /api/orders/transaction/{id}/status: only the user who placed it; anyone else 404. */
export async function getTransactionStatus(ctx: SignedInContext, transactionId: string): Promise<OrderCreationResult> {
  // Running in this process's worker, or ended by it lately: no query (transaction-memory.ts).
  const known = recallTransaction(ctx.db, transactionId);
  if (known) {
    if (known.userId !== ctx.actor.userId) throw notFound();
    return known.status === 'InQueue'
      ? { transactionId, status: 'InQueue', errorMessage: null, createdOrders: [] }
      : transactionResult(ctx, { id: transactionId, ...known });
  }
  const tx = await repo.findTransaction(ctx.db, transactionId, ORDER_QUEUE);
  if (!tx || tx.user_id !== ctx.actor.userId) throw notFound();
  if (tx.job_gave_up) {
    // The job failed for good without finishing the transaction (a worker died on its last attempt).
    await repo.failTransaction(ctx.db, tx.id, 'ORDER_PROCESSING_FAILED', null);
    return transactionResult(ctx, { ...tx, status: 'Failed', error_code: 'ORDER_PROCESSING_FAILED', error_details: null });
  }
  return transactionResult(ctx, tx);
}

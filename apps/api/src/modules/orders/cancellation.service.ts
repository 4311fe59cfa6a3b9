import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../platform/audit/audit';
import { queueErpDelivery } from '../../platform/erp';
import { queueOrderRefund } from '../../platform/payments';
import type { SignedInContext } from '../../plugins/context';
import { queueOrderCancelledMail } from '../emails';
import { releaseSalesmanLimits } from '../salesman-limits';
import { assertMayActFor } from './order-access';
import {
  asOrderStatus,
  asPaymentStatus,
  isCancellablePayment,
  isCancellableStatus,
  isLineCancellablePayment,
  isRefundablePayment,
  paymentStatusNameOf,
  statusNameOf,
} from './order-status';
import * as repo from './orders.repository';

/**
 * Cancelling an order document or one of its items (spec 02 §4; rules in docs/architecture.md
 * "Orders"). Everything happens in one transaction that first locks the order row, so two
 * cancellations of the same order (or of two of its items) take turns and the second sees the first's
 * result: stock and limits are given back exactly once.
 */

type Trx = Kysely<Database>;

/**
 * Runs the cancellation's transaction; a deadlock (SQLSTATE 40P01, possible in theory against an order
 * being placed that takes the same salesman limits in another order) is retried: the work is all or
 * nothing, so a retry is safe.
 */
async function inTransaction(ctx: SignedInContext, work: (trx: Trx) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(work);
    } catch (err) {
      const deadlock = typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '40P01';
      if (!deadlock || attempt >= 3) throw err;
      ctx.log.warn({ err, attempt }, 'order cancellation deadlocked; retrying');
    }
  }
}

/** The state check, after the lock: only Pending or Approved, and not once refunded. */
function assertCancellable(ctx: SignedInContext, order: repo.LockedOrderRow) {
  const status = asOrderStatus(order.status);
  if (!isCancellableStatus(status)) {
    throw new AppError('ORDER_NOT_CANCELLABLE', { docNumber: order.doc_number, status: statusNameOf(status, ctx.culture) });
  }
  const payment = asPaymentStatus(order.payment_status);
  if (!isCancellablePayment(payment)) {
    throw new AppError('ORDER_NOT_CANCELLABLE', { docNumber: order.doc_number, status: paymentStatusNameOf(payment, ctx.culture) });
  }
}

/**
 * Cancels `lines` of the locked order: statuses, stock back to the warehouses the details took it
 * from, salesman limits back (at most what this document holds, per product code).
 */
async function cancelLinesOf(trx: Trx, ctx: SignedInContext, order: repo.LockedOrderRow, lines: repo.CancellableLineRow[]) {
  const ids = lines.map((l) => l.id);
  const taken = await repo.listTakenStock(trx, ids);
  await repo.restoreStock(trx, taken);
  await repo.cancelLines(trx, ids);
  await releaseSalesmanLimits(trx, {
    uses: lines.map((l) => ({ productCode: l.product_code, quantity: l.quantity })),
    docNo: order.doc_number,
    customerCode: order.customer_code,
    userId: ctx.actor.userId,
  });
}

/**
 * The whole order is cancelled: its payment, if still awaited, is no longer required; if captured online,
 * its refund is queued (the payments module's payments.refund job calls the provider, then marks the order
 * Refunded); the ERP is told, and the user who placed it mailed (OrderCancelled, when switched on), all in
 * this transaction.
 */
async function cancelWholeOrder(trx: Trx, ctx: SignedInContext, order: repo.LockedOrderRow, reason: string | undefined) {
  const paymentStatus = order.payment_status === 'Pending' ? 'NotRequired' : order.payment_status;
  await repo.markOrderCancelled(trx, order.id, ctx.actor.userId, paymentStatus);
  if (isRefundablePayment(order.payment_status)) await queueOrderRefund(trx, { orderId: order.id });
  await queueErpDelivery(trx, { kind: 'order.cancelled', orderId: order.id });
  await queueOrderCancelledMail(trx, ctx.config, { orderId: order.id, reason });
}

/** PUT /api/orders/{docNumber}/cancellation */
export async function cancelOrder(ctx: SignedInContext, docNumber: string, reason: string | undefined): Promise<void> {
  const owner = await repo.findOrderOwner(ctx.db, { docNumber });
  if (!owner) throw notFound({ docNumber });
  await assertMayActFor(ctx, owner.customer_id, { docNumber });

  await inTransaction(ctx, async (trx) => {
    const order = await repo.lockOrder(trx, owner.id);
    if (!order) throw notFound({ docNumber });
    assertCancellable(ctx, order);
    const lines = await repo.listLineStates(trx, order.id);
    const active = lines.filter((l) => l.status !== 'Cancelled');
    // An item the warehouse already works on (the ERP moved it on) keeps the whole document.
    const started = active.find((l) => !isCancellableStatus(asOrderStatus(l.status)));
    if (started) {
      throw new AppError('ORDER_NOT_CANCELLABLE', {
        docNumber: order.doc_number,
        status: statusNameOf(asOrderStatus(started.status), ctx.culture),
      });
    }
    await cancelLinesOf(trx, ctx, order, active);
    await cancelWholeOrder(trx, ctx, order, reason);
    await writeAudit(trx, ctx.actor, {
      action: 'cancel',
      entity: 'order',
      entityId: order.doc_number,
      before: { status: order.status, paymentStatus: order.payment_status },
      after: {
        status: 'Cancelled',
        reason: reason ?? null,
        refundQueued: isRefundablePayment(order.payment_status),
        lines: active.map((l) => ({ id: l.id, productCode: l.product_code, quantity: l.quantity })),
      },
    });
  });
}

/**
 * PUT /api/orders/{orderId}/items/{orderLineId}/cancellation. The totals are recomputed from the items
 * that remain; cancelling the last one cancels the order. The order's lock comes first, as above.
 */
export async function cancelOrderLine(
  ctx: SignedInContext,
  orderId: string,
  orderLineId: number,
  reason: string | undefined,
): Promise<void> {
  const owner = await repo.findOrderOwner(ctx.db, { id: orderId });
  if (!owner) throw notFound({ orderId });
  await assertMayActFor(ctx, owner.customer_id, { orderId });

  await inTransaction(ctx, async (trx) => {
    const order = await repo.lockOrder(trx, orderId);
    if (!order) throw notFound({ orderId });
    const lines = await repo.listLineStates(trx, order.id);
    const line = lines.find((l) => l.id === String(orderLineId));
    if (!line) throw notFound({ orderId, orderLineId });
    assertCancellable(ctx, order);
    // Partial refunds are not offered: an order paid online is cancelled whole (and refunded whole).
    if (!isLineCancellablePayment(order.payment_status)) {
      throw new AppError('ORDER_PAID_LINE_NOT_CANCELLABLE', { docNumber: order.doc_number, orderLineId });
    }
    const lineStatus = asOrderStatus(line.status);
    if (!isCancellableStatus(lineStatus)) {
      throw new AppError('ORDER_NOT_CANCELLABLE', {
        docNumber: order.doc_number,
        orderLineId,
        status: statusNameOf(lineStatus, ctx.culture),
      });
    }
    await cancelLinesOf(trx, ctx, order, [line]);
    await repo.recomputeTotals(trx, order.id);
    const remaining = lines.filter((l) => l.id !== line.id && l.status !== 'Cancelled');
    if (remaining.length === 0) await cancelWholeOrder(trx, ctx, order, reason);
    else await queueErpDelivery(trx, { kind: 'order.cancelled', orderId: order.id });
    await writeAudit(trx, ctx.actor, {
      action: 'cancel-line',
      entity: 'order',
      entityId: order.doc_number,
      before: { status: order.status, line: { id: line.id, status: line.status } },
      after: {
        status: remaining.length === 0 ? 'Cancelled' : order.status,
        reason: reason ?? null,
        line: { id: line.id, productCode: line.product_code, quantity: line.quantity, status: 'Cancelled' },
      },
    });
  });
}

import { type ListOrderHandOffsQuery, type OrderHandOff, type OrderHandOffList, UNSETTLED_HAND_OFF_STATUSES } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { offsetOf, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import { ERP_QUEUE, queueErpDelivery } from '../../platform/erp';
import type { SignedInContext } from '../../plugins/context';
import * as repo from './hand-offs.repository';

/**
 * The orders the ERP has not taken (issue 14): Failed ones the retry job queues again by itself (every
 * few minutes, modules/jobs builtin `retry-erp-handoffs`); Rejected ones the ERP refused for good wait for
 * an administrator, who reads the ERP's answer here, fixes the cause (in the ERP, or the customer or
 * product on the portal) and sends the order again.
 */
const toHandOff = (r: repo.HandOffRow): OrderHandOff => ({
  orderId: r.id,
  docNumber: r.doc_number,
  createdAt: new Date(r.created_at).toISOString(),
  customerCode: r.customer_code,
  customerName: r.customer_name,
  totalAmount: Number(r.total_amount),
  currency: r.currency,
  orderStatus: r.status,
  erpStatus: r.erp_status,
  erpError: r.erp_error,
  inProgress: r.in_progress,
  canResend: isResendable(r),
});

function isResendable(r: Pick<repo.HandOffRow, 'erp_status' | 'in_progress'>): boolean {
  return (r.erp_status === 'Failed' || r.erp_status === 'Rejected') && !r.in_progress;
}

export async function listOrderHandOffs(ctx: SignedInContext, query: ListOrderHandOffsQuery): Promise<OrderHandOffList> {
  const statuses = query.status ? [query.status] : UNSETTLED_HAND_OFF_STATUSES;
  const { rows, total } = await repo.listUnsettledHandOffs(ctx.db, ERP_QUEUE, {
    statuses,
    limit: query.PageSize,
    offset: offsetOf(query),
  });
  return toPagedList(rows.map(toHandOff), total, query);
}

/** Pending again with its delivery queued, in one transaction with the audit; anything else is a clear 400. */
export async function resendOrderHandOff(ctx: SignedInContext, orderId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const order = await repo.lockHandOff(trx, ERP_QUEUE, orderId);
    if (!order) throw new AppError('NOT_FOUND', { id: orderId });
    if (!isResendable(order)) {
      throw new AppError('ORDER_HAND_OFF_NOT_RESENDABLE', { docNumber: order.doc_number, erpStatus: order.erp_status });
    }
    await repo.markHandOffPending(trx, orderId);
    await queueErpDelivery(trx, { kind: 'order.created', orderId });
    await writeAudit(trx, ctx.actor, {
      action: 'resend',
      entity: 'order-erp-hand-off',
      entityId: orderId,
      before: { erpStatus: order.erp_status, erpError: order.erp_error },
      after: { erpStatus: 'Pending' },
    });
  });
}

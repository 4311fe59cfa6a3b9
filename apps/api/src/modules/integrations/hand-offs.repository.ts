import { sql } from 'kysely';
import type { Db as Executor } from '../../db/executor';
import { orderJobQueuedOrRunning } from '../../platform/jobs/jobs.sql';

export type UnsettledErpStatus = 'Pending' | 'Failed' | 'Rejected';

export interface HandOffRow {
  id: string;
  doc_number: string;
  created_at: Date | string;
  customer_code: string | null;
  customer_name: string;
  total_amount: string;
  currency: string;
  status: string;
  erp_status: 'Pending' | 'Sent' | 'Failed' | 'Rejected' | 'Standalone';
  erp_error: string | null;
  in_progress: boolean;
}

/** Whether a delivery of the order is queued or running. */
const inProgress = (queue: string) => orderJobQueuedOrRunning(queue, sql`o.id`);

/** Orders not yet taken by the ERP (migration 0036's partial index), newest first. */
export async function listUnsettledHandOffs(
  db: Executor,
  queue: string,
  page: { statuses: readonly UnsettledErpStatus[]; limit: number; offset: number },
) {
  const statuses = sql.join(page.statuses.map((s) => sql`${s}`));
  const [rows, total] = await Promise.all([
    sql<HandOffRow>`
      select o.id, o.doc_number, o.created_at, c.code as customer_code, c.name as customer_name, o.total_amount,
        o.currency, o.status, o.erp_status, o.erp_error, ${inProgress(queue)} as in_progress
      from orders o join customers c on c.id = o.customer_id
      where o.erp_status in ('Pending', 'Failed', 'Rejected') and o.erp_status in (${statuses})
      order by o.created_at desc, o.id desc
      limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number }>`
      select count(*)::int as n from orders o
      where o.erp_status in ('Pending', 'Failed', 'Rejected') and o.erp_status in (${statuses})`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

/** One order's hand-off, locked for the caller's transaction (two administrators resending at once: one wins). */
export async function lockHandOff(db: Executor, queue: string, orderId: string) {
  const result = await sql<Pick<HandOffRow, 'id' | 'doc_number' | 'erp_status' | 'erp_error' | 'in_progress'>>`
    select o.id, o.doc_number, o.erp_status, o.erp_error, ${inProgress(queue)} as in_progress
    from orders o where o.id = ${orderId} for update of o`.execute(db);
  return result.rows[0];
}

/** Back to Pending: its delivery is queued again; the error stays until the ERP answers. */
export async function markHandOffPending(db: Executor, orderId: string): Promise<void> {
  await sql`update orders set erp_status = 'Pending', updated_at = now() where id = ${orderId}`.execute(db);
}

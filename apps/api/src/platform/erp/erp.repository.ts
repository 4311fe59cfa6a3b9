import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the ERP hand-off: an order's erp_status and erp_reference (design.md §4). */

type Executor = Kysely<Database>;

/** Standalone: an order just created is kept in the portal (not while another state was set meanwhile). */
export async function markOrderStandalone(db: Executor, orderId: string): Promise<void> {
  await db.updateTable('orders').set({ erp_status: 'Standalone' }).where('id', '=', orderId).where('erp_status', '=', 'Pending').execute();
}

export async function findOrderErpStatus(db: Executor, orderId: string) {
  const row = await db.selectFrom('orders').select('erp_status').where('id', '=', orderId).executeTakeFirst();
  return row?.erp_status;
}

export async function markOrderSent(db: Executor, orderId: string, reference: string | null): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      erp_status: 'Sent',
      erp_error: null,
      ...(reference ? { erp_reference: reference } : {}),
      updated_at: sql`now()`,
    })
    .where('id', '=', orderId)
    .execute();
}

export async function markOrderFailed(db: Executor, orderId: string, error: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ erp_status: 'Failed', erp_error: error, updated_at: sql`now()` })
    .where('id', '=', orderId)
    .execute();
}

/** The ERP refused the order's document for good: Rejected (a creation) or only the error kept (a cancellation). */
export async function markOrderRejected(db: Executor, orderId: string, creation: boolean, error: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...(creation ? { erp_status: 'Rejected' as const } : {}), erp_error: error, updated_at: sql`now()` })
    .where('id', '=', orderId)
    .execute();
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/**
 * A transaction for the status call, with (while it is InQueue) whether its job failed for good without
 * ending it: one round trip per poll.
 */
export async function findTransaction(db: Executor, id: string, queue: string) {
  return db
    .selectFrom('order_transactions as t')
    .select([
      't.id',
      't.user_id',
      't.customer_id',
      't.status',
      't.error_code',
      't.error_details',
      't.created_orders',
      sql<boolean>`t.status = 'InQueue' and exists (select 1 from jobs j where j.queue = ${queue}
        and j.payload->>'transactionId' = t.id::text and j.status = 'failed')`.as('job_gave_up'),
    ])
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Marks an InQueue transaction Failed (no-op once it has finished); answers its user when it did. */
export async function failTransaction(
  db: Executor,
  id: string,
  code: string,
  details: Record<string, unknown> | null,
): Promise<{ userId: string } | null> {
  const row = await db
    .updateTable('order_transactions')
    .set({ status: 'Failed', error_code: code, error_details: details ? JSON.stringify(details) : null, finished_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'InQueue')
    .returning('user_id')
    .executeTakeFirst();
  return row ? { userId: row.user_id } : null;
}

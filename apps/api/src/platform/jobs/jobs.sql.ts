import { type RawBuilder, sql } from 'kysely';

/** Pieces of the job queue's SQL that another area folds into a statement of its own (one round trip). */

export interface ClaimedJobValues {
  status: RawBuilder<string>;
  lockedBy: RawBuilder<string>;
  lockedUntil: RawBuilder<Date>;
  attempts: RawBuilder<number>;
}

/**
 * The columns of a job queued already claimed by `workerId` (JobWorker.reserve): running, locked for
 * `lockSeconds`, first attempt counted. For an insert into jobs written by the queue's owner, so the job
 * exists exactly when its work does and no other worker takes it while this one runs it; if this
 * process dies, the lock expires and the job is claimed again like any other.
 */
export function claimedJobValues(claim: { workerId: string; lockSeconds: number }): ClaimedJobValues {
  return {
    status: sql<string>`'running'`,
    lockedBy: sql<string>`${claim.workerId}::text`,
    lockedUntil: sql<Date>`now() + make_interval(secs => ${claim.lockSeconds}::int)`,
    attempts: sql<number>`1`,
  };
}

/**
 * completeJob as SQL, for a handler that marks its job done in the transaction of its own work (a data-
 * modifying CTE): the job is done exactly when that work commits. Only while this worker holds it.
 */
export function completeJobSql(id: string, workerId: string): RawBuilder<unknown> {
  return sql`update jobs set status = 'done', finished_at = now(), locked_by = null, locked_until = null, last_error = null
    where id = ${id} and locked_by = ${workerId}`;
}

/**
 * Whether a job of `queue` for the order `orderId` (an SQL expression, e.g. `o.id`) is queued or running:
 * the ERP queue's jobs name their order in the payload. The hand-offs list shows it as "in progress", and
 * the stuck-order repair leaves such an order alone.
 */
export function orderJobQueuedOrRunning(queue: string, orderId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from jobs j
    where j.queue = ${queue} and j.status in ('pending', 'running') and j.payload ->> 'orderId' = ${orderId}::text)`;
}

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

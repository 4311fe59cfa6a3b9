import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the job queue (table jobs, migration 0001): adding, claiming and finishing jobs. */

type Executor = Kysely<Database>;

export interface JobRow {
  id: string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Adds a job. Pass the caller's transaction so the job exists exactly when the work that asked
 * for it commits (no lost and no phantom jobs).
 */
export async function enqueueJob(
  db: Executor,
  queue: string,
  payload: unknown,
  opts: { runAt?: Date; maxAttempts?: number } = {},
): Promise<string> {
  const row = await db
    .insertInto('jobs')
    .values({
      queue,
      payload: JSON.stringify(payload ?? {}),
      ...(opts.runAt ? { run_at: opts.runAt } : {}),
      ...(opts.maxAttempts ? { max_attempts: opts.maxAttempts } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/**
 * Claims up to `limit` due jobs of the given queues, each locked for its queue's `lockSeconds`, in one
 * statement. `FOR UPDATE SKIP LOCKED` lets several processes share the queue; a job whose lock expired
 * (its worker died) is claimed again.
 */
export async function claimJobs(
  db: Executor,
  workerId: string,
  lockSecondsByQueue: ReadonlyMap<string, number>,
  limit: number,
): Promise<JobRow[]> {
  if (lockSecondsByQueue.size === 0 || limit < 1) return [];
  const locks = JSON.stringify(Object.fromEntries(lockSecondsByQueue));
  const result = await sql<JobRow>`
    update jobs j set status = 'running', locked_by = ${workerId},
      locked_until = now() + make_interval(secs => (${locks}::jsonb ->> j.queue)::int), attempts = j.attempts + 1
    from (
      select id from jobs
      where queue = any(${[...lockSecondsByQueue.keys()]}::text[])
        and ((status = 'pending' and run_at <= now())
          or (status = 'running' and locked_until < now() and attempts < max_attempts))
      order by run_at, id
      for update skip locked
      limit ${limit}
    ) due
    where j.id = due.id
    returning j.id, j.queue, j.payload, j.attempts, j.max_attempts`.execute(db);
  return result.rows.map((row) => ({ ...row, id: String(row.id) }));
}

/**
 * A job whose worker died on its last allowed attempt (lock expired, attempts used up) is failed
 * rather than claimed forever. Answers the jobs it failed, so their queue's owner can end what they
 * were doing (an order transaction must not stay InQueue).
 */
export async function failAbandonedJobs(db: Executor): Promise<Array<Pick<JobRow, 'id' | 'queue' | 'payload'>>> {
  const rows = await db
    .updateTable('jobs')
    .set({ status: 'failed', last_error: 'worker lost on the last attempt', locked_by: null, locked_until: null, finished_at: sql`now()` })
    .where('status', '=', 'running')
    .where('locked_until', '<', sql<Date>`now()`)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .returning(['id', 'queue', 'payload'])
    .execute();
  return rows.map((r) => ({ id: String(r.id), queue: r.queue, payload: r.payload as JobRow['payload'] }));
}

export async function completeJob(db: Executor, id: string, workerId: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', finished_at: sql`now()`, locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Records a failure: retried with exponential back-off until max_attempts, then failed. */
export async function failJob(db: Executor, job: JobRow, workerId: string, error: string): Promise<void> {
  const final = job.attempts >= job.max_attempts;
  const delaySeconds = Math.min(3600, 2 ** job.attempts * 5);
  await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'pending',
      last_error: error.slice(0, 2000),
      locked_by: null,
      locked_until: null,
      run_at: final ? sql`run_at` : sql`now() + make_interval(secs => ${delaySeconds})`,
      finished_at: final ? sql`now()` : null,
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Puts a claimed job back for later without counting the attempt (JobDeferred). */
export async function deferJob(db: Executor, job: JobRow, workerId: string, delaySeconds: number, reason: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      status: 'pending',
      attempts: sql`greatest(attempts - 1, 0)`,
      last_error: reason.slice(0, 2000),
      locked_by: null,
      locked_until: null,
      run_at: sql`now() + make_interval(secs => ${Math.max(0, delaySeconds)})`,
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { SCHEDULED_JOB_QUEUE } from './scheduler.sql';

/** SQL of the scheduler (tables scheduled_jobs and scheduled_job_runs, migration 0024). */

type Executor = Kysely<Database>;

export interface DueSchedule {
  id: number;
  cron_exp: string;
  next_execution: Date | null;
  db_now: Date;
}

/** Active jobs whose next run is due, or that have none yet (just activated, or seeded). */
export async function findDueSchedules(db: Executor, limit: number): Promise<DueSchedule[]> {
  const result = await sql<DueSchedule>`
    select id, cron_exp, next_execution, now() as db_now
    from scheduled_jobs
    where is_active and (next_execution is null or next_execution <= now())
    order by next_execution nulls first, id
    limit ${limit}`.execute(db);
  return result.rows;
}

/** Gives a job without a next run its first one (not when another process did meanwhile). */
export async function setFirstExecution(db: Executor, id: number, next: Date): Promise<void> {
  await sql`update scheduled_jobs set next_execution = ${next}
    where id = ${id} and is_active and next_execution is null`.execute(db);
}

/**
 * Claims the due run of a job and queues it, in one statement: the job's next run moves from `due` to
 * `next` only if it still is `due` (a second process that found the same due run changes nothing: under
 * READ COMMITTED its UPDATE waits for the first and then no longer matches). The run is queued only when
 * none of the job is queued or running (the unique index of migration 0024); otherwise the occurrence is
 * skipped. Answers whether this call claimed it and the run it queued.
 */
export async function claimDueRun(
  db: Executor,
  claim: { id: number; due: Date; next: Date },
): Promise<{ claimed: boolean; runId: string | null }> {
  const result = await sql<{ claimed: number; run_id: string | null }>`
    with claimed as (
      update scheduled_jobs set next_execution = ${claim.next}
      where id = ${claim.id} and is_active and date_trunc('milliseconds', next_execution) = ${claim.due}
      returning id
    ), run as (
      insert into scheduled_job_runs (job_id, trigger)
      select id, 'schedule' from claimed
      on conflict (job_id) where status in ('queued', 'running') do nothing
      returning id
    ), queued as (
      insert into jobs (queue, payload, max_attempts)
      select ${SCHEDULED_JOB_QUEUE}, jsonb_build_object('runId', id::text), 1 from run
      returning 1
    )
    select (select count(*) from claimed)::int as claimed, (select id::text from run) as run_id,
      (select count(*) from queued)::int as queued`.execute(db);
  const row = result.rows[0];
  return { claimed: (row?.claimed ?? 0) > 0, runId: row?.run_id ?? null };
}

/**
 * Queues a run of a job now (run now): null when one is already queued or running, or the job does
 * not exist. Pass the caller's transaction.
 */
export async function enqueueRunNow(db: Executor, jobId: number, triggeredBy: string | null): Promise<string | null> {
  const result = await sql<{ run_id: string | null }>`
    with run as (
      insert into scheduled_job_runs (job_id, trigger, triggered_by)
      select id, 'user', ${triggeredBy} from scheduled_jobs where id = ${jobId}
      on conflict (job_id) where status in ('queued', 'running') do nothing
      returning id
    ), queued as (
      insert into jobs (queue, payload, max_attempts)
      select ${SCHEDULED_JOB_QUEUE}, jsonb_build_object('runId', id::text), 1 from run
      returning 1
    )
    select (select id::text from run) as run_id, (select count(*) from queued)::int as queued`.execute(db);
  return result.rows[0]?.run_id ?? null;
}

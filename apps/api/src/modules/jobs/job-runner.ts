import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { JobRow } from '../../platform/jobs/queue';
import type { ScheduledRunPayload } from '../../platform/jobs/scheduler';
import { BUILTIN_JOBS } from './builtin-jobs';
import * as repo from './jobs.repository';
import * as maintenance from './maintenance.repository';
import { errorText, runJobSql, type SqlTarget } from './sql-job';

/** Runs kept per job in its history. */
export const RUNS_KEPT = 500;

export interface RunnerDeps {
  db: Db;
  config: Pick<Config, 'SIGNIN_WINDOW_MINUTES'>;
  log: FastifyBaseLogger;
  /** Where SQL jobs open their session (a connection of their own on a PostgreSQL server). */
  sqlTarget: SqlTarget;
}

/**
 * The job queue's handler of scheduled runs (platform/jobs/scheduler.ts queues them): starts the run,
 * does the job's work, records the outcome. A failure is the run's, not the queue job's: it is logged, kept
 * in the run history, and the queue job ends done (the schedule runs it again; no retries of a half-known
 * state).
 */
export function scheduledRunHandler(deps: RunnerDeps) {
  return async (job: JobRow): Promise<void> => {
    const { runId } = job.payload as ScheduledRunPayload;
    const run = await repo.startRun(deps.db, runId);
    if (!run) return;
    const log = deps.log.child({ scheduledJobId: run.job_id, runId, jobName: run.name });
    try {
      const rowsAffected = await execute(deps, run);
      await repo.finishRun(deps.db, runId, { status: 'ok', rowsAffected, error: null });
      log.info({ rowsAffected }, 'scheduled job ran');
    } catch (err) {
      const error = errorText(err);
      log.warn({ err: error }, 'scheduled job failed');
      await repo.finishRun(deps.db, runId, { status: 'failed', rowsAffected: null, error });
    }
    await repo.pruneRuns(deps.db, run.job_id, RUNS_KEPT);
  };
}

async function execute(deps: RunnerDeps, run: NonNullable<Awaited<ReturnType<typeof repo.startRun>>>): Promise<number> {
  if (run.kind === 'sql') return (await runJobSql(deps.sqlTarget, run.sql ?? '', run.timeout_seconds)).rowsAffected;
  const work = BUILTIN_JOBS[run.builtin_key ?? ''];
  if (!work) throw new Error(`unknown builtin job ${run.builtin_key}`);
  return deps.db.transaction().execute(async (trx) => {
    await maintenance.setStatementTimeout(trx, run.timeout_seconds);
    return work({ trx, config: deps.config });
  });
}

/** A run whose worker died (the queue gave its job up): failed, so the job can run again. */
export async function failAbandonedRun(db: Db, job: Pick<JobRow, 'payload'>): Promise<void> {
  const { runId } = job.payload as ScheduledRunPayload;
  await repo.finishRun(db, runId, { status: 'failed', rowsAffected: null, error: 'the process running it stopped' });
}

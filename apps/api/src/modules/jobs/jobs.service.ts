import type {
  CreateScheduledJobBody,
  CronPreview,
  Culture,
  ListScheduledJobRunsQuery,
  ListScheduledJobsQuery,
  PagedList,
  ScheduledJob,
  ScheduledJobList,
  ScheduledJobRun,
  UpdateScheduledJobBody,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { localName } from '../../lib/local-name';
import { offsetOf, toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import { nextRun, nextRuns } from '../../platform/jobs/cron';
import { enqueueRunNow } from '../../platform/jobs/scheduler';
import type { SignedInContext } from '../../plugins/context';
import { distributorTimeZone } from '../settings';
import * as repo from './jobs.repository';
import { type SqlTarget, sqlJobsAvailable, validateJobSql } from './sql-job';

/** What the jobs area needs besides the request: where SQL jobs are checked, and the worker to wake. */
export interface JobsDeps {
  sqlTarget: SqlTarget;
  /** A run was queued in this process (wakes the worker unless the database's notification will). */
  onQueued(): void;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A built-in task's name in the reader's language (ADR 0062). */
const shownName = (r: Pick<repo.JobRow, 'name' | 'names'>, culture: Culture) => localName(r.names, culture, r.name);

const toJob = (r: repo.JobRow, culture: Culture): ScheduledJob => ({
  id: r.id,
  name: shownName(r, culture),
  kind: r.kind,
  builtinKey: r.builtin_key,
  cronExp: r.cron_exp,
  sql: r.sql,
  timeoutSeconds: r.timeout_seconds,
  isActive: r.is_active,
  lastExecution: iso(r.last_execution),
  nextExecution: iso(r.next_execution),
  modifiedOnUtc: iso(r.modified_on_utc)!,
  modifiedBy: r.modified_by,
  lastRunStatus: r.last_run_status,
  lastRunError: r.last_run_status === 'failed' ? r.last_run_error : null,
});

const toRun = (r: repo.RunRow): ScheduledJobRun => ({
  id: Number(r.id),
  jobId: r.job_id,
  trigger: r.trigger,
  triggeredBy: r.triggered_by,
  status: r.status,
  queuedAt: iso(r.queued_at)!,
  startedAt: iso(r.started_at),
  finishedAt: iso(r.finished_at),
  rowsAffected: r.rows_affected === null ? null : Number(r.rows_affected),
  errorMessage: r.error_message,
});

/** The next run of a valid five-field expression (croner) in the distributor's zone, or INVALID_CRON. */
async function nextOf(ctx: SignedInContext, cronExp: string): Promise<Date> {
  const next = nextRun(cronExp, await distributorTimeZone(ctx.db));
  if (!next) throw new AppError('INVALID_CRON', { cronExp });
  return next;
}

export async function listJobs(ctx: SignedInContext, deps: JobsDeps, query: ListScheduledJobsQuery): Promise<ScheduledJobList> {
  const search = query.SearchTerm?.trim() || null;
  const { rows, total } = await repo.listJobs(ctx.db, { culture: ctx.culture, search, limit: query.PageSize, offset: offsetOf(query) });
  return {
    ...toPagedList(
      rows.map((r) => toJob(r, ctx.culture)),
      total,
      query,
    ),
    sqlJobsAvailable: sqlJobsAvailable(deps.sqlTarget),
    timeZone: await distributorTimeZone(ctx.db),
  };
}

export async function listRuns(ctx: SignedInContext, id: number, query: ListScheduledJobRunsQuery): Promise<PagedList<ScheduledJobRun>> {
  if (!(await repo.findJob(ctx.db, id))) throw new AppError('NOT_FOUND', { id });
  const { rows, total } = await repo.listRuns(ctx.db, id, { limit: query.PageSize, offset: offsetOf(query) });
  return toPagedList(rows.map(toRun), total, query);
}

export async function previewCron(ctx: SignedInContext, cronExp: string): Promise<CronPreview> {
  await nextOf(ctx, cronExp);
  const timeZone = await distributorTimeZone(ctx.db);
  return { cronExp, nextRuns: nextRuns(cronExp, timeZone, 3).map((d) => d.toISOString()), timeZone };
}

async function assertNameFree(ctx: SignedInContext, name: string, id?: number) {
  const holder = await repo.findJobIdByName(ctx.db, name);
  if (holder !== undefined && holder !== id) throw new AppError('JOB_NAME_TAKEN', { name });
}

/** A name taken by a job saved meanwhile (the unique index) is the same 400 as one taken before. */
function nameTaken(err: unknown, name: string): never {
  if (uniqueViolation(err) === 'scheduled_jobs_name_key') throw new AppError('JOB_NAME_TAKEN', { name }, { cause: err });
  throw err;
}

export async function createJob(ctx: SignedInContext, deps: JobsDeps, body: CreateScheduledJobBody): Promise<ScheduledJob> {
  const next = await nextOf(ctx, body.cronExp);
  await assertNameFree(ctx, body.name);
  await validateJobSql(deps.sqlTarget, body.sql, body.timeoutSeconds);
  const values: repo.JobValues = {
    name: body.name,
    cron_exp: body.cronExp,
    is_active: body.isActive,
    sql: body.sql,
    timeout_seconds: body.timeoutSeconds,
    next_execution: body.isActive ? next : null,
    modified_by: ctx.actor.accountName,
  };
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      const newId = await repo.insertSqlJob(trx, values);
      await writeAudit(trx, ctx.actor, { action: 'create', entity: 'scheduled-job', entityId: newId, after: { ...values } });
      return newId;
    })
    .catch((err) => nameTaken(err, body.name));
  const created = await repo.findJob(ctx.db, id);
  return toJob(created!, ctx.culture);
}

/**
 * Saves a job. A builtin job's work is fixed (sql refused); a SQL job's statement is checked under the
 * restricted role before it is saved. The next run is computed afresh when the schedule or the active
 * flag changes (null while inactive); audited.
 */
export async function updateJob(ctx: SignedInContext, deps: JobsDeps, id: number, body: UpdateScheduledJobBody): Promise<void> {
  const next = await nextOf(ctx, body.cronExp);
  const current = await repo.findJob(ctx.db, id);
  if (!current) throw new AppError('NOT_FOUND', { id });
  if (current.kind === 'builtin' && body.sql != null) throw new AppError('BUILTIN_JOB_FIXED');
  const statement = current.kind === 'sql' ? (body.sql ?? current.sql) : null;
  const timeout = body.timeoutSeconds ?? current.timeout_seconds;
  // The form sends back the name it was shown: unchanged, a built-in task keeps its names per language;
  // renamed, the administrator's name is read in every language.
  const renamed = body.name !== shownName(current, ctx.culture);
  if (renamed) await assertNameFree(ctx, body.name, id);
  if (statement !== null && !sqlJobsAvailable(deps.sqlTarget) && (body.isActive || statement !== current.sql)) {
    // Where SQL jobs cannot run, one may still be renamed, switched off or deleted, nothing more.
    throw new AppError('SQL_JOBS_NEED_SERVER');
  }
  if (statement !== null && (statement !== current.sql || timeout !== current.timeout_seconds)) {
    await validateJobSql(deps.sqlTarget, statement, timeout);
  }
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      const before = await repo.lockJob(trx, id);
      if (!before) throw new AppError('NOT_FOUND', { id });
      const scheduleSame = before.cron_exp === body.cronExp && before.is_active === body.isActive;
      const values: repo.JobValues = {
        ...(renamed ? { name: body.name, names: null } : { name: before.name }),
        cron_exp: body.cronExp,
        is_active: body.isActive,
        sql: statement,
        timeout_seconds: timeout,
        next_execution: !body.isActive ? null : scheduleSame && before.next_execution ? before.next_execution : next,
        modified_by: ctx.actor.accountName,
      };
      await repo.updateJob(trx, id, values);
      await writeAudit(trx, ctx.actor, {
        action: 'update',
        entity: 'scheduled-job',
        entityId: id,
        before: { ...before },
        after: { ...values },
      });
    })
    .catch((err) => nameTaken(err, body.name));
}

export async function deleteJob(ctx: SignedInContext, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await repo.lockJob(trx, id);
    if (!before) throw new AppError('NOT_FOUND', { id });
    if (before.kind === 'builtin') throw new AppError('BUILTIN_JOB_FIXED');
    await repo.deleteJob(trx, id);
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'scheduled-job', entityId: id, before: { ...before } });
  });
}

/**
 * Runs a job now, through the job queue (whichever process's worker takes it). A second request while a
 * run is queued or running is refused (409), not coalesced: the caller sees that its click did not start
 * another run. Works for inactive jobs too (a try before switching one on).
 */
export async function executeJob(ctx: SignedInContext, deps: JobsDeps, id: number): Promise<void> {
  const job = await repo.findJob(ctx.db, id);
  if (!job) throw new AppError('NOT_FOUND', { id });
  if (job.kind === 'sql' && !sqlJobsAvailable(deps.sqlTarget)) throw new AppError('SQL_JOBS_NEED_SERVER');
  const runId = await ctx.db.transaction().execute(async (trx) => {
    const queued = await enqueueRunNow(trx, id, ctx.actor.accountName);
    if (queued) await writeAudit(trx, ctx.actor, { action: 'execute', entity: 'scheduled-job', entityId: id, after: { runId: queued } });
    return queued;
  });
  if (!runId) throw new AppError('JOB_ALREADY_RUNNING', { id });
  deps.onQueued();
}

import type { Culture } from '@dealerport/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';

/** SQL of the jobs screen and of a run's life (tables scheduled_jobs, scheduled_job_runs: migration 0024). */

type Executor = Kysely<Database>;

export interface JobRow {
  id: number;
  kind: 'builtin' | 'sql';
  builtin_key: string | null;
  name: string;
  /** A built-in task's name per language (migration 0054). */
  names: LocalisedNames | null;
  cron_exp: string;
  sql: string | null;
  timeout_seconds: number;
  is_active: boolean;
  last_execution: Date | null;
  next_execution: Date | null;
  modified_on_utc: Date;
  modified_by: string | null;
  last_run_status: 'queued' | 'running' | 'ok' | 'failed' | null;
  last_run_error: string | null;
}

const jobColumns = sql`j.id, j.kind, j.builtin_key, j.name, j.names, j.cron_exp, j.sql, j.timeout_seconds, j.is_active, j.last_execution,
  j.next_execution, j.modified_on_utc, j.modified_by, r.status as last_run_status, r.error_message as last_run_error`;
const lastRun = sql`left join lateral (
    select status, error_message from scheduled_job_runs where job_id = j.id order by id desc limit 1
  ) r on true`;

/** The job's name as a reader of `culture` reads it (lib/local-name.ts localName, in SQL; ADR 0062). */
const shownNameSql = (culture: Culture) => sql`coalesce(nullif(j.names->>${culture}, ''), nullif(j.names->>'tr', ''), j.name)`;

/** Found and sorted by the name the reader reads. */
export async function listJobs(db: Executor, page: { culture: Culture; search: string | null; limit: number; offset: number }) {
  const shown = shownNameSql(page.culture);
  const where = page.search ? sql`where strpos(lower(${shown}), lower(${page.search})) > 0` : sql``;
  const [rows, total] = await Promise.all([
    sql<JobRow>`select ${jobColumns} from scheduled_jobs j ${lastRun} ${where}
      order by lower(${shown}), j.id limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from scheduled_jobs j ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function findJob(db: Executor, id: number): Promise<JobRow | undefined> {
  const result = await sql<JobRow>`select ${jobColumns} from scheduled_jobs j ${lastRun} where j.id = ${id}`.execute(db);
  return result.rows[0];
}

export async function lockJob(db: Executor, id: number) {
  return db
    .selectFrom('scheduled_jobs')
    .select(['id', 'kind', 'builtin_key', 'name', 'names', 'cron_exp', 'sql', 'timeout_seconds', 'is_active', 'next_execution'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface JobValues {
  name: string;
  /** null: the name is read in every language; absent: the job keeps its names. */
  names?: null;
  cron_exp: string;
  is_active: boolean;
  sql: string | null;
  timeout_seconds: number;
  next_execution: Date | null;
  modified_by: string;
}

export async function insertSqlJob(db: Executor, values: JobValues): Promise<number> {
  const row = await db
    .insertInto('scheduled_jobs')
    .values({ kind: 'sql', ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateJob(db: Executor, id: number, values: JobValues): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({ ...values, modified_on_utc: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteJob(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('scheduled_jobs').where('id', '=', id).execute();
}

/** A job of this name (case-insensitive), or named so in a language. */
export async function findJobIdByName(db: Executor, name: string): Promise<number | undefined> {
  const lower = name.toLowerCase();
  const row = await db
    .selectFrom('scheduled_jobs as j')
    .select('j.id')
    .where(sql<boolean>`(lower(j.name) = ${lower} or exists (select 1 from jsonb_each_text(j.names) n where lower(n.value) = ${lower}))`)
    .executeTakeFirst();
  return row?.id;
}

export interface RunRow {
  id: string;
  job_id: number;
  trigger: 'schedule' | 'user';
  triggered_by: string | null;
  status: 'queued' | 'running' | 'ok' | 'failed';
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  rows_affected: string | null;
  error_message: string | null;
}

export async function listRuns(db: Executor, jobId: number, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('scheduled_job_runs')
      .select([
        'id',
        'job_id',
        'trigger',
        'triggered_by',
        'status',
        'queued_at',
        'started_at',
        'finished_at',
        'rows_affected',
        'error_message',
      ])
      .where('job_id', '=', jobId)
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom('scheduled_job_runs').select(sql<number>`count(*)::int`.as('n')).where('job_id', '=', jobId).executeTakeFirst(),
  ]);
  return { rows: rows as RunRow[], total: total?.n ?? 0 };
}

/**
 * Starts a queued run: running, its start and the job's last execution set; answers what to run, or
 * nothing when the run is gone (its job deleted) or not queued.
 */
export async function startRun(db: Executor, runId: string) {
  const result = await sql<{
    job_id: number;
    kind: 'builtin' | 'sql';
    builtin_key: string | null;
    sql: string | null;
    timeout_seconds: number;
    name: string;
  }>`
    with run as (
      update scheduled_job_runs set status = 'running', started_at = now()
      where id = ${runId} and status = 'queued'
      returning job_id
    ), job as (
      update scheduled_jobs j set last_execution = now() from run where j.id = run.job_id
      returning j.id as job_id, j.kind, j.builtin_key, j.sql, j.timeout_seconds, j.name
    )
    select * from job`.execute(db);
  const job = result.rows[0];
  if (job?.sql) await db.updateTable('scheduled_job_runs').set({ sql_text: job.sql }).where('id', '=', runId).execute();
  return job;
}

export async function finishRun(
  db: Executor,
  runId: string,
  outcome: { status: 'ok' | 'failed'; rowsAffected: number | null; error: string | null },
): Promise<void> {
  await db
    .updateTable('scheduled_job_runs')
    .set({
      status: outcome.status,
      finished_at: sql`now()`,
      rows_affected: outcome.rowsAffected === null ? null : String(outcome.rowsAffected),
      error_message: outcome.error?.slice(0, 4000) ?? null,
    })
    .where('id', '=', runId)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** Keeps the newest `keep` runs of a job (a job every minute would otherwise grow its history without end). */
export async function pruneRuns(db: Executor, jobId: number, keep: number): Promise<void> {
  await sql`delete from scheduled_job_runs
    where job_id = ${jobId} and status in ('ok', 'failed')
      and id < (select id from scheduled_job_runs where job_id = ${jobId} order by id desc offset ${keep - 1} limit 1)`.execute(db);
}

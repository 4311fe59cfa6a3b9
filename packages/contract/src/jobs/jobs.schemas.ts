import { z } from 'zod';
import { intId } from '../common/fields';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/**
 * Integration jobs and scheduled SQL jobs (spec 02 §3 "Scheduled job", 02 §7 Integrations, design.md §4).
 * A job is `builtin` (a maintenance task of the portal, its work fixed in code) or `sql` (a statement an
 * administrator wrote, run under a restricted PostgreSQL role: docs/operations.md). Both run on a cron
 * schedule (five fields: minute hour day-of-month month day-of-week, in the server's time zone) through
 * the job queue, never two runs of one job at once.
 */
export const JOB_KINDS = ['builtin', 'sql'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const JOB_RUN_STATUSES = ['queued', 'running', 'ok', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];
export const JOB_RUN_TRIGGERS = ['schedule', 'user'] as const;
export type JobRunTrigger = (typeof JOB_RUN_TRIGGERS)[number];

/** The longest statement a scheduled SQL job may hold (characters). */
export const JOB_SQL_MAX_LENGTH = 20_000;
/** The statement time-out of a run, in seconds (a run past it fails and changes nothing). */
export const JOB_TIMEOUT_MIN_SECONDS = 1;
export const JOB_TIMEOUT_MAX_SECONDS = 900;

/**
 * A cron expression as stored: five fields separated by single spaces. Whether the fields mean anything
 * is the server's to say (croner), answered as INVALID_CRON in the caller's language.
 */
export const CronExpressionSchema = text()
  .trim()
  .min(1)
  .max(120)
  .transform((v) => v.replace(/\s+/g, ' '));

const Instant = z.iso.datetime({ offset: true });

export const ScheduledJobSchema = z.object({
  id: z.number().int(),
  name: text(),
  kind: z.enum(JOB_KINDS),
  /** The maintenance task of a builtin job (e.g. `purge-expired-sessions`); null for SQL jobs. */
  builtinKey: text().nullable(),
  cronExp: text(),
  /** The statement of a SQL job; null for builtin jobs. */
  sql: text().nullable(),
  timeoutSeconds: z.number().int(),
  isActive: z.boolean(),
  /** When the last run started; null before the first. */
  lastExecution: Instant.nullable(),
  /** When the schedule runs it next; null while inactive. */
  nextExecution: Instant.nullable(),
  modifiedOnUtc: Instant,
  /** Account name of whoever changed the job last; null for the seeded jobs never changed. */
  modifiedBy: text().nullable(),
  /** The latest run's status (queued or running while one is in flight); null before the first. */
  lastRunStatus: z.enum(JOB_RUN_STATUSES).nullable(),
  /** The latest run's error when it failed. */
  lastRunError: text().nullable(),
});
export type ScheduledJob = z.infer<typeof ScheduledJobSchema>;
export const ScheduledJobListSchema = pagedListSchema(ScheduledJobSchema).extend({
  /**
   * Whether SQL jobs can be saved and run here (our extension): only with a PostgreSQL server; on the
   * embedded database they answer SQL_JOBS_NEED_SERVER, and the screen says so.
   */
  sqlJobsAvailable: z.boolean(),
  /** The zone the schedules are read in (the distributor's, general settings): the screen shows the runs on its clock. */
  timeZone: text(),
});
export type ScheduledJobList = z.infer<typeof ScheduledJobListSchema>;

export const ScheduledJobRunSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  trigger: z.enum(JOB_RUN_TRIGGERS),
  /** Account name of whoever asked for the run (trigger `user`). */
  triggeredBy: text().nullable(),
  status: z.enum(JOB_RUN_STATUSES),
  queuedAt: Instant,
  startedAt: Instant.nullable(),
  finishedAt: Instant.nullable(),
  /** Rows the run changed (or read, for a SELECT); null until it ends, or when it failed. */
  rowsAffected: z.number().int().nullable(),
  errorMessage: text().nullable(),
});
export type ScheduledJobRun = z.infer<typeof ScheduledJobRunSchema>;
export const ScheduledJobRunListSchema = pagedListSchema(ScheduledJobRunSchema);

export const ListScheduledJobsQuerySchema = z.object({
  SearchTerm: text().max(200).optional(),
  PageNumber: z.coerce.number().int().min(1),
  PageSize: z.coerce.number().int().min(1).max(500),
});
export type ListScheduledJobsQuery = z.infer<typeof ListScheduledJobsQuerySchema>;

export const ListScheduledJobRunsQuerySchema = z.object({
  PageNumber: z.coerce.number().int().min(1),
  PageSize: z.coerce.number().int().min(1).max(500),
});
export type ListScheduledJobRunsQuery = z.infer<typeof ListScheduledJobRunsQuerySchema>;

export const ScheduledJobIdParamSchema = z.object({ id: intId });

const JobName = text().trim().min(1).max(200);
const JobSql = text().trim().min(1).max(JOB_SQL_MAX_LENGTH);
const Timeout = z.coerce.number().int().min(JOB_TIMEOUT_MIN_SECONDS).max(JOB_TIMEOUT_MAX_SECONDS);

/** PUT /api/integrations/jobs/{id}: `sql` only for SQL jobs (a builtin job's work is fixed: SQL there is 400). */
export const UpdateScheduledJobBodySchema = z.object({
  name: JobName,
  cronExp: CronExpressionSchema,
  isActive: z.boolean(),
  sql: JobSql.nullish(),
  timeoutSeconds: Timeout.optional(),
});
export type UpdateScheduledJobBody = z.infer<typeof UpdateScheduledJobBodySchema>;

/** POST /api/integrations/jobs (our extension): a new scheduled SQL job. */
export const CreateScheduledJobBodySchema = z.object({
  name: JobName,
  cronExp: CronExpressionSchema,
  isActive: z.boolean().default(false),
  sql: JobSql,
  timeoutSeconds: Timeout.default(60),
});
export type CreateScheduledJobBody = z.infer<typeof CreateScheduledJobBodySchema>;

export const CronPreviewQuerySchema = z.object({ cronExp: CronExpressionSchema });
export type CronPreviewQuery = z.infer<typeof CronPreviewQuerySchema>;
/** The next runs of a cron expression, by the server's clock and time zone. */
export const CronPreviewSchema = z.object({
  cronExp: text(),
  nextRuns: z.array(Instant),
  timeZone: text(),
});
export type CronPreview = z.infer<typeof CronPreviewSchema>;

// The queue's name is here, below the scheduler, because the statements of scheduler.repository.ts write
// it and a *.sql.ts file imports nothing of platform/ (.dependency-cruiser.cjs).
/** The job queue that runs scheduled jobs (builtin and SQL): one queue job per run, never retried. */
export const SCHEDULED_JOB_QUEUE = 'scheduled-job';

/** The payload of a queued run. */
export interface ScheduledRunPayload {
  runId: string;
}

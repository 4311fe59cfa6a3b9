import { randomUUID } from 'node:crypto';

// The job queue's face: its SQL lives in jobs.repository.ts and jobs.sql.ts, its users import this file.
export { claimJobs, completeJob, deferJob, enqueueJob, failAbandonedJobs, failJob, type JobRow } from './jobs.repository';
export { claimedJobValues } from './jobs.sql';

/**
 * A handler that cannot run yet (it waits for another job's work, e.g. an ERP cancellation for the
 * creation still being retried) throws this: the job runs again after `delaySeconds`, and the attempt
 * is not counted, so waiting never uses up its attempts.
 */
export class JobDeferred extends Error {
  constructor(
    readonly delaySeconds: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'JobDeferred';
  }
}

export const newWorkerId = () => `worker-${process.pid}-${randomUUID().slice(0, 8)}`;

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { claimNextJob, completeJob, failAbandonedJobs, failJob, type JobRow, newWorkerId } from './queue';

export type JobHandler = (job: JobRow) => Promise<void>;

/**
 * Runs jobs from the PostgreSQL jobs table in this process. Polls, and is woken at once by
 * `notify()` after a local enqueue. `stop()` lets the running job finish (graceful shutdown).
 */
export class JobWorker {
  readonly id = newWorkerId();
  private handlers = new Map<string, JobHandler>();
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollMs?: number; lockSeconds?: number } = {},
  ) {}

  register(queue: string, handler: JobHandler) {
    this.handlers.set(queue, handler);
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.current = this.loop();
  }

  /** Wakes the loop (after an enqueue in this process). */
  notify() {
    this.wake?.();
  }

  /** Processes due jobs until none is left; for tests and one-off runs. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne()) count++;
    return count;
  }

  async stop() {
    this.running = false;
    this.notify();
    await this.current;
  }

  private async loop() {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOne();
      } catch (err) {
        this.log.error({ err }, 'job worker loop error');
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, this.opts.pollMs ?? 1000);
        });
        if (this.timer) clearTimeout(this.timer);
        this.wake = null;
      }
    }
  }

  private async runOne(): Promise<boolean> {
    await failAbandonedJobs(this.db);
    const job = await claimNextJob(this.db, this.id, [...this.handlers.keys()], this.opts.lockSeconds ?? 120);
    if (!job) return false;
    const handler = this.handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler(job);
      await completeJob(this.db, job.id, this.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: message }, 'job failed');
      await failJob(this.db, job, this.id, message);
    }
    return true;
  }
}

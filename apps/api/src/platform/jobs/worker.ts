import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { claimNextJob, completeJob, deferJob, failAbandonedJobs, failJob, JobDeferred, type JobRow, newWorkerId } from './queue';

/**
 * Runs one job. A handler that marks its job done itself, inside its own transaction (completeJobSql),
 * answers 'completed': the worker then has nothing left to write. Any other answer is ignored.
 */
export type JobHandler = (job: JobRow, run: { workerId: string }) => Promise<unknown>;
export type AbandonedJobHandler = (job: Pick<JobRow, 'id' | 'queue' | 'payload'>) => Promise<void>;

/**
 * Runs jobs from the PostgreSQL jobs table in this process. Polls, and is woken at once by `notify()`
 * (a local enqueue, or another process's, through listener.ts). A notification wakes one idle loop; a
 * loop that found a job looks again at once, so a burst is taken up loop by loop without every loop
 * asking for the same job. `stop()` lets the running jobs finish (graceful shutdown).
 * `concurrency` runs several claim loops (each job still runs once: claims skip locked rows); a queue
 * may have its own, shorter lock (`register(queue, handler, { lockSeconds })`) so a job whose worker
 * died is claimed again soon.
 */
export class JobWorker {
  readonly id = newWorkerId();
  private handlers = new Map<string, JobHandler>();
  private lockSecondsOf = new Map<string, number>();
  private abandonedHandlers = new Map<string, AbandonedJobHandler>();
  private running = false;
  private loops: Promise<void>[] = [];
  private wakers = new Set<() => void>();
  private lastAbandonedSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollMs?: number; lockSeconds?: number; concurrency?: number } = {},
  ) {}

  /**
   * `onAbandoned` runs when a job of the queue is given up because its worker died on the last attempt
   * (the handler itself never got to finish it): the queue's owner ends what the job stood for.
   */
  register(queue: string, handler: JobHandler, opts: { lockSeconds?: number; onAbandoned?: AbandonedJobHandler } = {}) {
    this.handlers.set(queue, handler);
    if (opts.lockSeconds) this.lockSecondsOf.set(queue, opts.lockSeconds);
    if (opts.onAbandoned) this.abandonedHandlers.set(queue, opts.onAbandoned);
  }

  start() {
    if (this.running) return;
    this.running = true;
    const n = Math.max(1, this.opts.concurrency ?? 1);
    this.loops = Array.from({ length: n }, () => this.loop());
  }

  /** Set when the database tells this worker of every new job (listener.ts): local enqueues need not. */
  private listening = false;

  listenedTo(listening: boolean) {
    this.listening = listening;
  }

  /** A job was queued in this process: wakes one idle loop, unless the database's notification will. */
  notifyLocal() {
    if (!this.listening) this.notify();
  }

  /** A job was queued: wakes one idle loop. */
  notify() {
    const first = this.wakers.values().next();
    if (!first.done) first.value();
  }

  private wakeAll() {
    for (const wake of [...this.wakers]) wake();
  }

  /** Processes due jobs until none is left; for tests and one-off runs. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOne(true)) count++;
    return count;
  }

  async stop() {
    this.running = false;
    this.wakeAll();
    await Promise.all(this.loops);
  }

  private async loop() {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.runOne(false);
      } catch (err) {
        this.log.error({ err }, 'job worker loop error');
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, this.opts.pollMs ?? 1000);
          const wakers = this.wakers;
          function done() {
            clearTimeout(timer);
            wakers.delete(done);
            resolve();
          }
          this.wakers.add(done);
        });
      }
    }
  }

  /** Queues grouped by their lock duration (one claim query per group). */
  private lockGroups(): Array<{ lockSeconds: number; queues: string[] }> {
    const groups = new Map<number, string[]>();
    for (const queue of this.handlers.keys()) {
      const lock = this.lockSecondsOf.get(queue) ?? this.opts.lockSeconds ?? 120;
      groups.set(lock, [...(groups.get(lock) ?? []), queue]);
    }
    return [...groups.entries()].sort(([a], [b]) => a - b).map(([lockSeconds, queues]) => ({ lockSeconds, queues }));
  }

  private async runOne(always: boolean): Promise<boolean> {
    // Sweeping for abandoned jobs on every claim costs a query; the loops do it once a second.
    if (always || Date.now() - this.lastAbandonedSweep > 1000) {
      this.lastAbandonedSweep = Date.now();
      for (const job of await failAbandonedJobs(this.db)) {
        const onAbandoned = this.abandonedHandlers.get(job.queue);
        if (!onAbandoned) continue;
        try {
          await onAbandoned(job);
        } catch (err) {
          // The job row is failed already; a reader (the order status call) still ends its transaction.
          this.log.error({ jobId: job.id, queue: job.queue, err }, 'ending an abandoned job failed');
        }
      }
    }
    let job: JobRow | null = null;
    for (const group of this.lockGroups()) {
      job = await claimNextJob(this.db, this.id, group.queues, group.lockSeconds);
      if (job) break;
    }
    if (!job) return false;
    const handler = this.handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      if ((await handler(job, { workerId: this.id })) !== 'completed') await completeJob(this.db, job.id, this.id);
    } catch (err) {
      if (err instanceof JobDeferred) {
        this.log.debug({ jobId: job.id, queue: job.queue, reason: err.message }, 'job deferred');
        await deferJob(this.db, job, this.id, err.delaySeconds, err.message);
        return true;
      }
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: message }, 'job failed');
      await failJob(this.db, job, this.id, message);
    }
    return true;
  }
}

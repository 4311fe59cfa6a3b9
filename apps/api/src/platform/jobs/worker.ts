import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { claimJobs, completeJob, deferJob, failAbandonedJobs, failJob, JobDeferred, type JobRow, newWorkerId } from './queue';

/**
 * Runs one job. A handler that marks its job done itself, inside its own transaction (completeJobSql),
 * answers 'completed': the worker then has nothing left to write. Any other answer is ignored.
 */
export type JobHandler = (job: JobRow, run: { workerId: string }) => Promise<unknown>;
export type AbandonedJobHandler = (job: Pick<JobRow, 'id' | 'queue' | 'payload'>) => Promise<void>;

/**
 * A place in the worker kept for a job its caller is about to queue already claimed (`JobWorker.reserve`):
 * the caller writes the job with `claimedJobValues(slot)` in its own transaction, then hands the row to
 * `run` once that committed, or calls `release` when it queued nothing. No claim statement, no wake-up.
 */
export interface JobSlot {
  readonly workerId: string;
  readonly lockSeconds: number;
  run(job: JobRow): void;
  release(): void;
}

/**
 * Runs jobs from the PostgreSQL jobs table in this process, up to `concurrency` at once. One dispatcher
 * claims as many due jobs as there are free places in one statement, when told there may be some: a
 * notification (`notify()`: a local enqueue, or another process's through listener.ts), a full claim
 * (more may wait), or the poll timer. So a burst costs a claim per burst rather than one per job, and
 * an idle worker asks the database only once per poll. `stop()` lets the running jobs finish (graceful
 * shutdown). A queue may have its own, shorter lock (`register(queue, handler, { lockSeconds })`) so a
 * job whose worker died is claimed again soon.
 */
export class JobWorker {
  readonly id = newWorkerId();
  private handlers = new Map<string, JobHandler>();
  private lockSecondsOf = new Map<string, number>();
  private abandonedHandlers = new Map<string, AbandonedJobHandler>();
  private running = false;
  private dispatcher: Promise<void> | null = null;
  /** Jobs running, and places reserved for jobs about to be queued claimed. */
  private active = 0;
  private idle: Promise<void> | null = null;
  private settleIdle: (() => void) | null = null;
  /** A claim may find something (set by notifications, full claims and the poll timer). */
  private wanted = true;
  private wake: (() => void) | null = null;
  private lastAbandonedSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { pollMs?: number; lockSeconds?: number; concurrency?: number } = {},
  ) {}

  private get concurrency() {
    return Math.max(1, this.opts.concurrency ?? 1);
  }

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
    this.wanted = true;
    this.dispatcher = this.dispatch();
  }

  /** Set when the database tells this worker of every new job (listener.ts): local enqueues need not. */
  private listening = false;

  listenedTo(listening: boolean) {
    this.listening = listening;
  }

  /** A job was queued in this process: wakes the dispatcher, unless the database's notification will. */
  notifyLocal() {
    if (!this.listening) this.notify();
  }

  /** A job was queued: the dispatcher claims at once (or right after the claim it is making). */
  notify() {
    this.wanted = true;
    this.kick();
  }

  private kick() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /**
   * A place for a job of `queue` that the caller queues already claimed (JobSlot), or null when this
   * worker does not run now, has no handler for the queue, or is busy: the caller then queues the job
   * as usual (pending, and notifies).
   */
  reserve(queue: string): JobSlot | null {
    if (!this.running || !this.handlers.has(queue) || this.active >= this.concurrency) return null;
    this.active++;
    let open = true;
    const done = () => {
      this.active--;
      if (this.active === 0) this.settleIdle?.();
      this.kick();
    };
    return {
      workerId: this.id,
      lockSeconds: this.lockSecondsOf.get(queue) ?? this.opts.lockSeconds ?? 120,
      run: (job) => {
        if (!open) throw new Error('job slot used twice');
        open = false;
        void this.execute(job).finally(done);
      },
      release: () => {
        if (!open) return;
        open = false;
        done();
      },
    };
  }

  /** Processes due jobs one by one until none is left; for tests and one-off runs. */
  async drain(): Promise<number> {
    let count = 0;
    for (;;) {
      await this.sweepAbandoned(true);
      const [job] = await claimJobs(this.db, this.id, this.lockSecondsByQueue(), 1);
      if (!job) return count;
      await this.execute(job);
      count++;
    }
  }

  async stop() {
    this.running = false;
    this.kick();
    await this.dispatcher;
    this.dispatcher = null;
    if (this.active > 0) {
      this.idle ??= new Promise<void>((resolve) => {
        this.settleIdle = resolve;
      });
      await this.idle;
      this.idle = null;
      this.settleIdle = null;
    }
  }

  private async dispatch() {
    while (this.running) {
      try {
        await this.sweepAbandoned(false);
        const free = this.concurrency - this.active;
        if (this.wanted && free > 0) {
          this.wanted = false;
          const jobs = await claimJobs(this.db, this.id, this.lockSecondsByQueue(), free);
          // A full claim may have left jobs behind: claim again as soon as a place is free.
          if (jobs.length === free) this.wanted = true;
          for (const job of jobs) {
            this.active++;
            void this.execute(job).finally(() => {
              this.active--;
              if (this.active === 0) this.settleIdle?.();
              this.kick();
            });
          }
          continue;
        }
      } catch (err) {
        this.log.error({ err }, 'job worker loop error');
        this.wanted = true;
      }
      if (!this.running) break;
      // Until a notification, a finished job (a free place) or the poll, which looks again anyway.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.wanted = true;
          finish();
        }, this.opts.pollMs ?? 1000);
        const finish = () => {
          clearTimeout(timer);
          if (this.wake === finish) this.wake = null;
          resolve();
        };
        this.wake = finish;
      });
    }
  }

  private lockSecondsByQueue(): Map<string, number> {
    return new Map([...this.handlers.keys()].map((queue) => [queue, this.lockSecondsOf.get(queue) ?? this.opts.lockSeconds ?? 120]));
  }

  /** Fails jobs whose worker died on their last attempt; a query, so at most once a second unless `always`. */
  private async sweepAbandoned(always: boolean) {
    if (!always && Date.now() - this.lastAbandonedSweep <= 1000) return;
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

  /** Runs a claimed job and records its outcome; never throws. */
  private async execute(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.queue);
    try {
      try {
        if (!handler) throw new Error(`no handler for queue ${job.queue}`);
        if ((await handler(job, { workerId: this.id })) !== 'completed') await completeJob(this.db, job.id, this.id);
      } catch (err) {
        if (err instanceof JobDeferred) {
          this.log.debug({ jobId: job.id, queue: job.queue, reason: err.message }, 'job deferred');
          await deferJob(this.db, job, this.id, err.delaySeconds, err.message);
          return;
        }
        const message = err instanceof Error ? err.message : String(err);
        this.log.warn({ jobId: job.id, queue: job.queue, attempt: job.attempts, err: message }, 'job failed');
        await failJob(this.db, job, this.id, message);
      }
    } catch (err) {
      // Recording the outcome failed (database gone): the job's lock expires and it is claimed again.
      this.log.error({ jobId: job.id, queue: job.queue, err }, 'recording a job outcome failed');
    }
  }
}

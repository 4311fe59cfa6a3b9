import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { nextRun } from './cron';
import { claimDueRun, findDueSchedules, setFirstExecution } from './scheduler.repository';

export { enqueueRunNow } from './scheduler.repository';
export { SCHEDULED_JOB_QUEUE, type ScheduledRunPayload } from './scheduler.sql';

/**
 * Queues the due runs of scheduled jobs (migration 0024) into the job queue. Every API process that runs
 * the job worker runs one (JOBS_ENABLED); they need not know of each other: a due run is claimed by
 * moving the job's next_execution with a conditional UPDATE (scheduler.repository.ts claimDueRun), so it
 * is queued exactly once, and a job with a run still queued or running skips the occurrence (never two at
 * once). A process that was down catches up with one run, not one per missed occurrence. Looks every
 * `tickMs` (cron has minute resolution; 10 s keeps a run within seconds of its minute). Expressions are
 * read in the zone `timeZone()` answers (the distributor's, from the settings cache: app.ts).
 */
export class JobScheduler {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<number> | null = null;
  private running = false;
  /** Jobs whose stored expression croner refuses (written around the API): warned of once. */
  private readonly warned = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly opts: { timeZone: () => Promise<string>; tickMs?: number; onQueued?: () => void },
  ) {}

  start() {
    if (this.running) return;
    this.running = true;
    const loop = () => {
      if (!this.running) return;
      this.ticking = this.tick().catch((err) => {
        this.log.error({ err }, 'job scheduler tick failed');
        return 0;
      });
      void this.ticking.finally(() => {
        this.ticking = null;
        if (this.running) this.timer = setTimeout(loop, this.opts.tickMs ?? 10_000);
      });
    };
    loop();
  }

  async stop() {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** Looks once: queues every due run this process claims. Answers how many it queued. */
  async tick(): Promise<number> {
    let queued = 0;
    const dues = await findDueSchedules(this.db, 100);
    const timeZone = dues.length > 0 ? await this.opts.timeZone() : 'UTC';
    for (const due of dues) {
      // The later of both clocks, so a process whose clock is behind the database's does not claim the
      // same occurrence again at once.
      const now = new Date(Math.max(Date.now(), new Date(due.db_now).getTime()));
      const next = nextRun(due.cron_exp, timeZone, now);
      if (!next) {
        if (!this.warned.has(due.id))
          this.log.warn({ jobId: due.id, cronExp: due.cron_exp }, 'scheduled job has an invalid cron expression');
        this.warned.add(due.id);
        continue;
      }
      if (!due.next_execution) {
        await setFirstExecution(this.db, due.id, next);
        continue;
      }
      const { claimed, runId } = await claimDueRun(this.db, { id: due.id, due: new Date(due.next_execution), next });
      if (!claimed) continue;
      if (runId) queued++;
      else this.log.info({ jobId: due.id }, 'scheduled run skipped: the previous run is still queued or running');
    }
    if (queued > 0) this.opts.onQueued?.();
    return queued;
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, type TestApp } from '../../../test/harness';
import { listenForJobs } from './listener';
import { claimedJobValues, enqueueJob } from './queue';
import { JobWorker } from './worker';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

let queueCounter = 0;
/** A queue of its own per test, so jobs of one test never reach another's handlers. */
const newQueue = () => `test.queue-${++queueCounter}`;

const jobsOf = (queue: string) =>
  t.db
    .selectFrom('jobs')
    .select(['id', 'status', 'attempts', 'max_attempts', 'last_error', 'locked_by', 'locked_until', 'finished_at', 'run_at'])
    .where('queue', '=', queue)
    .orderBy('id')
    .execute();

const secondsUntil = (date: Date | string) => (new Date(date).getTime() - Date.now()) / 1000;

describe('job queue', () => {
  it('runs a job once and marks it done', async () => {
    const queue = newQueue();
    const seen: unknown[] = [];
    const worker = new JobWorker(t.db, t.app.log);
    worker.register(queue, async (job) => {
      seen.push(job.payload);
    });
    await enqueueJob(t.db, queue, { hello: 'world' });
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(seen).toEqual([{ hello: 'world' }]);
    const [row] = await jobsOf(queue);
    expect(row).toMatchObject({ status: 'done', attempts: 1, locked_by: null, locked_until: null, last_error: null });
    expect(row!.finished_at).not.toBeNull();
  });

  it('does not run a job before its run_at', async () => {
    const queue = newQueue();
    const worker = new JobWorker(t.db, t.app.log);
    worker.register(queue, async () => {});
    await enqueueJob(t.db, queue, {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await worker.drain()).toBe(0);
    expect((await jobsOf(queue))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('a job whose lock expired (its worker died) is run again; a live lock is respected', async () => {
    const queue = newQueue();
    const runs: string[] = [];
    const worker = new JobWorker(t.db, t.app.log);
    worker.register(queue, async (job) => {
      runs.push(job.id);
    });
    const crashed = await enqueueJob(t.db, queue, { n: 1 });
    const busy = await enqueueJob(t.db, queue, { n: 2 });
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_by: 'worker-dead', locked_until: sql`now() - interval '1 minute'` })
      .where('id', '=', crashed)
      .execute();
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_by: 'worker-alive', locked_until: sql`now() + interval '10 minutes'` })
      .where('id', '=', busy)
      .execute();

    expect(await worker.drain()).toBe(1);
    expect(runs).toEqual([crashed]);
    const rows = await jobsOf(queue);
    expect(rows.find((r) => r.id === crashed)).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
    expect(rows.find((r) => r.id === busy)).toMatchObject({ status: 'running', attempts: 1, locked_by: 'worker-alive' });
  });

  it('fails a job whose worker died on its last allowed attempt instead of claiming it forever', async () => {
    const queue = newQueue();
    const runs: string[] = [];
    const worker = new JobWorker(t.db, t.app.log);
    worker.register(queue, async (job) => {
      runs.push(job.id);
    });
    const lost = await enqueueJob(t.db, queue, {}, { maxAttempts: 2 });
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 2, locked_by: 'worker-dead', locked_until: sql`now() - interval '1 minute'` })
      .where('id', '=', lost)
      .execute();

    expect(await worker.drain()).toBe(0);
    expect(runs).toEqual([]);
    const [row] = await jobsOf(queue);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, locked_by: null, last_error: 'worker lost on the last attempt' });
  });

  it('retries a failing job with growing back-off and fails it after max_attempts', async () => {
    const queue = newQueue();
    let calls = 0;
    const worker = new JobWorker(t.db, t.app.log);
    worker.register(queue, async () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    await enqueueJob(t.db, queue, {}, { maxAttempts: 3 });

    expect(await worker.drain()).toBe(1);
    let [row] = await jobsOf(queue);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'boom 1', locked_by: null, finished_at: null });
    // 2^1 * 5 s
    expect(secondsUntil(row!.run_at)).toBeGreaterThan(7);
    expect(secondsUntil(row!.run_at)).toBeLessThanOrEqual(10.5);
    expect(await worker.drain()).toBe(0);

    await t.db.updateTable('jobs').set({ run_at: sql`now()` }).where('queue', '=', queue).execute();
    expect(await worker.drain()).toBe(1);
    [row] = await jobsOf(queue);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, last_error: 'boom 2' });
    // 2^2 * 5 s
    expect(secondsUntil(row!.run_at)).toBeGreaterThan(17);
    expect(secondsUntil(row!.run_at)).toBeLessThanOrEqual(20.5);

    await t.db.updateTable('jobs').set({ run_at: sql`now()` }).where('queue', '=', queue).execute();
    expect(await worker.drain()).toBe(1);
    [row] = await jobsOf(queue);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom 3', locked_by: null });
    expect(row!.finished_at).not.toBeNull();

    await t.db.updateTable('jobs').set({ run_at: sql`now()` }).where('queue', '=', queue).execute();
    expect(await worker.drain()).toBe(0);
    expect(calls).toBe(3);
  });

  it('a job of a queue without a handler in this worker is left alone', async () => {
    const queue = newQueue();
    const worker = new JobWorker(t.db, t.app.log);
    worker.register(newQueue(), async () => {});
    await enqueueJob(t.db, queue, {});
    expect(await worker.drain()).toBe(0);
    expect((await jobsOf(queue))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('the started loop picks up work when notified and stops gracefully', async () => {
    const queue = newQueue();
    const done: number[] = [];
    const worker = new JobWorker(t.db, t.app.log, { pollMs: 60_000 });
    worker.register(queue, async (job) => {
      await sleep(20);
      done.push((job.payload as { n: number }).n);
    });
    worker.start();
    await enqueueJob(t.db, queue, { n: 1 });
    worker.notify();
    for (let i = 0; i < 100 && done.length === 0; i++) await sleep(20);
    await worker.stop();
    expect(done).toEqual([1]);
    expect((await jobsOf(queue))[0]).toMatchObject({ status: 'done' });
  });

  it.runIf(onPostgres)('two workers on one database run each of 50 jobs exactly once', async () => {
    const queue = newQueue();
    const runs = new Map<string, string[]>();
    const workers = [new JobWorker(t.db, t.app.log), new JobWorker(t.db, t.app.log)];
    for (const worker of workers) {
      worker.register(queue, async (job) => {
        // A little work, so both workers really overlap.
        await sleep(5 + Math.random() * 10);
        runs.set(job.id, [...(runs.get(job.id) ?? []), worker.id]);
      });
    }
    const ids: string[] = [];
    for (let n = 0; n < 50; n++) ids.push(await enqueueJob(t.db, queue, { n }));

    const counts = await Promise.all(workers.map((w) => w.drain()));
    expect(counts[0]! + counts[1]!).toBe(50);
    // Both took part.
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
    expect([...runs.keys()].sort()).toEqual([...ids].sort());
    for (const [id, by] of runs) expect(by, id).toHaveLength(1);
    const rows = await jobsOf(queue);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it.runIf(onPostgres)('two started worker loops share a stream of jobs without running any twice', async () => {
    const queue = newQueue();
    const runs: string[] = [];
    const workers = [new JobWorker(t.db, t.app.log, { pollMs: 20 }), new JobWorker(t.db, t.app.log, { pollMs: 20 })];
    for (const worker of workers) {
      worker.register(queue, async (job) => {
        await sleep(2);
        runs.push(job.id);
      });
      worker.start();
    }
    for (let n = 0; n < 30; n++) await enqueueJob(t.db, queue, { n });
    for (let i = 0; i < 200 && runs.length < 30; i++) await sleep(25);
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs).toHaveLength(30);
    expect(new Set(runs).size).toBe(30);
  });

  it.runIf(onPostgres)('a worker that rarely polls starts a job queued by another process at once: the database wakes it', async () => {
    const queue = newQueue();
    const done: number[] = [];
    const worker = new JobWorker(t.db, t.app.log, { pollMs: 600_000 });
    worker.register(queue, async (job) => {
      done.push((job.payload as { n: number }).n);
    });
    const listener = listenForJobs(t.url!, t.app.log, () => worker.notify());
    await listener.ready;
    worker.listenedTo(true);
    worker.start();
    await sleep(50); // the loop found nothing and waits (for ten minutes, unless woken)
    await enqueueJob(t.db, queue, { n: 7 }); // as another process would: no local notify
    for (let i = 0; i < 150 && done.length === 0; i++) await sleep(20);
    await listener.close();
    await worker.stop();
    expect(done).toEqual([7]);
  });

  it('a reserved place runs a job queued already claimed, with no claim; an unused place is given back', async () => {
    const queue = newQueue();
    const done: number[] = [];
    const worker = new JobWorker(t.db, t.app.log, { pollMs: 600_000, concurrency: 1 });
    worker.register(queue, async (job) => {
      done.push((job.payload as { n: number }).n);
    });
    expect(worker.reserve(queue)).toBeNull(); // not running
    worker.start();
    expect(worker.reserve('no.such.queue')).toBeNull();
    const unused = worker.reserve(queue)!;
    expect(worker.reserve(queue)).toBeNull(); // its only place is taken
    unused.release();
    const slot = worker.reserve(queue)!;
    expect(slot).not.toBeNull();
    const claimed = claimedJobValues(slot);
    const row = await t.db
      .insertInto('jobs')
      .values({
        queue,
        payload: JSON.stringify({ n: 3 }),
        status: claimed.status,
        locked_by: claimed.lockedBy,
        locked_until: claimed.lockedUntil,
        attempts: claimed.attempts,
      } as never)
      .returning(['id', 'payload', 'attempts', 'max_attempts'])
      .executeTakeFirstOrThrow();
    // Claimed at birth: no other claim may take it while it runs here.
    expect(await new JobWorker(t.db, t.app.log).drain()).toBe(0);
    slot.run({ id: String(row.id), queue, payload: row.payload, attempts: row.attempts, max_attempts: row.max_attempts });
    expect(() => slot.run({ id: String(row.id), queue, payload: row.payload, attempts: 1, max_attempts: 5 })).toThrow();
    for (let i = 0; i < 100 && done.length === 0; i++) await sleep(10);
    await worker.stop();
    expect(done).toEqual([3]);
    expect((await jobsOf(queue))[0]).toMatchObject({ status: 'done', attempts: 1, locked_by: null });
  });

  it.runIf(onPostgres)('a job queued claimed wakes nobody; a pending one does', async () => {
    const queue = newQueue();
    let wakes = 0;
    const listener = listenForJobs(t.url!, t.app.log, () => wakes++);
    await listener.ready;
    const claimed = claimedJobValues({ workerId: 'elsewhere', lockSeconds: 60 });
    await t.db
      .insertInto('jobs')
      .values({
        queue,
        payload: '{}',
        status: claimed.status,
        locked_by: claimed.lockedBy,
        locked_until: claimed.lockedUntil,
        attempts: claimed.attempts,
      } as never)
      .execute();
    await enqueueJob(t.db, queue, {});
    // Notifications arrive in commit order: once the pending job's has, the claimed one's would have too.
    for (let i = 0; i < 150 && wakes === 0; i++) await sleep(20);
    await listener.close();
    expect(wakes).toBe(1);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel every new job announces itself on (migration 0014: a trigger on jobs). */
export const JOBS_CHANNEL = 'dealerport_jobs';

/**
 * Wakes this process's job worker when any process queues a job (PostgreSQL LISTEN on a connection of
 * its own, outside the pool): workers in other processes than the one that took the request start
 * the job at once instead of at their next poll, and idle workers need not poll often. A lost
 * connection is opened again after a second; until then the worker's poll still finds every job.
 */
export function listenForJobs(url: string, log: FastifyBaseLogger, onJob: () => void): { ready: Promise<void>; close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let listening: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', () => onJob());
    c.on('error', (err) => {
      log.warn({ err: err.message }, 'job listener connection lost');
      client = null;
      void c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await c.connect();
      await c.query(`listen ${JOBS_CHANNEL}`);
      if (closed) await c.end();
      else {
        client = c;
        listening();
      }
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'job listener could not connect');
      void c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), 1000);
    }
  };
  void connect();
  return {
    /** Resolves once the first LISTEN is in place. */
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

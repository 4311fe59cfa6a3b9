import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** The channel every new job announces itself on (migration 0014: a trigger on jobs). */
export const JOBS_CHANNEL = 'dealerport_jobs';
/** The channel of writes to what the auth guard reads (migration 0019: triggers on those tables). */
export const GUARD_CHANNEL = 'dealerport_guard';
/** The channel of changes to the interface texts (migration 0030: a trigger on translation_overrides; 'reload' from reload-resources). */
export const TRANSLATIONS_CHANNEL = 'dealerport_translations';
/** The channel of writes to the small tables cached per process (migration 0037: the payload names the table). */
export const TABLES_CHANNEL = 'dealerport_tables';

/**
 * Something of this process that follows a channel: a cache other processes' writes must drop, or the job
 * worker. `listening` hears whether notifications can arrive (false from the start until LISTEN is in place,
 * and while the connection is lost): a cache must not trust what it kept while it was false.
 */
export interface Subscriber {
  channel: string;
  notified(payload: string): void;
  listening?(on: boolean): void;
}

export interface DatabaseListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL LISTEN on a connection of its own, outside the pool: each subscriber hears the notifications
 * of its channel (new jobs wake the worker at once; writes to what a cache holds drop it), and whether
 * notifications can arrive: false at once and when the connection is lost (it is opened again after a
 * second), true once LISTEN is in place again.
 */
export function listenToDatabase(url: string, log: FastifyBaseLogger, subscribers: readonly Subscriber[]): DatabaseListener {
  const channels = [...new Set(subscribers.map((s) => s.channel))];
  const onState = (on: boolean) => {
    for (const s of subscribers) s.listening?.(on);
  };
  onState(false);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let listening: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  const lost = (c: pg.Client) => {
    if (client === c) client = null;
    onState(false);
    void c.end().catch(() => {});
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, 1000);
    }
  };
  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      for (const s of subscribers) if (s.channel === msg.channel) s.notified(msg.payload ?? '');
    });
    c.on('error', (err) => {
      log.warn({ err: err.message }, 'database listener connection lost');
      lost(c);
    });
    c.on('end', () => {
      if (!closed && client === c) lost(c);
    });
    try {
      await c.connect();
      for (const channel of channels) await c.query(`listen ${channel}`);
      if (closed) await c.end();
      else {
        client = c;
        onState(true);
        listening();
      }
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'database listener could not connect');
      lost(c);
    }
  };
  void connect();
  return {
    ready,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      onState(false);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}

/** Wakes this process's job worker when any process queues a job (listenToDatabase on JOBS_CHANNEL). */
export function listenForJobs(url: string, log: FastifyBaseLogger, onJob: () => void): DatabaseListener {
  return listenToDatabase(url, log, [{ channel: JOBS_CHANNEL, notified: onJob }]);
}

import { type Kysely, sql } from 'kysely';

/**
 * Every statement that queues jobs notifies the channel `dealerport_jobs` (delivered when it commits;
 * platform/jobs/listener.ts), so a worker in any process starts a new job at once instead of polling
 * for it. One notification per statement, whatever queued it (enqueueJob, the order transaction's
 * own insert).
 */
const UP = [
  `create function jobs_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('dealerport_jobs', '');
    return null;
  end $$`,
  `create trigger jobs_notify after insert on jobs for each statement execute function jobs_notify()`,
];

const DOWN = [`drop trigger jobs_notify on jobs`, `drop function jobs_notify()`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

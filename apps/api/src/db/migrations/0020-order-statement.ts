import { type Kysely, sql } from 'kysely';

/**
 * The order job in one statement (checkout/order-statement.ts):
 * - `dealerport_assert(ok, code)` raises SQLSTATE DP001 with `code` as its message when `ok` is not true,
 *   so a statement of data-modifying CTEs can check what they did (rows taken, the transaction still
 *   InQueue) and undo all of it at once when something else got there first.
 * - A job queued already claimed by the process that queued it (platform/jobs: `JobWorker.reserve`)
 *   wakes nobody: the notification of migration 0014 is sent only for statements that queue pending jobs.
 * - `refresh_product_total_stock` (the stock triggers, in every order's statement) keeps one plan per
 *   connection: with its array parameter PostgreSQL kept planning it again on every call (0.3 ms, half
 *   of its cost; pg_stat_statements, docs/performance.md), and the generic plan is the same index walk.
 */
const UP = [
  `create function dealerport_assert(ok boolean, code text) returns boolean language plpgsql as $$
  begin
    if ok is not true then
      raise exception using errcode = 'DP001', message = code;
    end if;
    return true;
  end $$`,
  `drop trigger jobs_notify on jobs`,
  `create or replace function jobs_notify() returns trigger language plpgsql as $$
  begin
    if exists (select 1 from queued where status = 'pending') then
      perform pg_notify('dealerport_jobs', '');
    end if;
    return null;
  end $$`,
  `create trigger jobs_notify after insert on jobs referencing new table as queued
    for each statement execute function jobs_notify()`,
  `alter function refresh_product_total_stock(integer[]) set plan_cache_mode = force_generic_plan`,
];

const DOWN = [
  `alter function refresh_product_total_stock(integer[]) reset plan_cache_mode`,
  `drop trigger jobs_notify on jobs`,
  `create or replace function jobs_notify() returns trigger language plpgsql as $$
  begin
    perform pg_notify('dealerport_jobs', '');
    return null;
  end $$`,
  `create trigger jobs_notify after insert on jobs for each statement execute function jobs_notify()`,
  `drop function dealerport_assert(boolean, text)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of DOWN) await sql.raw(statement).execute(db);
}

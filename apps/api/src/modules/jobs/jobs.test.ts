import { randomUUID } from 'node:crypto';
import { type Culture, errorMessage } from '@dealerport/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct, createWarehouse } from '../../../test/catalog-factories';
import {
  createCustomer,
  createRole,
  createTestApp,
  createUser,
  expectError,
  inDistributorTimeZone,
  onPostgres,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { distributorTimeZone } from '../settings';
import { leadingKeyword, runJobSql } from './sql-job';

let t: TestApp;
const tokens = {} as Record<'admin' | 'reader' | 'integrationReader' | 'executor' | 'bare', string>;
const url = '/api/integrations/jobs';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  opts: { token?: string; body?: unknown; query?: Record<string, string>; culture?: string } = {},
) => t.call({ method, url: path, payload: opts.body as never, query: opts.query, token: opts.token, culture: opts.culture ?? 'en' });

/** The schedulers' zone, as app.ts gives it: the distributor's (general settings). */
const inDistributorZone = { timeZone: () => distributorTimeZone(t.db) };

const jobByKey = async (key: string) =>
  t.db.selectFrom('scheduled_jobs').selectAll().where('builtin_key', '=', key).executeTakeFirstOrThrow();

/** Writes a SQL job straight into the table, past the save-time check (as if saved before the rules changed). */
async function rawSqlJob(statement: string, timeoutSeconds = 5) {
  const row = await t.db
    .insertInto('scheduled_jobs')
    .values({ kind: 'sql', name: `raw ${Math.random()}`, cron_exp: '0 0 * * *', sql: statement, timeout_seconds: timeoutSeconds })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Runs a job now through the API and the queue (the worker in this process), answering its run. */
async function runNow(id: number) {
  const res = await call('PUT', `${url}/${id}/execute`, { token: tokens.admin });
  expect(res.status).toBe(204);
  await t.app.jobs.drain();
  return t.db.selectFrom('scheduled_job_runs').selectAll().where('job_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

let productId: number;
const productName = async () =>
  (await t.db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirstOrThrow()).name;

beforeAll(async () => {
  t = await createTestApp();
  const role = async (codes: string[]) =>
    (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', codes), userType: 'staff' })).account_name)).token;
  tokens.admin = await role(['scheduled-job.list', 'scheduled-job.update', 'scheduled-job.execute']);
  tokens.reader = await role(['scheduled-job.list']);
  tokens.integrationReader = await role(['integration.list']);
  tokens.executor = await role(['scheduled-job.execute']);
  tokens.bare = await role([]);
  const category = await createCategory(t.db, { code: 'JOBCAT', name: 'Jobs' });
  await createWarehouse(t.db, 'JOBW', 'Jobs warehouse', 1);
  productId = await createProduct(t.db, { code: 'JOB-1', name: 'Original', categoryId: category, listPrice: '10', stocks: { JOBW: 5 } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/integrations/jobs', () => {
  it('lists the builtin jobs with the spec fields, kind and last run status', async () => {
    const res = await call('GET', url, { token: tokens.reader, query: { PageNumber: '1', PageSize: '50' } });
    expect(res.status).toBe(200);
    const keys = res.body.items.map((j: any) => j.builtinKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        'expire-abandoned-carts',
        'purge-expired-sessions',
        'purge-sent-mail',
        'retry-erp-handoffs',
        'refresh-catalogue',
      ]),
    );
    const sessions = res.body.items.find((j: any) => j.builtinKey === 'purge-expired-sessions');
    expect(sessions).toMatchObject({
      kind: 'builtin',
      sql: null,
      isActive: true,
      cronExp: '15 * * * *',
      modifiedBy: null,
      lastRunStatus: null,
    });
    expect(res.body).toMatchObject({ pageIndex: 1, pageSize: 50, hasPreviousPage: false });
    // Where SQL jobs can run (a PostgreSQL server only), and the zone the schedules are read in.
    expect(res.body).toMatchObject({ sqlJobsAvailable: onPostgres, timeZone: await distributorTimeZone(t.db) });
  });

  it('is open to integration.list too, pages and searches', async () => {
    const res = await call('GET', url, { token: tokens.integrationReader, query: { PageNumber: '1', PageSize: '2', SearchTerm: 'purge' } });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(2);
    expect(res.body.items.map((j: any) => j.builtinKey).sort()).toEqual(['purge-expired-sessions', 'purge-sent-mail']);
  });

  it('401 anonymous, 403 without the permission, 400 without paging', async () => {
    expectError(await call('GET', url, { query: { PageNumber: '1', PageSize: '10' } }), 401, 'UNAUTHORIZED', 'en');
    expectError(await call('GET', url, { token: tokens.bare, query: { PageNumber: '1', PageSize: '10' } }), 403, 'FORBIDDEN', 'en');
    expectError(await call('GET', url, { token: tokens.executor, query: { PageNumber: '1', PageSize: '10' } }), 403, 'FORBIDDEN', 'en');
    expect((await call('GET', url, { token: tokens.reader })).status).toBe(400);
  });
});

describe('cron expressions', () => {
  it('previews the next three runs', async () => {
    const res = await call('GET', `${url}/cron-preview`, { token: tokens.reader, query: { cronExp: '0 3 * * *' } });
    expect(res.status).toBe(200);
    expect(res.body.nextRuns).toHaveLength(3);
    const [a, b] = res.body.nextRuns.map((s: string) => new Date(s).getTime());
    expect(b - a).toBe(86_400_000);
  });

  it("reads expressions in the distributor's time zone (general settings), not the server's (ADR 0060)", async () => {
    await inDistributorTimeZone(t, 'Asia/Tokyo', async () => {
      // UTC+9, no summer time
      const res = await call('GET', `${url}/cron-preview`, { token: tokens.reader, query: { cronExp: '0 3 * * *' } });
      expect(res.body.timeZone).toBe('Asia/Tokyo');
      expect(res.body.nextRuns.map((s: string) => new Date(s).getUTCHours())).toEqual([18, 18, 18]);
      // the scheduler too: a job due now gets its next run at 03:00 in Tokyo
      const { JobScheduler } = await import('../../platform/jobs/scheduler');
      const id = await rawSqlJob('select 1');
      await t.db
        .updateTable('scheduled_jobs')
        .set({ is_active: true, cron_exp: '0 3 * * *', next_execution: null })
        .where('id', '=', id)
        .execute();
      await new JobScheduler(t.db, t.app.log, inDistributorZone).tick();
      const job = await t.db.selectFrom('scheduled_jobs').select('next_execution').where('id', '=', id).executeTakeFirstOrThrow();
      expect(new Date(job.next_execution!).getUTCHours()).toBe(18);
      await t.db.updateTable('scheduled_jobs').set({ is_active: false, next_execution: null }).where('id', '=', id).execute();
    });
  });

  it.each(['de', 'tr', 'en'] as Culture[])('refuses a bad expression, in %s', async (culture) => {
    for (const cronExp of ['61 * * * *', 'every day', '@daily', '0 0 0 3 * *', '0 0 31 2 *']) {
      const res = await call('GET', `${url}/cron-preview`, { token: tokens.reader, query: { cronExp }, culture });
      expectError(res, 400, 'INVALID_CRON', culture, { cronExp });
    }
    const job = await jobByKey('purge-sent-mail');
    const res = await call('PUT', `${url}/${job.id}`, {
      token: tokens.admin,
      culture,
      body: { name: job.name, cronExp: '* * *', isActive: true },
    });
    expectError(res, 400, 'INVALID_CRON', culture, { cronExp: '* * *' });
    expect(res.body.message).toBe(errorMessage('INVALID_CRON', culture, { cronExp: '* * *' }));
  });
});

describe('PUT /api/integrations/jobs/{id}', () => {
  it('changes a builtin job: schedule, active flag, name; next run follows; audited', async () => {
    const job = await jobByKey('purge-sent-mail');
    const res = await call('PUT', `${url}/${job.id}`, {
      token: tokens.admin,
      body: { name: 'Purge old mail', cronExp: '0  5 * * 1', isActive: true, timeoutSeconds: 120 },
    });
    expect(res.status).toBe(204);
    const after = await jobByKey('purge-sent-mail');
    expect(after).toMatchObject({ name: 'Purge old mail', cron_exp: '0 5 * * 1', is_active: true, timeout_seconds: 120 });
    expect(after.modified_by).toMatch(/^user/);
    expect(new Date(after.next_execution!).getDay()).toBe(1);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'scheduled-job')
      .where('entity_id', '=', String(job.id))
      .execute();
    expect(audit.map((a) => a.action)).toContain('update');

    await call('PUT', `${url}/${job.id}`, { token: tokens.admin, body: { name: 'Purge old mail', cronExp: '0 5 * * 1', isActive: false } });
    expect((await jobByKey('purge-sent-mail')).next_execution).toBeNull();
  });

  it.each(['tr', 'de', 'en'] as Culture[])('refuses SQL for a builtin job and bad input, in %s', async (culture) => {
    const job = await jobByKey('refresh-catalogue');
    expectError(
      await call('PUT', `${url}/${job.id}`, {
        token: tokens.admin,
        culture,
        body: { name: job.name, cronExp: '0 4 * * *', isActive: true, sql: 'select 1' },
      }),
      400,
      'BUILTIN_JOB_FIXED',
      culture,
    );
    const empty = await call('PUT', `${url}/${job.id}`, {
      token: tokens.admin,
      culture,
      body: { name: '', cronExp: '0 4 * * *', isActive: true },
    });
    expect({ status: empty.status, code: empty.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(empty.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
    const taken = await call('PUT', `${url}/${job.id}`, {
      token: tokens.admin,
      culture,
      body: { name: 'purge EXPIRED sessions', cronExp: '0 4 * * *', isActive: true },
    });
    expectError(taken, 400, 'JOB_NAME_TAKEN', culture, { name: 'purge EXPIRED sessions' });
  });

  it('401, 403 for list-only and execute-only callers, 404 for an unknown job', async () => {
    const job = await jobByKey('refresh-catalogue');
    const body = { name: job.name, cronExp: '0 4 * * *', isActive: true };
    expectError(await call('PUT', `${url}/${job.id}`, { body }), 401, 'UNAUTHORIZED', 'en');
    expectError(await call('PUT', `${url}/${job.id}`, { token: tokens.reader, body }), 403, 'FORBIDDEN', 'en');
    expectError(await call('PUT', `${url}/${job.id}`, { token: tokens.executor, body }), 403, 'FORBIDDEN', 'en');
    expectError(await call('PUT', `${url}/999999`, { token: tokens.admin, body }), 404, 'NOT_FOUND', 'en');
    expect((await call('PUT', `${url}/abc`, { token: tokens.admin, body })).body.code).toBe('VALIDATION_FAILED');
  });
});

describe.skipIf(!onPostgres)('scheduled SQL jobs: create, check on save, delete (PostgreSQL)', () => {
  let jobId: number;

  it('creates a SQL job (checked under the restricted role) and runs it through the queue', async () => {
    const res = await call('POST', url, {
      token: tokens.admin,
      body: {
        name: 'Rename JOB-1',
        cronExp: '0 2 * * *',
        isActive: true,
        sql: `update products set name = 'Renamed' where code = 'JOB-1'`,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'sql', isActive: true, timeoutSeconds: 60, lastRunStatus: null, builtinKey: null });
    expect(res.body.nextExecution).not.toBeNull();
    jobId = res.body.id;

    const run = await runNow(jobId);
    expect(run).toMatchObject({ status: 'ok', rows_affected: '1', trigger: 'user', error_message: null });
    expect(run.sql_text).toContain('Renamed');
    expect(await productName()).toBe('Renamed');

    const list = await call('GET', url, { token: tokens.reader, query: { PageNumber: '1', PageSize: '50', SearchTerm: 'Rename JOB' } });
    expect(list.body.items[0]).toMatchObject({ lastRunStatus: 'ok', lastRunError: null });
    expect(list.body.items[0].lastExecution).not.toBeNull();

    const runs = await call('GET', `${url}/${jobId}/runs`, { token: tokens.integrationReader, query: { PageNumber: '1', PageSize: '10' } });
    expect(runs.status).toBe(200);
    expect(runs.body.items[0]).toMatchObject({
      status: 'ok',
      rowsAffected: 1,
      trigger: 'user',
      triggeredBy: expect.stringMatching(/^user/),
    });
    await t.db.updateTable('products').set({ name: 'Original' }).where('id', '=', productId).execute();
  });

  it.each(['tr', 'de', 'en'] as Culture[])('refuses on save what the role may not do, in %s', async (culture) => {
    const save = (statement: string) =>
      call('POST', url, { token: tokens.admin, culture, body: { name: `bad ${Math.random()}`, cronExp: '0 2 * * *', sql: statement } });
    expectError(await save('drop table products'), 400, 'JOB_SQL_NOT_DML', culture);
    expectError(await save('/* hi */ create table x as select 1'), 400, 'JOB_SQL_NOT_DML', culture);
    for (const statement of [
      'delete from users',
      'select * from settings',
      'update nothing_here set a = 1',
      `update products set name = 'x'; drop table stocks`,
      `select pg_read_file('/etc/passwd')`,
    ]) {
      const res = await save(statement);
      expect({ statement, code: res.body.code, status: res.status }).toEqual({ statement, code: 'INVALID_JOB_SQL', status: 400 });
      expect(res.body.message.startsWith(errorMessage('INVALID_JOB_SQL', culture, { reason: '' }))).toBe(true);
    }
    expect(await t.db.selectFrom('scheduled_jobs').select('id').where('name', 'like', 'bad %').execute()).toEqual([]);
  });

  it('changes the statement of a SQL job (checked again); 401/403', async () => {
    const body = {
      name: 'Rename JOB-1',
      cronExp: '0 2 * * *',
      isActive: false,
      sql: `update products set name = name where code = 'JOB-1'`,
    };
    expect((await call('PUT', `${url}/${jobId}`, { token: tokens.admin, body })).status).toBe(204);
    expect(
      (await t.db.selectFrom('scheduled_jobs').select(['sql', 'next_execution']).where('id', '=', jobId).executeTakeFirstOrThrow()).sql,
    ).toBe(body.sql);
    expectError(
      await call('PUT', `${url}/${jobId}`, { token: tokens.admin, body: { ...body, sql: 'delete from roles' } }),
      400,
      'INVALID_JOB_SQL',
      'en',
    );
    expectError(await call('POST', url, { body }), 401, 'UNAUTHORIZED', 'en');
    expectError(await call('POST', url, { token: tokens.reader, body }), 403, 'FORBIDDEN', 'en');
  });

  it('deletes a SQL job with its history, never a builtin one', async () => {
    const builtin = await jobByKey('purge-expired-sessions');
    expectError(await call('DELETE', `${url}/${builtin.id}`, { token: tokens.admin, culture: 'de' }), 400, 'BUILTIN_JOB_FIXED', 'de');
    expectError(await call('DELETE', `${url}/${jobId}`, {}), 401, 'UNAUTHORIZED', 'en');
    expectError(await call('DELETE', `${url}/${jobId}`, { token: tokens.executor }), 403, 'FORBIDDEN', 'en');
    expect((await call('DELETE', `${url}/${jobId}`, { token: tokens.admin })).status).toBe(204);
    expect(await t.db.selectFrom('scheduled_job_runs').select('id').where('job_id', '=', jobId).execute()).toEqual([]);
    expectError(await call('DELETE', `${url}/${jobId}`, { token: tokens.admin }), 404, 'NOT_FOUND', 'en');
    expectError(
      await call('GET', `${url}/${jobId}/runs`, { token: tokens.admin, query: { PageNumber: '1', PageSize: '5' } }),
      404,
      'NOT_FOUND',
      'en',
    );
  });
});

describe('PUT /api/integrations/jobs/{id}/execute', () => {
  it.each(['tr', 'de', 'en'] as Culture[])('queues one run; a second while it is queued is 409, in %s', async (culture) => {
    const job = await jobByKey('purge-expired-sessions');
    const first = await call('PUT', `${url}/${job.id}/execute`, { token: tokens.executor, culture });
    expect(first.status).toBe(204);
    expectError(await call('PUT', `${url}/${job.id}/execute`, { token: tokens.admin, culture }), 409, 'JOB_ALREADY_RUNNING', culture);
    const queued = await t.db
      .selectFrom('scheduled_job_runs')
      .selectAll()
      .where('job_id', '=', job.id)
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(1);
    await t.app.jobs.drain();
    const [run] = await t.db.selectFrom('scheduled_job_runs').selectAll().where('id', '=', queued[0]!.id).execute();
    expect(run).toMatchObject({ status: 'ok', trigger: 'user' });
    expect(run!.started_at).not.toBeNull();
    expect(run!.finished_at).not.toBeNull();
  });

  it('401, 403 for list-only callers, 404 for an unknown job', async () => {
    const job = await jobByKey('purge-expired-sessions');
    expectError(await call('PUT', `${url}/${job.id}/execute`), 401, 'UNAUTHORIZED', 'en');
    expectError(await call('PUT', `${url}/${job.id}/execute`, { token: tokens.reader }), 403, 'FORBIDDEN', 'en');
    expectError(await call('PUT', `${url}/999999/execute`, { token: tokens.admin }), 404, 'NOT_FOUND', 'en');
  });
});

describe.skipIf(!onPostgres)('dangerous SQL at run time: the run fails, is logged, and changes nothing (PostgreSQL)', () => {
  const cases: Array<[string, string, RegExp]> = [
    ['drop table', 'drop table stocks', /exactly one SELECT/],
    ['a table outside the allowance', `delete from users`, /permission denied/i],
    ['a write to a read-only table', `update orders set status = status`, /permission denied/i],
    [
      'DDL behind a data statement',
      `update products set name = 'Hacked' where id > 0; drop table stocks`,
      /multiple commands|cannot insert/i,
    ],
    [
      'a commit and a role reset behind it',
      `update products set name = 'Hacked' where id > 0; commit; reset role; delete from users`,
      /multiple commands|cannot insert/i,
    ],
    ['reading a file', `select pg_read_file('/etc/passwd')`, /permission denied/i],
    ['copying from a file', `copy products from '/etc/passwd'`, /exactly one SELECT/],
    [
      'switching the role back',
      `update products set name = 'Hacked' where id > 0 and set_config('role', session_user, true) is not null`,
      /security-definer|permission denied|cannot set parameter/i,
    ],
    [
      'running SQL as the owner through a function',
      `select set_config('role', session_user, true), query_to_xml('delete from users', true, false, '')`,
      /security-definer|cannot set parameter|permission denied/i,
    ],
    [
      'changing a setting for later',
      `update products set name = 'Hacked' where set_config('datestyle', 'German', false) is not null`,
      /settings/i,
    ],
    ['a temporary table', `select * into temp stolen from products`, /permission denied|not implemented/i],
  ];

  it.each(cases)('%s', async (_what, statement, error) => {
    const usersBefore = (await t.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    const warn = vi.fn();
    const child = vi.spyOn(t.app.log, 'child').mockReturnValue({ info: vi.fn(), warn } as never);
    try {
      const id = await rawSqlJob(statement);
      const run = await runNow(id);
      expect(run.status).toBe('failed');
      expect(run.error_message).toMatch(error);
      expect(run.rows_affected).toBeNull();
      expect(warn).toHaveBeenCalledWith({ err: run.error_message }, 'scheduled job failed');
    } finally {
      child.mockRestore();
    }
    expect(await productName()).toBe('Original');
    expect((await t.db.selectFrom('users').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n).toBe(usersBefore);
    expect(await sql`select 1 from stocks limit 1`.execute(t.db)).toBeTruthy();
    // The app's own session is untouched (role, search path).
    const [me] = (await sql<{ u: string; p: string }>`select current_user as u, current_setting('search_path') as p`.execute(t.db)).rows;
    expect(me!.u).not.toBe('dealerport_sql_job');
    expect(me!.p).not.toBe('pg_catalog');
  });

  it('a run past its time-out fails and changes nothing', async () => {
    const id = await rawSqlJob(`update products set name = 'Late' where id = ${productId} and pg_sleep(3) is not null`, 1);
    const run = await runNow(id);
    expect(run.status).toBe('failed');
    expect(run.error_message).toMatch(/statement timeout/);
    expect(await productName()).toBe('Original');
  });

  it.each([
    ['a recursive query', 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r WHERE n < 30000000) SELECT count(*) FROM r'],
    ['a long series', 'SELECT count(*) FROM generate_series(1,200000000)'],
  ])(
    '%s the planner thinks cheap is cancelled at its time-out, and the portal answers meanwhile',
    { timeout: 40_000 },
    async (_what, statement) => {
      const saved = await call('POST', url, {
        token: tokens.admin,
        body: { name: `hostile ${Math.random()}`, cronExp: '0 3 * * *', isActive: false, sql: statement, timeoutSeconds: 5 },
      });
      expect(saved.status).toBe(200);
      expect((await call('PUT', `${url}/${saved.body.id}/execute`, { token: tokens.admin })).status).toBe(204);
      const draining = t.app.jobs.drain();
      const state = () =>
        t.db
          .selectFrom('scheduled_job_runs')
          .select(['status', 'error_message'])
          .where('job_id', '=', saved.body.id)
          .executeTakeFirstOrThrow();
      while ((await state()).status !== 'running') await new Promise((r) => setTimeout(r, 20));
      // The job holds a connection of its own: the portal and its database answer while it runs.
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect((await state()).status).toBe('running');
      await draining;
      expect(await state()).toMatchObject({ status: 'failed', error_message: expect.stringMatching(/statement timeout/) });
    },
  );
});

describe.skipIf(onPostgres)('scheduled SQL jobs on the embedded database: refused, clearly (ADR 0037)', () => {
  const hostile = [
    'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n+1 FROM r WHERE n < 30000000) SELECT count(*) FROM r',
    'SELECT count(*) FROM generate_series(1,200000000)',
  ];

  it.each(['tr', 'de', 'en'] as Culture[])(
    'a new SQL job is refused in %s before anything is planned; the list says so',
    async (culture) => {
      for (const sqlText of [...hostile, `update products set name = name where code = 'JOB-1'`]) {
        const res = await call('POST', url, {
          token: tokens.admin,
          culture,
          body: { name: `embedded ${Math.random()}`, cronExp: '0 2 * * *', sql: sqlText, timeoutSeconds: 5 },
        });
        expectError(res, 400, 'SQL_JOBS_NEED_SERVER', culture);
      }
      expect(await t.db.selectFrom('scheduled_jobs').select('id').where('name', 'like', 'embedded %').execute()).toEqual([]);
      const list = await call('GET', url, { token: tokens.reader, query: { PageNumber: '1', PageSize: '5' } });
      expect(list.body.sqlJobsAvailable).toBe(false);
    },
  );

  it('a SQL job saved elsewhere does not run here: run now 400, a scheduled run fails at once; it may be switched off or deleted', async () => {
    for (const statement of hostile) {
      const id = await rawSqlJob(statement, 5);
      expectError(await call('PUT', `${url}/${id}/execute`, { token: tokens.admin, culture: 'de' }), 400, 'SQL_JOBS_NEED_SERVER', 'de');
      const body = { name: `raw kept ${id}`, cronExp: '0 2 * * *', isActive: true, sql: statement };
      expectError(await call('PUT', `${url}/${id}`, { token: tokens.admin, body }), 400, 'SQL_JOBS_NEED_SERVER', 'en');
      expect((await call('PUT', `${url}/${id}`, { token: tokens.admin, body: { ...body, isActive: false } })).status).toBe(204);
      // The scheduler's run (a job active from before): it fails with the reason, and the portal answers.
      const { JobScheduler } = await import('../../platform/jobs/scheduler');
      await t.db.updateTable('scheduled_jobs').set({ next_execution: null, is_active: false }).where('id', '<>', id).execute();
      await t.db
        .updateTable('scheduled_jobs')
        .set({ is_active: true, next_execution: new Date(Date.now() - 60_000) })
        .where('id', '=', id)
        .execute();
      expect(await new JobScheduler(t.db, t.app.log, inDistributorZone).tick()).toBe(1);
      await t.app.jobs.drain();
      const run = await t.db.selectFrom('scheduled_job_runs').selectAll().where('job_id', '=', id).executeTakeFirstOrThrow();
      expect(run).toMatchObject({ status: 'failed', error_message: expect.stringMatching(/PostgreSQL server/) });
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await call('DELETE', `${url}/${id}`, { token: tokens.admin })).status).toBe(204);
    }
    await t.db.updateTable('scheduled_jobs').set({ is_active: true }).where('kind', '=', 'builtin').execute();
  });
});

describe('the scheduler', () => {
  it('queues a due run once, computes the next, and skips while a run is in flight', async () => {
    const { JobScheduler } = await import('../../platform/jobs/scheduler');
    // A builtin job: SQL jobs run only on a server (their scheduling is the same).
    const id = (await jobByKey('purge-expired-sessions')).id;
    const past = new Date(Date.now() - 60_000);
    await t.db
      .updateTable('scheduled_jobs')
      .set({ is_active: true, cron_exp: '*/5 * * * *', next_execution: past })
      .where('id', '=', id)
      .execute();
    // Only this job is due.
    await t.db.updateTable('scheduled_jobs').set({ next_execution: null, is_active: false }).where('id', '<>', id).execute();
    const scheduler = new JobScheduler(t.db, t.app.log, inDistributorZone);
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    const job = await t.db.selectFrom('scheduled_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(job.next_execution!).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(job.next_execution!).getMinutes() % 5).toBe(0);
    // Due again while the first run is still queued: the occurrence is skipped, the schedule moves on.
    await t.db.updateTable('scheduled_jobs').set({ next_execution: past }).where('id', '=', id).execute();
    expect(await scheduler.tick()).toBe(0);
    const queued = await t.db
      .selectFrom('scheduled_job_runs')
      .select(['id', 'status'])
      .where('job_id', '=', id)
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(1);
    await t.app.jobs.drain();
    expect(await t.db.selectFrom('scheduled_job_runs').select(['status', 'trigger']).where('id', '=', queued[0]!.id).execute()).toEqual([
      { status: 'ok', trigger: 'schedule' },
    ]);
  });

  it('gives a newly active job its first next run without running it', async () => {
    const { JobScheduler } = await import('../../platform/jobs/scheduler');
    const id = await rawSqlJob(`select 1`);
    await t.db.updateTable('scheduled_jobs').set({ is_active: true, next_execution: null }).where('id', '=', id).execute();
    expect(await new JobScheduler(t.db, t.app.log, inDistributorZone).tick()).toBe(0);
    const job = await t.db.selectFrom('scheduled_jobs').select('next_execution').where('id', '=', id).executeTakeFirstOrThrow();
    expect(job.next_execution).not.toBeNull();
    await t.db.updateTable('scheduled_jobs').set({ is_active: false, next_execution: null }).where('id', '=', id).execute();
  });

  it.skipIf(!onPostgres)('two schedulers in two processes queue each due run exactly once (PostgreSQL)', async () => {
    // PGlite is one process's database: there is nobody to race with.
    const { JobScheduler } = await import('../../platform/jobs/scheduler');
    const { openDatabase } = await import('../../db/database');
    const [a, b] = await Promise.all([openDatabase({ url: t.url!, poolSize: 4 }), openDatabase({ url: t.url!, poolSize: 4 })]);
    try {
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push(await rawSqlJob('select 1'));
      const schedulers = [new JobScheduler(a.db, t.app.log, inDistributorZone), new JobScheduler(b.db, t.app.log, inDistributorZone)];
      let queued = 0;
      for (let round = 0; round < 5; round++) {
        // Every job due again (its previous run done), and both schedulers look at the same moment.
        await t.db
          .updateTable('scheduled_job_runs')
          .set({ status: 'ok' })
          .where('job_id', 'in', ids)
          .where('status', '=', 'queued')
          .execute();
        await t.db
          .updateTable('scheduled_jobs')
          .set({ is_active: true, next_execution: new Date(Date.now() - 1000 - round) })
          .where('id', 'in', ids)
          .execute();
        const counts = await Promise.all([...schedulers, ...schedulers].map((s) => s.tick()));
        queued += counts.reduce((x, y) => x + y, 0);
      }
      expect(queued).toBe(100);
      const runs = await t.db
        .selectFrom('scheduled_job_runs')
        .select(['job_id', sql<number>`count(*)::int`.as('n')])
        .where('job_id', 'in', ids)
        .groupBy('job_id')
        .execute();
      expect(runs).toHaveLength(20);
      expect(runs.every((r) => r.n === 5)).toBe(true);
      const queueJobs = await t.db
        .selectFrom('jobs')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('queue', '=', 'scheduled-job')
        .where(sql<boolean>`(payload ->> 'runId')::bigint in (select id from scheduled_job_runs where job_id = any(${ids}::int[]))`)
        .executeTakeFirstOrThrow();
      expect(queueJobs.n).toBe(100);
    } finally {
      await t.db.updateTable('scheduled_jobs').set({ is_active: false, next_execution: null }).where('kind', '=', 'sql').execute();
      await t.db.deleteFrom('jobs').where('queue', '=', 'scheduled-job').where('status', '=', 'pending').execute();
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.skipIf(!onPostgres)('two workers never run one job twice at once (PostgreSQL)', async () => {
    const { JobWorker } = await import('../../platform/jobs/worker');
    const { openDatabase } = await import('../../db/database');
    const { scheduledRunHandler } = await import('./job-runner');
    const { enqueueRunNow } = await import('../../platform/jobs/scheduler');
    const [a, b] = await Promise.all([openDatabase({ url: t.url!, poolSize: 4 }), openDatabase({ url: t.url!, poolSize: 4 })]);
    try {
      const id = await rawSqlJob(`update stocks set quantity = quantity + 1 where product_id = ${productId} and pg_sleep(0.3) is not null`);
      expect(await enqueueRunNow(t.db, id, 'test')).not.toBeNull();
      expect(await enqueueRunNow(t.db, id, 'test')).toBeNull();
      const workers = [a, b].map((d) => {
        const w = new JobWorker(d.db, t.app.log);
        w.register(
          'scheduled-job',
          scheduledRunHandler({ db: d.db, config: t.config, log: t.app.log, sqlTarget: { kind: 'postgres', url: t.url! } }),
        );
        return w;
      });
      const ran = await Promise.all(workers.map((w) => w.drain()));
      expect(ran.reduce((x, y) => x + y, 0)).toBe(1);
      const stock = await t.db.selectFrom('stocks').select('quantity').where('product_id', '=', productId).executeTakeFirstOrThrow();
      expect(stock.quantity).toBe(6);
      await t.db.updateTable('stocks').set({ quantity: 5 }).where('product_id', '=', productId).execute();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('run history', () => {
  it('keeps the newest 500 runs of a job', async () => {
    const id = (await jobByKey('purge-sent-mail')).id;
    await sql`insert into scheduled_job_runs (job_id, trigger, status, finished_at)
      select ${id}, 'schedule', 'ok', now() from generate_series(1, 510)`.execute(t.db);
    const oldest = await t.db
      .selectFrom('scheduled_job_runs')
      .select('id')
      .where('job_id', '=', id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const run = await runNow(id);
    expect(run.status).toBe('ok');
    const left = await t.db.selectFrom('scheduled_job_runs').select(['id']).where('job_id', '=', id).orderBy('id').execute();
    expect(left).toHaveLength(500);
    expect(left[0]!.id).not.toBe(oldest.id);
    expect(left.at(-1)!.id).toBe(run.id);
  });
});

describe('leadingKeyword', () => {
  it('reads past comments and parentheses', () => {
    expect(leadingKeyword('  -- note\n /* a /* nested */ b */ (SELECT 1)')).toBe('select');
    expect(leadingKeyword('WITH x AS (select 1) delete from carts')).toBe('with');
    expect(leadingKeyword('/* unterminated')).toBeNull();
    expect(leadingKeyword('')).toBeNull();
  });
});

describe('builtin jobs do their work', () => {
  it('purge-expired-sessions: expired tokens and old throttles go, live ones stay', async () => {
    const user = await createUser(t.db, { roleId: await createRole(t.db, 'staff', []), userType: 'staff' });
    const family = '00000000-0000-4000-8000-000000000001';
    await t.db
      .insertInto('refresh_tokens')
      .values([
        { user_id: user.id, family_id: family, token_hash: 'old-token', expires_at: new Date(Date.now() - 3 * 86_400_000) },
        { user_id: user.id, family_id: family, token_hash: 'live-token', expires_at: new Date(Date.now() + 86_400_000) },
      ])
      .execute();
    await t.db
      .insertInto('sign_in_throttle')
      .values([
        { key: 'address:old', failures: 3, window_started_at: new Date(Date.now() - 3 * 86_400_000), locked_until: null },
        { key: 'address:new', failures: 3, window_started_at: new Date(), locked_until: null },
      ])
      .execute();
    const run = await runNow((await jobByKey('purge-expired-sessions')).id);
    expect(run.status).toBe('ok');
    expect(Number(run.rows_affected)).toBeGreaterThanOrEqual(2);
    expect(
      (await t.db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', user.id).execute()).map((r) => r.token_hash),
    ).toEqual(['live-token']);
    expect(
      (await t.db.selectFrom('sign_in_throttle').select('key').where('key', 'in', ['address:old', 'address:new']).execute()).map(
        (r) => r.key,
      ),
    ).toEqual(['address:new']);
  });

  it('purge-sent-mail: sent mail older than 30 days goes; kept, pending and recent mail stays', async () => {
    const old = new Date(Date.now() - 40 * 86_400_000);
    const mail = (subject: string, status: 'sent' | 'kept' | 'pending', at: Date) => ({
      to_address: 'a@example.test',
      subject,
      html: '',
      text: '',
      status,
      created_at: at,
      sent_at: status === 'sent' ? at : null,
    });
    await t.db
      .insertInto('email_outbox')
      .values([
        mail('old sent', 'sent', old),
        mail('new sent', 'sent', new Date()),
        mail('old kept', 'kept', old),
        mail('old pending', 'pending', old),
      ])
      .execute();
    const run = await runNow((await jobByKey('purge-sent-mail')).id);
    expect(run).toMatchObject({ status: 'ok', rows_affected: '1' });
    const left = (await t.db.selectFrom('email_outbox').select('subject').execute()).map((r) => r.subject).sort();
    expect(left).toEqual(['new sent', 'old kept', 'old pending']);
  });

  it('expire-abandoned-carts: lines untouched for 90 days go, fresh carts and carts being ordered stay', async () => {
    const old = new Date(Date.now() - 100 * 86_400_000);
    const cartOf = async (lineAt: Date) => {
      const customer = await createCustomer(t.db);
      const cart = await t.db
        .insertInto('carts')
        .values({ customer_id: customer.id, updated_at: lineAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('cart_lines')
        .values({ cart_id: cart.id, product_id: productId, quantity: 1, created_at: lineAt, updated_at: lineAt })
        .execute();
      return { customer, cart: cart.id };
    };
    const stale = await cartOf(old);
    const fresh = await cartOf(new Date());
    const ordering = await cartOf(old);
    const user = await createUser(t.db, {
      roleId: await createRole(t.db, 'dealer', []),
      userType: 'dealer',
      customerId: ordering.customer.id,
    });
    await t.db
      .insertInto('order_transactions')
      .values({ customer_id: ordering.customer.id, user_id: user.id, status: 'InQueue', request: JSON.stringify({}) })
      .execute();
    const run = await runNow((await jobByKey('expire-abandoned-carts')).id);
    expect(run).toMatchObject({ status: 'ok', rows_affected: '1' });
    const lines = async (cart: string) => (await t.db.selectFrom('cart_lines').select('id').where('cart_id', '=', cart).execute()).length;
    expect([await lines(stale.cart), await lines(fresh.cart), await lines(ordering.cart)]).toEqual([0, 1, 1]);
  });

  it('refresh-catalogue: repairs drifted detail ids and stock totals, leaves a sound catalogue alone', async () => {
    const revision = async () => (await t.db.selectFrom('catalogue_revision').select('revision').executeTakeFirstOrThrow()).revision;
    const job = (await jobByKey('refresh-catalogue')).id;
    const clean = await runNow(job);
    expect(clean).toMatchObject({ status: 'ok', rows_affected: '0' });
    const before = await revision();
    expect((await runNow(job)).rows_affected).toBe('0');
    expect(await revision()).toBe(before);

    await sql`update products set detail_ids = '{424242}', total_stock = 99 where id = ${productId}`.execute(t.db);
    const repaired = await runNow(job);
    expect(repaired).toMatchObject({ status: 'ok', rows_affected: '1' });
    const product = await sql<{
      detail_ids: number[];
      total_stock: number;
    }>`select detail_ids, total_stock from products where id = ${productId}`.execute(t.db);
    expect(product.rows[0]).toEqual({ detail_ids: [], total_stock: 5 });
  });

  it('retry-erp-handoffs: a given-up or lost hand-off is queued again and delivered; one the ERP rejected stays', async () => {
    const { createOrder } = await import('../../../test/order-factories');
    const customer = await createCustomer(t.db);
    const user = await createUser(t.db, { roleId: await createRole(t.db, 'dealer', []), userType: 'dealer', customerId: customer.id });
    const failed = await createOrder(t.db, {
      customerId: customer.id,
      userId: user.id,
      lines: [{ productId, warehouses: [{ code: 'JOBW', quantity: 1 }] }],
      takeStock: false,
    });
    const lost = await createOrder(t.db, {
      customerId: customer.id,
      userId: user.id,
      lines: [{ productId, warehouses: [{ code: 'JOBW', quantity: 1 }] }],
      takeStock: false,
      createdAt: new Date(Date.now() - 3600_000),
    });
    const recent = await createOrder(t.db, {
      customerId: customer.id,
      userId: user.id,
      lines: [{ productId, warehouses: [{ code: 'JOBW', quantity: 1 }] }],
      takeStock: false,
    });
    const rejected = await createOrder(t.db, {
      customerId: customer.id,
      userId: user.id,
      lines: [{ productId, warehouses: [{ code: 'JOBW', quantity: 1 }] }],
      takeStock: false,
      createdAt: new Date(Date.now() - 3600_000),
    });
    await t.db
      .updateTable('orders')
      .set({ erp_status: 'Failed', erp_error: 'ERP answered 503: busy' })
      .where('id', '=', failed.id)
      .execute();
    await t.db.updateTable('orders').set({ erp_status: 'Pending' }).where('id', 'in', [lost.id, recent.id]).execute();
    await t.db
      .updateTable('orders')
      .set({ erp_status: 'Rejected', erp_error: 'ERP answered 422: unknown customer' })
      .where('id', '=', rejected.id)
      .execute();
    await t.db.deleteFrom('jobs').where('queue', '=', 'erp.deliver').execute();

    const run = await runNow((await jobByKey('retry-erp-handoffs')).id);
    expect(run).toMatchObject({ status: 'ok', rows_affected: '2' });
    // drain() above also ran the queued hand-offs: standalone, the portal keeps them.
    const statuses = await t.db
      .selectFrom('orders')
      .select(['id', 'erp_status', 'erp_error'])
      .where('id', 'in', [failed.id, lost.id, recent.id, rejected.id])
      .execute();
    const of = (id: string) => statuses.find((s) => s.id === id)?.erp_status;
    expect([of(failed.id), of(lost.id), of(recent.id), of(rejected.id)]).toEqual(['Standalone', 'Standalone', 'Pending', 'Rejected']);
    expect(statuses.find((s) => s.id === rejected.id)?.erp_error).toBe('ERP answered 422: unknown customer');
    expect(
      await t.db
        .selectFrom('jobs')
        .select('id')
        .where('queue', '=', 'erp.deliver')
        .where(sql`payload->>'orderId'`, '=', rejected.id)
        .execute(),
    ).toEqual([]);
  });
});

describe.skipIf(!onPostgres)('the restricted role with a database owner that is not a superuser (PostgreSQL)', () => {
  async function withOwner(createRole: boolean, work: (url: string) => Promise<void>) {
    const pg = (await import('pg')).default;
    const { openDatabase, migrateToLatest } = await import('../../db/database');
    const tag = randomUUID().replace(/-/g, '').slice(0, 10);
    const owner = `dealerport_owner_${tag}`;
    const dbName = `dealerport_owned_${tag}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`create role ${owner} login ${createRole ? 'createrole' : ''}`);
      await admin.query(`create database ${dbName} owner ${owner}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.username = owner;
      url.pathname = `/${dbName}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 2 });
      try {
        await migrateToLatest(database.db);
        await work(url.toString());
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.query(`drop role if exists ${owner}`);
      await admin.end();
    }
  }

  it('an owner with CREATEROLE sets the role up and runs jobs under it', async () => {
    await withOwner(true, async (url) => {
      await expect(runJobSql({ kind: 'postgres', url }, `update countries set code = code where false`, 5)).resolves.toEqual({
        rowsAffected: 0,
      });
      await expect(runJobSql({ kind: 'postgres', url }, `delete from users`, 5)).rejects.toMatchObject({
        code: 'INVALID_JOB_SQL',
        details: { reason: expect.stringMatching(/permission denied/) },
      });
    });
  });

  it('an owner without it migrates all the same; SQL jobs then refuse to run, clearly', async () => {
    await withOwner(false, async (url) => {
      await expect(runJobSql({ kind: 'postgres', url }, `select 1`, 5)).rejects.toMatchObject({ code: 'SQL_JOBS_UNAVAILABLE' });
    });
  });
});

describe("builtin jobs' names in the reader's language (ADR 0062)", () => {
  const list = async (culture: string, search?: string) =>
    (
      await call('GET', url, {
        token: tokens.reader,
        culture,
        query: { PageNumber: '1', PageSize: '50', ...(search ? { SearchTerm: search } : {}) },
      })
    ).body.items as Array<{ builtinKey: string | null; name: string }>;
  const nameOf = async (key: string, culture: string) => (await list(culture)).find((j) => j.builtinKey === key)?.name;

  it('named by migration 0054 in tr, de and en; found by the name the reader reads', async () => {
    expect(await nameOf('purge-expired-sessions', 'tr')).toBe('Süresi dolan oturumları temizle');
    expect(await nameOf('purge-expired-sessions', 'de')).toBe('Abgelaufene Sitzungen löschen');
    expect(await nameOf('purge-expired-sessions', 'en')).toBe('Purge expired sessions');
    expect((await list('de', 'sitzungen')).map((j) => j.builtinKey)).toEqual(['purge-expired-sessions']);
  });

  it('a missing language reads Turkish; saved unchanged it keeps its names, renamed it reads the new name everywhere', async () => {
    const job = await jobByKey('expire-abandoned-carts');
    await t.db
      .updateTable('scheduled_jobs')
      .set({ names: JSON.stringify({ tr: 'Terk edilmiş sepetleri sil', de: 'Verlassene Warenkörbe löschen' }) })
      .where('id', '=', job.id)
      .execute();
    expect(await nameOf('expire-abandoned-carts', 'en')).toBe('Terk edilmiş sepetleri sil');
    const save = (name: string, culture: string) =>
      call('PUT', `${url}/${job.id}`, { token: tokens.admin, culture, body: { name, cronExp: job.cron_exp, isActive: job.is_active } });
    expect((await save('Verlassene Warenkörbe löschen', 'de')).status).toBe(204);
    expect(await jobByKey('expire-abandoned-carts')).toMatchObject({ name: job.name, names: { de: 'Verlassene Warenkörbe löschen' } });
    expect(await nameOf('expire-abandoned-carts', 'tr')).toBe('Terk edilmiş sepetleri sil');
    expect((await save('Alte Warenkörbe leeren', 'de')).status).toBe(204);
    expect(await jobByKey('expire-abandoned-carts')).toMatchObject({ name: 'Alte Warenkörbe leeren', names: null });
    for (const culture of ['tr', 'de', 'en']) expect(await nameOf('expire-abandoned-carts', culture)).toBe('Alte Warenkörbe leeren');
  });
});

import pg from 'pg';

/**
 * The database side of scheduled SQL jobs (migration 0024, docs/decisions/0037): a session of its own,
 * the restricted role, the plan check and the fenced run.
 *
 * Every statement here goes through the extended query protocol, which takes exactly one command: the
 * administrator's text can never carry a second statement (a COMMIT, a RESET ROLE) past the checks.
 * Each job gets a connection of its own to the PostgreSQL server, closed afterwards, so nothing it leaves
 * in its session (an advisory lock, a prepared statement) outlives it. The embedded database has no such
 * session to give, and cannot stop a statement at its time-out: SQL jobs run on a server only (ADR 0037).
 */
export interface SqlSession {
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

/** Where SQL jobs run: a PostgreSQL server's URL, or nowhere (the embedded database: SQL_JOBS_NEED_SERVER). */
export type SqlTarget = { kind: 'postgres'; url: string } | { kind: 'embedded' };

export const SQL_JOB_ROLE = 'dealerport_sql_job';

export async function withSqlSession<T>(target: { kind: 'postgres'; url: string }, work: (session: SqlSession) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: target.url, options: '-c jit=off', application_name: 'dealerport-sql-job' });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work({
      query: async <R>(text: string, params: unknown[] = []) =>
        (await client.query({ text, values: params, queryMode: 'extended' } as pg.QueryConfig)).rows as R[],
    });
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether the fence of migration 0024 is in place: the role exists and owns dealerport_sandbox.run. */
export async function sandboxReady(s: SqlSession): Promise<boolean> {
  const [row] = await s.query<{ ready: boolean }>(
    `select coalesce((select r.rolname = $1 from pg_proc p join pg_roles r on r.oid = p.proowner
       where p.oid = to_regprocedure('dealerport_sandbox.run(text)')), false) as ready`,
    [SQL_JOB_ROLE],
  );
  return row?.ready === true;
}

/** Creates or repairs the role, its grants and the fence (dealerport_sandbox.setup(), migration 0024). */
export async function setUpSandbox(s: SqlSession): Promise<void> {
  await s.query(`select dealerport_sandbox.setup()`);
}

export const begin = (s: SqlSession) => s.query('begin');
export const commit = (s: SqlSession) => s.query('commit');
export const rollback = (s: SqlSession) => s.query('rollback').catch(() => []);

/** The transaction's limits, then the restricted role: everything after runs as it. */
export async function enterRestrictedRole(s: SqlSession, timeoutMs: number): Promise<void> {
  await s.query(
    `select set_config('statement_timeout', $1, true), set_config('lock_timeout', $1, true), set_config('search_path', 'public', true)`,
    [`${Math.max(1, Math.round(timeoutMs))}ms`],
  );
  await s.query(`set local role ${SQL_JOB_ROLE}`);
}

/**
 * The statement's plan under the restricted role (nothing runs): refuses what is not one explainable
 * statement, names a table that does not exist, or touches one the role may not. Answers the planner's
 * estimated total cost.
 */
export async function planCost(s: SqlSession, statement: string): Promise<number> {
  const [row] = await s.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan?: { 'Total Cost'?: number } }>;
  return Number(parsed?.[0]?.Plan?.['Total Cost'] ?? 0);
}

/** Runs the statement inside the fence; answers the rows it processed. */
export async function runFenced(s: SqlSession, statement: string): Promise<number> {
  const [row] = await s.query<{ affected: string | number | null }>(`select dealerport_sandbox.run($1) as affected`, [statement]);
  return Number(row?.affected ?? 0);
}

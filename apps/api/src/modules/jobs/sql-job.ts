import { errorMessage } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { SqlSession, SqlTarget } from './sql-job.repository';
import * as sandbox from './sql-job.repository';

export type { SqlTarget } from './sql-job.repository';

/**
 * Scheduled SQL jobs (docs/decisions/0037): one data statement an administrator wrote, run in a
 * transaction of its own, with a statement time-out, as the restricted role `dealerport_sql_job` inside the
 * fence of migration 0024. The role is the guard: it may read and write only the tables of the allow-list,
 * owns nothing, reads no file, and cannot be switched back inside the fence. The checks here only refuse
 * early, with a clearer message, what the role would refuse anyway.
 *
 * Only on a PostgreSQL server: the embedded database runs in the portal's own thread and cannot interrupt
 * a statement, so one recursive query held every request of the portal for minutes, and even planning one
 * evaluates constant expressions. There every save and run answers SQL_JOBS_NEED_SERVER (ADR 0037).
 */

const DATA_STATEMENTS = new Set(['select', 'insert', 'update', 'delete', 'merge', 'with', 'values', 'table']);

/**
 * The first keyword of a statement, past white space, comments and opening parentheses (lower case), or
 * null. EXPLAIN also accepts DECLARE, EXECUTE, CREATE ... AS and REFRESH: those are not data statements.
 */
export function leadingKeyword(statement: string): string | null {
  let i = 0;
  const n = statement.length;
  while (i < n) {
    const c = statement[i]!;
    if (/\s/.test(c) || c === '(') {
      i++;
    } else if (statement.startsWith('--', i)) {
      const end = statement.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (statement.startsWith('/*', i)) {
      // Comments nest in PostgreSQL.
      let depth = 0;
      while (i < n) {
        if (statement.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (statement.startsWith('*/', i)) {
          depth--;
          i += 2;
          if (depth === 0) break;
        } else i++;
      }
    } else break;
  }
  const match = /^[A-Za-z_]+/.exec(statement.slice(i));
  return match ? match[0].toLowerCase() : null;
}

export interface SqlRunResult {
  rowsAffected: number;
}

/** The database's refusal as the administrator's 400 (its message, which names the table or the problem). */
const refusal = (err: unknown) => new AppError('INVALID_JOB_SQL', { reason: errorText(err) }, { cause: err });

/** An error as the run history keeps it (our own refusals in English, the database's as it words them). */
export const errorText = (err: unknown): string =>
  (err instanceof AppError ? errorMessage(err.code, 'en', err.details) : err instanceof Error ? err.message : String(err)).slice(0, 2000);

async function ensureSandbox(s: SqlSession): Promise<void> {
  if (await sandbox.sandboxReady(s)) return;
  try {
    await sandbox.setUpSandbox(s);
  } catch (err) {
    throw new AppError('SQL_JOBS_UNAVAILABLE', { reason: errorText(err) }, { cause: err });
  }
  if (!(await sandbox.sandboxReady(s))) throw new AppError('SQL_JOBS_UNAVAILABLE');
}

/** Checks and plans the statement under the restricted role; answers the planner's cost. Throws AppError. */
async function checkUnderRole(s: SqlSession, statement: string): Promise<number> {
  if (!DATA_STATEMENTS.has(leadingKeyword(statement) ?? '')) throw new AppError('JOB_SQL_NOT_DML');
  try {
    return await sandbox.planCost(s, statement);
  } catch (err) {
    throw refusal(err);
  }
}

/** Whether SQL jobs can run at all here (a PostgreSQL server). */
export const sqlJobsAvailable = (target: SqlTarget): target is { kind: 'postgres'; url: string } => target.kind === 'postgres';

/** The server SQL jobs run on, or SQL_JOBS_NEED_SERVER before anything is read or planned. */
function serverOf(target: SqlTarget): { kind: 'postgres'; url: string } {
  if (!sqlJobsAvailable(target)) throw new AppError('SQL_JOBS_NEED_SERVER');
  return target;
}

/**
 * The check on save: the statement must be one data statement the restricted role may plan (tables that
 * exist and it may touch). Nothing runs; the transaction is rolled back.
 */
export async function validateJobSql(target: SqlTarget, statement: string, timeoutSeconds: number): Promise<void> {
  await sandbox.withSqlSession(serverOf(target), async (s) => {
    await ensureSandbox(s);
    await sandbox.begin(s);
    try {
      await sandbox.enterRestrictedRole(s, Math.min(timeoutSeconds, 10) * 1000);
      await checkUnderRole(s, statement);
    } finally {
      await sandbox.rollback(s);
    }
  });
}

/**
 * Runs a scheduled SQL job: its own transaction, the time-out, the role, the plan check, the fenced run;
 * committed only when all of it succeeded within the time-out, otherwise rolled back (nothing changes).
 * Throws with the reason on failure.
 */
export async function runJobSql(target: SqlTarget, statement: string, timeoutSeconds: number): Promise<SqlRunResult> {
  return sandbox.withSqlSession(serverOf(target), async (s) => {
    await ensureSandbox(s);
    await sandbox.begin(s);
    try {
      await sandbox.enterRestrictedRole(s, timeoutSeconds * 1000);
      await checkUnderRole(s, statement);
      const rowsAffected = await sandbox.runFenced(s, statement);
      await sandbox.commit(s);
      return { rowsAffected };
    } catch (err) {
      await sandbox.rollback(s);
      throw err;
    }
  });
}

import { DEFAULT_GENERAL_SETTINGS } from '@dealerport/contract';
import { sql } from 'kysely';
import { AppError } from '../src/lib/app-error';
import { dayIn } from '../src/lib/dates';
import { applyingLimitSql, type LimitUse, limitConsumptionCtes } from '../src/modules/salesman-limits';
import type { TestApp } from './harness';

type Db = TestApp['db'];

/**
 * An order document taking its units from the salesman's limits, with the same CTEs the order statement
 * uses (limitConsumptionCtes), for tests that write orders without the pipeline (order-factories.ts) or
 * race orders against uploads: SALESMAN_LIMIT_EXCEEDED, nothing taken, when a limit lacks the units.
 */
export async function consumeLimitsForDocument(
  db: Db,
  input: {
    salesmanCode: string;
    uses: readonly LimitUse[];
    docNo: string;
    customerCode: string | null;
    orderDate: Date;
    /** The distributor's day of the order; default: orderDate's day in the default zone (no test changes it here). */
    limitDay?: string;
    userId: string | null;
  },
): Promise<void> {
  if (input.uses.length === 0) return;
  const limitDay = input.limitDay ?? dayIn(DEFAULT_GENERAL_SETTINGS.timeZone, input.orderDate);
  const result = await sql<{ limited: number; taken: number }>`
    with ${limitConsumptionCtes({ ...input, limitDay, uses: input.uses.map((u) => ({ ...u, docNo: input.docNo })) })}
    select (select count(*)::int from limit_applying) as limited, (select count(*)::int from limit_logged) as taken`.execute(db);
  const row = result.rows[0]!;
  if (row.taken < row.limited) throw new AppError('SALESMAN_LIMIT_EXCEEDED', { name: '', available: 0 });
}

/** The limit of each product that applies on `day` (applyingLimitSql, the orders' rule), by upper-case code. */
export async function activeLimits(
  db: Db,
  salesmanCode: string,
  productCodes: readonly string[],
  day: string,
): Promise<Map<string, { id: number; quantity: number }>> {
  const codes = [...new Set(productCodes.map((c) => c.toUpperCase()))];
  if (codes.length === 0) return new Map();
  const result = await sql<{ code: string; id: number; quantity: number }>`
    select c.code, a.id, a.quantity from unnest(${codes}::text[]) c(code)
    cross join lateral (${applyingLimitSql(sql<string>`${salesmanCode}::text`, sql<string>`c.code`, day)}) a`.execute(db);
  return new Map(result.rows.map((r) => [r.code, { id: r.id, quantity: r.quantity }]));
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldedColumn } from '../../lib/search';
import { type CustomerScope, customerInScopeSql } from '../customers';

type Executor = Kysely<Database>;

const customerCount = sql<number>`(select count(*)::int from salesman_customers sc where sc.salesman_id = s.id)`;

const SORT_COLUMNS = {
  code: sql.ref('s.code'),
  name: sql.ref('s.name'),
  email: sql.ref('s.email'),
  customerCount,
} as const;
export type SalesmanSortField = keyof typeof SORT_COLUMNS;
export const SALESMAN_SORT_FIELDS = Object.keys(SORT_COLUMNS) as SalesmanSortField[];

export async function listSalesmen(
  db: Executor,
  opts: { search?: string; sort: { field: SalesmanSortField; direction: 'asc' | 'desc' }[]; limit: number; offset: number },
) {
  let q = db.selectFrom('salesmen as s');
  if (opts.search) {
    const pattern = containsPattern(opts.search);
    q = q.where((eb) =>
      eb.or([
        eb(foldedColumn('s.code'), 'like', pattern),
        eb(foldedColumn('s.name'), 'like', pattern),
        eb(foldedColumn('s.email'), 'like', pattern),
      ]),
    );
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let page = q.select(['s.id', 's.code', 's.name', 's.email', customerCount.as('customer_count')]);
  for (const s of opts.sort) {
    page = page.orderBy(SORT_COLUMNS[s.field], (ob) => (s.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsFirst()));
  }
  const rows = await page.orderBy('s.id').limit(opts.limit).offset(opts.offset).execute();
  return { rows, total: Number(total.n) };
}

export async function salesmanExists(db: Executor, salesmanId: string): Promise<boolean> {
  return (await db.selectFrom('salesmen').select('id').where('id', '=', salesmanId).executeTakeFirst()) !== undefined;
}

/**
 * The customers assigned to a salesman, by name; only those in `scope` when given (the caller's own:
 * the customers area's rule, customer-scope.sql.ts).
 */
export async function listAssignedCustomers(db: Executor, salesmanId: string, scope?: CustomerScope) {
  let q = db
    .selectFrom('salesman_customers as sc')
    .innerJoin('customers as c', 'c.id', 'sc.customer_id')
    .select(['c.id', 'c.name', 'c.code', 'c.country_code'])
    .where('sc.salesman_id', '=', salesmanId);
  if (scope) q = q.where(customerInScopeSql(scope, 'c.id'));
  return q.orderBy('c.name').orderBy('c.id').execute();
}

/** Locks the salesman's row (serialises concurrent assignment changes); false when unknown. */
export async function lockSalesman(db: Executor, salesmanId: string): Promise<boolean> {
  return (await db.selectFrom('salesmen').select('id').where('id', '=', salesmanId).forUpdate().executeTakeFirst()) !== undefined;
}

/** The ids among these that are customers. */
export async function existingCustomerIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('customers')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function replaceAssignedCustomers(db: Executor, salesmanId: string, customerIds: readonly string[]): Promise<void> {
  await db.deleteFrom('salesman_customers').where('salesman_id', '=', salesmanId).execute();
  if (customerIds.length > 0) {
    await db
      .insertInto('salesman_customers')
      .values(customerIds.map((customer_id) => ({ salesman_id: salesmanId, customer_id })))
      .execute();
  }
}

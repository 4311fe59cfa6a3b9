import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsPattern, foldedColumn } from '../../lib/search';

const customerRefColumns = ['c.id', 'c.name', 'c.code', 'c.country_code', sql<string>`c.view_revision::text`.as('view_revision')] as const;

export async function findActiveCustomer(db: Db, customerId: string) {
  return db
    .selectFrom('customers as c')
    .select(customerRefColumns)
    .where('c.id', '=', customerId)
    .where('c.is_active', '=', true)
    .executeTakeFirst();
}

export async function isAssignedToSalesman(db: Db, salesmanId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('salesman_customers')
    .select('customer_id')
    .where('salesman_id', '=', salesmanId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The selection list for a scope: one customer, a salesman's assignments, or every active customer. */
export async function listCustomersInScope(
  db: Db,
  scope: { kind: 'one'; customerId: string } | { kind: 'salesman'; salesmanId: string } | { kind: 'all' } | { kind: 'none' },
) {
  if (scope.kind === 'none') return [];
  let q = db.selectFrom('customers as c').select(customerRefColumns).where('c.is_active', '=', true);
  if (scope.kind === 'one') q = q.where('c.id', '=', scope.customerId);
  if (scope.kind === 'salesman') {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('salesman_customers as sc')
          .select('sc.customer_id')
          .whereRef('sc.customer_id', '=', 'c.id')
          .where('sc.salesman_id', '=', scope.salesmanId),
      ),
    );
  }
  return q.orderBy('c.name').orderBy('c.code').execute();
}

// ---- the administration list (GET /api/customers, GET /api/customers/{name}) ----

const SORT_COLUMNS = {
  code: 'c.code',
  name: 'c.name',
  title: 'c.title',
  email: 'c.email',
  countryCode: 'c.country_code',
  currency: 'c.currency',
  isActive: 'c.is_active',
} as const;
export type CustomerSortField = keyof typeof SORT_COLUMNS;
export const CUSTOMER_SORT_FIELDS = Object.keys(SORT_COLUMNS) as CustomerSortField[];

const customerListColumns = [
  'c.id',
  'c.code',
  'c.name',
  'c.title',
  'c.email',
  'c.phone_number',
  'c.representative_person',
  'c.country_code',
  'c.currency',
  'c.is_active',
] as const;

/** Whose customers a caller sees: every one, a salesman's assignments, or one (a dealer's own). */
export type CustomerListScope =
  | { kind: 'all' }
  | { kind: 'salesman'; salesmanId: string }
  | { kind: 'one'; customerId: string }
  | { kind: 'none' };

export interface CustomerListFilters {
  search?: string;
  countryCode?: string;
  currency?: string;
  isActive?: boolean;
}

function scopedCustomers(db: Db, scope: CustomerListScope) {
  let q = db.selectFrom('customers as c');
  if (scope.kind === 'none') q = q.where(sql<boolean>`false`);
  if (scope.kind === 'one') q = q.where('c.id', '=', scope.customerId);
  if (scope.kind === 'salesman') {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('salesman_customers as sc')
          .select('sc.customer_id')
          .whereRef('sc.customer_id', '=', 'c.id')
          .where('sc.salesman_id', '=', scope.salesmanId),
      ),
    );
  }
  return q;
}

export async function listCustomers(
  db: Db,
  scope: CustomerListScope,
  filters: CustomerListFilters,
  sort: { field: CustomerSortField; direction: 'asc' | 'desc' }[],
  limit: number,
  offset: number,
) {
  let q = scopedCustomers(db, scope);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    q = q.where((eb) => eb.or([eb(foldedColumn('c.name'), 'like', pattern), eb(foldedColumn('c.code'), 'like', pattern)]));
  }
  if (filters.countryCode) q = q.where('c.country_code', '=', filters.countryCode.toUpperCase());
  if (filters.currency) q = q.where('c.currency', '=', filters.currency.toUpperCase());
  if (filters.isActive !== undefined) q = q.where('c.is_active', '=', filters.isActive);
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let page = q.select(customerListColumns);
  for (const s of sort) {
    page = page.orderBy(sql.ref(SORT_COLUMNS[s.field]), (ob) => (s.direction === 'desc' ? ob.desc().nullsLast() : ob.asc().nullsFirst()));
  }
  const rows = await page.orderBy('c.id').limit(limit).offset(offset).execute();
  return { rows, total: Number(total.n) };
}

/** Names containing the text; those starting with it first (like the selection modal, spec 01 §2). */
export async function findCustomersByName(db: Db, scope: CustomerListScope, name: string, limit: number) {
  const pattern = containsPattern(name);
  const prefix = `${pattern.slice(1)}`; // `term%`
  return scopedCustomers(db, scope)
    .select(customerListColumns)
    .where(foldedColumn('c.name'), 'like', pattern)
    .orderBy(sql`case when ${foldedColumn('c.name')} like ${prefix} then 0 else 1 end`)
    .orderBy('c.name')
    .orderBy('c.code')
    .limit(limit)
    .execute();
}

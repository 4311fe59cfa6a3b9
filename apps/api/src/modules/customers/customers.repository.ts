import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsPattern, foldedColumn } from '../../lib/search';
import { type CustomerScope, customerInScopeSql } from './customer-scope.sql';

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

/** The selection list: the active customers in the caller's scope (customer-scope.sql.ts). */
export async function listCustomersInScope(db: Db, scope: CustomerScope) {
  return db
    .selectFrom('customers as c')
    .select([...customerRefColumns, 'c.language'])
    .where('c.is_active', '=', true)
    .where(customerInScopeSql(scope, 'c.id'))
    .orderBy('c.name')
    .orderBy('c.code')
    .execute();
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
  'c.is_kvkk_confirm',
  'c.is_communication_confirm',
  'c.customer_sectors',
  'c.country_code',
  'c.currency',
  'c.language',
  'c.is_active',
] as const;

export interface CustomerListFilters {
  search?: string;
  countryCode?: string;
  currency?: string;
  isActive?: boolean;
}

function scopedCustomers(db: Db, scope: CustomerScope) {
  return db.selectFrom('customers as c').where(customerInScopeSql(scope, 'c.id'));
}

export async function listCustomers(
  db: Db,
  scope: CustomerScope,
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
export async function findCustomersByName(db: Db, scope: CustomerScope, name: string, limit: number) {
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

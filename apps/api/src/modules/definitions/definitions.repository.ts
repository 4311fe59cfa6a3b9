import type { Culture } from '@dealerport/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldedColumn } from '../../lib/search';
// The customer lookups compose the customers area's scope rule (customer-scope.sql.ts).
import { type CustomerScope, customerInScopeSql } from '../customers';

type Executor = Kysely<Database>;
type Sort<F extends string> = { field: F; direction: 'asc' | 'desc' }[];
export interface Page {
  limit: number;
  offset: number;
}

/** The ORDER BY of a lookup page: the asked terms, then the id so pages never overlap. */
function orderTerms<F extends string>(columns: Record<F, RawBuilder<unknown>>, sort: Sort<F>, id: string) {
  return [
    ...sort.map((s) => sql`${columns[s.field]} ${sql.raw(s.direction === 'desc' ? 'desc nulls last' : 'asc nulls first')}`),
    sql.ref(id),
  ];
}

// ---- roles ----

const ROLE_SORT = { id: sql.ref('id'), name: sql.ref('name'), roleType: sql.ref('role_type') };
export type RoleSortField = keyof typeof ROLE_SORT;
export const ROLE_SORT_FIELDS = Object.keys(ROLE_SORT) as RoleSortField[];

export async function listRoles(db: Executor, search: string | undefined, sort: Sort<RoleSortField>, page: Page) {
  let q = db.selectFrom('roles').where('deleted_at', 'is', null);
  if (search) q = q.where(foldedColumn('name'), 'like', containsPattern(search));
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'name', 'names', 'role_type'])
    .orderBy(sql.join(orderTerms(ROLE_SORT, sort, 'id')))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

export async function listAllRoles(db: Executor) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'names', 'role_type'])
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

// ---- users ----

const USER_SORT = { accountName: sql.ref('account_name'), email: sql.ref('email') };
export type UserSortField = keyof typeof USER_SORT;
export const USER_SORT_FIELDS = Object.keys(USER_SORT) as UserSortField[];

export async function listUsers(db: Executor, search: string | undefined, sort: Sort<UserSortField>, page: Page) {
  let q = db.selectFrom('users').where('deleted_at', 'is', null);
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) => eb.or([eb(foldedColumn('account_name'), 'like', pattern), eb(foldedColumn('email'), 'like', pattern)]));
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'account_name'])
    .orderBy(sql.join(orderTerms(USER_SORT, sort, 'id')))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

export async function listAllUsers(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'account_name'])
    .where('deleted_at', 'is', null)
    .orderBy('account_name')
    .orderBy('id')
    .execute();
}

// ---- customers (active ones: lookups offer what may be picked) and salesmen ----

/** A lookup row of each table (a customer without an ERP code is not a dealer). */
interface NameCodeRows {
  customers: { id: string; name: string; code: string | null };
  salesmen: { id: string; name: string; code: string };
}
type NameCodeTable = keyof NameCodeRows;
const NAME_CODE_SORT = { name: sql.ref('name'), code: sql.ref('code') };
export type NameCodeSortField = keyof typeof NAME_CODE_SORT;
export const NAME_CODE_SORT_FIELDS = Object.keys(NAME_CODE_SORT) as NameCodeSortField[];

/**
 * A page of salesmen, or of the active customers in the caller's scope (the customers area's rule,
 * customer-scope.sql.ts), searched in name and code.
 */
export async function listByNameOrCode<T extends NameCodeTable>(
  db: Executor,
  table: T,
  customerScope: T extends 'customers' ? CustomerScope : undefined,
  search: string | undefined,
  sort: Sort<NameCodeSortField>,
  page: Page,
) {
  let q = db.selectFrom(table as NameCodeTable);
  if (customerScope) q = q.where('is_active', '=', true).where(customerInScopeSql(customerScope, 'id'));
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) => eb.or([eb(foldedColumn('name'), 'like', pattern), eb(foldedColumn('code'), 'like', pattern)]));
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select(['id', 'name', 'code'])
    .orderBy(sql.join(orderTerms(NAME_CODE_SORT, sort, 'id')))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows: rows as NameCodeRows[T][], total: Number(total.n) };
}

/** The active customers in the caller's scope whose name contains `name`. */
export async function findCustomersByName(db: Executor, scope: CustomerScope, name: string, limit: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'code'])
    .where('is_active', '=', true)
    .where(customerInScopeSql(scope, 'customers.id'))
    .where(foldedColumn('name'), 'like', containsPattern(name))
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findSalesmenByName(db: Executor, name: string, limit: number) {
  return db
    .selectFrom('salesmen')
    .select(['id', 'name', 'code'])
    .where(foldedColumn('name'), 'like', containsPattern(name))
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}

// ---- countries ----

/** Every country with its names (a small, fixed table: searched and sorted by the service). */
export async function listCountries(db: Executor) {
  return db.selectFrom('countries').select(['code', 'name_tr', 'name_de', 'name_en']).execute();
}

// ---- categories (names are jsonb {tr, de, en}; Turkish when one is missing) ----

const localised = (alias: string, culture: Culture, fallback: string) =>
  sql<string>`coalesce(${sql.ref(`${alias}.names`)}->>${culture}, ${sql.ref(`${alias}.names`)}->>'tr', ${sql.ref(`${alias}.${fallback}`)})`;

/** Every category (active or not), in sibling order; the service builds the tree. */
export async function listAllCategories(db: Executor, culture: Culture) {
  return db
    .selectFrom('categories as c')
    .select(['c.id', localised('c', culture, 'code').as('name'), 'c.sort_order', 'c.parent_id', 'c.icon', 'c.ref_code', 'c.is_active'])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
}

export async function categoryExists(db: Executor, categoryId: number): Promise<boolean> {
  return !!(await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst());
}

/** Properties of a category and its ancestors (sub-categories inherit), the root's first. */
export async function listPropertiesOfCategory(db: Executor, categoryId: number, culture: Culture) {
  const { rows } = await sql<{ id: number; key: string; name: string; category_id: number; is_facet: boolean }>`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from categories where id = ${categoryId}
      union all
      select c.id, c.parent_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_id where chain.depth < 20
    )
    select p.id, p.key, ${localised('p', culture, 'key')} as name, p.category_id, p.is_facet
    from properties p join chain on p.category_id = chain.id
    order by chain.depth desc, p.sort_order, p.id`.execute(db);
  return rows;
}

export async function listDetailsOfProperties(db: Executor, propertyIds: readonly number[], culture: Culture) {
  if (propertyIds.length === 0) return [];
  return db
    .selectFrom('property_details as d')
    .select(['d.id', 'd.property_id', 'd.code', sql<string>`coalesce(d.names->>${culture}, d.name)`.as('name')])
    .where('d.property_id', 'in', propertyIds)
    .orderBy('d.sort_order')
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
}

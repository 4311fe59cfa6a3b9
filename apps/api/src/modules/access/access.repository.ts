import type { Culture } from '@dealerport/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

type Executor = Kysely<Database>;

/** A category's name in `culture` (names are jsonb {tr, de, en}; Turkish when one is missing). */
const categoryName = (alias: string, culture: Culture) =>
  sql<string>`coalesce(${sql.ref(`${alias}.names`)}->>${culture}, ${sql.ref(`${alias}.names`)}->>'tr', ${sql.ref(`${alias}.code`)})`;
const propertyName = (alias: string, culture: Culture) =>
  sql<string>`coalesce(${sql.ref(`${alias}.names`)}->>${culture}, ${sql.ref(`${alias}.names`)}->>'tr', ${sql.ref(`${alias}.key`)})`;
/** A detail's `names` is null when the value is not translated (brands, sizes): `name` as is. */
const detailName = (alias: string, culture: Culture) =>
  sql<string>`coalesce(${sql.ref(`${alias}.names`)}->>${culture}, ${sql.ref(`${alias}.name`)})`;

/** Ids of a category and its ancestors, nearest first (depth 0 is the category itself). */
const categoryChain = (categoryId: number) => sql`
  with recursive chain(id, parent_id, depth) as (
    select id, parent_id, 0 from categories where id = ${categoryId}
    union all
    select c.id, c.parent_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_id where chain.depth < 20
  )`;

// ---- pickers ----

/** Active categories that own properties, with those properties, in catalogue order. */
export async function listCategoriesWithProperties(db: Executor, culture: Culture) {
  return db
    .selectFrom('categories as c')
    .innerJoin('properties as p', 'p.category_id', 'c.id')
    .where('c.is_active', '=', true)
    .select([
      'c.id as category_id',
      categoryName('c', culture).as('category_name'),
      'p.id as property_id',
      propertyName('p', culture).as('property_name'),
    ])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .execute();
}

export async function categoryExists(db: Executor, categoryId: number): Promise<boolean> {
  return !!(await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst());
}

export async function propertyExists(db: Executor, propertyId: number): Promise<boolean> {
  return !!(await db.selectFrom('properties').select('id').where('id', '=', propertyId).executeTakeFirst());
}

/** Properties of a category and of its ancestors (sub-categories inherit), the root's first. */
export async function listCategoryProperties(db: Executor, categoryId: number, culture: Culture, search: string | undefined) {
  const name = propertyName('p', culture);
  const filter = search ? sql`and ${foldSql(name)} like ${containsPattern(search)}` : sql``;
  const { rows } = await sql<{ id: number; name: string }>`
    ${categoryChain(categoryId)}
    select p.id, ${name} as name
    from properties p join chain on p.category_id = chain.id
    where true ${filter}
    order by chain.depth desc, p.sort_order, p.id`.execute(db);
  return rows;
}

export async function listPropertyDetails(db: Executor, propertyId: number, culture: Culture, search: string | undefined, limit: number) {
  let q = db
    .selectFrom('property_details as d')
    .select(['d.id', 'd.code', detailName('d', culture).as('name'), 'd.property_id as propertyId'])
    .where('d.property_id', '=', propertyId);
  if (search) {
    const pattern = containsPattern(search);
    q = q.where((eb) => eb.or([eb(foldSql(detailName('d', culture)), 'like', pattern), eb(foldSql(sql`d.code`), 'like', pattern)]));
  }
  return q.orderBy('d.sort_order').orderBy('d.name').orderBy('d.id').limit(limit).execute();
}

// ---- existence checks ----

export async function existingCustomerIds(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('customers').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function existingDetailIds(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('property_details').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export async function isAssignedToSalesman(db: Executor, salesmanId: string, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('salesman_customers')
    .select('customer_id')
    .where('salesman_id', '=', salesmanId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return !!row;
}

// ---- rules ----

export interface RuleFlags {
  has_list: boolean;
  has_basket: boolean;
  show_price: boolean;
  show_stock: boolean;
  show_xml_stock: boolean;
}

/**
 * Creates or overwrites the rule of every customer x detail pair in one statement (up to 500 x 500
 * pairs: arrays as two parameters, never 250,000 value tuples).
 */
export async function upsertRulesForPairs(trx: Executor, customerIds: readonly string[], detailIds: readonly number[], flags: RuleFlags) {
  await sql`
    insert into customer_access (customer_id, property_detail_id, has_list, has_basket, show_price, show_stock, show_xml_stock)
    select c.id, d.id, ${flags.has_list}, ${flags.has_basket}, ${flags.show_price}, ${flags.show_stock}, ${flags.show_xml_stock}
    from unnest(${[...customerIds]}::uuid[]) as c(id) cross join unnest(${[...detailIds]}::int[]) as d(id)
    on conflict (customer_id, property_detail_id) do update set
      has_list = excluded.has_list, has_basket = excluded.has_basket, show_price = excluded.show_price,
      show_stock = excluded.show_stock, show_xml_stock = excluded.show_xml_stock`.execute(trx);
}

export async function upsertRules(trx: Executor, customerId: string, rules: ReadonlyArray<RuleFlags & { property_detail_id: number }>) {
  if (rules.length === 0) return;
  await trx
    .insertInto('customer_access')
    .values(rules.map((r) => ({ customer_id: customerId, ...r })))
    .onConflict((oc) =>
      oc.columns(['customer_id', 'property_detail_id']).doUpdateSet((eb) => ({
        has_list: eb.ref('excluded.has_list'),
        has_basket: eb.ref('excluded.has_basket'),
        show_price: eb.ref('excluded.show_price'),
        show_stock: eb.ref('excluded.show_stock'),
        show_xml_stock: eb.ref('excluded.show_xml_stock'),
      })),
    )
    .execute();
}

export async function deleteRules(trx: Executor, customerId: string, detailIds: readonly number[]) {
  if (detailIds.length === 0) return;
  await trx.deleteFrom('customer_access').where('customer_id', '=', customerId).where('property_detail_id', 'in', detailIds).execute();
}

const RULE_FLAGS = ['a.has_list', 'a.has_basket', 'a.show_price', 'a.show_stock', 'a.show_xml_stock'] as const;

/** The customer's rules on these details (the audit's "before"). */
export async function findRules(db: Executor, customerId: string, detailIds: readonly number[]) {
  if (detailIds.length === 0) return [];
  return db
    .selectFrom('customer_access as a')
    .select(['a.property_detail_id', ...RULE_FLAGS])
    .where('a.customer_id', '=', customerId)
    .where('a.property_detail_id', 'in', detailIds)
    .orderBy('a.property_detail_id')
    .execute();
}

/** Every rule of a customer with its detail, property and category, in catalogue order. */
export async function listCustomerRules(db: Executor, customerId: string, culture: Culture) {
  return db
    .selectFrom('customer_access as a')
    .innerJoin('property_details as d', 'd.id', 'a.property_detail_id')
    .innerJoin('properties as p', 'p.id', 'd.property_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .where('a.customer_id', '=', customerId)
    .select([
      sql<string>`a.id::text`.as('id'),
      'a.property_detail_id',
      detailName('d', culture).as('detail_name'),
      'p.id as property_id',
      propertyName('p', culture).as('property_name'),
      'c.id as category_id',
      categoryName('c', culture).as('category_name'),
      ...RULE_FLAGS,
    ])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .orderBy('p.sort_order')
    .orderBy('p.id')
    .orderBy('d.sort_order')
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
}

// ---- warehouses ----

export async function listWarehouses(db: Executor) {
  return db.selectFrom('warehouses').select(['code', 'name', 'division_id', 'priority']).orderBy('priority').orderBy('code').execute();
}

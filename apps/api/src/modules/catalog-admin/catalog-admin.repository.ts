import type { Culture } from '@dealerport/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

type Executor = Kysely<Database>;
type Sort<F extends string> = { field: F; direction: 'asc' | 'desc' }[];
export interface Page {
  limit: number;
  offset: number;
}

const localised = (alias: string, culture: Culture, fallback: string) =>
  sql<string>`coalesce(${sql.ref(`${alias}.names`)}->>${culture}, ${sql.ref(`${alias}.names`)}->>'tr', ${sql.ref(`${alias}.${fallback}`)})`;
/** A property detail's `names` is null when the value is not translated (brands, sizes). */
const detailName = (alias: string, culture: Culture) =>
  sql<string>`coalesce(${sql.ref(`${alias}.names`)}->>${culture}, ${sql.ref(`${alias}.name`)})`;

/** Ids of a category and all categories below it. */
const subtreeOf = (categoryId: number) => sql`(
  with recursive sub(id, depth) as (
    select id, 0 from categories where id = ${categoryId}
    union all
    select c.id, sub.depth + 1 from categories c join sub on c.parent_id = sub.id where sub.depth < 20
  ) select id from sub)`;

/** Ids of a category and its ancestors (properties are inherited by sub-categories). */
const chainOf = (categoryId: number) => sql`(
  with recursive chain(id, parent_id, depth) as (
    select id, parent_id, 0 from categories where id = ${categoryId}
    union all
    select c.id, c.parent_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_id where chain.depth < 20
  ) select id from chain)`;

function orderTerms<F extends string>(columns: Record<F, RawBuilder<unknown>>, sort: Sort<F>, id: string) {
  return [
    ...sort.map((s) => sql`${columns[s.field]} ${sql.raw(s.direction === 'desc' ? 'desc nulls last' : 'asc nulls first')}`),
    sql.ref(id),
  ];
}

// ---- lookups ----

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return !!(await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst());
}

export async function findProduct(db: Executor, id: number) {
  return db.selectFrom('products').select(['id', 'category_id']).where('id', '=', id).executeTakeFirst();
}

export async function findPropertyDetail(db: Executor, id: number) {
  return db.selectFrom('property_details').select(['id', 'property_id']).where('id', '=', id).executeTakeFirst();
}

/** Whether a property belongs to the category or one of its ancestors. */
export async function propertyInCategoryChain(db: Executor, propertyId: number, categoryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .where(sql<boolean>`category_id in ${chainOf(categoryId)}`)
    .executeTakeFirst();
  return !!row;
}

// ---- admin product list ----

export async function listAdminProducts(db: Executor, filter: { categoryId?: number; search?: string }, page: Page) {
  let q = db.selectFrom('products as p');
  if (filter.categoryId !== undefined) q = q.where(sql<boolean>`p.category_id in ${subtreeOf(filter.categoryId)}`);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    q = q.where((eb) =>
      eb.or([eb(foldSql(sql`p.code`), 'like', pattern), eb(foldSql(sql`p.name`), 'like', pattern), eb('p.search_text', 'like', pattern)]),
    );
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([
      'p.id',
      'p.code',
      'p.name',
      'p.category_id',
      'p.is_active',
      sql<string | null>`(select i.url from product_images i where i.product_id = p.id order by i.sort_order, i.id limit 1)`.as(
        'image_url',
      ),
    ])
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

// ---- additional details ----

const detailColumns = (culture: Culture) => ({
  order: sql.ref('a.sort_order'),
  label: sql.ref('a.label'),
  value: sql.ref('a.value'),
  categoryName: localised('c', culture, 'code'),
  type: sql.ref('a.type'),
  createdOnUtc: sql.ref('a.created_at'),
  id: sql.ref('a.id'),
});
export const ADDITIONAL_DETAIL_SORT_FIELDS = ['order', 'label', 'value', 'categoryName', 'type', 'createdOnUtc', 'id'] as const;
export type AdditionalDetailSortField = (typeof ADDITIONAL_DETAIL_SORT_FIELDS)[number];

export interface AdditionalDetailFilter {
  id?: number;
  search?: string;
  categoryId?: number;
  productId?: number;
  propertyId?: number;
  propertyDetailId?: number;
  type?: 'text' | 'image' | 'link';
}

function additionalDetailQuery(db: Executor, culture: Culture, f: AdditionalDetailFilter) {
  let q = db
    .selectFrom('product_additional_details as a')
    .innerJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('properties as pr', 'pr.id', 'a.property_id')
    .leftJoin('property_details as d', 'd.id', 'a.property_detail_id')
    .leftJoin('products as p', 'p.id', 'a.product_id')
    .leftJoin('users as u', 'u.id', 'a.created_by');
  if (f.id !== undefined) q = q.where('a.id', '=', f.id);
  if (f.categoryId !== undefined) q = q.where('a.category_id', '=', f.categoryId);
  if (f.productId !== undefined) q = q.where('a.product_id', '=', f.productId);
  if (f.propertyId !== undefined) q = q.where('a.property_id', '=', f.propertyId);
  if (f.propertyDetailId !== undefined) q = q.where('a.property_detail_id', '=', f.propertyDetailId);
  if (f.type !== undefined) q = q.where('a.type', '=', f.type);
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb(foldSql(sql`a.label`), 'like', pattern),
        eb(foldSql(sql`a.value`), 'like', pattern),
        eb(foldSql(localised('c', culture, 'code')), 'like', pattern),
        eb(foldSql(detailName('d', culture)), 'like', pattern),
        eb(foldSql(sql`p.code`), 'like', pattern),
      ]),
    );
  }
  return q;
}

export async function listAdditionalDetails(
  db: Executor,
  culture: Culture,
  filter: AdditionalDetailFilter,
  sort: Sort<AdditionalDetailSortField>,
  page: Page,
) {
  const q = additionalDetailQuery(db, culture, filter);
  const total = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await selectDetail(q, culture)
    .orderBy(sql.join(orderTerms(detailColumns(culture), sort, 'a.id')))
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(total.n) };
}

function selectDetail(q: ReturnType<typeof additionalDetailQuery>, culture: Culture) {
  return q.select([
    'a.id',
    'a.category_id',
    localised('c', culture, 'code').as('category_name'),
    'a.property_id',
    sql<string | null>`case when pr.id is null then null else ${localised('pr', culture, 'key')} end`.as('property_name'),
    'a.property_detail_id',
    sql<string | null>`case when d.id is null then null else ${detailName('d', culture)} end`.as('property_detail_name'),
    'a.product_id',
    'p.code as product_code',
    'a.label',
    'a.value',
    sql<string>`coalesce(nullif(a.localised_values->>${culture}, ''), a.value)`.as('value_in_culture'),
    'a.localised_values',
    'a.image_url',
    'a.image_thumbnail_url',
    'a.sort_order',
    'a.type',
    'a.created_by',
    'u.account_name as created_by_name',
    'a.created_at',
  ]);
}

export async function getAdditionalDetail(db: Executor, culture: Culture, id: number) {
  return selectDetail(additionalDetailQuery(db, culture, { id }), culture).executeTakeFirst();
}

export async function findAdditionalDetailRow(db: Executor, id: number) {
  return db.selectFrom('product_additional_details').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface AdditionalDetailValues {
  category_id: number;
  product_id: number | null;
  property_id: number | null;
  property_detail_id: number | null;
  label: string;
  value: string;
  localised_values: Partial<LocalisedNames>;
  type: 'text' | 'image' | 'link';
  image_url: string | null;
  image_thumbnail_url: string | null;
  sort_order: number;
}

export async function insertAdditionalDetail(db: Executor, values: AdditionalDetailValues, createdBy: string) {
  const row = await db
    .insertInto('product_additional_details')
    .values({ ...values, localised_values: JSON.stringify(values.localised_values), created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdditionalDetail(db: Executor, id: number, values: AdditionalDetailValues) {
  await db
    .updateTable('product_additional_details')
    .set({ ...values, localised_values: JSON.stringify(values.localised_values), updated_at: sql<Date>`now()` as never })
    .where('id', '=', id)
    .execute();
}

export async function deleteAdditionalDetail(db: Executor, id: number) {
  await db.deleteFrom('product_additional_details').where('id', '=', id).execute();
}

// ---- category maps ----

function mapQuery(db: Executor, culture: Culture) {
  return db
    .selectFrom('category_maps as m')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .select([
      'm.id',
      'm.customer_id',
      'm.category_id',
      localised('c', culture, 'code').as('category_name'),
      'm.external_code',
      'm.external_name',
      'm.icon_url',
      'm.icon_thumbnail_url',
      'm.created_at',
    ]);
}

export async function listCategoryMaps(db: Executor, culture: Culture, customerId: string) {
  return mapQuery(db, culture).where('m.customer_id', '=', customerId).orderBy('m.external_code').orderBy('m.id').execute();
}

export async function getCategoryMap(db: Executor, culture: Culture, customerId: string, id: number) {
  return mapQuery(db, culture).where('m.customer_id', '=', customerId).where('m.id', '=', id).executeTakeFirst();
}

/** A map of this customer (another customer's map is not found). */
export async function findCategoryMapRow(db: Executor, customerId: string, id: number) {
  return db.selectFrom('category_maps').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
}

export async function externalCodeTaken(db: Executor, customerId: string, code: string, exceptId?: number): Promise<boolean> {
  let q = db
    .selectFrom('category_maps')
    .select('id')
    .where('customer_id', '=', customerId)
    .where(sql<boolean>`upper(external_code) = upper(${code})`);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return !!(await q.executeTakeFirst());
}

export interface CategoryMapValues {
  category_id: number;
  external_code: string;
  external_name: string;
  icon_url: string | null;
  icon_thumbnail_url: string | null;
}

export async function insertCategoryMap(db: Executor, customerId: string, values: CategoryMapValues) {
  const row = await db
    .insertInto('category_maps')
    .values({ customer_id: customerId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategoryMap(db: Executor, customerId: string, id: number, values: CategoryMapValues) {
  await db
    .updateTable('category_maps')
    .set({ ...values, updated_at: sql<Date>`now()` as never })
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .execute();
}

export async function deleteCategoryMap(db: Executor, customerId: string, id: number) {
  await db.deleteFrom('category_maps').where('customer_id', '=', customerId).where('id', '=', id).execute();
}

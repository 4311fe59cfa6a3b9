import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldSql } from '../../lib/search';

type Executor = Kysely<Database>;

export type BundleTexts = Record<'tr' | 'de' | 'en', string>;

export interface BundleRow {
  id: number;
  tag: string;
  titles: BundleTexts;
  descriptions: BundleTexts;
  is_active: boolean;
  updated_at: Date;
}

/** A product of a bundle, in order, as the administration shows it. */
export interface BundleProductRow {
  bundle_id: number;
  product_id: number;
  code: string;
  name: string;
  is_active: boolean;
}

/** What a create or an update writes (the products as ids, in order). */
export interface BundleValues {
  tag: string;
  titles: BundleTexts;
  descriptions: BundleTexts;
  is_active: boolean;
  product_ids: number[];
}

export const BUNDLE_SORT_FIELDS = ['tag', 'isActive', 'id'] as const;
export type BundleSortField = (typeof BUNDLE_SORT_FIELDS)[number];
const SORT_COLUMNS: Record<BundleSortField, string> = { tag: 'b.tag', isActive: 'b.is_active', id: 'b.id' };

const selectBundles = (db: Executor) =>
  db.selectFrom('bundles as b').select(['b.id', 'b.tag', 'b.titles', 'b.descriptions', 'b.is_active', 'b.updated_at']);

export interface BundleListFilters {
  tag?: string;
  isActive?: boolean;
  search?: string;
}

/** The administration list: filtered, searched (tag, titles in every language), sorted, one page and the total. */
export async function listBundles(
  db: Executor,
  filters: BundleListFilters,
  sort: readonly { field: BundleSortField; direction: 'asc' | 'desc' }[],
  page: { limit: number; offset: number },
): Promise<{ rows: BundleRow[]; total: number }> {
  let q = selectBundles(db).select(sql<string>`count(*) over ()`.as('total'));
  if (filters.tag) q = q.where('b.tag', '=', filters.tag.toLowerCase());
  if (filters.isActive !== undefined) q = q.where('b.is_active', '=', filters.isActive);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    q = q.where((eb) => eb.or([eb(foldSql(sql`b.tag`), 'like', pattern), eb(foldSql(sql`b.titles::text`), 'like', pattern)]));
  }
  for (const term of sort) q = q.orderBy(sql.ref(SORT_COLUMNS[term.field]), term.direction);
  q = q.orderBy('b.id');
  const rows = await q.limit(page.limit).offset(page.offset).execute();
  const total = rows.length > 0 ? Number(rows[0]!.total) : page.offset > 0 ? await countBundles(db, filters) : 0;
  return { rows: rows.map(({ total: _t, ...r }) => r as BundleRow), total };
}

async function countBundles(db: Executor, filters: BundleListFilters): Promise<number> {
  return (await listBundles(db, filters, [], { limit: 1, offset: 0 })).total;
}

/** The products of these bundles, each bundle's in order. */
export async function listBundleProducts(db: Executor, bundleIds: number[]): Promise<BundleProductRow[]> {
  if (bundleIds.length === 0) return [];
  return db
    .selectFrom('bundle_products as bp')
    .innerJoin('products as p', 'p.id', 'bp.product_id')
    .select(['bp.bundle_id', 'bp.product_id', 'p.code', 'p.name', 'p.is_active'])
    .where('bp.bundle_id', 'in', bundleIds)
    .orderBy('bp.bundle_id')
    .orderBy('bp.sort_order')
    .execute();
}

export async function findBundleByTag(db: Executor, tag: string): Promise<BundleRow | undefined> {
  return selectBundles(db).where('b.tag', '=', tag).executeTakeFirst() as Promise<BundleRow | undefined>;
}

export async function findBundle(db: Executor, id: number): Promise<BundleRow | undefined> {
  return selectBundles(db).where('b.id', '=', id).executeTakeFirst() as Promise<BundleRow | undefined>;
}

/** Locks a bundle's row for a change. */
export async function lockBundle(db: Executor, id: number): Promise<BundleRow | undefined> {
  return selectBundles(db).where('b.id', '=', id).forUpdate('b').executeTakeFirst() as Promise<BundleRow | undefined>;
}

/** Whether another bundle has this tag. */
export async function tagTaken(db: Executor, tag: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('bundles').select('id').where('tag', '=', tag);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The ids of products by code (exact code; unknown ones are missing from the map). */
export async function productIdsByCode(db: Executor, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('products').select(['id', 'code']).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Every switched-on bundle with its product ids in order (the home call's cache). */
export async function listActiveBundles(db: Executor): Promise<Array<BundleRow & { product_ids: number[] }>> {
  const bundles = (await selectBundles(db).where('b.is_active', '=', true).execute()) as BundleRow[];
  if (bundles.length === 0) return [];
  const links = await db
    .selectFrom('bundle_products')
    .select(['bundle_id', 'product_id'])
    .where(
      'bundle_id',
      'in',
      bundles.map((b) => b.id),
    )
    .orderBy('bundle_id')
    .orderBy('sort_order')
    .execute();
  const byBundle = new Map<number, number[]>();
  for (const l of links) byBundle.set(l.bundle_id, [...(byBundle.get(l.bundle_id) ?? []), l.product_id]);
  return bundles.map((b) => ({ ...b, product_ids: byBundle.get(b.id) ?? [] }));
}

async function writeProducts(db: Executor, bundleId: number, productIds: number[]): Promise<void> {
  await db.deleteFrom('bundle_products').where('bundle_id', '=', bundleId).execute();
  if (productIds.length > 0) {
    await db
      .insertInto('bundle_products')
      .values(productIds.map((product_id, i) => ({ bundle_id: bundleId, product_id, sort_order: i })))
      .execute();
  }
}

export async function insertBundle(db: Executor, values: BundleValues, userId: string): Promise<number> {
  const row = await db
    .insertInto('bundles')
    .values({
      tag: values.tag,
      titles: JSON.stringify(values.titles),
      descriptions: JSON.stringify(values.descriptions),
      is_active: values.is_active,
      created_by: userId,
      updated_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeProducts(db, row.id, values.product_ids);
  return row.id;
}

export async function updateBundle(db: Executor, id: number, values: BundleValues, userId: string): Promise<void> {
  await db
    .updateTable('bundles')
    .set({
      tag: values.tag,
      titles: JSON.stringify(values.titles),
      descriptions: JSON.stringify(values.descriptions),
      is_active: values.is_active,
      updated_by: userId,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
  await writeProducts(db, id, values.product_ids);
}

export async function deleteBundle(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('bundles').where('id', '=', id).execute();
}

import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';
import type { SearchQuery } from '../../lib/product-search-text';

type Executor = Kysely<Database>;

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  category_id: number;
  unit_code: string;
  vat_rate: string;
  list_price: string;
  currency: string;
  campaign: string | null;
  min_order_qty: number;
  max_order_qty: number | null;
  placeholder_qty: number;
  pre_sale_text: string | null;
  detail_ids: number[];
  total_stock: number;
}

/**
 * `total_stock` is the stock over the active warehouses (a negative ERP quantity counts as none),
 * kept by triggers on stocks and warehouses (migration 0008).
 */
const productColumns = sql`p.id, p.code, p.name, p.category_id, p.unit_code, p.vat_rate::text as vat_rate,
  p.list_price::text as list_price, trim(p.currency) as currency, p.campaign, p.min_order_qty, p.max_order_qty,
  p.placeholder_qty, p.pre_sale_text, p.detail_ids, p.total_stock`;

/** What narrows a product query; `visible` is the customer's visibility predicate on alias p. */
export interface ProductFilter {
  visible: RawBuilder<boolean>;
  categoryIds?: number[];
  search?: SearchQuery;
  /** Facet groups: a product must carry one detail of every group. */
  detailGroups?: number[][];
}

export function searchSql(search: SearchQuery): RawBuilder<boolean> {
  const words = search.words.map((w) => sql`p.search_text like ${w}`);
  const all = words.length > 0 ? sql`(${sql.join(words, sql` and `)})` : sql`true`;
  return search.compact ? sql<boolean>`(${all} or p.search_text like ${search.compact})` : sql<boolean>`${all}`;
}

function whereOf(f: ProductFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [f.visible];
  if (f.categoryIds) parts.push(sql`p.category_id = any(${f.categoryIds}::int[])`);
  if (f.search) parts.push(searchSql(f.search));
  for (const group of f.detailGroups ?? []) parts.push(sql`p.detail_ids && ${group}::int[]`);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

/** Relevance of a search hit: the exact code first, then code prefixes, then the rest. */
export const relevanceSql = (search: SearchQuery, q: string) =>
  sql`case when upper(p.code) = upper(${q.trim()}) then 0 when p.search_text like ${search.prefix} then 1 else 2 end`;

export type ProductOrder = RawBuilder<unknown>;

/** Up to this many categories in a scope, a page is merged from one ordered walk per category. */
const MERGE_MAX_CATEGORIES = 32;

/**
 * One page: the ids in order first, then the page's rows by id, in that order, each with its images
 * (sorted) in the same round trip. With `mergeByCategory` (many matches), a category scope and no
 * search text, each category's ids come from its products_list_* index in order, limited to
 * offset + limit (PostgreSQL does not walk `category_id = any(...)` in order of the other keys),
 * and the walks are merged; otherwise one filtered, sorted query.
 */
export async function listProducts(
  db: Executor,
  f: ProductFilter,
  order: ProductOrder,
  limit: number,
  offset: number,
  opts: { mergeByCategory?: boolean } = {},
) {
  const scope = f.categoryIds;
  const ids =
    opts.mergeByCategory && scope && scope.length > 0 && scope.length <= MERGE_MAX_CATEGORIES && !f.search
      ? sql`select p.id from (${sql.join(
          scope.map(
            (categoryId) => sql`(select p.id, p.name, p.code, p.list_price, p.total_stock, p.created_at from products p
              where ${whereOf({ ...f, categoryIds: undefined })} and p.category_id = ${categoryId}
              order by ${order} limit ${limit + offset})`,
          ),
          sql` union all `,
        )}) p order by ${order} limit ${limit} offset ${offset}`
      : sql`select p.id from products p where ${whereOf(f)} order by ${order} limit ${limit} offset ${offset}`;
  const rows = await sql<ProductRow & { images: { url: string; order: number }[] }>`
    select ${productColumns},
      (select coalesce(json_agg(json_build_object('url', i.url, 'order', i.sort_order) order by i.sort_order, i.id), '[]')
        from product_images i where i.product_id = p.id) as images
    from unnest(array(${ids})) with ordinality as page(id, n)
    join products p on p.id = page.id
    order by page.n`.execute(db);
  return rows.rows;
}

export async function countProducts(db: Executor, f: ProductFilter): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from products p where ${whereOf(f)}`.execute(db);
  return r.rows[0]?.n ?? 0;
}

export async function findProductsByIds(db: Executor, visible: RawBuilder<boolean>, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await sql<ProductRow>`
    select ${productColumns} from products p where p.id = any(${ids}::int[]) and ${visible}`.execute(db);
  return rows.rows;
}

export async function findProductByCode(db: Executor, visible: RawBuilder<boolean>, code: string) {
  const rows = await sql<ProductRow>`
    select ${productColumns} from products p where upper(p.code) = upper(${code}) and ${visible}
    order by (p.code = ${code}) desc limit 1`.execute(db);
  return rows.rows[0];
}

/** The property details of the given products. */
export async function listDetailsOfProducts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await sql<{
    product_id: number;
    property_id: number;
    key: string;
    property_names: LocalisedNames;
    detail_id: number;
    code: string;
    name: string;
    names: LocalisedNames | null;
  }>`
    select ppd.product_id, pr.id as property_id, pr.key, pr.names as property_names,
      pd.id as detail_id, pd.code, pd.name, pd.names
    from product_property_details ppd
    join property_details pd on pd.id = ppd.property_detail_id
    join properties pr on pr.id = pd.property_id
    where ppd.product_id = any(${ids}::int[])
    order by ppd.product_id, pr.sort_order, pr.id, pd.sort_order, pd.id`.execute(db);
  return rows.rows;
}

export async function listImagesOfProducts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('product_images')
    .select(['product_id', 'url', 'sort_order'])
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The first image of each product. */
export async function listFirstImages(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await sql<{ product_id: number; url: string }>`
    select distinct on (product_id) product_id, url from product_images
    where product_id = any(${ids}::int[]) order by product_id, sort_order, id`.execute(db);
  return rows.rows;
}

/** Stock rows of one product in the active warehouses, by priority. */
export async function listWarehouseStocks(db: Executor, productId: number) {
  const rows = await sql<{ code: string; name: string; quantity: number }>`
    select w.code, w.name, greatest(s.quantity, 0)::int as quantity
    from stocks s join warehouses w on w.code = s.warehouse_code
    where s.product_id = ${productId} and w.is_active
    order by w.priority, w.code`.execute(db);
  return rows.rows;
}

/** How many visible products of the filter carry each property detail. */
export async function countByDetail(db: Executor, f: ProductFilter): Promise<Map<number, number>> {
  const rows = await sql<{ id: number; n: number }>`
    select d.id, count(*)::int as n
    from products p cross join lateral unnest(p.detail_ids) as d(id)
    where ${whereOf(f)}
    group by d.id`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** Facet properties of these categories with their details. */
export async function listFacetProperties(db: Executor, categoryIds: number[]) {
  const rows = await sql<{
    property_id: number;
    key: string;
    property_names: LocalisedNames;
    detail_id: number;
    code: string;
    name: string;
    names: LocalisedNames | null;
  }>`
    select pr.id as property_id, pr.key, pr.names as property_names, pd.id as detail_id, pd.code, pd.name, pd.names
    from properties pr join property_details pd on pd.property_id = pr.id
    where pr.category_id = any(${categoryIds}::int[]) and pr.is_facet
    order by pr.sort_order, pr.id, pd.sort_order, pd.id`.execute(db);
  return rows.rows;
}

/** The property of each of these details (unknown ids are absent). */
export async function findDetailProperties(db: Executor, detailIds: number[]) {
  if (detailIds.length === 0) return [];
  return db.selectFrom('property_details').select(['id', 'property_id']).where('id', 'in', detailIds).execute();
}

/** Every property detail with its property (the facet filter's grouping, cached by the service). */
export async function listDetailProperties(db: Executor) {
  return db.selectFrom('property_details').select(['id', 'property_id']).execute();
}

/** Search hits grouped by category: each group's total and its best `perGroup` products. */
export async function searchGrouped(db: Executor, f: ProductFilter & { search: SearchQuery }, q: string, perGroup: number) {
  const rows = await sql<{ id: number; code: string; name: string; category_id: number; total: number; best: number; rn: number }>`
    with hits as (
      select p.id, p.code, p.name, p.category_id, ${relevanceSql(f.search, q)} as r
      from products p where ${whereOf(f)}
    ), ranked as (
      select h.*, count(*) over w_all as total, min(h.r) over w_all as best,
        row_number() over (partition by h.category_id order by h.r, h.name, h.id) as rn
      from hits h
      window w_all as (partition by h.category_id)
    )
    select id, code, name, category_id, total::int as total, best, rn::int as rn from ranked
    where rn <= ${perGroup}
    order by best, total desc, category_id, rn`.execute(db);
  return rows.rows;
}

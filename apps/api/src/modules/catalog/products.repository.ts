import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';

type Executor = Kysely<Database>;

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  /** The ERP's names per language (migration 0054); the reader's is shown when there (localName). */
  names: Partial<LocalisedNames> | null;
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
  /** List prices in other currencies (price lists, migration 0015), by currency; null when none. */
  prices: Record<string, string> | null;
}

/**
 * `total_stock` is the stock over the active warehouses (a negative ERP quantity counts as none),
 * kept by triggers on stocks and warehouses (migration 0008).
 */
const productColumns = sql`p.id, p.code, p.name, p.names, p.category_id, p.unit_code, p.vat_rate::text as vat_rate,
  p.list_price::text as list_price, trim(p.currency) as currency, p.campaign, p.min_order_qty, p.max_order_qty,
  p.placeholder_qty, p.pre_sale_text, p.detail_ids, p.total_stock,
  (select json_object_agg(trim(pp.currency), pp.list_price::text) from product_prices pp where pp.product_id = p.id) as prices`;

/**
 * The rows of active products by id, with their images (sorted), for the list's row cache
 * (products.service.ts); and the revisions the catalogue index compares itself with, so a changed
 * catalogue is noticed without another query.
 */
export async function listProductRows(db: Executor, ids: number[]) {
  const result = await sql<Omit<PageRow, 'id'> & { id: number | null; catalogue_revision: string; stock_revision: string }>`
    select r.revision::text as catalogue_revision, s.last_value::text as stock_revision, page.*
    from catalogue_revision r
    cross join catalogue_stock_revision s
    left join lateral (
      select ${productColumns},
        (select coalesce(json_agg(json_build_object('url', i.url, 'order', i.sort_order) order by i.sort_order, i.id), '[]')
          from product_images i where i.product_id = p.id) as images
      from products p
      where p.id = any(${ids}::int[]) and p.is_active
    ) page on true`.execute(db);
  const first = result.rows[0];
  return {
    rows: result.rows.filter((r) => r.id !== null) as PageRow[],
    revision: first?.catalogue_revision ?? '',
    stockRevision: first?.stock_revision ?? '',
  };
}

/** A product row with its images, as the list shows it. */
export type PageRow = ProductRow & { images: { url: string; order: number }[] };

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

/** Stock rows of one product in the active warehouses, by priority. */
export async function listWarehouseStocks(db: Executor, productId: number) {
  const rows = await sql<{ code: string; name: string; quantity: number }>`
    select w.code, w.name, greatest(s.quantity, 0)::int as quantity
    from stocks s join warehouses w on w.code = s.warehouse_code
    where s.product_id = ${productId} and w.is_active
    order by w.priority, w.code`.execute(db);
  return rows.rows;
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

/** Every property detail with its property (the facet filter's grouping, cached by the service). */
export async function listDetailProperties(db: Executor) {
  return db.selectFrom('property_details').select(['id', 'property_id']).execute();
}

/** Code, names and first image of active products (the header search's rows). */
export async function listProductSummaries(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await sql<{ id: number; code: string; name: string; names: Partial<LocalisedNames> | null; image_url: string | null }>`
    select p.id, p.code, p.name, p.names,
      (select i.url from product_images i where i.product_id = p.id order by i.sort_order, i.id limit 1) as image_url
    from products p where p.id = any(${ids}::int[]) and p.is_active`.execute(db);
  return rows.rows;
}

/** Every product with stock in these warehouses, with that stock (a routed customer's stock sort, orderable-stock.ts). */
export async function stockInWarehouses(db: Executor, codes: string[]): Promise<Array<{ id: number; quantity: number }>> {
  const result = await sql<{ id: number; quantity: number }>`
    select s.product_id as id, sum(s.quantity)::int as quantity from stocks s
    where s.warehouse_code = any(${codes}::text[]) and s.quantity > 0
    group by s.product_id`.execute(db);
  return result.rows;
}

/**
 * Units in stock per product over the warehouses `codes` (a negative ERP quantity counts as none, as
 * in total_stock); products without stock there are left out.
 */
export async function stockOverWarehouses(db: Executor, ids: number[], codes: string[]): Promise<Map<number, number>> {
  const result = await sql<{ product_id: number; quantity: number }>`
    select s.product_id, sum(greatest(s.quantity, 0))::int as quantity from stocks s
    where s.product_id = any(${ids}::int[]) and s.warehouse_code = any(${codes}::text[])
    group by s.product_id`.execute(db);
  return new Map(result.rows.map((r) => [r.product_id, r.quantity]));
}

/** Every active product's code and barcode (the quick-order pad's code table, product-lookup.ts). */
export async function listProductCodes(db: Executor) {
  const rows = await sql<{ id: number; code: string; ean: string | null }>`
    select p.id, p.code, p.ean from products p where p.is_active`.execute(db);
  return rows.rows;
}

/** A product's expense cost per unit (recycling fee), as the cart prices it. */
export async function findExpenseCost(db: Executor, id: number): Promise<string> {
  const row = await db
    .selectFrom('products')
    .select(sql<string>`expense_cost::text`.as('expense_cost'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.expense_cost ?? '0';
}

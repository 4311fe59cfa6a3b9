import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/**
 * The stored orders: ascending name (ties by id), code, stock descending (then name, id) and newest
 * (created, id, descending). A descending name or code order walks the ascending one backwards (ties by
 * id descending; codes are unique). Price orders are per currency (catalogue-index.ts PriceOrders).
 */
export const ORDER_KEYS = ['name', 'code', 'stockDesc', 'newest'] as const;
export type OrderKey = (typeof ORDER_KEYS)[number];
const ORDER_SQL: Record<OrderKey, string> = {
  name: 'p.name, p.id',
  code: 'p.code',
  stockDesc: 'p.total_stock desc, p.name, p.id',
  newest: 'p.created_at desc, p.id desc',
};

/** Active products under active categories only (categories joined by the tree CTE `tree`). */
const orderSql = (orderBy: string) =>
  sql.raw(
    `(select string_agg(int4send(o.id), ''::bytea) from (select p.id from products p join tree t on t.id = p.category_id where p.is_active order by ${orderBy}) o)`,
  );

/** The products in the order of the price a customer of currency `c` is offered (pricing.ts listPriceFor). */
const priceListOrderSql = (direction: 'asc' | 'desc') =>
  `encode((select string_agg(int4send(o.id), ''::bytea) from (
      select p.id from products p join tree t on t.id = p.category_id
        left join product_prices pp on pp.product_id = p.id and pp.currency = c.currency
      where p.is_active
      order by (case when p.currency <> c.currency and pp.list_price is not null then pp.list_price else p.list_price end) ${direction},
        p.name, p.id) o), 'base64')`;

/** The catalogue as one row (catalogue-index.ts builds the index from it); orders as big-endian int4s. */
export type CatalogueSnapshotRow = {
  revision: string;
  stock_revision: string;
  /** "id:category:stock:currency:detail,detail;..." by category tree position, then id. */
  products: string | null;
  price_asc: Uint8Array | null;
  price_desc: Uint8Array | null;
  price_lists: Array<{ currency: string; asc: string | null; desc: string | null; listed: string | null }> | null;
} & Record<OrderKey, Uint8Array | null>;

/** One statement (one snapshot) for the revision and everything it describes. */
export async function loadCatalogueSnapshot(db: Executor): Promise<CatalogueSnapshotRow> {
  const result = await sql<CatalogueSnapshotRow>`
    with recursive tree as (
      -- the active categories under active ancestors: an inactive category hides its whole branch
      select c.id, array[c.sort_order, c.id] as path from categories c where c.parent_id is null and c.is_active
      union all
      select c.id, t.path || array[c.sort_order, c.id] from categories c join tree t on c.parent_id = t.id where c.is_active
    )
    select (select revision::text from catalogue_revision) as revision,
      (select last_value::text from catalogue_stock_revision) as stock_revision,
      (select string_agg(p.id::text || ':' || p.category_id::text || ':' || p.total_stock::text || ':' || trim(p.currency) || ':'
          || array_to_string(p.detail_ids, ','), ';' order by t.path, p.id)
        from products p join tree t on t.id = p.category_id where p.is_active) as products,
      ${sql.join(
        ORDER_KEYS.map((key) => sql`${orderSql(ORDER_SQL[key])} as ${sql.ref(key)}`),
        sql`, `,
      )},
      ${orderSql('p.list_price, p.name, p.id')} as price_asc,
      ${orderSql('p.list_price desc, p.name, p.id')} as price_desc,
      (select json_agg(json_build_object('currency', trim(c.currency), 'asc', ${sql.raw(priceListOrderSql('asc'))},
          'desc', ${sql.raw(priceListOrderSql('desc'))},
          'listed', encode((select string_agg(int4send(pp.product_id), ''::bytea) from product_prices pp where pp.currency = c.currency), 'base64')))
        from (select distinct currency from product_prices) c) as price_lists`.execute(db);
  return result.rows[0]!;
}

/** The stock order (ids and their stock, big-endian int4s) and the stock revision it was read at. */
export async function loadStockOrder(db: Executor) {
  const result = await sql<{ stock_revision: string; ids: Uint8Array | null; stocks: Uint8Array | null }>`
    select (select last_value::text from catalogue_stock_revision) as stock_revision,
      string_agg(int4send(o.id), ''::bytea) as ids, string_agg(int4send(o.total_stock), ''::bytea) as stocks
    from (select p.id, p.total_stock from products p where p.is_active order by ${sql.raw(ORDER_SQL.stockDesc)}) o`.execute(db);
  return result.rows[0]!;
}

/** The revisions the index compares itself with. */
export async function loadCatalogueRevisions(db: Executor) {
  const r = await sql<{ revision: string; stock_revision: string }>`
    select (select revision::text from catalogue_revision) as revision,
      (select last_value::text from catalogue_stock_revision) as stock_revision`.execute(db);
  return r.rows[0];
}

/** Every active product's list price offered to a customer of `currency` (pricing.ts listPriceFor) and its minimum quantity. */
export async function loadOfferedPrices(db: Executor, currency: string) {
  const result = await sql<{ id: number; price: string; currency: string; min_order_qty: number }>`
    select p.id, coalesce(case when p.currency <> ${currency} then pp.list_price end, p.list_price)::text as price,
      case when p.currency <> ${currency} and pp.list_price is not null then ${currency}::text else trim(p.currency) end as currency,
      p.min_order_qty
    from products p
    left join product_prices pp on pp.product_id = p.id and pp.currency = ${currency}
    where p.is_active`.execute(db);
  return result.rows;
}

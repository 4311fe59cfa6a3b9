import { sql } from 'kysely';
import type { Db as Executor } from '../../db/executor';

/**
 * The sync's statements (ADR 0035): set-based, one statement per step whatever the batch's size, the rows
 * as one JSON parameter (jsonb_to_recordset). Each entity has
 * - a classification: per row `created`, `updated` (some column differs, IS DISTINCT FROM) or `unchanged`;
 * - an upsert run with the created and updated rows only (their positions in the classified batch, which
 *   it reads back: sendBatch), and only when there are any: a statement-level trigger (catalogue_revision,
 *   the stock revision) fires even for a statement that changes nothing, so the same batch twice must send
 *   no write at all.
 */

export type Status = 'created' | 'updated' | 'unchanged';
/** The rows with their position (`ord`), so a classification answers in the batch's order. */
const json = (rows: readonly object[]) => JSON.stringify(rows.map((r, ord) => ({ ...r, ord })));

/**
 * A batch goes to PostgreSQL once (ADR 0057): the classification sends it and keeps it in a setting local
 * to the transaction, and the upsert reads it back from there, taking the rows whose positions it is given
 * (the created and updated ones). The two cannot be one statement: a statement-level trigger fires even
 * for a write that changes no row, so the upsert must not run at all for a batch that changes nothing.
 * Both must run in one transaction (a setting set outside one ends with its statement).
 */
const BATCH_SETTING = 'dealerport.sync_batch';
export const sendBatch = (rows: readonly object[]) => sql`jsonb_to_recordset(set_config(${BATCH_SETTING}, ${json(rows)}, true)::jsonb)`;
export const sentBatch = sql`jsonb_to_recordset(current_setting(${BATCH_SETTING})::jsonb)`;
/** Rows of the sent batch at these positions (`r.ord`). */
export const atPositions = (ords: readonly number[]) => sql`r.ord = any(${ords}::int[])`;

/** One sync of an entity at a time (in the caller's transaction): the classification holds until the commit. */
export async function lockEntity(db: Executor, entity: string) {
  await sql`select pg_advisory_xact_lock(hashtext(${`integrations.sync.${entity}`}))`.execute(db);
}

/** Categories, properties and values are read by the catalogue index too: the revision tells every process. */
export async function bumpCatalogueRevision(db: Executor) {
  await sql`update catalogue_revision set revision = revision + 1`.execute(db);
}

// ---- categories ----

export async function allCategories(db: Executor) {
  return db.selectFrom('categories').select(['id', 'code', 'parent_id']).execute();
}

export interface CategoryValues {
  code: string;
  parent_code: string | null;
  names: unknown;
  sort_order: number;
  is_active: boolean;
  ref_code: string;
}

export async function classifyCategories(db: Executor, rows: CategoryValues[]) {
  const { rows: out } = await sql<{ code: string; status: Status }>`
    select r.code,
      case when c.id is null then 'created'
        when (c.names, c.sort_order, c.is_active, c.ref_code, c.parent_id)
          is distinct from (r.names, r.sort_order, r.is_active, r.ref_code, p.id) then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)}
      as r(code text, parent_code text, names jsonb, sort_order int, is_active boolean, ref_code text)
    left join categories c on upper(c.code) = upper(r.code)
    left join categories p on upper(p.code) = upper(r.parent_code)`.execute(db);
  return out;
}

/** Writes the rows, then their parents (a parent may be one of the same rows, created just now). */
export async function upsertCategories(db: Executor, ords: readonly number[]) {
  await sql`
    insert into categories (code, names, sort_order, is_active, ref_code)
    select r.code, r.names, r.sort_order, r.is_active, r.ref_code
    from ${sentBatch} as r(code text, names jsonb, sort_order int, is_active boolean, ref_code text, ord int)
    where ${atPositions(ords)}
    on conflict ((upper(code))) do update
      set names = excluded.names, sort_order = excluded.sort_order, is_active = excluded.is_active, ref_code = excluded.ref_code
      where (categories.names, categories.sort_order, categories.is_active, categories.ref_code)
        is distinct from (excluded.names, excluded.sort_order, excluded.is_active, excluded.ref_code)`.execute(db);
  await sql`
    update categories c set parent_id = x.parent_id
    from (
      select r.code, p.id as parent_id
      from ${sentBatch} as r(code text, parent_code text, ord int)
      left join categories p on upper(p.code) = upper(r.parent_code)
      where ${atPositions(ords)}
    ) x
    where upper(c.code) = upper(x.code) and c.parent_id is distinct from x.parent_id`.execute(db);
}

// ---- properties and their values ----

export async function allProperties(db: Executor) {
  return db.selectFrom('properties').select(['id', 'category_id', 'key']).execute();
}

export interface PropertyValues {
  category_id: number;
  key: string;
  names: unknown;
  sort_order: number;
  is_facet: boolean;
}

export async function classifyProperties(db: Executor, rows: PropertyValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when p.id is null then 'created'
        when (p.names, p.sort_order, p.is_facet) is distinct from (r.names, r.sort_order, r.is_facet) then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)}
      as r(category_id int, key text, names jsonb, sort_order int, is_facet boolean, ord int)
    left join properties p on p.category_id = r.category_id and p.key = r.key
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

export async function upsertProperties(db: Executor, ords: readonly number[]) {
  await sql`
    insert into properties (category_id, key, names, sort_order, is_facet)
    select r.category_id, r.key, r.names, r.sort_order, r.is_facet
    from ${sentBatch} as r(category_id int, key text, names jsonb, sort_order int, is_facet boolean, ord int)
    where ${atPositions(ords)}
    on conflict (category_id, key) do update
      set names = excluded.names, sort_order = excluded.sort_order, is_facet = excluded.is_facet
      where (properties.names, properties.sort_order, properties.is_facet)
        is distinct from (excluded.names, excluded.sort_order, excluded.is_facet)`.execute(db);
}

export interface PropertyDetailValues {
  property_id: number;
  code: string;
  name: string;
  names: unknown;
  sort_order: number;
}

export async function classifyPropertyDetails(db: Executor, rows: PropertyDetailValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when d.id is null then 'created'
        when (d.name, d.names, d.sort_order) is distinct from (r.name, r.names, r.sort_order) then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)}
      as r(property_id int, code text, name text, names jsonb, sort_order int, ord int)
    left join property_details d on d.property_id = r.property_id and d.code = r.code
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

export async function upsertPropertyDetails(db: Executor, ords: readonly number[]) {
  await sql`
    insert into property_details (property_id, code, name, names, sort_order)
    select r.property_id, r.code, r.name, r.names, r.sort_order
    from ${sentBatch} as r(property_id int, code text, name text, names jsonb, sort_order int, ord int)
    where ${atPositions(ords)}
    on conflict (property_id, code) do update
      set name = excluded.name, names = excluded.names, sort_order = excluded.sort_order
      where (property_details.name, property_details.names, property_details.sort_order)
        is distinct from (excluded.name, excluded.names, excluded.sort_order)`.execute(db);
}

/** The values a batch names, by (property, code). */
export async function findPropertyDetails(db: Executor, pairs: { propertyId: number; code: string }[]) {
  if (pairs.length === 0) return [];
  const { rows } = await sql<{ id: number; property_id: number; code: string; name: string; names: Record<string, string> | null }>`
    select d.id, d.property_id, d.code, d.name, d.names
    from property_details d
    join unnest(${pairs.map((p) => p.propertyId)}::int[], ${pairs.map((p) => p.code)}::text[]) as x(property_id, code)
      on d.property_id = x.property_id and d.code = x.code`.execute(db);
  return rows;
}

// ---- products ----

export interface ProductValues {
  code: string;
  name: string;
  category_id: number;
  unit_code: string;
  vat_rate: string;
  list_price: string;
  currency: string;
  min_order_qty: number;
  max_order_qty: number | null;
  is_active: boolean;
  /** Postgres array text, sorted: '{3,17}'. */
  detail_ids: string;
  search_text: string;
  ean: string | null;
  /** False: the row did not name an ean, the product keeps its own. */
  ean_sent: boolean;
  /** Names per language (migration 0054), null for none. */
  names: Partial<Record<'tr' | 'de' | 'en', string>> | null;
  /** False: the row did not name them, the product keeps its own. */
  names_sent: boolean;
}

const PRODUCT_RECORD = sql`r(code text, name text, category_id int, unit_code text, vat_rate numeric, list_price numeric, currency text,
  min_order_qty int, max_order_qty int, is_active boolean, detail_ids text, search_text text, ean text, ean_sent boolean,
  names jsonb, names_sent boolean, ord int)`;
/** The ean a row leaves the product with (`p`: the product as it is, if any). */
const ROW_EAN = sql`case when r.ean_sent then r.ean else p.ean end`;
/** The names a row leaves the product with, as ROW_EAN. */
const ROW_NAMES = sql`case when r.names_sent then r.names else p.names end`;

export async function classifyProducts(db: Executor, rows: ProductValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when p.id is null then 'created'
        when (p.name, p.category_id, p.unit_code, p.vat_rate, p.list_price, p.currency, p.min_order_qty, p.max_order_qty,
              p.is_active, p.search_text, array(select unnest(p.detail_ids) order by 1), p.ean, p.names)
          is distinct from (r.name, r.category_id, r.unit_code, r.vat_rate, r.list_price, r.currency, r.min_order_qty,
              r.max_order_qty, r.is_active, r.search_text, r.detail_ids::int[], ${ROW_EAN}, ${ROW_NAMES}) then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)} as ${PRODUCT_RECORD}
    left join products p on p.code = r.code
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

/** Writes the products and their property values (product_property_details, the normalised truth of detail_ids). */
export async function upsertProducts(db: Executor, ords: readonly number[]) {
  await sql`
    insert into products (code, name, category_id, unit_code, vat_rate, list_price, currency, min_order_qty, max_order_qty,
      is_active, detail_ids, search_text, ean, names)
    select r.code, r.name, r.category_id, r.unit_code, r.vat_rate, r.list_price, r.currency, r.min_order_qty, r.max_order_qty,
      r.is_active, r.detail_ids::int[], r.search_text, ${ROW_EAN}, ${ROW_NAMES}
    from ${sentBatch} as ${PRODUCT_RECORD}
    left join products p on p.code = r.code
    where ${atPositions(ords)}
    on conflict (code) do update
      set name = excluded.name, category_id = excluded.category_id, unit_code = excluded.unit_code, vat_rate = excluded.vat_rate,
        list_price = excluded.list_price, currency = excluded.currency, min_order_qty = excluded.min_order_qty,
        max_order_qty = excluded.max_order_qty, is_active = excluded.is_active, detail_ids = excluded.detail_ids,
        search_text = excluded.search_text, ean = excluded.ean, names = excluded.names`.execute(db);
  const written = sql`(select r.code from ${sentBatch} as r(code text, ord int) where ${atPositions(ords)})`;
  await sql`
    delete from product_property_details d
    using products p
    where p.code in ${written} and d.product_id = p.id and d.property_detail_id <> all(p.detail_ids)`.execute(db);
  await sql`
    insert into product_property_details (product_id, property_detail_id)
    select p.id, unnest(p.detail_ids) from products p where p.code in ${written}
    on conflict do nothing`.execute(db);
}

/** The names per language the products of these codes have (those that have any). */
export async function findProductNames(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['code', 'names'])
    .where('code', '=', sql<string>`any(${codes}::text[])`)
    .where('names', 'is not', null)
    .execute();
}

export async function findProducts(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('products').select(['id', 'code']).where('code', '=', sql<string>`any(${codes}::text[])`).execute();
}

// ---- warehouses and stock ----

export interface WarehouseValues {
  code: string;
  name: string;
  priority: number;
  division_id: number;
  is_active: boolean;
}

const WAREHOUSE_RECORD = sql`r(code text, name text, priority int, division_id int, is_active boolean, ord int)`;

export async function classifyWarehouses(db: Executor, rows: WarehouseValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when w.code is null then 'created'
        when (w.name, w.priority, w.division_id, w.is_active) is distinct from (r.name, r.priority, r.division_id, r.is_active)
          then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)} as ${WAREHOUSE_RECORD}
    left join warehouses w on w.code = r.code
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

export async function upsertWarehouses(db: Executor, ords: readonly number[]) {
  await sql`
    insert into warehouses (code, name, priority, division_id, is_active)
    select r.code, r.name, r.priority, r.division_id, r.is_active
    from ${sentBatch} as ${WAREHOUSE_RECORD}
    where ${atPositions(ords)}
    on conflict (code) do update
      set name = excluded.name, priority = excluded.priority, division_id = excluded.division_id, is_active = excluded.is_active
      where (warehouses.name, warehouses.priority, warehouses.division_id, warehouses.is_active)
        is distinct from (excluded.name, excluded.priority, excluded.division_id, excluded.is_active)`.execute(db);
}

export async function findWarehouses(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('warehouses').select(['code']).where('code', '=', sql<string>`any(${codes}::text[])`).execute();
}

export interface StockValues {
  product_id: number;
  warehouse_code: string;
  quantity: number;
}

const STOCK_RECORD = sql`r(product_id int, warehouse_code text, quantity int, ord int)`;

export async function classifyStocks(db: Executor, rows: StockValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when s.product_id is null then 'created'
        when s.quantity is distinct from r.quantity then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)} as ${STOCK_RECORD}
    left join stocks s on s.product_id = r.product_id and s.warehouse_code = r.warehouse_code
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

/** The stocks triggers (migration 0008) then refresh products.total_stock, which moves the stock revision. */
export async function upsertStocks(db: Executor, ords: readonly number[]) {
  await sql`
    insert into stocks (product_id, warehouse_code, quantity)
    select r.product_id, r.warehouse_code, r.quantity
    from ${sentBatch} as ${STOCK_RECORD}
    where ${atPositions(ords)}
    on conflict (product_id, warehouse_code) do update set quantity = excluded.quantity
      where stocks.quantity is distinct from excluded.quantity`.execute(db);
}

// ---- price lists and customer discounts ----

export interface PriceValues {
  product_id: number;
  currency: string;
  list_price: string;
}

const PRICE_RECORD = sql`r(product_id int, currency text, list_price numeric, ord int)`;

export async function classifyPrices(db: Executor, rows: PriceValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when p.product_id is null then 'created'
        when p.list_price is distinct from r.list_price then 'updated'
        else 'unchanged' end as status
    from ${sendBatch(rows)} as ${PRICE_RECORD}
    left join product_prices p on p.product_id = r.product_id and p.currency = r.currency
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

export async function upsertPrices(db: Executor, ords: readonly number[]) {
  await sql`
    insert into product_prices (product_id, currency, list_price)
    select r.product_id, r.currency, r.list_price
    from ${sentBatch} as ${PRICE_RECORD}
    where ${atPositions(ords)}
    on conflict (product_id, currency) do update set list_price = excluded.list_price, updated_at = now()
      where product_prices.list_price is distinct from excluded.list_price`.execute(db);
}

export async function findCustomers(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db.selectFrom('customers').select(['id', 'code']).where('code', '=', sql<string>`any(${codes}::text[])`).execute();
}

export interface DiscountValues {
  customer_id: string;
  /** Postgres array text: '{10,5}'. */
  discount_rates: string;
}

const DISCOUNT_RECORD = sql`r(customer_id uuid, discount_rates text, ord int)`;

export async function classifyDiscounts(db: Executor, rows: DiscountValues[]) {
  const { rows: out } = await sql<{ status: Status }>`
    select case when c.discount_rates is distinct from r.discount_rates::numeric(5,2)[] then 'updated' else 'unchanged' end as status
    from ${sendBatch(rows)} as ${DISCOUNT_RECORD}
    join customers c on c.id = r.customer_id
    order by r.ord`.execute(db);
  return out.map((r) => r.status);
}

/** The customers trigger (migration 0012) moves view_revision, so the catalogue's view of each is rebuilt. */
export async function updateDiscounts(db: Executor, ords: readonly number[]) {
  await sql`
    update customers c set discount_rates = r.discount_rates::numeric(5,2)[], updated_at = now()
    from ${sentBatch} as ${DISCOUNT_RECORD}
    where ${atPositions(ords)} and c.id = r.customer_id and c.discount_rates is distinct from r.discount_rates::numeric(5,2)[]`.execute(db);
}

import type {
  CustomerReportFilter,
  CustomerReportSortColumn,
  OrderReportFilter,
  OrderReportSortColumn,
  ProductImageReportFilter,
  ProductImageReportSortColumn,
  ProductReportFilter,
  ProductReportSortColumn,
  SortDirection,
} from '@dealerport/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldedColumn } from '../../lib/search';
import { type CustomerScope, customerInScopeSql } from '../customers';

// Composes customerInScopeSql (customers area, ADR 0030): every report row of a customer is the caller's.

type Executor = Kysely<Database>;

export interface Page {
  limit: number;
  offset: number;
}
export interface Sort<C extends string> {
  column: C;
  direction: SortDirection;
}

const and = (parts: RawBuilder<unknown>[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
const dir = (d: SortDirection) => (d === 'desc' ? sql`desc` : sql`asc`);
/** `code starts with` (upper, LIKE-escaped). */
const prefixPattern = (term: string) =>
  `${term
    .trim()
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The category and every category under it. */
const categoryTreeSql = (categoryId: number) =>
  sql`(with recursive tree(id) as (select ${categoryId}::int union all select c.id from categories c join tree on c.parent_id = tree.id) select id from tree)`;
const categoryNameSql = (culture: string) => sql<string>`coalesce(cat.names->>${culture}, cat.names->>'tr', cat.code)`;

// ---- order report ----

export interface OrderReportScope {
  scope: CustomerScope;
  timeZone: string;
  filter: OrderReportFilter;
}

export interface OrderReportDbRow {
  doc_number: string;
  date: string;
  customer_code: string | null;
  customer_name: string;
  salesman_code: string | null;
  salesman_name: string | null;
  product_code: string;
  product_name: string;
  quantity: number;
  unit_code: string;
  price: string;
  total: string;
  currency: string;
  status: string;
}

/**
 * The rows a filter selects. Dates bound `o.created_at` as instants (the first moment of the start day and of
 * the day after the end, in the distributor's zone), so the range is an index range of orders_created.
 */
function orderWhere({ scope, timeZone, filter: f }: OrderReportScope) {
  const parts: RawBuilder<unknown>[] = [customerInScopeSql(scope, 'o.customer_id')];
  if (f.startDate) parts.push(sql`o.created_at >= ${startInstant(f.startDate, timeZone)}`);
  if (f.endDate) parts.push(sql`o.created_at < ${endInstant(f.endDate, timeZone)}`);
  if (f.customerId) parts.push(sql`o.customer_id = ${f.customerId}::uuid`);
  if (f.salesmanId)
    parts.push(
      sql`exists (select 1 from salesman_customers fsc where fsc.salesman_id = ${f.salesmanId}::uuid and fsc.customer_id = o.customer_id)`,
    );
  if (f.status) parts.push(sql`l.status = ${f.status}`);
  if (f.categoryId) parts.push(sql`l.category_id in ${categoryTreeSql(f.categoryId)}`);
  if (f.product)
    parts.push(
      sql`(upper(l.product_code) like ${prefixPattern(f.product)} or ${foldedColumn('l.product_name')} like ${containsPattern(f.product)})`,
    );
  return and(parts);
}

/** The first moment of the start day, and of the day after the end day, in the distributor's zone. */
const startInstant = (date: string, timeZone: string) => sql`(${date}::date::timestamp at time zone ${timeZone})`;
const endInstant = (date: string, timeZone: string) => sql`((${date}::date + 1)::timestamp at time zone ${timeZone})`;

/**
 * The same selection over order_report_summary's or order_report_categories' cells (migrations 0050, 0052;
 * ADR 0059), for a filter without a product (that needs the lines). A day bound selects whole 15-minute
 * buckets when it falls on one (every zone in use); `summaryExact` says whether it does.
 */
function summaryWhere({ scope, timeZone, filter: f }: OrderReportScope) {
  const parts: RawBuilder<unknown>[] = [customerInScopeSql(scope, 's.customer_id')];
  if (f.startDate) parts.push(sql`s.bucket >= ${startInstant(f.startDate, timeZone)}`);
  if (f.endDate) parts.push(sql`s.bucket < ${endInstant(f.endDate, timeZone)}`);
  if (f.customerId) parts.push(sql`s.customer_id = ${f.customerId}::uuid`);
  if (f.salesmanId)
    parts.push(
      sql`exists (select 1 from salesman_customers fsc where fsc.salesman_id = ${f.salesmanId}::uuid and fsc.customer_id = s.customer_id)`,
    );
  if (f.status) parts.push(sql`s.status = ${f.status}`);
  return and(parts);
}

function summaryExact({ timeZone, filter: f }: OrderReportScope) {
  const parts: RawBuilder<unknown>[] = [];
  for (const instant of [f.startDate && startInstant(f.startDate, timeZone), f.endDate && endInstant(f.endDate, timeZone)])
    if (instant) parts.push(sql`sales_summary_bucket(${instant}) = ${instant}`);
  return and(parts);
}

const ORDER_SORT: Record<OrderReportSortColumn, RawBuilder<unknown>> = {
  date: sql`o.created_at`,
  ficheNo: sql`o.doc_number`,
  customerName: sql`c.name`,
  productCode: sql`l.product_code`,
  productName: sql`l.product_name`,
  quantity: sql`l.quantity`,
  price: sql`l.discounted_price`,
  total: sql`(l.net_amount + l.expense_amount)`,
};

/** Where the previous page of a keyset walk ended: its last row's sort value (as text) and line id. */
export interface OrderKeyset {
  key: string;
  id: string;
}

/**
 * A page of the order report: `page` (limit/offset) for the screen; with `after`, the page after that row
 * (keyset: the sort value and the line id, the same order), which exports walk so a deep page costs what the
 * first one does. Every row carries its own keyset (`sort_key`, `line_id`).
 */
export async function listOrderReport(
  db: Executor,
  q: OrderReportScope,
  sort: Sort<OrderReportSortColumn>,
  page: Page,
  after?: OrderKeyset,
) {
  const d = dir(sort.direction);
  const sortBy = ORDER_SORT[sort.column];
  // The row comparison alone is only a filter (its columns come from two tables): the bound on the sort
  // value itself lets an index on it (orders_created, order_lines_product_code) start at the key, so a deep
  // batch does not walk every row before it.
  const keyset = after
    ? sort.direction === 'desc'
      ? sql`and ${sortBy} <= ${after.key} and (${sortBy}, l.id) < (${after.key}, ${after.id}::bigint)`
      : sql`and ${sortBy} >= ${after.key} and (${sortBy}, l.id) > (${after.key}, ${after.id}::bigint)`
    : sql``;
  const { rows } = await sql<OrderReportDbRow & { sort_key: string; line_id: string }>`
    select ${sortBy}::text as sort_key, l.id::text as line_id, o.doc_number, to_char(o.created_at at time zone ${q.timeZone}, 'YYYY-MM-DD') as date,
      c.code as customer_code, c.name as customer_name, s.code as salesman_code, s.name as salesman_name,
      l.product_code, l.product_name, l.quantity, l.unit_code, l.discounted_price::text as price,
      (l.net_amount + l.expense_amount)::text as total, trim(o.currency) as currency, l.status
    from order_lines l
    join orders o on o.id = l.order_id
    join customers c on c.id = o.customer_id
    left join salesmen s on s.id = o.salesman_id
    where ${orderWhere(q)} ${keyset}
    order by ${sortBy} ${d}, l.id ${d}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}

/**
 * Count and sums per currency over every selected row (totalCount is their sum). Without a product filter
 * from order_report_summary (an order's worth of cells, not its lines), with a category filter from
 * order_report_categories (the same per category of the line: migration 0052); the lines are read
 * instead when a day bound does not fall on a bucket (a zone whose offset is not a multiple of 15 minutes),
 * decided inside the statement (a one-time filter: the other branch is not run).
 */
export async function orderReportTotals(db: Executor, q: OrderReportScope) {
  const fromLines = sql`
    select trim(o.currency) as currency, 1::bigint as n, l.quantity::bigint as quantity, l.net_amount + l.expense_amount as amount
    from order_lines l
    join orders o on o.id = l.order_id
    where ${orderWhere(q)}`;
  // a category filter: the cells of the category and its sub-categories (migration 0052)
  const cells = q.filter.categoryId
    ? sql`order_report_categories s where s.category_id in ${categoryTreeSql(q.filter.categoryId)} and`
    : sql`order_report_summary s where`;
  const selected = q.filter.product
    ? fromLines
    : sql`
    select s.currency, s.line_count as n, s.quantity, s.amount from ${cells} (${summaryExact(q)}) and ${summaryWhere(q)}
    ${q.filter.startDate || q.filter.endDate ? sql`union all ${fromLines} and not (${summaryExact(q)})` : sql``}`;
  const { rows } = await sql<{ currency: string; count: string; quantity: string; total: string }>`
    select currency, sum(n)::text as count, coalesce(sum(quantity), 0)::text as quantity, coalesce(sum(amount), 0)::text as total
    from (${selected}) x
    group by currency
    order by 1`.execute(db);
  return rows;
}

// ---- stock-price report ----

export interface ProductReportDbRow {
  id: number;
  code: string;
  name: string;
  category_id: number;
  category_name: string;
  brand_name: string | null;
  unit_code: string;
  list_price: string;
  currency: string;
  total_stock: number;
  is_active: boolean;
}

function productWhere(f: ProductReportFilter | ProductImageReportFilter) {
  const parts: RawBuilder<unknown>[] = [];
  if (!f.includeInactive) parts.push(sql`p.is_active`);
  if (f.categoryId) parts.push(sql`p.category_id in ${categoryTreeSql(f.categoryId)}`);
  if (f.search)
    parts.push(sql`(upper(p.code) like ${prefixPattern(f.search)} or ${foldedColumn('p.name')} like ${containsPattern(f.search)})`);
  if ('brandId' in f && f.brandId) parts.push(sql`p.detail_ids @> array[${f.brandId}::int]`);
  if ('inStock' in f && f.inStock !== undefined) parts.push(f.inStock ? sql`p.total_stock > 0` : sql`p.total_stock <= 0`);
  if ('hasImages' in f && f.hasImages !== undefined)
    parts.push(
      sql`${f.hasImages ? sql`` : sql`not`} exists (select 1 from product_images hi where hi.product_id = p.id and not hi.is_generated)`,
    );
  return and(parts);
}

const productSort = (culture: string): Record<ProductReportSortColumn, RawBuilder<unknown>> => ({
  productCode: sql`p.code`,
  productName: sql`p.name`,
  categoryName: categoryNameSql(culture),
  listPrice: sql`p.list_price`,
  totalStock: sql`p.total_stock`,
});

export async function listProductReport(
  db: Executor,
  filter: ProductReportFilter,
  culture: string,
  sort: Sort<ProductReportSortColumn>,
  page: Page,
) {
  const d = dir(sort.direction);
  const { rows } = await sql<ProductReportDbRow>`
    select p.id, p.code, p.name, p.category_id, ${categoryNameSql(culture)} as category_name,
      (select pd.name from property_details pd join properties pr on pr.id = pd.property_id and pr.key = 'brand'
        where pd.id = any(p.detail_ids) order by pd.id limit 1) as brand_name,
      p.unit_code, round(p.list_price, 2)::text as list_price, trim(p.currency) as currency, p.total_stock, p.is_active
    from products p
    join categories cat on cat.id = p.category_id
    where ${productWhere(filter)}
    order by ${productSort(culture)[sort.column]} ${d}, p.id ${d}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}

export async function countProducts(db: Executor, filter: ProductReportFilter | ProductImageReportFilter) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from products p where ${productWhere(filter)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The active warehouses holding a stock row of any product the filter selects (an export's columns). */
export async function stockWarehousesOf(db: Executor, filter: ProductReportFilter) {
  const { rows } = await sql<{ code: string }>`
    select w.code from warehouses w
    where w.is_active and exists (select 1 from stocks s join products p on p.id = s.product_id
      where s.warehouse_code = w.code and ${productWhere(filter)})
    order by w.priority, w.code`.execute(db);
  return rows.map((r) => r.code);
}

/** The price-list currencies (product_prices) of the products the filter selects. */
export async function priceCurrenciesOf(db: Executor, filter: ProductReportFilter) {
  const { rows } = await sql<{ currency: string }>`
    select distinct trim(pp.currency) as currency from product_prices pp join products p on p.id = pp.product_id
    where ${productWhere(filter)} order by 1`.execute(db);
  return rows.map((r) => r.currency);
}

/** Stock per active warehouse of these products, by warehouse priority. */
export async function listStocks(db: Executor, productIds: number[]) {
  if (!productIds.length) return [];
  const { rows } = await sql<{ product_id: number; warehouse_code: string; warehouse_name: string; quantity: number }>`
    select s.product_id, w.code as warehouse_code, w.name as warehouse_name, s.quantity
    from stocks s join warehouses w on w.code = s.warehouse_code and w.is_active
    where s.product_id = any(${productIds}::int[])
    order by s.product_id, w.priority, w.code`.execute(db);
  return rows;
}

/** List prices in other currencies (product_prices) of these products. */
export async function listPrices(db: Executor, productIds: number[]) {
  if (!productIds.length) return [];
  const { rows } = await sql<{ product_id: number; currency: string; list_price: string }>`
    select product_id, trim(currency) as currency, round(list_price, 2)::text as list_price
    from product_prices where product_id = any(${productIds}::int[]) order by product_id, currency`.execute(db);
  return rows;
}

// ---- customer report ----

export interface CustomerReportDbRow {
  customer_id: string;
  customer_code: string | null;
  customer_name: string;
  customer_email: string | null;
  customer_country_code: string;
  customer_is_active: boolean;
  user_account_name: string | null;
  user_email: string | null;
  user_last_logged_on: Date | null;
  user_deleted: boolean | null;
  salesman_code: string | null;
  salesman_name: string | null;
}

const CUSTOMER_SORT: Record<CustomerReportSortColumn, RawBuilder<unknown>> = {
  customerCode: sql`c.code`,
  customerName: sql`c.name`,
  customerCountryCode: sql`c.country_code`,
  userAccountName: sql`u.account_name`,
  userEmail: sql`u.email`,
  userLastLoggedOn: sql`u.last_logged_on`,
  salesmanName: sql`sm.name`,
};

function customerFrom(scope: CustomerScope, f: CustomerReportFilter) {
  const parts: RawBuilder<unknown>[] = [customerInScopeSql(scope, 'c.id')];
  if (f.customerIsActive !== undefined) parts.push(sql`c.is_active = ${f.customerIsActive}`);
  if (f.salesmanId)
    parts.push(sql`exists (select 1 from salesman_customers fsc where fsc.salesman_id = ${f.salesmanId}::uuid and fsc.customer_id = c.id)`);
  if (f.notLoggedInSince) parts.push(sql`(u.last_logged_on is null or u.last_logged_on < ${f.notLoggedInSince}::date)`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(
      sql`(${foldedColumn('c.name')} like ${pattern} or ${foldedColumn('c.code')} like ${pattern} or ${foldedColumn('u.account_name')} like ${pattern} or ${foldedColumn('u.email')} like ${pattern})`,
    );
  }
  return sql`
    from customers c
    left join users u on u.customer_id = c.id ${f.includeDeletedUsers ? sql`` : sql`and u.deleted_at is null`}
    left join lateral (
      select s.code, s.name from salesman_customers sc join salesmen s on s.id = sc.salesman_id
      where sc.customer_id = c.id order by s.code limit 1
    ) sm on true
    where ${and(parts)}`;
}

export async function listCustomerReport(
  db: Executor,
  scope: CustomerScope,
  filter: CustomerReportFilter,
  sort: Sort<CustomerReportSortColumn>,
  page: Page,
) {
  const d = dir(sort.direction);
  const { rows } = await sql<CustomerReportDbRow>`
    select c.id as customer_id, c.code as customer_code, c.name as customer_name, c.email as customer_email,
      trim(c.country_code) as customer_country_code, c.is_active as customer_is_active,
      u.account_name as user_account_name, u.email as user_email, u.last_logged_on as user_last_logged_on,
      case when u.id is null then null else u.deleted_at is not null end as user_deleted,
      sm.code as salesman_code, sm.name as salesman_name
    ${customerFrom(scope, filter)}
    order by ${CUSTOMER_SORT[sort.column]} ${d} nulls last, c.id ${d}, u.id ${d}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}

export async function countCustomerReport(db: Executor, scope: CustomerScope, filter: CustomerReportFilter) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n ${customerFrom(scope, filter)}`.execute(db);
  return rows[0]?.n ?? 0;
}

// ---- product image report ----

export interface ProductImageReportDbRow {
  id: number;
  parent_category_id: number | null;
  category_id: number;
  code: string;
  name: string;
  image_count: number;
}

const IMAGE_SORT: Record<ProductImageReportSortColumn, RawBuilder<unknown>> = {
  productCode: sql`p.code`,
  productName: sql`p.name`,
  imageCount: sql`coalesce(ic.n, 0)`,
};

export async function listProductImageReport(
  db: Executor,
  filter: ProductImageReportFilter,
  sort: Sort<ProductImageReportSortColumn>,
  page: Page,
) {
  const d = dir(sort.direction);
  const { rows } = await sql<ProductImageReportDbRow>`
    select p.id, cat.parent_id as parent_category_id, p.category_id, p.code, p.name, coalesce(ic.n, 0)::int as image_count
    from products p
    join categories cat on cat.id = p.category_id
    left join (select product_id, count(*) as n from product_images where not is_generated group by product_id) ic
      on ic.product_id = p.id
    where ${productWhere(filter)}
    order by ${IMAGE_SORT[sort.column]} ${d}, p.id ${d}
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return rows;
}

export async function listImages(db: Executor, productIds: number[]) {
  if (!productIds.length) return [];
  const { rows } = await sql<{ product_id: number; url: string; sort_order: number; is_generated: boolean }>`
    select product_id, url, sort_order, is_generated from product_images
    where product_id = any(${productIds}::int[]) order by product_id, sort_order, id`.execute(db);
  return rows;
}

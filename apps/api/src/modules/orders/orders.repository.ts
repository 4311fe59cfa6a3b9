import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { containsPattern, foldedColumn } from '../../lib/search';
import { orderJobQueuedOrRunning } from '../../platform/jobs/jobs.sql';

type Executor = Kysely<Database>;

/**
 * SQL of the placed orders (migration 0010: orders -> order_lines -> order_line_details). Money, dates
 * and bigint ids leave the database as text: exact, and in the customer's time zone where a calendar
 * day is meant.
 */

export interface ListFilter {
  customerId: string;
  timeZone: string;
  search?: string;
  status?: string;
  startDate?: string;
  endDate?: string;
}

const localDay = (timeZone: string) => sql<string>`(o.created_at at time zone ${timeZone})::date`;

function filteredOrders(db: Executor, f: ListFilter) {
  let q = db.selectFrom('orders as o').where('o.customer_id', '=', f.customerId);
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.startDate) q = q.where(localDay(f.timeZone), '>=', sql<string>`${f.startDate}::date`);
  if (f.endDate) q = q.where(localDay(f.timeZone), '<=', sql<string>`${f.endDate}::date`);
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb(foldedColumn('o.doc_number'), 'like', pattern),
        eb(foldedColumn('o.note'), 'like', pattern),
        eb.exists(
          eb
            .selectFrom('order_lines as sl')
            .select(sql`1`.as('one'))
            .whereRef('sl.order_id', '=', 'o.id')
            .where(foldedColumn('sl.product_code'), 'like', pattern),
        ),
      ]),
    );
  }
  return q;
}

export interface OrderListRow {
  doc_number: string;
  date: string;
  status: string;
  salesman_code: string | null;
  salesman_name: string | null;
  customer_code: string | null;
  customer_name: string;
  customer_id: string;
  total_amount: string;
  currency: string;
  payment_method_code: string;
  payment_method_name: string;
  payment_status: string;
  item_count: number;
}

const SORT_COLUMNS = {
  date: 'o.created_at',
  docNumber: 'o.doc_number',
  status: 'o.status',
  totalAmount: 'o.total_amount',
} as const;
export type OrderSortField = keyof typeof SORT_COLUMNS;
export const ORDER_SORT_FIELDS = Object.keys(SORT_COLUMNS) as OrderSortField[];

/** One page of the customer's orders in the given order (then newest first), with the total count of the filter. */
export async function listOrders(
  db: Executor,
  f: ListFilter,
  sort: ReadonlyArray<{ field: OrderSortField; direction: 'asc' | 'desc' }>,
  limit: number,
  offset: number,
) {
  let page = filteredOrders(db, f)
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('salesmen as s', 's.id', 'o.salesman_id')
    .select((eb) => [
      'o.doc_number',
      sql<string>`to_char(o.created_at at time zone ${f.timeZone}, 'YYYY-MM-DD')`.as('date'),
      'o.status',
      's.code as salesman_code',
      's.name as salesman_name',
      'c.code as customer_code',
      'c.name as customer_name',
      'o.customer_id',
      sql<string>`o.total_amount::text`.as('total_amount'),
      sql<string>`trim(o.currency)`.as('currency'),
      'o.payment_method_code',
      'o.payment_method_name',
      'o.payment_status',
      eb
        .selectFrom('order_lines as cl')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('cl.order_id', '=', 'o.id')
        .where('cl.status', '<>', 'Cancelled')
        .as('item_count'),
    ]);
  for (const s of sort) page = page.orderBy(sql.ref(SORT_COLUMNS[s.field]), s.direction);
  const [rows, total] = await Promise.all([
    page.orderBy('o.created_at', 'desc').orderBy('o.doc_number', 'desc').limit(limit).offset(offset).execute(),
    filteredOrders(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as OrderListRow[], total: total.n };
}

export interface OrderHeaderRow {
  id: string;
  doc_number: string;
  customer_id: string;
  customer_code: string | null;
  customer_name: string;
  customer_country_code: string;
  salesman_code: string | null;
  salesman_name: string | null;
  created_at: Date;
  currency: string;
  total_gross_amount: string;
  total_discount_amount: string;
  total_amount_without_tax: string;
  total_tax_amount: string;
  total_expense_amount: string;
  total_amount: string;
  status: string;
  note: string | null;
  erp_modified_by: string | null;
  erp_modified_on: Date | null;
  payment_method_code: string;
  payment_method_name: string;
  is_online_payment: boolean;
  payment_status: string;
  shipping_address_caption: string;
  shipping_address: string;
  /** The online payment's capture (migration 0038). */
  capture_transaction_id: string | null;
}

function headerQuery(db: Executor) {
  return db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('salesmen as s', 's.id', 'o.salesman_id')
    .select([
      'o.id',
      'o.doc_number',
      'o.customer_id',
      'c.code as customer_code',
      'c.name as customer_name',
      sql<string>`trim(c.country_code)`.as('customer_country_code'),
      's.code as salesman_code',
      's.name as salesman_name',
      'o.created_at',
      sql<string>`trim(o.currency)`.as('currency'),
      sql<string>`o.total_gross_amount::text`.as('total_gross_amount'),
      sql<string>`o.total_discount_amount::text`.as('total_discount_amount'),
      sql<string>`o.total_amount_without_tax::text`.as('total_amount_without_tax'),
      sql<string>`o.total_tax_amount::text`.as('total_tax_amount'),
      sql<string>`o.total_expense_amount::text`.as('total_expense_amount'),
      sql<string>`o.total_amount::text`.as('total_amount'),
      'o.status',
      'o.note',
      'o.erp_modified_by',
      'o.erp_modified_on',
      'o.payment_method_code',
      'o.payment_method_name',
      'o.is_online_payment',
      'o.payment_status',
      'o.shipping_address_caption',
      'o.shipping_address',
      'o.capture_transaction_id',
    ]);
}

export async function findOrderByDocNumber(db: Executor, docNumber: string): Promise<OrderHeaderRow | undefined> {
  return (await headerQuery(db).where('o.doc_number', '=', docNumber).executeTakeFirst()) as OrderHeaderRow | undefined;
}

/** What the ERP's copy of an order carries besides the header the portal shows (design.md §4). */
export interface ErpOrderHeaderRow extends OrderHeaderRow {
  transaction_id: string;
  due_days: number;
  shipping_country_code: string;
  cancelled_at: Date | null;
}

/** The header of an order by its id, as the ERP receives it (the portal's header and a few columns more). */
export async function findErpOrderHeader(db: Executor, orderId: string): Promise<ErpOrderHeaderRow | undefined> {
  return (await headerQuery(db)
    .select(['o.transaction_id', 'o.due_days', 'o.shipping_country_code', 'o.cancelled_at'])
    .where('o.id', '=', orderId)
    .executeTakeFirst()) as ErpOrderHeaderRow | undefined;
}

/** Where the order's hand-off to the ERP stands (platform/erp), and whether a delivery is queued or running on `queue`. */
export async function findErpHandOff(db: Executor, queue: string, orderId: string) {
  const result = await sql<{
    erp_status: 'Pending' | 'Sent' | 'Failed' | 'Rejected' | 'Standalone';
    erp_error: string | null;
    in_progress: boolean;
  }>`select o.erp_status, o.erp_error, ${orderJobQueuedOrRunning(queue, sql`o.id`)} as in_progress from orders o where o.id = ${orderId}`.execute(
    db,
  );
  return result.rows[0];
}

/** Who the order belongs to, by document number or id (for the access check before anything else). */
export async function findOrderOwner(db: Executor, by: { docNumber: string } | { id: string }) {
  let q = db.selectFrom('orders').select(['id', 'doc_number', 'customer_id']);
  q = 'docNumber' in by ? q.where('doc_number', '=', by.docNumber) : q.where('id', '=', by.id);
  return q.executeTakeFirst();
}

export interface OrderLineRow {
  id: string;
  product_id: number;
  product_code: string;
  product_name: string;
  category_id: number;
  unit_code: string;
  quantity: number;
  shipped_quantity: number;
  due_date: string | null;
  sale_price: string;
  discounted_price: string;
  campaign: { code: string; names: Record<string, string> } | null;
  price_before_campaign: string | null;
  vat_rate: string;
  expense_amount: string;
  net_amount: string;
  status: string;
  is_deleted_by_erp: boolean;
  is_added_by_erp: boolean;
}

function linesQuery(db: Executor, orderId: string) {
  return db
    .selectFrom('order_lines as l')
    .select([
      sql<string>`l.id::text`.as('id'),
      'l.product_id',
      'l.product_code',
      'l.product_name',
      'l.category_id',
      'l.unit_code',
      'l.quantity',
      'l.shipped_quantity',
      sql<string | null>`to_char(l.due_date, 'YYYY-MM-DD')`.as('due_date'),
      sql<string>`l.sale_price::text`.as('sale_price'),
      sql<string>`l.discounted_price::text`.as('discounted_price'),
      'l.campaign',
      sql<string | null>`l.price_before_campaign::text`.as('price_before_campaign'),
      sql<string>`l.vat_rate::text`.as('vat_rate'),
      sql<string>`l.expense_amount::text`.as('expense_amount'),
      sql<string>`l.net_amount::text`.as('net_amount'),
      'l.status',
      'l.is_deleted_by_erp',
      'l.is_added_by_erp',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('l.line_no');
}

export async function listOrderLines(db: Executor, orderId: string): Promise<OrderLineRow[]> {
  return linesQuery(db, orderId).execute();
}

/** What the ERP's copy of a line carries besides what the portal shows. */
export interface ErpOrderLineRow extends OrderLineRow {
  line_no: number;
  discount_rates: string[];
  tax_amount: string;
  total_amount: string;
  cancelled_at: Date | null;
}

/** The lines of an order as the ERP receives them (the portal's lines and a few columns more). */
export async function listErpOrderLines(db: Executor, orderId: string): Promise<ErpOrderLineRow[]> {
  return linesQuery(db, orderId)
    .select([
      'l.line_no',
      sql<string[]>`l.discount_rates::text[]`.as('discount_rates'),
      sql<string>`l.tax_amount::text`.as('tax_amount'),
      sql<string>`l.total_amount::text`.as('total_amount'),
      'l.cancelled_at',
    ])
    .execute();
}

export interface LineDetailRow {
  id: string;
  order_line_id: string;
  number: string;
  warehouse_code: string;
  warehouse_name: string;
  division_code: string;
  division_name: string;
  quantity: number;
  shipped_quantity: number;
  status: string;
  erp_modified_by: string | null;
  erp_modified_on: Date | null;
}

/** The warehouse orders of an order's lines, with the warehouse's and its division's names. */
export async function listLineDetails(db: Executor, orderId: string): Promise<LineDetailRow[]> {
  return db
    .selectFrom('order_line_details as d')
    .innerJoin('order_lines as l', 'l.id', 'd.order_line_id')
    .innerJoin('warehouses as w', 'w.code', 'd.warehouse_code')
    .leftJoin('divisions as v', 'v.id', 'w.division_id')
    .select([
      sql<string>`d.id::text`.as('id'),
      sql<string>`d.order_line_id::text`.as('order_line_id'),
      'd.number',
      'd.warehouse_code',
      'w.name as warehouse_name',
      sql<string>`coalesce(v.code, '')`.as('division_code'),
      sql<string>`coalesce(v.name, '')`.as('division_name'),
      'd.quantity',
      'd.shipped_quantity',
      'd.status',
      'd.erp_modified_by',
      'd.erp_modified_on',
    ])
    .where('l.order_id', '=', orderId)
    .orderBy('d.number')
    .orderBy('d.id')
    .execute();
}

/** The first image of each product (by its order), if it has one. */
export async function firstImages(db: Executor, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'url'])
    .distinctOn('product_id')
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.url]));
}

/** The code of the top-level category above each category (its fallback image is named after it). */
export async function topCategoryCodes(db: Executor, categoryIds: readonly number[]): Promise<Map<number, string>> {
  if (categoryIds.length === 0) return new Map();
  const ids = [...new Set(categoryIds)];
  const rows = await sql<{ start_id: number; code: string }>`
    with recursive up(start_id, id, parent_id, code, depth) as (
      select c.id, c.id, c.parent_id, c.code, 0 from categories c where c.id in (${sql.join(ids)})
      union all
      select up.start_id, p.id, p.parent_id, p.code, up.depth + 1
      from up join categories p on p.id = up.parent_id
      where up.depth < 20
    )
    select distinct on (start_id) start_id, code from up order by start_id, depth desc`.execute(db);
  return new Map(rows.rows.map((r) => [r.start_id, r.code]));
}

// ---- item details: the customer's ordered products, rolled up ----

export interface RollupRow {
  product_id: number;
  product_code: string;
  product_name: string;
  category_id: number;
  quantity: number;
  unit_code: string;
  sale_price: string;
  discounted_price: string;
  tax_rate: string;
  currency: string;
}

/**
 * The products of the customer's lines that were not cancelled, most recently ordered first: total
 * quantity, and unit, prices and currency of the latest line. Search matches the product's code or
 * name (as the catalogue names it now, or as it was ordered).
 */
export async function listProductRollups(
  db: Executor,
  customerId: string,
  search: string | undefined,
  limit: number,
): Promise<RollupRow[]> {
  const pattern = search ? containsPattern(search) : null;
  const rows = await sql<RollupRow>`
    with active as (
      select l.id, l.product_id, l.product_code, l.product_name, l.unit_code, l.quantity, l.sale_price,
             l.discounted_price, l.vat_rate, o.currency, o.created_at
      from order_lines l join orders o on o.id = l.order_id
      where o.customer_id = ${customerId} and l.status <> 'Cancelled'
    ),
    products_ordered as (
      select a.product_id, sum(a.quantity)::int as quantity, max(a.created_at) as last_at
      from active a join products p on p.id = a.product_id
      ${
        pattern
          ? sql`where ${foldedColumn('p.code')} like ${pattern} or ${foldedColumn('p.name')} like ${pattern}
                   or ${foldedColumn('a.product_code')} like ${pattern} or ${foldedColumn('a.product_name')} like ${pattern}`
          : sql``
      }
      group by a.product_id
      order by last_at desc, a.product_id desc
      limit ${limit}
    ),
    latest as (
      select distinct on (a.product_id) a.product_id, a.unit_code, a.sale_price, a.discounted_price, a.vat_rate, a.currency
      from active a where a.product_id in (select product_id from products_ordered)
      order by a.product_id, a.created_at desc, a.id desc
    )
    select po.product_id, p.code as product_code, p.name as product_name, p.category_id, po.quantity,
           latest.unit_code, latest.sale_price::text as sale_price, latest.discounted_price::text as discounted_price,
           latest.vat_rate::text as tax_rate, trim(latest.currency) as currency
    from products_ordered po
    join products p on p.id = po.product_id
    join latest on latest.product_id = po.product_id
    order by po.last_at desc, po.product_id desc`.execute(db);
  return rows.rows;
}

export interface ProductOrderRefRow {
  product_id: number;
  doc_number: string;
  date: string;
  quantity: number;
  status: string;
}

/** Up to `perProduct` latest orders of each product (the line's quantity and state in that order). */
export async function listProductOrderRefs(
  db: Executor,
  customerId: string,
  productIds: readonly number[],
  perProduct: number,
  timeZone: string,
): Promise<ProductOrderRefRow[]> {
  if (productIds.length === 0) return [];
  const rows = await sql<ProductOrderRefRow>`
    select product_id, doc_number, date, quantity, status from (
      select l.product_id, o.doc_number, to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as date,
             l.quantity, l.status,
             row_number() over (partition by l.product_id order by o.created_at desc, l.id desc) as rn
      from order_lines l join orders o on o.id = l.order_id
      where o.customer_id = ${customerId} and l.status <> 'Cancelled' and l.product_id in (${sql.join([...productIds])})
    ) x
    where rn <= ${perProduct}
    order by product_id, rn`.execute(db);
  return rows.rows;
}

// ---- cancellation ----

export interface LockedOrderRow {
  id: string;
  doc_number: string;
  customer_id: string;
  customer_code: string | null;
  status: string;
  payment_status: string;
}

/** Locks the order row for the rest of the transaction: two cancellations of one order take turns. */
export async function lockOrder(trx: Executor, orderId: string): Promise<LockedOrderRow | undefined> {
  const row = await trx
    .selectFrom('orders')
    .select(['id', 'doc_number', 'customer_id', 'status', 'payment_status'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const customer = await trx.selectFrom('customers').select('code').where('id', '=', row.customer_id).executeTakeFirst();
  return { ...row, customer_code: customer?.code ?? null };
}

export interface CancellableLineRow {
  id: string;
  product_id: number;
  product_code: string;
  quantity: number;
  status: string;
}

/** The items of the (locked) order with their states. */
export async function listLineStates(trx: Executor, orderId: string): Promise<CancellableLineRow[]> {
  return trx
    .selectFrom('order_lines')
    .select([sql<string>`id::text`.as('id'), 'product_id', 'product_code', 'quantity', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
}

/** Where the lines' units were taken from: product, warehouse and quantity of each detail not cancelled. */
export async function listTakenStock(trx: Executor, lineIds: readonly string[]) {
  if (lineIds.length === 0) return [];
  return trx
    .selectFrom('order_line_details as d')
    .innerJoin('order_lines as l', 'l.id', 'd.order_line_id')
    .select(['l.product_id', 'd.warehouse_code', sql<number>`sum(d.quantity)::int`.as('quantity')])
    .where('d.order_line_id', 'in', [...lineIds])
    .where('d.status', '<>', 'Cancelled')
    .groupBy(['l.product_id', 'd.warehouse_code'])
    .orderBy('l.product_id')
    .orderBy('d.warehouse_code')
    .execute();
}

/** Puts units back on a warehouse's shelf (in product, warehouse order: the lock order of placing orders). */
export async function restoreStock(trx: Executor, rows: ReadonlyArray<{ product_id: number; warehouse_code: string; quantity: number }>) {
  for (const r of rows) {
    await trx
      .insertInto('stocks')
      .values({ product_id: r.product_id, warehouse_code: r.warehouse_code, quantity: r.quantity })
      .onConflict((oc) => oc.columns(['product_id', 'warehouse_code']).doUpdateSet({ quantity: sql`stocks.quantity + excluded.quantity` }))
      .execute();
  }
}

export async function cancelLines(trx: Executor, lineIds: readonly string[]) {
  if (lineIds.length === 0) return;
  await trx
    .updateTable('order_line_details')
    .set({ status: 'Cancelled' })
    .where('order_line_id', 'in', [...lineIds])
    .execute();
  await trx
    .updateTable('order_lines')
    .set({ status: 'Cancelled', cancelled_at: sql`now()` })
    .where('id', 'in', [...lineIds])
    .execute();
}

export async function markOrderCancelled(trx: Executor, orderId: string, userId: string, paymentStatus: string) {
  await trx
    .updateTable('orders')
    .set({
      status: 'Cancelled',
      cancelled_at: sql`now()`,
      cancelled_by: userId,
      payment_status: paymentStatus as 'NotRequired' | 'Pending' | 'Paid' | 'Failed' | 'Refunded' | 'TestPaid',
      updated_at: sql`now()`,
    })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Recomputes the order's totals from its lines that still stand, in SQL's exact numeric: each total
 * is the sum of the lines' rounded amounts, as when the order was placed (modules/baskets sumLines:
 * without tax = net, the expense apart; total = net + expense + VAT).
 */
export async function recomputeTotals(trx: Executor, orderId: string) {
  await sql`
    update orders o set
      total_gross_amount = t.gross, total_discount_amount = t.discount, total_amount_without_tax = t.without_tax,
      total_tax_amount = t.tax, total_expense_amount = t.expense, total_amount = t.total, updated_at = now()
    from (
      select coalesce(sum(gross_amount), 0) as gross, coalesce(sum(discount_amount), 0) as discount,
             coalesce(sum(net_amount), 0) as without_tax, coalesce(sum(tax_amount), 0) as tax,
             coalesce(sum(expense_amount), 0) as expense, coalesce(sum(total_amount), 0) as total
      from order_lines where order_id = ${orderId} and status <> 'Cancelled'
    ) t
    where o.id = ${orderId}`.execute(trx);
}

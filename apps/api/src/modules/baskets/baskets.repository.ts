import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, LocalisedNames } from '../../db/schema';

type Executor = Kysely<Database>;

// Composes other areas' rules, chosen by baskets.service and passed in typed: the catalogue's visibility and
// list price (catalog visibleSql, listPriceSql) and the delivery warehouses (warehouse-targets
// deliveryWarehousesSql), so each cart call is one statement (ADR 0025).

/** A cart line with its product, as the cart's checks need it. */
export interface CartLineRow {
  id: string;
  product_id: number;
  quantity: number;
  payment_method_code: string | null;
  code: string;
  name: string;
  /** The product's names per language (migration 0054): the reader's is shown when there. */
  names: Partial<LocalisedNames> | null;
  category_id: number;
  unit_code: string;
  list_price: string;
  vat_rate: string;
  currency: string;
  campaign: string | null;
  min_order_qty: number;
  max_order_qty: number | null;
  pre_sale_text: string | null;
  detail_ids: number[];
  expense_cost: string;
  visible: boolean;
}

export async function findCart(db: Executor, customerId: string) {
  return db.selectFrom('carts').select(['id', 'delivery_address_id']).where('customer_id', '=', customerId).executeTakeFirst();
}

/** The list price and currency the customer is offered (the catalogue's listPriceSql, on alias p). */
export interface PriceSql {
  listPrice: RawBuilder<string>;
  currency: RawBuilder<string>;
}

/** A cart line's columns with its product (cart_lines l, products p), as both line reads give them. */
const lineColumns = (visible: RawBuilder<boolean>, price: PriceSql) => sql`
  l.id::text as id, l.product_id, l.quantity, l.payment_method_code, p.code, p.name, p.names, p.category_id, p.unit_code,
  ${price.listPrice} as list_price, p.vat_rate::text as vat_rate, ${price.currency} as currency, p.campaign,
  p.min_order_qty, p.max_order_qty, p.pre_sale_text, p.detail_ids, p.expense_cost::text as expense_cost, ${visible} as visible`;

/** The cart's lines with their products, oldest first. */
export async function listCartLines(db: Executor, cartId: string, visible: RawBuilder<boolean>, price: PriceSql): Promise<CartLineRow[]> {
  const result = await sql<CartLineRow>`
    select ${lineColumns(visible, price)}
    from cart_lines l join products p on p.id = l.product_id
    where l.cart_id = ${cartId}
    order by l.created_at, l.id`.execute(db);
  return result.rows;
}

export async function deleteLinesById(db: Executor, cartId: string, lineIds: string[]) {
  if (lineIds.length === 0) return;
  await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).where(sql`id::text`, 'in', lineIds).execute();
}

/** Whether an order of the customer's cart is in flight (the cart is then read-only, migration 0018). */
const orderInFlight = (customerId: string) =>
  sql<boolean>`exists (select 1 from order_transactions where customer_id = ${customerId} and status = 'InQueue')`;

/**
 * Removes the products' lines (or every line), unless an order of the cart is in flight: answers false
 * then, having changed nothing (one statement, so the check and the delete see the same moment).
 */
export async function deleteLinesByProduct(db: Executor, customerId: string, productIds: number[] | 'all'): Promise<boolean> {
  if (productIds !== 'all' && productIds.length === 0) return true;
  const only = productIds === 'all' ? sql`` : sql`and product_id = any(${productIds}::int[])`;
  const result = await sql<{ busy: boolean }>`
    with busy as (select ${orderInFlight(customerId)} as b), gone as (
      delete from cart_lines where cart_id in (select id from carts where customer_id = ${customerId}) ${only}
        and not (select b from busy)
      returning 1
    )
    select (select b from busy) as busy, (select count(*) from gone) as n`.execute(db);
  return !result.rows[0]?.busy;
}

export async function countLines(db: Executor, customerId: string, visible: RawBuilder<boolean>): Promise<number> {
  const row = await db
    .selectFrom('cart_lines as l')
    .innerJoin('carts as c', 'c.id', 'l.cart_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('c.customer_id', '=', customerId)
    .where(visible)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Images of products, by product, in order. */
export async function listImages(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, { url: string; order: number }[]>();
  const rows = await db
    .selectFrom('product_images')
    .select(['product_id', 'url', 'sort_order'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('sort_order')
    .execute();
  const map = new Map<number, { url: string; order: number }[]>();
  for (const r of rows) map.set(r.product_id, [...(map.get(r.product_id) ?? []), { url: r.url, order: r.sort_order }]);
  return map;
}

/**
 * Sets the payment method on the lines whose product lies in one of the categories, unless an order of
 * the cart is in flight (answers false then, having changed nothing).
 */
export async function setPaymentMethod(db: Executor, customerId: string, categoryIds: number[], code: string): Promise<boolean> {
  const result = await sql<{ busy: boolean }>`
    with busy as (select ${orderInFlight(customerId)} as b), changed as (
      update cart_lines set payment_method_code = ${code}, updated_at = now()
      where cart_id in (select id from carts where customer_id = ${customerId})
        and product_id in (select id from products where category_id = any(${categoryIds}::int[]))
        and not (select b from busy)
      returning 1
    )
    select (select b from busy) as busy, (select count(*) from changed) as n`.execute(db);
  return !result.rows[0]?.busy;
}

/** The category and every category below it. */
export async function subtreeOf(db: Executor, categoryId: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    with recursive tree as (
      select id, 0 as depth from categories where id = ${categoryId}
      union all
      select c.id, tree.depth + 1 from categories c join tree on c.parent_id = tree.id where tree.depth < 20
    )
    select id from tree`.execute(db);
  return result.rows.map((r) => r.id);
}

/**
 * The warehouses that serve a delivery, best first, as SQL for the statement's delivery country and
 * customer (the cached routing's deliveryWarehousesSql): the cart's statements route inside the database.
 */
export type WarehousesSql = (countryCode: RawBuilder<string>, isExportRegistered: RawBuilder<boolean>) => RawBuilder<string[]>;

/** The customer's routing flags, cart and delivery address (the cart's chosen one, else the default). */
const contextFrom = (customerId: string) => sql`
    from customers c
    left join carts k on k.customer_id = c.id
    left join lateral (
      select ca.id, ca.country_code from customer_addresses ca
      where ca.customer_id = c.id and ca.deleted_at is null and (ca.id = k.delivery_address_id or ca.is_default)
      order by (ca.id = k.delivery_address_id) desc nulls last, ca.is_default desc
      limit 1
    ) a on true
    where c.id = ${customerId}`;

/** Units of product p in stock over the warehouses `warehouses` (a text[] expression), negatives as none. */
const stockOver = (warehouses: RawBuilder<string[]>) =>
  sql<number>`coalesce((select sum(greatest(s.quantity, 0))::int from stocks s
    where s.product_id = p.id and s.warehouse_code = any(${warehouses})), 0)`;

export type CartReadLine = CartLineRow & { available: number; images: { url: string; order: number }[] };

/** A cart read: the customer's context, the warehouses serving its delivery, and the cart's lines. */
export interface CartRead {
  cart_id: string | null;
  address_id: string | null;
  is_export_registered: boolean;
  /** The delivery country: the one asked for, else the delivery address's, else the customer's. */
  country: string;
  warehouses: string[];
  lines: CartReadLine[];
}

/**
 * The cart read, in one query: the customer's routing flags, cart and delivery address, the warehouses
 * that serve the delivery country (`countryCode` when given), and the cart's lines, oldest first, with
 * their products, stock over those warehouses and images.
 */
export async function readCart(
  db: Executor,
  input: { customerId: string; countryCode: string | null; visible: RawBuilder<boolean>; price: PriceSql; warehouses: WarehousesSql },
): Promise<CartRead> {
  const result = await sql<Omit<CartRead, 'lines'> & Partial<CartReadLine> & { line_order: string | null }>`
    with context as (
      select k.id as cart_id, a.id as address_id, c.is_export_registered,
        coalesce(${input.countryCode}::text, a.country_code, c.country_code) as country
      ${contextFrom(input.customerId)}
    ), routed as materialized (
      -- Materialized: the warehouses are looked up once, not again for every line's stock.
      select context.*, ${input.warehouses(sql`context.country`, sql`context.is_export_registered`)} as warehouses from context
    )
    select r.*, x.* from routed r
    left join lateral (
      select row_number() over (order by l.created_at, l.id) as line_order, ${lineColumns(input.visible, input.price)},
        ${stockOver(sql`r.warehouses`)} as available,
        coalesce((select json_agg(json_build_object('url', i.url, 'order', i.sort_order) order by i.sort_order, i.id)
          from product_images i where i.product_id = p.id), '[]'::json) as images
      from cart_lines l join products p on p.id = l.product_id
      where l.cart_id = r.cart_id
    ) x on true
    order by x.line_order`.execute(db);
  const first = result.rows[0];
  if (!first) throw new Error(`customer ${input.customerId} vanished`);
  const lines = result.rows
    .filter((r) => r.line_order !== null)
    .map(({ cart_id, address_id, is_export_registered, country, warehouses, line_order, ...line }) => line as CartReadLine);
  return {
    cart_id: first.cart_id,
    address_id: first.address_id,
    is_export_registered: first.is_export_registered,
    country: first.country,
    warehouses: first.warehouses,
    lines,
  };
}

/** The add's product as it checked it: for the caller to say why it refused. */
export interface ProductForCart {
  id: number;
  code: string;
  name: string;
  names: Partial<LocalisedNames> | null;
  currency: string;
  min_order_qty: number;
  max_order_qty: number | null;
  visible: boolean;
  has_basket: boolean;
  show_price: boolean;
  show_stock: boolean;
  /** Units over the warehouses serving the delivery. */
  available: number;
}

/** A product of a batched add as the statement checked it, with the line quantity it checked. */
export interface CheckedProduct extends ProductForCart {
  /** The quantity the line would hold: the one asked, or (on top) the cart's plus the one asked. */
  quantity: number;
}

export interface AddedLines {
  /** The delivery country and the warehouses serving it. */
  country: string;
  warehouses: string[];
  /** The products that exist, in the order asked (an unknown id is missing). */
  products: CheckedProduct[];
  /** The products whose lines were written. */
  added: number[];
  /** An order of the cart is in flight. */
  busy: boolean;
  /** The cart's currency before this statement (it refuses a line of another one). */
  cart_currency: string | null;
}

/**
 * Adds products to the customer's cart, in one statement: reads the delivery country, each product
 * (visibility, flags, quantity bounds, stock over the warehouses serving the delivery) and writes the
 * lines of those that pass every check of the add, in the cart (created when missing). `replace` sets a
 * line's quantity (the cart's own add); `onTop` adds to what the cart holds, read in the same statement;
 * `check` writes nothing (what an add on top would do now). The cart row claims a currency (migration 0013): the
 * cart's, else the first orderable line's; lines of another currency are refused. Its upsert's condition
 * is checked on the newest row version, so two adds of different currencies can't both pass. Nothing
 * changes while an order of the cart is in flight (`busy`). The answer says enough for the caller to tell,
 * per product, why it was not added. Product ids must be distinct.
 */
export async function addCartLines(
  db: Executor,
  input: {
    customerId: string;
    lines: readonly { productId: number; quantity: number }[];
    mode: 'replace' | 'onTop' | 'check';
    userId: string;
    visible: RawBuilder<boolean>;
    flags: { hasBasket: RawBuilder<boolean>; showPrice: RawBuilder<boolean>; showStock: RawBuilder<boolean> };
    price: PriceSql;
    warehouses: WarehousesSql;
  },
): Promise<AddedLines> {
  const ids = input.lines.map((l) => l.productId);
  const quantities = input.lines.map((l) => l.quantity);
  const inCart = sql`coalesce((select l.quantity from cart_lines l join carts k on k.id = l.cart_id
    where k.customer_id = ${input.customerId} and l.product_id = p.id), 0)`;
  const quantity = input.mode === 'replace' ? sql`a.quantity` : sql`(a.quantity + ${inCart})::int`;
  const writes =
    input.mode === 'check'
      ? sql`line as (select null::int as product_id where false)`
      : sql`busy as (select ${orderInFlight(input.customerId)} as b), claim as (
      select coalesce((select trim(k.currency) from carts k where k.customer_id = ${input.customerId}),
        (select o.currency from orderable o order by o.ord limit 1)) as currency
    ), cart as (
      insert into carts (customer_id, currency)
      select ${input.customerId}, claim.currency from claim
      where exists (select 1 from orderable o where o.currency = claim.currency) and not (select b from busy)
      on conflict (customer_id) do update set currency = coalesce(carts.currency, excluded.currency), updated_at = now()
        where carts.currency is null or carts.currency = excluded.currency
      returning id, trim(currency) as currency
    ), line as (
      insert into cart_lines (cart_id, product_id, quantity, added_by)
      select cart.id, o.id, o.quantity, ${input.userId} from orderable o join cart on cart.currency = o.currency
      on conflict (cart_id, product_id) do update set quantity = excluded.quantity, added_by = excluded.added_by, updated_at = now()
      returning product_id
    )`;
  const result = await sql<AddedLines>`
    with context as (
      select coalesce(a.country_code, c.country_code)::text as country, c.is_export_registered
      ${contextFrom(input.customerId)}
    ), routed as materialized (
      select context.country, ${input.warehouses(sql`context.country`, sql`context.is_export_registered`)} as warehouses from context
    ), asked as (
      select * from unnest(${ids}::int[], ${quantities}::int[]) with ordinality as a(product_id, quantity, ord)
    ), product as materialized (
      select p.id, p.code, p.name, p.names, ${input.price.currency} as currency, p.min_order_qty, p.max_order_qty, ${input.visible} as visible,
        ${input.flags.hasBasket} as has_basket, ${input.flags.showPrice} as show_price, ${input.flags.showStock} as show_stock,
        ${stockOver(sql`r.warehouses`)} as available, ${quantity} as quantity, a.ord
      from asked a join products p on p.id = a.product_id cross join routed r
    ), orderable as (
      -- Every check of the add (the service tells which one failed): a line is written only when all pass.
      select product.id, product.currency, product.quantity, product.ord from product cross join routed r
      where product.visible and cardinality(r.warehouses) > 0 and product.has_basket and product.show_price
        and product.quantity >= product.min_order_qty and (product.max_order_qty is null or product.quantity <= product.max_order_qty)
        and product.quantity <= product.available
    ), ${writes}
    select r.country, r.warehouses,
      coalesce((select json_agg(product order by product.ord) from product), '[]'::json) as products,
      coalesce((select array_agg(product_id) from line), '{}'::int[]) as added,
      ${orderInFlight(input.customerId)} as busy,
      (select trim(currency) from carts where customer_id = ${input.customerId}) as cart_currency
    from routed r`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`customer ${input.customerId} vanished`);
  return row;
}

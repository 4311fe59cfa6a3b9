// bench:orders' checks of the books after a run, from the order rows and what the client sent, written
// from the rules of prices and placing an order (ADR 0015, ADR 0065 and the rounding catalog pricing.ts documents),
// not from the order pipeline's code: money (every line from its unit prices, every order the sum of its
// lines, unit prices from the catalogue and the customer's discounts), idempotency (one transaction per
// key, each placing exactly the cart its client filled), document numbers that never repeat, and
// Completed/Failed consistent with the documents made. Stock and limits are checked in orders.ts.
import type { Query } from './catalog-checks';
import { exact, expectedLineAmounts, fmt, mul, remainingFactor, roundTo, sameAmount, sumAmounts } from './exact';

export interface OrderRow {
  id: string;
  doc_number: string;
  total_gross_amount: string;
  total_discount_amount: string;
  total_amount_without_tax: string;
  total_tax_amount: string;
  total_expense_amount: string;
  total_amount: string;
}

export interface OrderLineRow {
  order_id: string;
  product_id: number;
  quantity: number;
  sale_price: string;
  discounted_price: string;
  expense_cost: string;
  vat_rate: string;
  gross_amount: string;
  discount_amount: string;
  net_amount: string;
  expense_amount: string;
  tax_amount: string;
  total_amount: string;
}

const TOTALS: Array<[keyof OrderRow, keyof OrderLineRow]> = [
  ['total_gross_amount', 'gross_amount'],
  ['total_discount_amount', 'discount_amount'],
  ['total_amount_without_tax', 'net_amount'],
  ['total_tax_amount', 'tax_amount'],
  ['total_expense_amount', 'expense_amount'],
  ['total_amount', 'total_amount'],
];

/** What is wrong with an order's money: each line against its unit prices, the order against its lines. */
export function checkOrderMoney(order: OrderRow, lines: OrderLineRow[]): string[] {
  if (lines.length === 0) return [`order ${order.doc_number} has no lines`];
  const problems: string[] = [];
  for (const l of lines) {
    const e = expectedLineAmounts({
      quantity: l.quantity,
      salePrice: l.sale_price,
      discountedPrice: l.discounted_price,
      expenseCost: l.expense_cost,
      vatRate: l.vat_rate,
    });
    const fields: Array<[keyof OrderLineRow, string]> = [
      ['gross_amount', e.gross],
      ['discount_amount', e.discount],
      ['net_amount', e.net],
      ['expense_amount', e.expense],
      ['tax_amount', e.tax],
      ['total_amount', e.total],
    ];
    for (const [field, expected] of fields)
      if (!sameAmount(String(l[field]), expected))
        problems.push(`order ${order.doc_number} line of product ${l.product_id}: ${field} ${l[field]}, expected ${expected}`);
  }
  for (const [total, field] of TOTALS) {
    const sum = sumAmounts(lines.map((l) => String(l[field])));
    if (!sameAmount(order[total], sum)) problems.push(`order ${order.doc_number}: ${total} ${order[total]}, its lines add up to ${sum}`);
  }
  return problems;
}

/**
 * What is wrong with a line's unit prices: the sale price is the list price the customer is offered
 * rounded to cents; the discounted price that list price times Π(1 - r) over the line's rates, rounded
 * once; the line's rates start with the customer's own (a payment method's cash discount may follow).
 */
export function checkLinePrices(
  line: { product_id: number; sale_price: string; discounted_price: string; discount_rates: string[] },
  offeredListPrice: string,
  customerRates: string[],
  doc: string,
): string[] {
  const problems: string[] = [];
  const p = `order ${doc} line of product ${line.product_id}`;
  const sale = fmt(roundTo(exact(offeredListPrice), 2));
  if (!sameAmount(line.sale_price, sale))
    problems.push(`${p}: sale_price ${line.sale_price}, expected ${sale} (list price ${offeredListPrice})`);
  const discounted = fmt(roundTo(mul(exact(offeredListPrice), remainingFactor(line.discount_rates)), 2));
  if (!sameAmount(line.discounted_price, discounted))
    problems.push(`${p}: discounted_price ${line.discounted_price}, expected ${discounted}`);
  const own = customerRates.filter((r) => !sameAmount(r, '0'));
  if (own.some((r, i) => !sameAmount(line.discount_rates[i], r)))
    problems.push(`${p}: discount rates ${line.discount_rates.join(',')} do not start with the customer's ${own.join(',')}`);
  return problems;
}

/** What is wrong with what a transaction ordered, against the cart its client filled (product -> quantity). */
export function checkOrderedCart(
  cart: ReadonlyMap<number, number>,
  ordered: Array<{ product_id: number; quantity: number }>,
  label: string,
): string[] {
  const got = new Map<number, number>();
  for (const l of ordered) got.set(Number(l.product_id), (got.get(Number(l.product_id)) ?? 0) + Number(l.quantity));
  const problems: string[] = [];
  for (const [id, q] of cart)
    if (got.get(id) !== q) problems.push(`${label}: product ${id} ordered ${got.get(id) ?? 0}, the cart held ${q}`);
  for (const [id, q] of got) if (!cart.has(id)) problems.push(`${label}: product ${id} ordered ${q}, not in the cart`);
  return problems;
}

/** What the client knows of each order it placed. */
export interface PlacedOrder {
  customerId: string;
  key: string;
  transactionId: string;
  cart: Map<number, number>;
  /** The status its last poll saw (Completed, Failed), or null when it never ended in the run. */
  seen: string | null;
}

export interface OrderBooks {
  orders: number;
  lines: number;
  problems: string[];
}

/**
 * The books of the orders placed since `since` (transactions created then or later): money, unit prices,
 * idempotency, carts, document numbers, statuses. `placed` is the client's record of them.
 */
export async function checkOrderBooks(query: Query, since: Date, placed: PlacedOrder[]): Promise<OrderBooks> {
  const problems: string[] = [];
  // Document numbers, and the warehouse orders' numbers, never repeat (over the whole table).
  for (const r of await query(`select doc_number, count(*)::int as n from orders group by 1 having count(*) > 1 limit 20`))
    problems.push(`document number ${r.doc_number} used by ${r.n} orders`);
  // A warehouse order ({doc_number}-{n}) holds lines of one document only.
  for (const r of await query(
    `select d.number, count(distinct l.order_id)::int as n, min(o.doc_number) as doc from order_line_details d
     join order_lines l on l.id = d.order_line_id join orders o on o.id = l.order_id
     group by 1 having count(distinct l.order_id) > 1 or d.number not like min(o.doc_number) || '-%' limit 20`,
  ))
    problems.push(`warehouse order number ${r.number} used by ${r.n} documents (${r.doc} among them)`);
  // One transaction per idempotency key of a customer.
  for (const r of await query(
    `select customer_id, idempotency_key, count(*)::int as n from order_transactions where idempotency_key is not null group by 1, 2 having count(*) > 1 limit 20`,
  ))
    problems.push(`idempotency key ${r.idempotency_key} of customer ${r.customer_id} made ${r.n} transactions`);

  const transactions = await query(
    `select t.id, t.customer_id, t.idempotency_key, t.status, count(o.id)::int as orders
     from order_transactions t left join orders o on o.transaction_id = t.id
     where t.created_at >= $1 group by t.id`,
    [since],
  );
  const orders = (await query(
    `select o.id, o.doc_number, o.transaction_id, o.customer_id, o.total_gross_amount::text, o.total_discount_amount::text,
       o.total_amount_without_tax::text, o.total_tax_amount::text, o.total_expense_amount::text, o.total_amount::text
     from orders o join order_transactions t on t.id = o.transaction_id where t.created_at >= $1`,
    [since],
  )) as unknown as Array<OrderRow & { transaction_id: string; customer_id: string }>;
  const lines = (await query(
    `select l.order_id, l.product_id, l.quantity, l.sale_price::text, l.discounted_price::text, l.discount_rates::text[] as discount_rates,
       l.expense_cost::text, l.vat_rate::text, l.gross_amount::text, l.discount_amount::text, l.net_amount::text,
       l.expense_amount::text, l.tax_amount::text, l.total_amount::text,
       case when trim(p.currency) <> trim(c.currency) and pp.list_price is not null then pp.list_price else p.list_price end::text as offered,
       c.discount_rates::text[] as customer_rates
     from order_lines l join orders o on o.id = l.order_id join order_transactions t on t.id = o.transaction_id
     join products p on p.id = l.product_id join customers c on c.id = o.customer_id
     left join product_prices pp on pp.product_id = p.id and trim(pp.currency) = trim(c.currency)
     where t.created_at >= $1`,
    [since],
  )) as unknown as Array<OrderLineRow & { discount_rates: string[]; offered: string; customer_rates: string[] }>;

  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l]);
  const ordersOf = new Map<string, typeof orders>();
  for (const o of orders) ordersOf.set(o.transaction_id, [...(ordersOf.get(o.transaction_id) ?? []), o]);
  for (const o of orders) {
    const mine = linesOf.get(o.id) ?? [];
    problems.push(...checkOrderMoney(o, mine));
    for (const l of mine) problems.push(...checkLinePrices(l, l.offered, l.customer_rates, o.doc_number));
  }
  for (const t of transactions) {
    const n = Number(t.orders);
    if (t.status === 'Completed' && n === 0) problems.push(`transaction ${t.id} Completed without an order`);
    if (t.status !== 'Completed' && n > 0) problems.push(`transaction ${t.id} ${t.status} with ${n} orders`);
  }
  // Each placed order: the transaction its key made, which ordered exactly the client's cart.
  const byId = new Map(transactions.map((t) => [String(t.id), t]));
  for (const p of placed) {
    const t = byId.get(p.transactionId);
    if (!t) {
      problems.push(`transaction ${p.transactionId} (key ${p.key}) answered to the client but not found`);
      continue;
    }
    if (t.idempotency_key !== p.key || t.customer_id !== p.customerId)
      problems.push(`transaction ${p.transactionId}: key or customer differs from the request`);
    if (p.seen && p.seen !== t.status)
      problems.push(`transaction ${p.transactionId}: the client saw ${p.seen}, the database says ${t.status}`);
    if (t.status === 'Completed') {
      const ordered = (ordersOf.get(p.transactionId) ?? []).flatMap((o) => {
        if (o.customer_id !== p.customerId) problems.push(`order ${o.doc_number} of customer ${o.customer_id}, placed for ${p.customerId}`);
        return linesOf.get(o.id) ?? [];
      });
      problems.push(...checkOrderedCart(p.cart, ordered, `transaction ${p.transactionId}`));
    }
  }
  return { orders: orders.length, lines: lines.length, problems };
}

import { sql } from 'kysely';
import { addDays, dayIn, timeZoneOf } from '../../lib/dates';
import { priceLine, sumLines } from '../../modules/catalog';
import type { Db } from '../database';
import type { Random } from './random';

/**
 * The demo's order history: `count` orders of the last 14 months (more of them recent), so the dashboard,
 * the reports, the pivot, a dealer's order list and its reorder have something to show on a new portal.
 * Written as the order job writes them (documents numbered from `order_doc_number_seq` in time order, so
 * the next real order continues the series; lines priced by the cart's `priceLine` with the customer's
 * rates and the payment method's; a warehouse order per line from the delivery country's first
 * warehouse), by the customer's own user where it has one, else by its salesman, else by customer service.
 * Statuses follow age: a month old is delivered (or, now and then, cancelled), last week's shipped, this
 * week's pending to processing. Stock is not taken: the units left long ago. The summaries' triggers
 * (migrations 0045-0052) keep the dashboard's and the reports' figures as for any order.
 */
export async function seedOrderHistory(trx: Db, rng: Random, count: number): Promise<number> {
  if (count <= 0) return 0;
  const rows = await trx
    .selectFrom('customers as c')
    .leftJoin('salesman_customers as sc', 'sc.customer_id', 'c.id')
    .leftJoin('users as su', (j) => j.onRef('su.salesman_id', '=', 'sc.salesman_id').on('su.user_type', '=', 'salesman'))
    .select([
      'c.id',
      'c.discount_rates',
      sql<string>`trim(c.currency)`.as('currency'),
      sql<string>`trim(c.country_code)`.as('country'),
      'sc.salesman_id',
      'su.id as salesman_user_id',
      sql<
        string | null
      >`(select u.id from users u where u.customer_id = c.id and u.user_type = 'dealer' order by u.account_name limit 1)`.as(
        'dealer_user_id',
      ),
    ])
    .where('c.is_active', '=', true)
    .orderBy('c.code')
    .orderBy('su.account_name')
    .execute();
  // the default delivery address first
  const addresses = await trx
    .selectFrom('customer_addresses')
    .select([
      'id',
      'customer_id',
      'caption',
      sql<string>`address || ', ' || city`.as('text'),
      sql<string>`trim(country_code)`.as('country'),
    ])
    .orderBy('customer_id')
    .orderBy('is_default', 'desc')
    .orderBy('code')
    .execute();
  const addressOf = new Map<string, (typeof addresses)[number]>();
  for (const a of addresses) if (!addressOf.has(a.customer_id)) addressOf.set(a.customer_id, a);
  const seen = new Set<string>();
  const customers = rows.flatMap((c) => {
    const address = addressOf.get(c.id);
    if (!address || seen.has(c.id)) return [];
    seen.add(c.id);
    return [{ ...c, address }];
  });
  const support = await trx.selectFrom('users').select('id').where('account_name', '=', 'support').executeTakeFirst();
  // Each customer buys in its currency (listPriceSql's rule): the price list's price, else the product's
  // own where the product is priced in that currency.
  const priced = await sql<{
    id: number;
    code: string;
    name: string;
    category_id: number;
    unit_code: string;
    currency: string;
    list_price: string;
    vat_rate: string;
    expense_cost: string;
  }>`
    select p.id, p.code, p.name, p.category_id, p.unit_code, c.currency, c.list_price::text as list_price,
      p.vat_rate::text as vat_rate, p.expense_cost::text as expense_cost
    from products p
    cross join lateral (
      select trim(pp.currency) as currency, pp.list_price from product_prices pp where pp.product_id = p.id
      union all
      select trim(p.currency), p.list_price
        where not exists (select 1 from product_prices pp where pp.product_id = p.id and trim(pp.currency) = trim(p.currency))
    ) c
    where p.is_active and c.list_price > 0
    order by p.id, c.currency`.execute(trx);
  const poolOf = new Map<string, (typeof priced.rows)[number][]>();
  for (const p of priced.rows) poolOf.set(p.currency, [...(poolOf.get(p.currency) ?? []), p]);
  const methods = await trx
    .selectFrom('order_parameters')
    .select(['payment_method_code as code', 'names', sql<string>`discount_rate::text`.as('rate'), 'due_days'])
    .where('is_online', '=', false)
    .orderBy('sort_order')
    .execute();
  const routes = await trx
    .selectFrom('warehouse_targets')
    .select(['warehouse_code', 'accepted_country_codes'])
    .orderBy('priority')
    .execute();

  // A customer buys from a few products again and again (its reorders), now and then something new.
  const buyers = customers.filter((c) => (poolOf.get(c.currency)?.length ?? 0) > 0);
  if (buyers.length === 0) return 0;
  const favourites = new Map(buyers.map((c) => [c.id, Array.from({ length: 12 }, () => rng.pick(poolOf.get(c.currency)!))]));
  const now = Date.now();
  const planned = Array.from({ length: count }, () => {
    // ~420 days back, weighted towards today; working hours of the day
    const daysBack = Math.floor(420 * rng.next() ** 1.6);
    const at = new Date(now - daysBack * 86_400_000);
    at.setUTCHours(rng.int(6, 16), rng.int(0, 59), rng.int(0, 59), 0);
    return { customer: rng.pick(buyers), at: at.getTime() > now ? new Date(now - rng.int(1, 60) * 60_000) : at };
  }).sort((a, b) => a.at.getTime() - b.at.getTime());

  // the series' next numbers in one statement, given out in time order as the orders are written
  const numbered = await sql<{
    n: string;
  }>`select nextval('order_doc_number_seq')::text as n from generate_series(1, ${planned.length}::int)`.execute(trx);
  const numbers = numbered.rows.map((r) => Number(r.n)).sort((a, b) => a - b);
  let n = 0;
  for (const { customer, at } of planned) {
    const userId = customer.dealer_user_id ?? customer.salesman_user_id ?? support?.id;
    if (!userId) continue;
    const ageDays = (now - at.getTime()) / 86_400_000;
    const status =
      ageDays > 21
        ? rng.chance(0.07)
          ? 'Cancelled'
          : 'Delivered'
        : ageDays > 5
          ? rng.pick(['Shipped', 'Shipped', 'Delivered', 'PartiallyShipped', 'Cancelled'])
          : rng.pick(['Pending', 'Approved', 'Processing']);
    const method = rng.chance(0.75) ? methods[0] : (methods[1] ?? methods[0]);
    const language = customer.country === 'TR' ? 'tr' : 'de';
    const methodName = method ? ((method.names as Record<string, string>)[language] ?? method.code) : 'Peşin';
    const own = favourites.get(customer.id)!;
    const pool = poolOf.get(customer.currency)!;
    const picked = new Map<number, (typeof pool)[number]>();
    for (let i = rng.int(1, 5); i > 0; i--) {
      const p = rng.chance(0.7) ? rng.pick(own) : rng.pick(pool);
      picked.set(p.id, p);
    }
    const lines = [...picked.values()].map((p) => {
      const quantity = rng.pick([1, 2, 4, 4, 4, 8, 10]);
      return {
        product: p,
        quantity,
        price: priceLine({
          listPrice: p.list_price,
          vatRate: p.vat_rate,
          expenseCost: p.expense_cost,
          quantity,
          customerRates: customer.discount_rates,
          paymentMethodRate: method?.rate ?? null,
        }),
      };
    });
    const totals = sumLines(lines.map((l) => l.price));
    const warehouse =
      routes.find((r) => r.accepted_country_codes.includes(customer.address.country))?.warehouse_code ?? routes[0]?.warehouse_code ?? 'IST';
    const docNumber = `B2B${String(at.getUTCFullYear()).slice(2)}${String(numbers[n++]).padStart(6, '0')}`;
    const cancelled = status === 'Cancelled';
    const shipped = (quantity: number) =>
      status === 'Delivered' || status === 'Shipped' ? quantity : status === 'PartiallyShipped' ? Math.ceil(quantity / 2) : 0;
    const salesmanId = customer.dealer_user_id ? null : (customer.salesman_id ?? null);

    const tx = await trx
      .insertInto('order_transactions')
      .values({
        customer_id: customer.id,
        user_id: userId,
        salesman_id: salesmanId,
        status: 'Completed',
        request: JSON.stringify({ demo: true }),
        created_orders: JSON.stringify([{ orderNumber: docNumber, docNumber, canPayWithPayPal: false }]),
        created_at: at,
        finished_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await trx
      .insertInto('orders')
      .values({
        doc_number: docNumber,
        transaction_id: tx.id,
        customer_id: customer.id,
        user_id: userId,
        salesman_id: salesmanId,
        payment_method_code: method?.code ?? 'PESIN',
        payment_method_name: methodName,
        due_days: method?.due_days ?? 0,
        payment_status: 'NotRequired',
        currency: customer.currency,
        status,
        shipping_address_id: customer.address.id,
        shipping_address_caption: customer.address.caption,
        shipping_address: customer.address.text,
        shipping_country_code: customer.address.country,
        total_gross_amount: totals.gross,
        total_discount_amount: totals.discount,
        total_amount_without_tax: totals.net,
        total_tax_amount: totals.vat,
        total_expense_amount: totals.expense,
        total_amount: totals.total,
        erp_status: 'Standalone',
        cancelled_at: cancelled ? new Date(at.getTime() + 86_400_000) : null,
        cancelled_by: cancelled ? userId : null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dueDate = addDays(dayIn(timeZoneOf(customer.country), at), method?.due_days ?? 0);
    const written = await trx
      .insertInto('order_lines')
      .values(
        lines.map((l, i) => ({
          order_id: order.id,
          line_no: i + 1,
          product_id: l.product.id,
          product_code: l.product.code,
          product_name: l.product.name,
          category_id: l.product.category_id,
          unit_code: l.product.unit_code,
          quantity: l.quantity,
          shipped_quantity: shipped(l.quantity),
          sale_price: l.price.salePrice,
          discounted_price: l.price.discountedPrice,
          discount_rates: l.price.discountRates,
          vat_rate: l.product.vat_rate,
          expense_cost: l.product.expense_cost,
          gross_amount: l.price.gross,
          discount_amount: l.price.discount,
          net_amount: l.price.net,
          expense_amount: l.price.expense,
          tax_amount: l.price.vat,
          total_amount: l.price.total,
          due_date: dueDate,
          status,
          cancelled_at: cancelled ? new Date(at.getTime() + 86_400_000) : null,
        })),
      )
      .returning(['id', 'quantity'])
      .execute();
    await trx
      .insertInto('order_line_details')
      .values(
        written.map((l) => ({
          order_line_id: l.id,
          number: `${docNumber}-1`,
          warehouse_code: warehouse,
          quantity: l.quantity,
          shipped_quantity: shipped(l.quantity),
          status,
        })),
      )
      .execute();
  }
  return n;
}

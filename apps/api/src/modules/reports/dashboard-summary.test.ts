import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer, createStockedProduct } from '../../../test/cart-factories';
import { createIntegrationKey, createRole, createTestApp, signInAdmin, type TestApp } from '../../../test/harness';
import { cartCalls, signedInUser } from '../../../test/ordering-fixture';
import { orderReportTotals } from './reports.repository';

/**
 * The dashboard reads the sales summary (migration 0045, ADR 0054), which triggers keep from the lines. Here
 * every way the lines change (placing through the worker, cancelling a line and a whole order, the ERP's
 * order updates, a status written directly) is followed by the dashboard's figures compared with the same
 * figures summed over the orders and their lines (the query the dashboard ran before the summary).
 */
let t: TestApp;
let staff: string;
let key: string;
let admin: string;
let dealers: Array<Awaited<ReturnType<typeof createDealer>>>;
let products: number[];
let categories: { tyres: number; summer: number; batteries: number };
const { add, place } = cartCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
  const cat = await createCartCatalogue(t.db);
  categories = cat;
  products = [];
  for (const [n, price] of [
    [1, '100'],
    [2, '37.5'],
    [3, '12.34'],
  ] as const)
    products.push(
      await createStockedProduct(t.db, {
        code: `SUM${n}-${cat.tag}`,
        name: `Summary ${n}`,
        // the third in another branch, for the order report's category filter
        categoryId: n === 3 ? cat.batteries : cat.summer,
        listPrice: price,
        stocks: { [cat.w1]: 500, [cat.w2]: 500 },
      }),
    );
  dealers = [await createDealer(t), await createDealer(t)];
  staff = (await signedInUser(t, { roleId: await createRole(t.db, 'staff', ['report-order.list']), userType: 'staff' })).token;
  key = await createIntegrationKey(t, ['orders']);
  admin = await signInAdmin(t);
});
afterAll(() => t?.close());

interface Figures {
  salesByMonth: unknown[];
  topProducts: unknown[];
  topCustomers: unknown[];
}

/** The dashboard's sales figures summed over the lines themselves (ADR 0051's rule), for a scope. */
async function fromLines(timeZone: string, customerId?: string): Promise<Figures> {
  const scope = customerId ? sql`o.customer_id = ${customerId}::uuid` : sql`true`;
  const live = sql`from order_lines l join orders o on o.id = l.order_id
    where ${scope} and o.status not in ('Cancelled', 'Rejected') and l.status not in ('Cancelled', 'Rejected')
      and o.created_at >= date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone} - interval '11 months'`;
  const months = await sql<{ month: string; currency: string; amount: string; orderCount: number }>`
    select to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM') as month, trim(o.currency) as currency,
      sum(l.net_amount + l.expense_amount)::numeric(16,2)::text as amount, count(distinct o.id)::int as "orderCount"
    ${live} group by 1, 2 order by 2, 1`.execute(t.db);
  const prods = await sql<{ productId: number; currency: string; amount: string; quantity: number }>`
    select * from (
      select l.product_id as "productId", trim(o.currency) as currency, sum(l.net_amount + l.expense_amount)::numeric(16,2)::text as amount,
        sum(l.quantity)::int as quantity,
        row_number() over (partition by trim(o.currency) order by sum(l.net_amount + l.expense_amount) desc, l.product_id) as rank
      ${live} group by 1, 2) x where rank <= 10 order by currency, rank`.execute(t.db);
  const custs = await sql<{ customerId: string; currency: string; amount: string; orderCount: number }>`
    select * from (
      select o.customer_id::text as "customerId", trim(o.currency) as currency,
        sum(l.net_amount + l.expense_amount)::numeric(16,2)::text as amount, count(distinct o.id)::int as "orderCount",
        row_number() over (partition by trim(o.currency) order by sum(l.net_amount + l.expense_amount) desc, o.customer_id) as rank
      ${live} group by o.customer_id, 2) x where rank <= 10 order by currency, rank`.execute(t.db);
  return {
    salesByMonth: months.rows,
    topProducts: prods.rows.map(({ productId, currency, amount, quantity }) => ({ productId, currency, amount, quantity })),
    topCustomers: custs.rows.map(({ customerId, currency, amount, orderCount }) => ({ customerId, currency, amount, orderCount })),
  };
}

async function dashboard(token: string): Promise<Figures> {
  const res = await t.call({ method: 'GET', url: '/api/reports/dashboard', token });
  expect(res.status).toBe(200);
  return {
    salesByMonth: res.body.salesByMonth,
    topProducts: res.body.topProducts.map(({ productId, currency, amount, quantity }: Record<string, unknown>) => ({
      productId,
      currency,
      amount,
      quantity,
    })),
    topCustomers: res.body.topCustomers.map(({ customerId, currency, amount, orderCount }: Record<string, unknown>) => ({
      customerId,
      currency,
      amount,
      orderCount,
    })),
  };
}

/** Staff's and each dealer's dashboard equal the sums over the lines; returns staff's figures. */
async function expectSummaryMatchesLines(): Promise<Figures> {
  const general = await t.call({ method: 'GET', url: '/api/commons/generalSettings', token: admin });
  const timeZone = general.body.timeZone as string;
  const staffFigures = await dashboard(staff);
  expect(staffFigures).toEqual(await fromLines(timeZone));
  for (const d of dealers) expect(await dashboard(d.token)).toEqual(await fromLines(timeZone, d.customer.id));
  // the summary's cells hold nothing but live sales
  const empty = await sql<{
    n: number;
  }>`select count(*)::int as n from sales_summary_customers where amount = 0 and order_count = 0`.execute(t.db);
  expect(empty.rows[0]?.n).toBe(0);
  await expectOrderReportMatchesLines(timeZone);
  return staffFigures;
}

/**
 * The order report's count and totals (order_report_summary, migration 0050) equal the sums over the lines,
 * for the filters the summary answers; the summary's cells are exactly the lines grouped.
 */
async function expectOrderReportMatchesLines(timeZone: string) {
  const [a] = dealers as [(typeof dealers)[number]];
  const today = (await sql<{ d: string }>`select to_char(now() at time zone ${timeZone}, 'YYYY-MM-DD') as d`.execute(t.db)).rows[0]!.d;
  const filters: Array<[Record<string, string | number>, RawBuilder<unknown>]> = [
    [{}, sql`true`],
    [{ customerId: a.customer.id }, sql`o.customer_id = ${a.customer.id}::uuid`],
    [{ status: 'Cancelled' }, sql`l.status = 'Cancelled'`],
    [
      { startDate: today, endDate: today },
      sql`o.created_at >= ${today}::date::timestamp at time zone ${timeZone} and o.created_at < (${today}::date + 1)::timestamp at time zone ${timeZone}`,
    ],
    [{ endDate: '2000-01-01' }, sql`o.created_at < '2000-01-02'::timestamp at time zone ${timeZone}`],
    // a category with its sub-categories, and a leaf (order_report_categories, migration 0052)
    [{ categoryId: categories.tyres }, sql`l.category_id in (${categories.tyres}, ${categories.summer})`],
    [
      { categoryId: categories.summer, status: 'Pending', customerId: a.customer.id },
      sql`l.category_id = ${categories.summer} and l.status = 'Pending' and o.customer_id = ${a.customer.id}::uuid`,
    ],
    [{ categoryId: categories.batteries }, sql`l.category_id = ${categories.batteries}`],
  ];
  for (const [filter, where] of filters) {
    const res = await t.call({ method: 'POST', url: '/api/reports/order?page=1&pageSize=1', token: staff, payload: filter });
    expect(res.status).toBe(200);
    const expected = await sql<{ currency: string; quantity: number; total: string; n: number }>`
      select trim(o.currency) as currency, sum(l.quantity)::int as quantity, sum(l.net_amount + l.expense_amount)::text as total, count(*)::int as n
      from order_lines l join orders o on o.id = l.order_id where ${where} group by 1 order by 1`.execute(t.db);
    expect(res.body.totals, JSON.stringify(filter)).toEqual(
      expected.rows.map(({ currency, quantity, total }) => ({ currency, quantity, total })),
    );
    expect(res.body.totalCount).toBe(expected.rows.reduce((n, r) => n + r.n, 0));
  }
  const drift = await sql<{ n: number }>`
    with lines as (
      select sales_summary_bucket(o.created_at) as bucket, o.customer_id, l.status, trim(o.currency) as currency,
        count(*)::bigint as line_count, sum(l.quantity)::bigint as quantity, sum(l.net_amount + l.expense_amount) as amount
      from order_lines l join orders o on o.id = l.order_id group by 1, 2, 3, 4),
    cells as (select bucket, customer_id, status, currency, line_count, quantity, amount from order_report_summary)
    select count(*)::int as n from ((select * from lines except all select * from cells) union all (select * from cells except all select * from lines)) x`.execute(
    t.db,
  );
  expect(drift.rows[0]?.n).toBe(0);
  const categoryDrift = await sql<{ n: number }>`
    with lines as (
      select sales_summary_bucket(o.created_at) as bucket, o.customer_id, l.category_id, l.status, trim(o.currency) as currency,
        count(*)::bigint as line_count, sum(l.quantity)::bigint as quantity, sum(l.net_amount + l.expense_amount) as amount
      from order_lines l join orders o on o.id = l.order_id group by 1, 2, 3, 4, 5),
    cells as (select bucket, customer_id, category_id, status, currency, line_count, quantity, amount from order_report_categories)
    select count(*)::int as n from ((select * from lines except all select * from cells) union all (select * from cells except all select * from lines)) x`.execute(
    t.db,
  );
  expect(categoryDrift.rows[0]?.n).toBe(0);
}

async function placeOrder(dealer: (typeof dealers)[number], lines: Array<[number, number]>) {
  for (const [productIndex, quantity] of lines) expect((await add(dealer.token, products[productIndex]!, quantity)).status).toBe(204);
  const placed = await place(dealer.token, { customerAddressCode: dealer.address.code });
  expect(placed.status).toBe(200);
  await t.app.jobs.drain();
  const orders = await t.db
    .selectFrom('orders')
    .select(['id', 'doc_number'])
    .where('transaction_id', '=', placed.body.transactionId)
    .orderBy('doc_number')
    .execute();
  expect(orders.length).toBeGreaterThan(0);
  const order = orders[0]!;
  const placedLines = await t.db
    .selectFrom('order_lines')
    .select(['id', 'product_id'])
    .where('order_id', '=', order.id)
    .orderBy('line_no')
    .execute();
  return { id: order.id, docNumber: order.doc_number, lines: placedLines };
}

describe('the dashboard reads a summary that follows every change of the lines', () => {
  it('after placing, cancelling a line and an order, ERP updates and a direct status change', async () => {
    const [a, b] = dealers as [(typeof dealers)[number], (typeof dealers)[number]];
    const first = await placeOrder(a, [
      [0, 3],
      [1, 2],
      [2, 5],
    ]);
    const second = await placeOrder(a, [[0, 1]]);
    const third = await placeOrder(b, [
      [1, 4],
      [2, 1],
    ]);
    const placed = await expectSummaryMatchesLines();
    expect(placed.topCustomers).toContainEqual(expect.objectContaining({ customerId: a.customer.id, orderCount: 2 }));

    // one line cancelled
    const line = first.lines.find((l) => l.product_id === products[1])!;
    const cancelled = await t.call({
      method: 'PUT',
      url: `/api/orders/${first.id}/items/${line.id}/cancellation`,
      token: a.token,
      payload: {},
    });
    expect(cancelled.status).toBe(204);
    await expectSummaryMatchesLines();

    // a whole order cancelled
    const whole = await t.call({
      method: 'PUT',
      url: `/api/orders/${encodeURIComponent(second.docNumber)}/cancellation`,
      token: a.token,
      payload: {},
    });
    expect([200, 204]).toContain(whole.status);
    const afterCancel = await expectSummaryMatchesLines();
    expect(afterCancel.topCustomers).toContainEqual(expect.objectContaining({ customerId: a.customer.id, orderCount: 1 }));

    // the ERP: a quantity changed, a line deleted, one added, the order's status
    const thirdLines = third.lines;
    const sync = await t.call({
      method: 'POST',
      url: '/api/integrations/sync/order-updates',
      token: key,
      payload: {
        rows: [
          {
            docNumber: third.docNumber,
            status: 'Approved',
            lines: [
              { id: Number(thirdLines[0]!.id), quantity: 7 },
              { id: Number(thirdLines[1]!.id), deleted: true },
              {
                erpLineCode: 'SUM-E1',
                productCode: (await productCode(products[0]!)) as string,
                quantity: 2,
                salePrice: '80.00',
                vatRate: 20,
              },
            ],
          },
        ],
      },
    });
    expect(sync.body).toMatchObject({ updated: 1 });
    expect(sync.status).toBe(200);
    expect(sync.body).toMatchObject({ updated: 1 });
    await expectSummaryMatchesLines();

    // a status written by anything else (here straight into the table), then the line restored by the ERP
    await t.db.updateTable('orders').set({ status: 'Rejected' }).where('id', '=', first.id).execute();
    await expectSummaryMatchesLines();
    const restored = await t.call({
      method: 'POST',
      url: '/api/integrations/sync/order-updates',
      token: key,
      payload: { rows: [{ docNumber: third.docNumber, lines: [{ id: Number(thirdLines[1]!.id) }] }] },
    });
    expect(restored.status).toBe(200);
    await expectSummaryMatchesLines();

    // an order moved in time (its cells move); a day bound that is not on a 15-minute bucket (Monrovia was
    // UTC-0:44:30 in 1970): the order report's totals read the lines then
    await sql`update orders set created_at = '1970-06-01 00:44:40+00' where id = ${third.id}::uuid`.execute(t.db);
    await expectSummaryMatchesLines();
    const monrovia = { startDate: '1970-06-01', endDate: '1970-06-01' };
    const totals = await orderReportTotals(t.db, { scope: { kind: 'all' }, timeZone: 'Africa/Monrovia', filter: monrovia });
    const expected = await sql<{
      count: string;
    }>`select count(*)::text as count from order_lines where order_id = ${third.id}::uuid`.execute(t.db);
    expect(totals.map((x) => x.count)).toEqual([expected.rows[0]!.count]);

    // an order deleted with its lines
    await t.db.deleteFrom('orders').where('id', '=', second.id).execute();
    await expectSummaryMatchesLines();
  });
});

async function productCode(id: number) {
  return (await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
}

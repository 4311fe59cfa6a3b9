import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/demo';
import { createTestApp, signIn, signInAdmin, type TestApp } from './harness';

let t: TestApp;
const ORDERS = 150;

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemoData(t.db, { products: 300, customers: 6, orderHistory: ORDERS });
  expect(seeded.orders).toBe(ORDERS);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('demo order history', () => {
  it('writes whole orders: documents equal to their lines, a warehouse order per line, numbers in time order', async () => {
    const orders = await t.db
      .selectFrom('orders as o')
      .select([
        'o.doc_number',
        'o.status',
        'o.created_at',
        sql<string>`o.total_amount::text`.as('total'),
        sql<string>`(select sum(l.total_amount)::text from order_lines l where l.order_id = o.id)`.as('lines_total'),
        sql<number>`(select count(*)::int from order_lines l where l.order_id = o.id)`.as('lines'),
        sql<number>`(select count(*)::int from order_lines l join order_line_details d on d.order_line_id = l.id where l.order_id = o.id and d.quantity = l.quantity)`.as(
          'details',
        ),
      ])
      .orderBy('o.doc_number')
      .execute();
    expect(orders).toHaveLength(ORDERS);
    for (const o of orders) {
      expect(o.total, o.doc_number).toBe(o.lines_total);
      expect(o.lines).toBeGreaterThan(0);
      expect(o.details).toBe(o.lines);
      expect(o.doc_number).toMatch(/^B2B\d{8}$/);
    }
    // numbered in time order, the series the next real order continues
    const times = orders.map((o) => new Date(o.created_at).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times.sort((a, b) => a - b));
    const statuses = new Set(orders.map((o) => o.status));
    expect(statuses.has('Delivered')).toBe(true);
    expect(statuses.has('Cancelled')).toBe(true);
    const next = await sql<{ n: string }>`select nextval('order_doc_number_seq')::text as n`.execute(t.db);
    const last = Math.max(...orders.map((o) => Number(o.doc_number.slice(5))));
    expect(Number(next.rows[0]!.n)).toBeGreaterThan(last);
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 430 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  });

  it('fills the dashboard and a dealer’s order list', async () => {
    const admin = await signInAdmin(t);
    const dashboard = await t.call({ method: 'GET', url: '/api/reports/dashboard?months=24', token: admin });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.salesByMonth.length).toBeGreaterThan(3);
    expect(dashboard.body.topProducts.length).toBeGreaterThan(0);
    // the dashboard's sales are the live lines' net + expenses (ADR 0051)
    const live = await sql<{ amount: string }>`
      select coalesce(sum(l.net_amount + l.expense_amount), 0)::numeric(16,2)::text as amount
      from order_lines l join orders o on o.id = l.order_id
      where o.status not in ('Cancelled', 'Rejected') and l.status not in ('Cancelled', 'Rejected')
        and trim(o.currency) = 'TRY'`.execute(t.db);
    const tryMonths = dashboard.body.salesByMonth.filter((m: { currency: string }) => m.currency === 'TRY');
    const cents = tryMonths.reduce((n: number, m: { amount: string }) => n + Math.round(Number(m.amount) * 100), 0);
    expect(cents).toBe(Math.round(Number(live.rows[0]!.amount) * 100));

    const dealer = (await signIn(t, 'dealer', 'Demo1234')).token;
    const list = await t.call({ method: 'GET', url: '/api/orders?PageNumber=1&PageSize=10', token: dealer });
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBeGreaterThan(0);
    const doc = list.body.items[0].docNumber as string;
    const detail = await t.call({ method: 'GET', url: `/api/orders/${doc}`, token: dealer });
    expect(detail.status).toBe(200);
    expect(detail.body.orderItems.length).toBeGreaterThan(0);
  });
});

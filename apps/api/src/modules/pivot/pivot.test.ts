import { ERRORS } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { createOrder } from '../../../test/order-factories';
import { seedDemoData } from '../../db/seed/demo';
import { dayIn } from '../../lib/dates';

let t: TestApp;
let de: string;
let tr: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { products: 200, customers: 2 });
  de = (await signIn(t, 'dealer-de', 'Demo1234')).token;
  tr = (await signIn(t, 'dealer', 'Demo1234')).token;
  const customer = await t.db.selectFrom('customers').select('id').where('code', '=', '120.02.001').executeTakeFirstOrThrow();
  const user = await t.db.selectFrom('users').select('id').where('account_name', '=', 'dealer-de').executeTakeFirstOrThrow();
  const products = await t.db.selectFrom('products').select('id').where('code', 'like', 'JNT-%').orderBy('id').limit(2).execute();
  const warehouse = await t.db.selectFrom('warehouses').select('code').orderBy('priority').executeTakeFirstOrThrow();
  // the factory takes stock from the warehouse: make sure there is some
  await t.db.updateTable('stocks').set({ quantity: 100 }).where('warehouse_code', '=', warehouse.code).execute();
  for (const [i, quantity] of [
    [0, 4],
    [1, 2],
    [0, 1],
  ] as const) {
    await createOrder(t.db, {
      customerId: customer.id,
      userId: user.id,
      lines: [{ productId: products[i]!.id, warehouses: [{ code: warehouse.code, quantity }] }],
    });
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const pivot = (body: Record<string, unknown>, token?: string, culture = 'de') =>
  t.call({ method: 'POST', url: '/api/pivot/order-lines', token, culture, payload: body });

describe('order pivot (/pivot, de only)', () => {
  it('sums the German dealer’s order lines by product and status', async () => {
    const res = await pivot({ rows: 'product', columns: 'status', measure: 'quantity' }, de);
    expect(res.status).toBe(200);
    expect(res.body.rowKeys).toHaveLength(2);
    const total = res.body.cells.reduce((n: number, c: { value: string }) => n + Number(c.value), 0);
    expect(total).toBe(7);
    // the largest row first
    const first = res.body.cells.filter((c: { row: string }) => c.row === res.body.rowKeys[0]);
    expect(first.reduce((n: number, c: { value: string }) => n + Number(c.value), 0)).toBe(5);
    const lines = await pivot({ rows: 'month', measure: 'lines' }, de);
    expect(lines.body.columnKeys).toEqual([]);
    expect(lines.body.cells).toEqual([{ row: expect.stringMatching(/^\d{4}-\d{2}$/), column: null, value: '3' }]);
  });

  it('401 anonymous, a Turkish dealer 403, bad input 400 (tr/de/en)', async () => {
    expect((await pivot({ rows: 'product', measure: 'quantity' })).status).toBe(401);
    const refused = await pivot({ rows: 'product', measure: 'quantity' }, tr, 'en');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('COUNTRY_ONLY');
    for (const culture of ['tr', 'de', 'en'] as const) {
      const bad = await pivot({ rows: 'product', columns: 'product', measure: 'weight' }, de, culture);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
      expect(bad.body.message.startsWith(ERRORS.VALIDATION_FAILED[culture])).toBe(true);
    }
  });

  const download = (body: Record<string, unknown>, token: string | undefined, format = 'xlsx', culture = 'de') =>
    t.app.inject({
      method: 'POST',
      url: `/api/pivot/order-lines/export?format=${format}`,
      payload: body,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-culture': culture },
    });

  it('exports the same cells as the answer in xlsx, totals equal to the order lines', async () => {
    const body = { rows: 'product', columns: 'status', measure: 'amount' };
    const answer = (await pivot(body, de)).body;
    const res = await download(body, de);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // named after the German dealer's day (ADR 0060)
    expect(String(res.headers['content-disposition'])).toContain(`filename="order-pivot-${dayIn('Europe/Berlin')}.xlsx"`);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    const at = values.findIndex((r) => r[0] === 'Produkt');
    expect(values[at]).toEqual(['Produkt', ...answer.columnKeys, 'Summe']);
    const lines = values.slice(at + 1);
    expect(lines.map((r) => r[0])).toEqual(answer.rowKeys);
    for (const c of answer.cells) {
      const line = lines.find((r) => r[0] === c.row)!;
      expect(line[1 + answer.columnKeys.indexOf(c.column)]).toBe(Number(c.value));
    }
    // the row totals sum to the customer's order lines
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', '120.02.001').executeTakeFirstOrThrow();
    const { sum } = await t.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select((eb) => eb.fn.sum<string>('l.net_amount').as('sum'))
      .where('o.customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    const total = lines.reduce((n, r) => n + Number(r.at(-1)), 0);
    expect(total).toBeCloseTo(Number(sum), 2);
    expect(total).toBeGreaterThan(0);
  });

  it('exports csv with the measure alone; 401, 403 for a Turkish dealer, 400 for a bad format (tr/de/en)', async () => {
    const res = await download({ rows: 'month', measure: 'quantity' }, de, 'csv', 'en');
    expect(res.statusCode).toBe(200);
    const lines = res.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Month,Quantity');
    expect(lines.slice(1).reduce((n, l) => n + Number(l.split(',')[1]), 0)).toBe(7);
    expect((await download({ rows: 'month', measure: 'quantity' }, undefined)).statusCode).toBe(401);
    const refused = await download({ rows: 'month', measure: 'quantity' }, tr);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('COUNTRY_ONLY');
    for (const culture of ['tr', 'de', 'en'] as const) {
      const bad = await download({ rows: 'month', measure: 'quantity' }, de, 'pdf', culture);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message.startsWith(ERRORS.VALIDATION_FAILED[culture])).toBe(true);
    }
  });

  it('counts months and the period in the customer’s calendar (Berlin), not UTC’s (ADR 0060)', async () => {
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', '120.02.001').executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('users').select('id').where('account_name', '=', 'dealer-de').executeTakeFirstOrThrow();
    const product = await t.db.selectFrom('products').select('id').where('code', 'like', 'JNT-%').orderBy('id').executeTakeFirstOrThrow();
    const warehouse = await t.db.selectFrom('warehouses').select('code').orderBy('priority').executeTakeFirstOrThrow();
    // 22:30 UTC on 31 March is 00:30 on 1 April in Berlin (summer time)
    await createOrder(t.db, {
      customerId: customer.id,
      userId: user.id,
      createdAt: '2026-03-31T22:30:00Z',
      lines: [{ productId: product.id, warehouses: [{ code: warehouse.code, quantity: 3 }] }],
    });
    const april = await pivot({ rows: 'month', measure: 'quantity', dateFrom: '2026-04-01', dateTo: '2026-04-01' }, de);
    expect(april.status).toBe(200);
    expect(april.body.cells).toEqual([{ row: '2026-04', column: null, value: '3' }]);
    const march = await pivot({ rows: 'month', measure: 'quantity', dateFrom: '2026-03-01', dateTo: '2026-03-31' }, de);
    expect(march.body.cells).toEqual([]);
  });
});

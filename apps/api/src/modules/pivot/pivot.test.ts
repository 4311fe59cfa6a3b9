import { CUSTOM_ISSUES, ERRORS } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../test/harness';
import { createOrder } from '../../../test/order-factories';
import { seedDemoData } from '../../db/seed/demo';
import { dayIn } from '../../lib/dates';

let t: TestApp;
let de: string;
let tr: string;
/** The category names (in German) of the two products the orders hold: X's lines are the larger. */
let X: string;
let Y: string;
let customerId: string;
let userId: string;
let productA: number;
let warehouse: string;

/** October and November 2026 (the EUR orders); a TRY order is in September. */
const AUTUMN = { dateFrom: '2026-10-01', dateTo: '2026-11-30' };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { products: 200, customers: 2 });
  de = (await signIn(t, 'dealer-de', 'Demo1234')).token;
  tr = (await signIn(t, 'dealer', 'Demo1234')).token;
  customerId = (await t.db.selectFrom('customers').select('id').where('code', '=', '120.02.001').executeTakeFirstOrThrow()).id;
  userId = (await t.db.selectFrom('users').select('id').where('account_name', '=', 'dealer-de').executeTakeFirstOrThrow()).id;
  const a = await t.db.selectFrom('products').select(['id', 'category_id']).orderBy('id').executeTakeFirstOrThrow();
  const b = await t.db
    .selectFrom('products')
    .select(['id', 'category_id'])
    .where('category_id', '<>', a.category_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  productA = a.id;
  const nameOf = async (id: number) => {
    const c = await t.db.selectFrom('categories').select(['names', 'code']).where('id', '=', id).executeTakeFirstOrThrow();
    const names = c.names as Record<string, string>;
    return names.de || names.tr || c.code;
  };
  X = await nameOf(a.category_id);
  Y = await nameOf(b.category_id);
  warehouse = (await t.db.selectFrom('warehouses').select('code').orderBy('priority').executeTakeFirstOrThrow()).code;
  // the factory takes stock from the warehouse: make sure there is some
  await t.db.updateTable('stocks').set({ quantity: 100 }).where('warehouse_code', '=', warehouse).execute();
  const line = (productId: number, quantity: number, salePrice: string, status: string) => ({
    productId,
    salePrice,
    discountRates: [],
    status,
    warehouses: [{ code: warehouse, quantity }],
  });
  // Net amounts whose sums a binary float gets wrong: 0.10 + 0.20 is 0.30000000000000004 in JavaScript.
  const orders = [
    { createdAt: '2026-10-15T10:00:00Z', lines: [line(a.id, 1, '0.10', 'Delivered'), line(b.id, 1, '0.20', 'Pending')] },
    { createdAt: '2026-11-15T10:00:00Z', lines: [line(a.id, 4, '0.35', 'Delivered')] },
    { createdAt: '2026-11-20T10:00:00Z', lines: [line(b.id, 3, '0.10', 'Delivered'), line(a.id, 1, '0.20', 'Pending')] },
  ];
  for (const o of orders) await createOrder(t.db, { customerId, userId, ...o });
  await createOrder(t.db, {
    customerId,
    userId,
    currency: 'TRY',
    createdAt: '2026-09-10T10:00:00Z',
    lines: [line(a.id, 1, '100.00', 'Delivered')],
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const pivot = (body: Record<string, unknown>, token?: string, culture = 'de') =>
  t.call({ method: 'POST', url: '/api/pivot/order-lines', token, culture, payload: body });
const eur = (value: string) => ({ value, currency: 'EUR' });
const n = (value: string) => ({ value, currency: null });

describe('order pivot (/pivot, de only)', () => {
  it('sums amounts exactly by category and status × month: subtotals per category, row, column and grand totals', async () => {
    const res = await pivot({ rows: ['category', 'status'], columns: ['month'], measure: 'amount', ...AUTUMN }, de);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rowFields: ['category', 'status'], columnFields: ['month'], currencyAdded: false });
    expect(res.body.columns).toEqual([
      { kind: 'column', keys: ['2026-10'] },
      { kind: 'column', keys: ['2026-11'] },
    ]);
    expect(res.body.lines).toEqual([
      // the larger category first, in it the larger status
      { kind: 'line', keys: [X, 'Delivered'], cells: [eur('0.10'), eur('1.40')], total: eur('1.50') },
      { kind: 'line', keys: [X, 'Pending'], cells: [null, eur('0.20')], total: eur('0.20') },
      { kind: 'subtotal', keys: [X], cells: [eur('0.10'), eur('1.60')], total: eur('1.70') },
      { kind: 'line', keys: [Y, 'Delivered'], cells: [null, eur('0.30')], total: eur('0.30') },
      { kind: 'line', keys: [Y, 'Pending'], cells: [eur('0.20'), null], total: eur('0.20') },
      { kind: 'subtotal', keys: [Y], cells: [eur('0.20'), eur('0.30')], total: eur('0.50') },
      // 0.10 + 0.20 (October) and the grand total, exact
      { kind: 'total', keys: [], cells: [eur('0.30'), eur('1.90')], total: eur('2.20') },
    ]);
    expect(res.body).toMatchObject({ omittedRows: 0, omittedColumns: 0 });
  });

  it('takes two column fields: months in order, statuses within them, a subtotal column per month', async () => {
    const res = await pivot({ rows: ['category'], columns: ['month', 'status'], measure: 'quantity', ...AUTUMN }, de);
    expect(res.status).toBe(200);
    expect(res.body.columns).toEqual([
      { kind: 'column', keys: ['2026-10', 'Delivered'] },
      { kind: 'column', keys: ['2026-10', 'Pending'] },
      { kind: 'subtotal', keys: ['2026-10'] },
      { kind: 'column', keys: ['2026-11', 'Delivered'] },
      { kind: 'column', keys: ['2026-11', 'Pending'] },
      { kind: 'subtotal', keys: ['2026-11'] },
    ]);
    expect(res.body.lines).toEqual([
      { kind: 'line', keys: [X], cells: [n('1'), null, n('1'), n('4'), n('1'), n('5')], total: n('6') },
      { kind: 'line', keys: [Y], cells: [null, n('1'), n('1'), n('3'), null, n('3')], total: n('4') },
      { kind: 'total', keys: [], cells: [n('1'), n('1'), n('2'), n('7'), n('1'), n('8')], total: n('10') },
    ]);
    const lines = await pivot({ rows: ['month'], measure: 'lines', ...AUTUMN }, de);
    expect(lines.body.columns).toEqual([]);
    expect(lines.body.lines).toEqual([
      { kind: 'line', keys: ['2026-10'], cells: [], total: n('2') },
      { kind: 'line', keys: ['2026-11'], cells: [], total: n('3') },
      { kind: 'total', keys: [], cells: [], total: n('5') },
    ]);
  });

  it('never adds two currencies: the currency becomes the first row field, or a mixed total is left empty', async () => {
    const period = { dateFrom: '2026-09-01', dateTo: '2026-11-30' };
    const split = await pivot({ rows: ['category'], measure: 'amount', ...period }, de);
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({ rowFields: ['currency', 'category'], currencyAdded: true });
    expect(split.body.lines).toEqual([
      { kind: 'line', keys: ['TRY', X], cells: [], total: { value: '100.00', currency: 'TRY' } },
      { kind: 'subtotal', keys: ['TRY'], cells: [], total: { value: '100.00', currency: 'TRY' } },
      { kind: 'line', keys: ['EUR', X], cells: [], total: eur('1.70') },
      { kind: 'line', keys: ['EUR', Y], cells: [], total: eur('0.50') },
      { kind: 'subtotal', keys: ['EUR'], cells: [], total: eur('2.20') },
      { kind: 'total', keys: [], cells: [], total: { value: null, currency: null } },
    ]);
    // the currency on the columns: each column one currency, the row totals over both left empty
    const columns = await pivot({ rows: ['category'], columns: ['currency'], measure: 'amount', ...period }, de);
    expect(columns.body.currencyAdded).toBe(false);
    expect(columns.body.lines[0]).toEqual({
      kind: 'line',
      keys: [X],
      cells: [{ value: '100.00', currency: 'TRY' }, eur('1.70')],
      total: { value: null, currency: null },
    });
    // one currency in the period: nothing added; quantities are never split
    expect((await pivot({ rows: ['category'], measure: 'amount', ...AUTUMN }, de)).body.currencyAdded).toBe(false);
    const quantity = await pivot({ rows: ['category'], measure: 'quantity', ...period }, de);
    expect(quantity.body.rowFields).toEqual(['category']);
    expect(quantity.body.lines.at(-1)).toEqual({ kind: 'total', keys: [], cells: [], total: n('11') });
  });

  it('401 anonymous, a Turkish dealer 403, a bad layout 400 with its reason (tr/de/en)', async () => {
    expect((await pivot({ rows: ['product'], measure: 'quantity' })).status).toBe(401);
    const refused = await pivot({ rows: ['product'], measure: 'quantity' }, tr, 'en');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('COUNTRY_ONLY');
    for (const culture of ['tr', 'de', 'en'] as const) {
      const bad = async (body: Record<string, unknown>, reason?: string) => {
        const res = await pivot(body, de, culture);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.message.startsWith(ERRORS.VALIDATION_FAILED[culture])).toBe(true);
        if (reason) expect(res.body.message).toContain(reason);
      };
      await bad({ rows: ['category', 'category'], measure: 'amount' }, CUSTOM_ISSUES.PIVOT_FIELD_TWICE[culture]);
      await bad({ rows: ['category'], columns: ['month', 'category'], measure: 'amount' }, CUSTOM_ISSUES.PIVOT_FIELD_ON_BOTH_AXES[culture]);
      await bad({ rows: [], measure: 'amount' });
      await bad({ rows: ['month', 'category', 'product', 'status'], measure: 'amount' });
      await bad({ rows: ['month'], columns: ['category', 'product', 'status'], measure: 'amount' });
      await bad({ rows: ['month'], measure: 'amount', dateFrom: '2026-11-02', dateTo: '2026-11-01' }, CUSTOM_ISSUES.DATE_RANGE[culture]);
      // the former one-field shape and unknown names
      await bad({ rows: 'product', measure: 'quantity' });
      await bad({ rows: ['weight'], measure: 'quantity' });
    }
  });

  const download = (body: Record<string, unknown>, token: string | undefined, format = 'xlsx', culture = 'de') =>
    t.app.inject({
      method: 'POST',
      url: `/api/pivot/order-lines/export?format=${format}`,
      payload: body,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-culture': culture },
    });

  it('exports the grid in xlsx: a column per row field, subtotal and total lines, German words, numbers as numbers', async () => {
    const body = { rows: ['category', 'status'], columns: ['month'], measure: 'amount', ...AUTUMN };
    const res = await download(body, de);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // named after the German dealer's day (ADR 0060)
    expect(String(res.headers['content-disposition'])).toContain(`filename="order-pivot-${dayIn('Europe/Berlin')}.xlsx"`);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) =>
      Array.from(r.slice(1), (v) => v ?? null),
    );
    expect(values[1]).toEqual(['Nettobetrag (EUR): Kategorie, Status × Monat']);
    const at = values.findIndex((r) => r[0] === 'Kategorie');
    expect(values[at]).toEqual(['Kategorie', 'Status', '2026-10', '2026-11', 'Gesamtsumme']);
    expect(values.slice(at + 1)).toEqual([
      [X, 'Zugestellt', 0.1, 1.4, 1.5],
      [X, 'Ausstehend', null, 0.2, 0.2],
      [X, 'Zwischensumme', 0.1, 1.6, 1.7],
      [Y, 'Zugestellt', null, 0.3, 0.3],
      [Y, 'Ausstehend', 0.2, null, 0.2],
      [Y, 'Zwischensumme', 0.2, 0.3, 0.5],
      ['Gesamtsumme', null, 0.3, 1.9, 2.2],
    ]);
  });

  it('exports csv in the caller’s language: statuses named, the measure alone, the grand total last; 401, 403, 400', async () => {
    const csv = async (body: Record<string, unknown>, culture: string) => {
      const res = await download(body, de, 'csv', culture);
      expect(res.statusCode).toBe(200);
      return res.payload
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    expect(await csv({ rows: ['status'], measure: 'amount', ...AUTUMN }, 'de')).toEqual([
      'Status;Nettobetrag (EUR)',
      'Zugestellt;1,80',
      'Ausstehend;0,40',
      'Gesamtsumme;2,20',
    ]);
    expect(await csv({ rows: ['month', 'status'], measure: 'quantity', ...AUTUMN }, 'en')).toEqual([
      'Month,Status,Quantity',
      '2026-10,Delivered,1',
      '2026-10,Pending,1',
      '2026-10,Subtotal,2',
      '2026-11,Delivered,7',
      '2026-11,Pending,1',
      '2026-11,Subtotal,8',
      'Grand total,,10',
    ]);
    expect((await download({ rows: ['month'], measure: 'quantity' }, undefined)).statusCode).toBe(401);
    const refused = await download({ rows: ['month'], measure: 'quantity' }, tr);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('COUNTRY_ONLY');
    for (const culture of ['tr', 'de', 'en'] as const) {
      const bad = await download({ rows: ['month'], measure: 'quantity' }, de, 'pdf', culture);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message.startsWith(ERRORS.VALIDATION_FAILED[culture])).toBe(true);
      const layout = await download({ rows: ['month'], columns: ['month'], measure: 'quantity' }, de, 'xlsx', culture);
      expect(layout.statusCode).toBe(400);
      expect(layout.json().message).toContain(CUSTOM_ISSUES.PIVOT_FIELD_ON_BOTH_AXES[culture]);
    }
  });

  it('counts months and the period in the customer’s calendar (Berlin), not UTC’s (ADR 0060)', async () => {
    // 22:30 UTC on 31 March is 00:30 on 1 April in Berlin (summer time)
    await createOrder(t.db, {
      customerId,
      userId,
      createdAt: '2026-03-31T22:30:00Z',
      lines: [{ productId: productA, warehouses: [{ code: warehouse, quantity: 3 }] }],
    });
    const april = await pivot({ rows: ['month'], measure: 'quantity', dateFrom: '2026-04-01', dateTo: '2026-04-01' }, de);
    expect(april.status).toBe(200);
    expect(april.body.lines).toEqual([
      { kind: 'line', keys: ['2026-04'], cells: [], total: n('3') },
      { kind: 'total', keys: [], cells: [], total: n('3') },
    ]);
    const march = await pivot({ rows: ['month'], measure: 'quantity', dateFrom: '2026-03-01', dateTo: '2026-03-31' }, de);
    expect(march.body.lines).toEqual([]);
  });
});

import { DEFAULT_GENERAL_SETTINGS, errorMessage } from '@dealerport/contract';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createWarehouse } from '../../../test/catalog-factories';
import {
  createCustomer,
  createRole,
  createSalesman,
  createTestApp,
  createUser,
  expectError,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { createOrder } from '../../../test/order-factories';
import { dayIn } from '../../lib/dates';
import { containsPattern, foldedColumn } from '../../lib/search';
import { listOrderReport, type OrderKeyset } from './reports.repository';

let t: TestApp;
let ids: {
  alpha: string;
  beta: string;
  gamma: string;
  salesmanA: string;
  salesmanB: string;
  tyres: number;
  summer: number;
  batteries: number;
  p1: number;
  p2: number;
  p3: number;
};
let tokens: { admin: string; salesmanA: string; productOnly: string; dealer: string; dealerWithReport: string };
const orders: Array<{ docNumber: string; customer: string; total: string }> = [];

const REPORT_PERMISSIONS = ['report-order.list', 'report-product.list', 'report-customer.list', 'report-product-image.list'];

beforeAll(async () => {
  t = await createTestApp();
  const alpha = await createCustomer(t.db, { name: 'Alpha Lastik', code: 'RA-ALPHA' });
  const beta = await createCustomer(t.db, { name: 'Beta Reifen', code: 'RA-BETA', country_code: 'DE' });
  const gamma = await createCustomer(t.db, { name: 'Gamma Akü', code: 'RA-GAMMA' });
  const salesmanA = await createSalesman(t.db, [alpha.id, gamma.id]);
  const salesmanB = await createSalesman(t.db, [beta.id]);
  await createWarehouse(t.db, 'RW1', 'Merkez', 1);
  await createWarehouse(t.db, 'RW2', 'İzmir', 2);
  const tyres = await createCategory(t.db, { code: 'RLST', name: 'Lastik' });
  const summer = await createCategory(t.db, { code: 'RLST-S', name: 'Yaz lastiği', parentId: tyres });
  const batteries = await createCategory(t.db, { code: 'RAKU', name: 'Akü' });
  const p1 = await createProduct(t.db, {
    code: 'RP-100',
    name: 'Yaz Lastiği 205/55',
    categoryId: summer,
    listPrice: '1000.00',
    stocks: { RW1: 10, RW2: 5 },
    images: [{ url: '/img/rp100.webp', order: 1 }],
  });
  const p2 = await createProduct(t.db, {
    code: 'RP-200',
    name: 'Akü 60Ah',
    categoryId: batteries,
    listPrice: '250.50',
    stocks: { RW1: 3 },
  });
  const p3 = await createProduct(t.db, { code: '=RP-300', name: '+cmd|calc', categoryId: batteries, listPrice: '10.00' });
  await t.db.insertInto('product_prices').values({ product_id: p1, currency: 'EUR', list_price: '30.00' }).execute();
  ids = { alpha: alpha.id, beta: beta.id, gamma: gamma.id, salesmanA, salesmanB, tyres, summer, batteries, p1, p2, p3 };

  const adminRole = await createRole(t.db, 'staff', REPORT_PERMISSIONS);
  const salesmanRole = await createRole(t.db, 'salesman', REPORT_PERMISSIONS);
  const productOnlyRole = await createRole(t.db, 'staff', ['report-product.list']);
  const dealerRole = await createRole(t.db, 'dealer');
  const dealerReportRole = await createRole(t.db, 'dealer', ['report-order.list']);
  const admin = await createUser(t.db, { roleId: adminRole, userType: 'staff' });
  const salesmanUser = await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId: salesmanA });
  const productOnly = await createUser(t.db, { roleId: productOnlyRole, userType: 'staff' });
  const alphaUser = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: alpha.id, accountName: 'alpha-user' });
  const betaUser = await createUser(t.db, { roleId: dealerReportRole, userType: 'dealer', customerId: beta.id, accountName: 'beta-user' });
  const deleted = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: gamma.id, accountName: 'gamma-gone' });
  await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();
  tokens = {
    admin: (await signIn(t, admin.account_name)).token,
    salesmanA: (await signIn(t, salesmanUser.account_name)).token,
    productOnly: (await signIn(t, productOnly.account_name)).token,
    dealer: (await signIn(t, alphaUser.account_name)).token,
    dealerWithReport: (await signIn(t, betaUser.account_name)).token,
  };

  const place = async (customer: string, createdAt: string, lines: Parameters<typeof createOrder>[1]['lines'], currency?: string) => {
    const o = await createOrder(t.db, {
      customerId: customer,
      userId: admin.id,
      salesmanId: customer === beta.id ? salesmanB : salesmanA,
      createdAt,
      lines,
      takeStock: false,
      ...(currency ? { currency } : {}),
    });
    orders.push({ docNumber: o.docNumber, customer, total: o.totals.withoutTax });
    return o;
  };
  await place(alpha.id, '2026-03-01T09:00:00Z', [
    { productId: p1, warehouses: [{ code: 'RW1', quantity: 2 }] },
    { productId: p2, warehouses: [{ code: 'RW1', quantity: 1 }], discountRates: ['10'] },
  ]);
  await place(gamma.id, '2026-03-05T09:00:00Z', [{ productId: p2, warehouses: [{ code: 'RW1', quantity: 4 }] }]);
  await place(beta.id, '2026-03-03T09:00:00Z', [{ productId: p1, warehouses: [{ code: 'RW2', quantity: 1 }], salePrice: '30.00' }], 'EUR');
  // Report days are the distributor's (Europe/Istanbul, UTC+3): 20:59Z is still 10 March there, 21:01Z already 11 March.
  await place(alpha.id, '2026-03-10T20:59:00Z', [{ productId: p2, warehouses: [{ code: 'RW1', quantity: 1 }] }]);
  await place(alpha.id, '2026-03-10T21:01:00Z', [{ productId: p2, warehouses: [{ code: 'RW1', quantity: 1 }] }]);
});

afterAll(async () => {
  await t?.close();
});

const post = (path: string, token: string | undefined, query: string, body: unknown = {}, culture = 'en') =>
  t.call({ method: 'POST', url: `/api/reports/${path}${query}`, payload: body as never, ...(token ? { token } : {}), culture });

describe('order report', () => {
  it('answers order lines newest first with totals over every selected row', async () => {
    const res = await post('order', tokens.admin, '?page=1&pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(6);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.items[0]).toMatchObject({
      productCode: 'RP-200',
      quantity: 1,
      unitCode: 'ADET',
      currency: 'TRY',
      customerName: 'Alpha Lastik',
    });
    expect(res.body.items[0].date).toBe('2026-03-11');
    const byCurrency = Object.fromEntries(res.body.totals.map((x: any) => [x.currency, x]));
    expect(byCurrency.EUR).toEqual({ currency: 'EUR', quantity: 1, total: '30.00' });
    expect(byCurrency.TRY.quantity).toBe(9);
  });

  it("totals equal the sum of the orders' net amounts they come from", async () => {
    const res = await post('order', tokens.admin, '?page=1&pageSize=500', { customerId: ids.alpha });
    const expected = orders.filter((o) => o.customer === ids.alpha).reduce((s, o) => s + Math.round(Number(o.total) * 100), 0);
    expect(Math.round(Number(res.body.totals[0].total) * 100)).toBe(expected);
    const lineSum = res.body.items.reduce((s: number, r: any) => s + Math.round(Number(r.total) * 100), 0);
    expect(lineSum).toBe(expected);
  });

  it('filters by the distributor day (inclusive), category subtree, product and status; sorts by a listed column', async () => {
    const day = await post('order', tokens.admin, '?page=1&pageSize=50', { startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(day.body.items.map((r: any) => r.date)).toEqual(['2026-03-10']);
    const tyres = await post('order', tokens.admin, '?page=1&pageSize=50', { categoryId: ids.tyres });
    expect(tyres.body.items.map((r: any) => r.productCode)).toEqual(['RP-100', 'RP-100']);
    const product = await post('order', tokens.admin, '?page=1&pageSize=50', { product: 'akü' });
    expect(new Set(product.body.items.map((r: any) => r.productCode))).toEqual(new Set(['RP-200']));
    const cancelled = await post('order', tokens.admin, '?page=1&pageSize=50', { status: 'Cancelled' });
    expect(cancelled.body).toMatchObject({ totalCount: 0, items: [], totals: [] });
    const sorted = await post('order', tokens.admin, '?page=1&pageSize=50&sortColumn=quantity&sortDirection=desc');
    expect(sorted.body.items.map((r: any) => r.quantity)).toEqual([4, 2, 1, 1, 1, 1]);
    const salesmanB = await post('order', tokens.admin, '?page=1&pageSize=50', { salesmanId: ids.salesmanB });
    expect(salesmanB.body.items.map((r: any) => r.customerName)).toEqual(['Beta Reifen']);
  });

  it("the product filter's expressions are those of the trigram indexes (migration 0050)", async () => {
    // the filter's expression as the planner sees it (parameters folded) is the index's expression
    const filterOf = async (where: RawBuilder<unknown>) => {
      const plan = (await sql<Record<string, string>>`explain select 1 from order_lines l where ${where}`.execute(t.db)).rows
        .map((r) => Object.values(r).join(''))
        .join('\n');
      return /Filter: \((.*) ~~ /.exec(plan)?.[1] ?? plan;
    };
    const indexdef = async (name: string) =>
      (await sql<{ def: string }>`select pg_get_indexdef(${name}::regclass) as def`.execute(t.db)).rows[0]?.def ?? '';
    const name = await filterOf(sql`${foldedColumn('l.product_name')} like ${containsPattern('akü')}`);
    expect(name).toContain('translate(');
    expect(await indexdef('order_lines_name_trgm')).toContain(`(${name} gin_trgm_ops)`);
    expect(await indexdef('order_lines_code_trgm')).toContain('(upper(product_code) gin_trgm_ops)');
    // and the stock-price and image reports' search (p.name)
    expect(await indexdef('products_name_trgm')).toContain(`(${name.replace('product_name', 'name')} gin_trgm_ops)`);
    expect(await indexdef('products_code_trgm')).toContain('(upper(code) gin_trgm_ops)');
  });

  it("a salesman sees only his customers' lines, whatever customer he names or selects", async () => {
    const res = await post('order', tokens.salesmanA, '?page=1&pageSize=50');
    expect(res.body.totalCount).toBe(5);
    expect(res.body.items.every((r: any) => r.customerName !== 'Beta Reifen')).toBe(true);
    const other = await post('order', tokens.salesmanA, '?page=1&pageSize=50', { customerId: ids.beta });
    expect(other.body).toMatchObject({ totalCount: 0, items: [] });
    const acting = await t.call({
      method: 'POST',
      url: '/api/reports/order?page=1&pageSize=50',
      payload: {},
      token: tokens.salesmanA,
      customerId: ids.alpha,
    });
    expect(acting.body.totalCount).toBe(5);
  });

  it('a dealer holding the permission sees its own customer only', async () => {
    const res = await post('order', tokens.dealerWithReport, '?page=1&pageSize=50');
    expect(res.body.items.map((r: any) => r.customerName)).toEqual(['Beta Reifen']);
  });

  it('401 anonymous, 403 without the permission', async () => {
    expectError(await post('order', undefined, '?page=1&pageSize=10'), 401, 'UNAUTHORIZED', 'en');
    expect((await post('order', tokens.productOnly, '?page=1&pageSize=10')).status).toBe(403);
    expect((await post('order', tokens.dealer, '?page=1&pageSize=10')).status).toBe(403);
  });

  it('bad input is a localized 400: sort column, dates, page size bounds', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['?page=1&pageSize=10&sortColumn=password_hash', {}, 'sortColumn'],
      ['?page=1&pageSize=10&sortDirection=sideways', {}, 'sortDirection'],
      ['?page=1&pageSize=0', {}, 'pageSize'],
      ['?page=1&pageSize=501', {}, 'pageSize'],
      ['?page=0&pageSize=10', {}, 'page'],
      ['?pageSize=10', {}, 'page'],
      ['?page=1&pageSize=10', { startDate: '2026-02-30' }, 'startDate'],
      ['?page=1&pageSize=10', { startDate: '2026-03-10', endDate: '2026-03-01' }, 'endDate'],
      ['?page=1&pageSize=10', { customerId: 'not-a-uuid' }, 'customerId'],
      ['?page=1&pageSize=10', { startDate: '0000-01-01' }, 'startDate'],
      ['?page=1&pageSize=10', { endDate: '9999-12-31' }, 'endDate'],
    ];
    for (const culture of ['tr', 'de', 'en'] as const) {
      for (const [query, body, field] of cases) {
        const res = await post('order', tokens.admin, query, body, culture);
        expect({ query, body, status: res.status, code: res.body.code }).toEqual({ query, body, status: 400, code: 'VALIDATION_FAILED' });
        expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
        expect(JSON.stringify(res.body.details ?? res.body.message)).toContain(field);
      }
    }
  });
});

describe('stock-price report', () => {
  it('answers products with stock per warehouse and prices', async () => {
    const res = await post('product', tokens.admin, '?page=1&pageSize=50', { categoryId: ids.tyres });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      productCode: 'RP-100',
      categoryName: 'Yaz lastiği',
      listPrice: '1000.00',
      currency: 'TRY',
      totalStock: 15,
      stocks: [
        { warehouseCode: 'RW1', warehouseName: 'Merkez', quantity: 10 },
        { warehouseCode: 'RW2', warehouseName: 'İzmir', quantity: 5 },
      ],
      prices: [{ currency: 'EUR', listPrice: '30.00' }],
    });
  });

  it('filters by stock and search, sorts by stock', async () => {
    const none = await post('product', tokens.admin, '?page=1&pageSize=50', { inStock: false, search: 'RP' });
    expect(none.body.items.map((r: any) => r.productCode)).toEqual([]);
    const sorted = await post('product', tokens.admin, '?page=1&pageSize=50&sortColumn=totalStock&sortDirection=desc', { search: 'RP-' });
    expect(sorted.body.items.map((r: any) => r.productCode)).toEqual(['RP-100', 'RP-200']);
  });

  it('401, 403, 400 (de)', async () => {
    expect((await post('product', undefined, '?page=1&pageSize=10')).status).toBe(401);
    expect((await post('product', tokens.dealer, '?page=1&pageSize=10')).status).toBe(403);
    const bad = await post('product', tokens.productOnly, '?page=1&pageSize=10&sortColumn=cost', {}, 'de');
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(bad.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
  });
});

describe('customer report', () => {
  it('answers a row per customer user, deleted users only when asked', async () => {
    const res = await post('customer', tokens.admin, '?page=1&pageSize=50', { search: 'RA-' });
    expect(res.status).toBe(200);
    const rows = res.body.items;
    expect(rows.map((r: any) => [r.customerCode, r.userAccountName])).toEqual([
      ['RA-ALPHA', 'alpha-user'],
      ['RA-BETA', 'beta-user'],
      ['RA-GAMMA', null],
    ]);
    expect(rows[0]).toMatchObject({ customerName: 'Alpha Lastik', customerCountryCode: 'TR', customerIsActive: true, userDeleted: false });
    expect(rows[0].userLastLoggedOn).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rows[0].salesmanCode).toBeTruthy();
    const withDeleted = await post('customer', tokens.admin, '?page=1&pageSize=50', { search: 'RA-GAMMA', includeDeletedUsers: true });
    expect(withDeleted.body.items.map((r: any) => [r.userAccountName, r.userDeleted])).toEqual([['gamma-gone', true]]);
  });

  it("a salesman sees only his customers' users", async () => {
    const res = await post('customer', tokens.salesmanA, '?page=1&pageSize=50&sortColumn=customerCode&sortDirection=desc', {
      search: 'RA-',
    });
    expect(res.body.items.map((r: any) => r.customerCode)).toEqual(['RA-GAMMA', 'RA-ALPHA']);
    expect(res.body.totalCount).toBe(2);
  });

  it('401, 403, 400 (tr)', async () => {
    expect((await post('customer', undefined, '?page=1&pageSize=10')).status).toBe(401);
    expect((await post('customer', tokens.productOnly, '?page=1&pageSize=10')).status).toBe(403);
    const bad = await post('customer', tokens.admin, '?page=1&pageSize=10', { notLoggedInSince: 'yesterday' }, 'tr');
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(bad.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'tr'))).toBe(true);
  });
});

describe('product image report', () => {
  it('counts real pictures; hasImages false finds products without one', async () => {
    const all = await post('product-images', tokens.admin, '?page=1&pageSize=50&sortColumn=imageCount&sortDirection=desc', {
      search: 'RP-',
    });
    expect(all.status).toBe(200);
    expect(all.body.items[0]).toMatchObject({
      productCode: 'RP-100',
      imageCount: 1,
      images: [{ url: '/img/rp100.webp', order: 1, isGenerated: false }],
      parentCategoryId: ids.tyres,
      totalCount: 2,
    });
    const without = await post('product-images', tokens.admin, '?page=1&pageSize=50', { hasImages: false, search: 'RP-' });
    expect(without.body.items.map((r: any) => r.productCode)).toEqual(['RP-200']);
  });

  it('401, 403, 400', async () => {
    expect((await post('product-images', undefined, '?page=1&pageSize=10')).status).toBe(401);
    expect((await post('product-images', tokens.productOnly, '?page=1&pageSize=10')).status).toBe(403);
    expect((await post('product-images', tokens.admin, '?page=1&pageSize=10&sortColumn=url')).status).toBe(400);
  });
});

describe('exports', () => {
  const download = (path: string, token: string, query: string, body: unknown = {}, culture = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/reports/${path}/export${query}`,
      payload: body as never,
      headers: { authorization: `Bearer ${token}`, 'x-culture': culture },
    });

  it('order report xlsx: the same rows as the report, numbers as numbers, headings in the caller language', async () => {
    const res = await download('order', tokens.salesmanA, '?format=xlsx', {}, 'de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // named after the distributor's day (ADR 0060)
    expect(String(res.headers['content-disposition'])).toContain(
      `filename="order-report-${dayIn(DEFAULT_GENERAL_SETTINGS.timeZone)}.xlsx"`,
    );
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(values[0]!.slice(1, 4)).toEqual(['Beleg-Nr.', 'Datum', 'Kundennummer']);
    const report = await post('order', tokens.salesmanA, '?page=1&pageSize=500');
    expect(values.slice(1).map((r) => r[1])).toEqual(report.body.items.map((r: any) => r.ficheNo));
    expect(values.slice(1).map((r) => r[11])).toEqual(report.body.items.map((r: any) => Number(r.total)));
  });

  it('stock-price csv: a column per warehouse, formula-safe cells, the locale separator', async () => {
    const res = await download('product', tokens.admin, '?format=csv&sortColumn=productCode', { categoryId: ids.batteries }, 'tr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.payload
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Ürün kodu;Ürün adı;Kategori;Marka;Birim;Liste fiyatı;Döviz;Toplam stok;RW1;Aktif');
    expect(lines[1]!.startsWith("'=RP-300;'+cmd|calc;Akü;;ADET;10,00;TRY;0;;Evet")).toBe(true);
    expect(lines[2]).toBe('RP-200;Akü 60Ah;Akü;;ADET;250,50;TRY;3;3;Evet');
  });

  it('streamed (no length known up front); xlsx cells that look like formulas are text, never formulas (ADR 0028)', async () => {
    for (const format of ['xlsx', 'csv']) {
      const res = await download('product', tokens.admin, `?format=${format}&sortColumn=productCode`, { categoryId: ids.batteries });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
    }
    const res = await download('product', tokens.admin, '?format=xlsx&sortColumn=productCode', { categoryId: ids.batteries });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const row = sheet.getRow(2);
    expect([row.getCell(1).value, row.getCell(2).value]).toEqual(['=RP-300', '+cmd|calc']);
    expect([row.getCell(1).type, row.getCell(2).type]).toEqual([ExcelJS.ValueType.String, ExcelJS.ValueType.String]);
    expect(row.getCell(1).formula).toBeUndefined();
    const report = await post('product', tokens.admin, '?page=1&pageSize=500&sortColumn=productCode', { categoryId: ids.batteries });
    const codes = (sheet.getSheetValues().filter(Boolean) as unknown[][]).slice(1).map((r) => r[1]);
    expect(codes).toEqual(report.body.items.map((r: { productCode: string }) => r.productCode));
  });

  it('the order export walks keyset pages: for every sort, pages of 2 joined are the report in one page', async () => {
    const scope = { scope: { kind: 'all' as const }, timeZone: 'Europe/Istanbul', filter: {} };
    for (const column of ['date', 'ficheNo', 'customerName', 'productCode', 'productName', 'quantity', 'price', 'total'] as const)
      for (const direction of ['asc', 'desc'] as const) {
        const sort = { column, direction };
        const whole = await listOrderReport(t.db, scope, sort, { limit: 500, offset: 0 });
        const walked: typeof whole = [];
        let after: OrderKeyset | undefined;
        for (;;) {
          const rows = await listOrderReport(t.db, scope, sort, { limit: 2, offset: 0 }, after);
          walked.push(...rows);
          const last = rows.at(-1);
          if (!last || rows.length < 2) break;
          after = { key: last.sort_key, id: last.line_id };
        }
        expect(whole.length).toBeGreaterThan(4);
        expect(walked.map((r) => r.line_id)).toEqual(whole.map((r) => r.line_id));
      }
  });

  it('customer and image exports answer their rows (scoped); 403 without the permission; a bad format is 400', async () => {
    const customers = await download('customer', tokens.salesmanA, '?format=csv', { search: 'RA-' });
    expect(customers.payload).toContain('RA-ALPHA');
    expect(customers.payload).not.toContain('RA-BETA');
    const images = await download('product-images', tokens.admin, '?format=csv', { search: 'RP-1' });
    expect(images.payload).toContain('/img/rp100.webp');
    expect((await download('order', tokens.productOnly, '?format=csv')).statusCode).toBe(403);
    const bad = await download('order', tokens.admin, '?format=pdf');
    expect(bad.statusCode).toBe(400);
  });
});

describe("the report filters' lookups (customer and salesman pickers)", () => {
  const get = (url: string, token: string) => t.call({ method: 'GET', url, token, culture: 'en' });

  it('open to the order report permission, scoped like the report: a salesman finds only his customers', async () => {
    const staff = await get(`/api/definitions/customers/${encodeURIComponent('Beta')}`, tokens.admin);
    expect(staff.status).toBe(200);
    expect(staff.body.map((c: { name: string }) => c.name)).toEqual(['Beta Reifen']);
    const salesman = await get(`/api/definitions/customers/${encodeURIComponent('Beta')}`, tokens.salesmanA);
    expect(salesman.status).toBe(200);
    expect(salesman.body).toEqual([]);
    const own = await get(`/api/definitions/customers/${encodeURIComponent('Gamma')}`, tokens.salesmanA);
    expect(own.body.map((c: { name: string }) => c.name)).toEqual(['Gamma Akü']);
    expect((await get('/api/definitions/salesmen/a', tokens.admin)).status).toBe(200);
  });

  it('refused without an order or customer report permission', async () => {
    expectError(await get('/api/definitions/customers/Beta', tokens.productOnly), 403, 'FORBIDDEN', 'en');
    expectError(await get('/api/definitions/salesmen/a', tokens.productOnly), 403, 'FORBIDDEN', 'en');
  });
});

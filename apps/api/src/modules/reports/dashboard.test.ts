import { errorMessage, fieldLabel } from '@dealerport/contract';
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
import { periodOf } from './dashboard.service';

let t: TestApp;
let ids: { alpha: string; beta: string; gamma: string; p1: number; p2: number };
let tokens: { staff: string; staffWithout: string; salesmanA: string; salesmanB: string; dealerAlpha: string };
const PERIOD = '?startDate=2026-03-01&endDate=2026-04-30';

beforeAll(async () => {
  t = await createTestApp();
  const alpha = await createCustomer(t.db, { name: 'Dash Alpha', code: 'DA-ALPHA' });
  const beta = await createCustomer(t.db, { name: 'Dash Beta', code: 'DA-BETA', country_code: 'DE' });
  const gamma = await createCustomer(t.db, { name: 'Dash Gamma', code: 'DA-GAMMA' });
  const salesmanA = await createSalesman(t.db, [alpha.id, gamma.id]);
  const salesmanB = await createSalesman(t.db, [beta.id]);
  await createWarehouse(t.db, 'DW1', 'Merkez', 1);
  const cat = await createCategory(t.db, { code: 'DLST', name: 'Lastik' });
  const p1 = await createProduct(t.db, {
    code: 'DP-100',
    name: 'Lastik 205/55',
    categoryId: cat,
    listPrice: '100.00',
    stocks: { DW1: 100 },
  });
  const p2 = await createProduct(t.db, {
    code: 'DP-200',
    name: 'Akü 60Ah',
    // the ERP's names per language: the ranking names the product as the catalogue does to its reader
    names: { de: 'Batterie 60Ah', en: 'Battery 60Ah' },
    categoryId: cat,
    listPrice: '50.00',
    stocks: { DW1: 100 },
  });
  ids = { alpha: alpha.id, beta: beta.id, gamma: gamma.id, p1, p2 };

  const staffRole = await createRole(t.db, 'staff', ['report-order.list']);
  const bareStaffRole = await createRole(t.db, 'staff', ['report-product.list']);
  const salesmanRole = await createRole(t.db, 'salesman');
  const dealerRole = await createRole(t.db, 'dealer');
  const staff = await createUser(t.db, { roleId: staffRole, userType: 'staff' });
  const staffWithout = await createUser(t.db, { roleId: bareStaffRole, userType: 'staff' });
  const smA = await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId: salesmanA });
  const smB = await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId: salesmanB });
  const dealer = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: alpha.id });
  tokens = {
    staff: (await signIn(t, staff.account_name)).token,
    staffWithout: (await signIn(t, staffWithout.account_name)).token,
    salesmanA: (await signIn(t, smA.account_name)).token,
    salesmanB: (await signIn(t, smB.account_name)).token,
    dealerAlpha: (await signIn(t, dealer.account_name)).token,
  };

  const place = (customerId: string, createdAt: string, lines: Parameters<typeof createOrder>[1]['lines'], extra = {}) =>
    createOrder(t.db, { customerId, userId: staff.id, createdAt, lines, takeStock: false, ...extra });
  // alpha, March: 2 × 100 + 1 × 50 = 250 TRY
  await place(alpha.id, '2026-03-02T09:00:00Z', [
    { productId: p1, warehouses: [{ code: 'DW1', quantity: 2 }], salePrice: '100.00' },
    { productId: p2, warehouses: [{ code: 'DW1', quantity: 1 }], salePrice: '50.00' },
  ]);
  // alpha, April: 1 × 100 = 100 TRY
  await place(alpha.id, '2026-04-10T09:00:00Z', [{ productId: p1, warehouses: [{ code: 'DW1', quantity: 1 }], salePrice: '100.00' }]);
  // alpha, April, cancelled: counted by status, not as sales
  await place(alpha.id, '2026-04-11T09:00:00Z', [{ productId: p2, warehouses: [{ code: 'DW1', quantity: 9 }], salePrice: '50.00' }], {
    status: 'Cancelled',
  });
  // gamma, April: 4 × 50 = 200 TRY
  await place(gamma.id, '2026-04-20T09:00:00Z', [{ productId: p2, warehouses: [{ code: 'DW1', quantity: 4 }], salePrice: '50.00' }]);
  // beta, March: 3 × 30 = 90 EUR
  await place(beta.id, '2026-03-15T09:00:00Z', [{ productId: p1, warehouses: [{ code: 'DW1', quantity: 3 }], salePrice: '30.00' }], {
    currency: 'EUR',
  });
  // outside the period (May): never counted
  await place(gamma.id, '2026-05-02T09:00:00Z', [{ productId: p1, warehouses: [{ code: 'DW1', quantity: 5 }], salePrice: '100.00' }]);

  const ledger = (customer_id: string, fiche_no: string, create_date: string, sign: number, amount: string, currency: string) => ({
    customer_id,
    fiche_no,
    fiche_type: 'Fatura',
    fiche_type_id: 1,
    description: null,
    create_date,
    sign,
    amount,
    currency,
  });
  await t.db
    .insertInto('finance_transactions')
    .values([
      ledger(alpha.id, 'DF-1', '2026-03-05', 1, '300.00', 'TRY'),
      ledger(alpha.id, 'DF-2', '2026-04-05', -1, '120.00', 'TRY'),
      ledger(gamma.id, 'DF-3', '2026-04-06', 1, '80.00', 'TRY'),
      ledger(beta.id, 'DF-4', '2026-03-20', 1, '45.50', 'EUR'),
      // after the period's end: not in its balance
      ledger(alpha.id, 'DF-5', '2026-05-10', 1, '1000.00', 'TRY'),
    ])
    .execute();
});

afterAll(async () => {
  await t?.close();
});

const get = (token: string | undefined, query = PERIOD, culture = 'en') =>
  t.call({ method: 'GET', url: `/api/reports/dashboard${query}`, ...(token ? { token } : {}), culture });

describe('GET /api/reports/dashboard', () => {
  it('staff: every customer, sales per month and currency, tops, statuses and open balance', async () => {
    const res = await get(tokens.staff);
    expect(res.status).toBe(200);
    expect(res.body.startDate).toBe('2026-03-01');
    expect(res.body.endDate).toBe('2026-04-30');
    expect(res.body.salesByMonth).toEqual([
      { month: '2026-03', currency: 'EUR', amount: '90.00', orderCount: 1 },
      { month: '2026-03', currency: 'TRY', amount: '250.00', orderCount: 1 },
      { month: '2026-04', currency: 'TRY', amount: '300.00', orderCount: 2 },
    ]);
    expect(res.body.topProducts).toEqual([
      { productId: ids.p1, productCode: 'DP-100', productName: 'Lastik 205/55', currency: 'EUR', amount: '90.00', quantity: 3 },
      { productId: ids.p1, productCode: 'DP-100', productName: 'Lastik 205/55', currency: 'TRY', amount: '300.00', quantity: 3 },
      { productId: ids.p2, productCode: 'DP-200', productName: 'Battery 60Ah', currency: 'TRY', amount: '250.00', quantity: 5 },
    ]);
    const inGerman = await get(tokens.staff, PERIOD, 'de');
    expect(inGerman.body.topProducts.map((p: { productName: string }) => p.productName)).toEqual([
      'Lastik 205/55',
      'Lastik 205/55',
      'Batterie 60Ah',
    ]);
    expect((await get(tokens.staff, PERIOD, 'tr')).body.topProducts[2].productName).toBe('Akü 60Ah');
    expect(res.body.topCustomers).toEqual([
      { customerId: ids.beta, customerCode: 'DA-BETA', customerName: 'Dash Beta', currency: 'EUR', amount: '90.00', orderCount: 1 },
      { customerId: ids.alpha, customerCode: 'DA-ALPHA', customerName: 'Dash Alpha', currency: 'TRY', amount: '350.00', orderCount: 2 },
      { customerId: ids.gamma, customerCode: 'DA-GAMMA', customerName: 'Dash Gamma', currency: 'TRY', amount: '200.00', orderCount: 1 },
    ]);
    expect(res.body.ordersByStatus).toEqual([
      { status: 'Pending', count: 4 },
      { status: 'Cancelled', count: 1 },
    ]);
    expect(res.body.openBalance).toEqual([
      { currency: 'EUR', amount: '45.50', customerCount: 1 },
      { currency: 'TRY', amount: '260.00', customerCount: 2 },
    ]);
  });

  it("salesman: only his customers' figures, never another salesman's customer", async () => {
    const res = await get(tokens.salesmanA);
    expect(res.status).toBe(200);
    expect(res.body.salesByMonth).toEqual([
      { month: '2026-03', currency: 'TRY', amount: '250.00', orderCount: 1 },
      { month: '2026-04', currency: 'TRY', amount: '300.00', orderCount: 2 },
    ]);
    expect(res.body.topCustomers.map((c: { customerId: string }) => c.customerId)).toEqual([ids.alpha, ids.gamma]);
    expect(JSON.stringify(res.body)).not.toContain(ids.beta);
    expect(res.body.openBalance).toEqual([{ currency: 'TRY', amount: '260.00', customerCount: 2 }]);

    const other = await get(tokens.salesmanB);
    expect(other.body.topCustomers.map((c: { customerId: string }) => c.customerId)).toEqual([ids.beta]);
    expect(other.body.salesByMonth).toEqual([{ month: '2026-03', currency: 'EUR', amount: '90.00', orderCount: 1 }]);
    expect(other.body.ordersByStatus).toEqual([{ status: 'Pending', count: 1 }]);
  });

  it("dealer: its own customer's figures only", async () => {
    const res = await get(tokens.dealerAlpha);
    expect(res.status).toBe(200);
    expect(res.body.topCustomers).toEqual([
      { customerId: ids.alpha, customerCode: 'DA-ALPHA', customerName: 'Dash Alpha', currency: 'TRY', amount: '350.00', orderCount: 2 },
    ]);
    expect(res.body.topProducts.map((p: { productCode: string; amount: string }) => [p.productCode, p.amount])).toEqual([
      ['DP-100', '300.00'],
      ['DP-200', '50.00'],
    ]);
    expect(res.body.ordersByStatus).toEqual([
      { status: 'Pending', count: 2 },
      { status: 'Cancelled', count: 1 },
    ]);
    expect(res.body.openBalance).toEqual([{ currency: 'TRY', amount: '180.00', customerCount: 1 }]);
  });

  it('defaults to the last 12 months up to today', async () => {
    const res = await get(tokens.staff, '');
    expect(res.status).toBe(200);
    expect(res.body.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body).toMatchObject(periodOf({}, res.body.endDate));
    expect(periodOf({}, '2026-11-27')).toEqual({ startDate: '2025-12-01', endDate: '2026-11-27' });
    expect(periodOf({}, '2026-01-31')).toEqual({ startDate: '2025-02-01', endDate: '2026-01-31' });
    expect(periodOf({ endDate: '2026-04-30' }, '2026-11-27')).toEqual({ startDate: '2025-05-01', endDate: '2026-04-30' });
  });

  it("months: the last N calendar months up to today in the distributor's zone (the browser's day may differ)", async () => {
    const res = await get(tokens.staff, '?months=3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(periodOf({ months: 3 }, res.body.endDate));
    expect(periodOf({ months: 3 }, '2026-01-31')).toEqual({ startDate: '2025-11-01', endDate: '2026-01-31' });
    expect(periodOf({ months: 1 }, '2026-11-28')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-28' });
    expect(periodOf({ months: 24, endDate: '2026-04-30' }, '2026-11-27')).toEqual({ startDate: '2024-05-01', endDate: '2026-04-30' });
    // a start wins over months
    expect(periodOf({ months: 3, startDate: '2026-02-01' }, '2026-11-27')).toEqual({ startDate: '2026-02-01', endDate: '2026-11-27' });
  });

  it('401 anonymous, 403 for staff without the order report permission', async () => {
    expectError(await get(undefined), 401, 'UNAUTHORIZED', 'en');
    expectError(await get(tokens.staffWithout, PERIOD, 'de'), 403, 'FORBIDDEN', 'de');
  });

  it('bad input: a localised 400 in tr, de and en', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await get(tokens.staff, '?startDate=2026-05-01&endDate=2026-04-01', culture);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
      expect(res.body.message).toContain(`${fieldLabel('endDate', culture)}: `);
    }
    const garbage = await get(tokens.staff, '?startDate=yesterday', 'tr');
    expect(garbage.status).toBe(400);
    for (const months of ['0', '121', '1.5', 'twelve']) {
      const res = await get(tokens.staff, `?months=${months}`, 'de');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Anzahl Monate: ');
    }
  });
});

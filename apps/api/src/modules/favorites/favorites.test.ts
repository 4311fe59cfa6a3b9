import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createProduct,
  createProperty,
  createPropertyDetail,
  createWarehouse,
  setAccess,
  setDiscountRates,
} from '../../../test/catalog-factories';
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

let t: TestApp;
let customerA: string;
let customerB: string;
let dealerA: string;
let dealerA2: string;
let dealerB: string;
let salesman: string;
let staff: string;
const tag = `Fav${randomUUID().slice(0, 6)}`.toUpperCase();
const p = {} as {
  shown: number;
  hiddenForA: number;
  inactive: number;
  plain: number;
  brandVisible: number;
  brandHiddenForA: number;
  plainDetail: number;
  category: number;
};

beforeAll(async () => {
  t = await createTestApp();
  customerA = (await createCustomer(t.db)).id;
  customerB = (await createCustomer(t.db)).id;
  await setDiscountRates(t.db, customerA, ['10']);
  await createWarehouse(t.db, 'FAVW', 'Favourites depot', 1);
  const dealerRole = await createRole(t.db, 'dealer', []);
  const token = async (opts: Parameters<typeof createUser>[1]) => (await signIn(t, (await createUser(t.db, opts)).account_name)).token;
  dealerA = await token({ roleId: dealerRole, userType: 'dealer', customerId: customerA });
  dealerA2 = await token({ roleId: dealerRole, userType: 'dealer', customerId: customerA });
  dealerB = await token({ roleId: dealerRole, userType: 'dealer', customerId: customerB });
  const salesmanRole = await createRole(t.db, 'salesman', []);
  salesman = await token({ roleId: salesmanRole, userType: 'salesman', salesmanId: await createSalesman(t.db, [customerA, customerB]) });
  staff = await token({ roleId: await createRole(t.db, 'staff', []), userType: 'staff' });

  const category = await createCategory(t.db, { code: `${tag}LST` });
  const brand = await createProperty(t.db, category, 'brand');
  p.brandVisible = await createPropertyDetail(t.db, brand, 'MICHELIN', { name: 'Michelin' });
  p.brandHiddenForA = await createPropertyDetail(t.db, brand, 'LASSA', { name: 'Lassa' });
  p.plainDetail = await createPropertyDetail(t.db, brand, 'PETLAS', { name: 'Petlas' });
  await setAccess(t.db, customerA, p.brandHiddenForA, { has_list: false });
  p.shown = await createProduct(t.db, {
    code: `${tag}-1`,
    name: 'Michelin Primacy 4+ 205/55R16',
    categoryId: category,
    listPrice: '100',
    detailIds: [p.brandVisible],
    stocks: { FAVW: 6 },
    images: [
      { url: '/img/b.webp', order: 2 },
      { url: '/img/a.webp', order: 1 },
    ],
  });
  p.hiddenForA = await createProduct(t.db, {
    code: `${tag}-2`,
    name: 'Lassa Driveways',
    categoryId: category,
    listPrice: '80',
    detailIds: [p.brandHiddenForA],
  });
  p.inactive = await createProduct(t.db, { code: `${tag}-3`, name: 'Old', categoryId: category, listPrice: '1', isActive: false });
  p.plain = await createProduct(t.db, {
    code: `${tag}-4`,
    name: 'Petlas Imperium',
    categoryId: category,
    listPrice: '70',
    detailIds: [p.plainDetail],
  });
  p.category = category;
});
afterAll(() => t?.close());

const list = (token: string, customerId?: string, culture?: string) =>
  t.call({ method: 'GET', url: '/api/home/favorites', token, customerId, culture });
const add = (token: string, productId: number | string, customerId?: string, culture?: string) =>
  t.call({ method: 'POST', url: `/api/home/favorites/${productId}`, token, customerId, culture });
const remove = (token: string, productId: number | string, customerId?: string) =>
  t.call({ method: 'DELETE', url: `/api/home/favorites/${productId}`, token, customerId });
const ids = (res: { body: Array<{ id: number }> }) => res.body.map((f) => f.id);

describe('favourites', () => {
  it('adds (idempotently), lists as the catalogue’s product list items, removes (idempotently)', async () => {
    expect((await add(dealerA, p.shown)).status).toBe(204);
    expect((await add(dealerA, p.shown)).status).toBe(204);
    const res = await list(dealerA, undefined, 'en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: p.shown,
        code: `${tag}-1`,
        name: 'Michelin Primacy 4+ 205/55R16',
        categoryId: p.category,
        unitCode: 'ADET',
        stock: 6,
        stockText: '6',
        salePrice: '100.00',
        salePriceWithVat: '120.00',
        vatRate: '20.00',
        discountRate: '10.00',
        discountedPrice: '90.00',
        discountedPriceWithVat: '108.00',
        campaign: null,
        priceBeforeCampaign: null,
        priceBeforeCampaignWithVat: null,
        minOrderQuantity: 1,
        maxOrderQuantity: null,
        placeHolderQuantity: 1,
        currencyText: 'TRY',
        hasBasket: true,
        showPrice: true,
        showStock: true,
        preSaleText: null,
        additionalDetails: [],
        images: [
          { url: '/img/a.webp', order: 1 },
          { url: '/img/b.webp', order: 2 },
        ],
      },
    ]);
    expect((await add(dealerA, p.plain)).status).toBe(204);
    // Newest first; without an image, the category's fallback (spec 01 §9: the default LST).
    expect((await list(dealerA)).body).toEqual([
      expect.objectContaining({ id: p.plain, images: [{ url: '/others/LST.webp', order: 0 }] }),
      expect.objectContaining({ id: p.shown }),
    ]);
    expect((await remove(dealerA, p.plain)).status).toBe(204);
    expect((await remove(dealerA, p.plain)).status).toBe(204);
    expect(ids(await list(dealerA))).toEqual([p.shown]);
  });

  it('are per user and per acting customer: never visible to another customer or another user', async () => {
    await add(dealerA, p.shown);
    expect(ids(await list(dealerB))).toEqual([]);
    expect(ids(await list(dealerA2))).toEqual([]);
    expect((await add(salesman, p.plain, customerB)).status).toBe(204);
    expect(ids(await list(salesman, customerB))).toEqual([p.plain]);
    expect(ids(await list(salesman, customerA))).toEqual([]);
    expect(ids(await list(dealerB))).toEqual([]);
    // Removing as one customer leaves the other's untouched.
    await add(salesman, p.plain, customerA);
    await remove(salesman, p.plain, customerB);
    expect(ids(await list(salesman, customerA))).toEqual([p.plain]);
    expect(ids(await list(salesman, customerB))).toEqual([]);
  });

  it('refuses a product hidden for the customer, inactive or unknown with 404; another customer may add it', async () => {
    expectError(await add(dealerA, p.hiddenForA, undefined, 'en'), 404, 'NOT_FOUND', 'en', { productId: p.hiddenForA });
    expectError(await add(dealerA, p.inactive, undefined, 'de'), 404, 'NOT_FOUND', 'de', { productId: p.inactive });
    expectError(await add(dealerA, 999999, undefined, 'tr'), 404, 'NOT_FOUND', 'tr', { productId: 999999 });
    expect((await add(dealerB, p.hiddenForA)).status).toBe(204);
    expect(ids(await list(dealerB))).toContain(p.hiddenForA);
    expect(ids(await list(dealerA))).not.toContain(p.hiddenForA);
  });

  it('shows prices and stock as the customer may see them (access flags)', async () => {
    await add(dealerA2, p.shown);
    await setAccess(t.db, customerA, p.brandVisible, { show_price: false, show_stock: false, has_basket: false });
    try {
      expect((await list(dealerA2)).body.find((f: { id: number }) => f.id === p.shown)).toMatchObject({
        showPrice: false,
        salePrice: null,
        discountedPrice: null,
        discountedPriceWithVat: null,
        showStock: false,
        stock: null,
        stockText: null,
        hasBasket: false,
      });
      // Another customer's favourite of the same product keeps its prices.
      await add(dealerB, p.shown);
      expect((await list(dealerB)).body.find((f: { id: number }) => f.id === p.shown)).toMatchObject({
        showPrice: true,
        salePrice: '100.00',
      });
    } finally {
      await t.db
        .deleteFrom('customer_access')
        .where('customer_id', '=', customerA)
        .where('property_detail_id', '=', p.brandVisible)
        .execute();
      await remove(dealerA2, p.shown);
      await remove(dealerB, p.shown);
    }
  });

  it('leaves out a favourite while a rule hides it and shows it again when the rule is lifted', async () => {
    await add(dealerA2, p.plain);
    expect(ids(await list(dealerA2))).toEqual([p.plain]);
    await setAccess(t.db, customerA, p.plainDetail, { has_list: false });
    expect(ids(await list(dealerA2))).toEqual([]);
    await setAccess(t.db, customerA, p.plainDetail, { has_list: true });
    expect(ids(await list(dealerA2))).toEqual([p.plain]);
  });

  it('needs a signed-in caller acting for a customer it may act for', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/home/favorites', culture: 'en' }), 401, 'UNAUTHORIZED', 'en');
    expectError(await t.call({ method: 'POST', url: `/api/home/favorites/${p.shown}` }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'DELETE', url: `/api/home/favorites/${p.shown}` }), 401, 'UNAUTHORIZED');
    expectError(await list(staff), 400, 'CUSTOMER_REQUIRED');
    expectError(await add(staff, p.shown), 400, 'CUSTOMER_REQUIRED');
    expectError(await list(dealerA, customerB), 403, 'CUSTOMER_FORBIDDEN');
    expectError(await add(dealerA, p.shown, customerB), 403, 'CUSTOMER_FORBIDDEN');
    const other = (await createCustomer(t.db)).id;
    expectError(await remove(salesman, p.shown, other), 403, 'CUSTOMER_FORBIDDEN');
  });

  it('refuses a malformed product id with 400 and a localised message', async () => {
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const res = await add(dealerA, bad, undefined, 'de');
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
    }
    expect((await remove(dealerA, 'abc')).status).toBe(400);
  });

  it('follows the configured default: when it hides, only products with a listing rule show', async () => {
    await add(dealerB, p.shown);
    await t.db
      .insertInto('settings')
      .values({ key: 'catalogueAccessDefaults', value: JSON.stringify({ hasList: false }) })
      .execute();
    try {
      expect(ids(await list(dealerB))).toEqual([]);
      expectError(await add(dealerB, p.plain), 404, 'NOT_FOUND');
      await setAccess(t.db, customerB, p.brandVisible, { has_list: true });
      expect(ids(await list(dealerB))).toEqual([p.shown]);
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'catalogueAccessDefaults').execute();
    }
  });
});

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
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { invalidateCatalogueCaches } from './index';

/**
 * The catalogue through HTTP, two customers side by side (design.md §4):
 * - alpha: discounts {10, 5}; Petlas hidden (hasList), Lassa not orderable (hasBasket), Pirelli
 *   without stock (showStock), Varta without prices (showPrice).
 * - beta: no rules, no discounts.
 */
let t: TestApp;
let tokens: { alpha: string; beta: string; staff: string };
let ids: { alpha: string; beta: string };
const cat: Record<string, number> = {};
const det: Record<string, number> = {};
const prod: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  cat.LST = await createCategory(db, { code: 'LST', names: { tr: 'Lastik', de: 'Reifen', en: 'Tyres' }, order: 1 });
  cat.BNK = await createCategory(db, {
    code: 'LST-BNK',
    names: { tr: 'Binek lastik', de: 'Pkw-Reifen', en: 'Passenger tyres' },
    parentId: cat.LST,
    order: 1,
    refCode: '320.10.BNK',
  });
  cat.AKU = await createCategory(db, { code: 'AKU', names: { tr: 'Akü', de: 'Batterien', en: 'Batteries' }, order: 2 });
  cat.OFF = await createCategory(db, { code: 'OFF', name: 'Kapalı', order: 3, isActive: false });

  const brand = await createProperty(db, cat.LST, 'brand', { names: { tr: 'Marka', de: 'Marke', en: 'Brand' }, order: 1 });
  const season = await createProperty(db, cat.LST, 'season', { names: { tr: 'Mevsim', de: 'Saison', en: 'Season' }, order: 2 });
  const akuBrand = await createProperty(db, cat.AKU, 'brand', { names: { tr: 'Marka', de: 'Marke', en: 'Brand' } });
  for (const b of ['Michelin', 'Petlas', 'Lassa', 'Pirelli']) det[b] = await createPropertyDetail(db, brand, b);
  det.summer = await createPropertyDetail(db, season, 'summer', { name: 'Yaz', names: { de: 'Sommer', en: 'Summer' } });
  det.winter = await createPropertyDetail(db, season, 'winter', { name: 'Kış', names: { de: 'Winter', en: 'Winter' } });
  det.Varta = await createPropertyDetail(db, akuBrand, 'Varta');

  await createWarehouse(db, 'KOL', 'Köln Lager', 2);
  await createWarehouse(db, 'IST', 'İstanbul Merkez', 1);
  await createWarehouse(db, 'OLD', 'Kapalı depo', 3, false);

  prod.michelin = await createProduct(db, {
    code: 'LST-0001',
    name: 'Michelin 205/55R16 91V Primacy 4',
    brand: 'Michelin',
    categoryId: cat.BNK,
    listPrice: '1000.0000',
    detailIds: [det.Michelin!, det.summer!],
    stocks: { IST: 3, KOL: 10, OLD: 99 },
    images: [
      { url: '/img/b.webp', order: 2 },
      { url: '/img/a.webp', order: 1 },
    ],
  });
  prod.petlas = await createProduct(db, {
    code: 'LST-0002',
    name: 'Petlas 205/55R16 91H Imperium',
    brand: 'Petlas',
    categoryId: cat.BNK,
    listPrice: '800.00',
    detailIds: [det.Petlas!, det.summer!],
    stocks: { IST: 25 },
  });
  prod.lassa = await createProduct(db, {
    code: 'LST-0003',
    name: 'Lassa 195/65R15 91H Snoways 4',
    brand: 'Lassa',
    categoryId: cat.BNK,
    listPrice: '700.00',
    detailIds: [det.Lassa!, det.winter!],
    stocks: { IST: 0 },
  });
  prod.pirelli = await createProduct(db, {
    code: 'LST-0004',
    name: 'Pirelli 225/45R17 94W Cinturato P7',
    brand: 'Pirelli',
    categoryId: cat.LST,
    listPrice: '1234.5678',
    detailIds: [det.Pirelli!, det.summer!],
    stocks: { IST: 2 },
    campaign: '4 al 3 öde',
    preSaleText: 'Ön sipariş: Mart',
    minOrderQty: 2,
    maxOrderQty: 8,
    placeholderQty: 4,
  });
  prod.varta = await createProduct(db, {
    code: 'AKU-0001',
    name: 'Varta 12V 60Ah 540A',
    brand: 'Varta',
    categoryId: cat.AKU,
    listPrice: '2500.00',
    detailIds: [det.Varta!],
    stocks: { IST: 50 },
  });
  prod.alpin = await createProduct(db, {
    code: 'LST-00010',
    name: 'Michelin 205/55 R16 Alpin 6 KIŞ',
    brand: 'Michelin',
    categoryId: cat.BNK,
    listPrice: '1100.00',
    detailIds: [det.Michelin!, det.winter!],
  });
  prod.inactive = await createProduct(db, {
    code: 'LST-0099',
    name: 'Michelin 205/55R16 eski',
    categoryId: cat.BNK,
    listPrice: '1.00',
    detailIds: [det.Michelin!],
    isActive: false,
  });

  const alpha = await createCustomer(db, { name: 'Alpha Lastik' });
  const beta = await createCustomer(db, { name: 'Beta Reifen' });
  await setDiscountRates(db, alpha.id, ['10', '5']);
  await setAccess(db, alpha.id, det.Petlas!, { has_list: false });
  await setAccess(db, alpha.id, det.Lassa!, { has_basket: false });
  await setAccess(db, alpha.id, det.Pirelli!, { show_stock: false });
  await setAccess(db, alpha.id, det.Varta!, { show_price: false });

  const dealerRole = await createRole(db, 'dealer');
  const staffRole = await createRole(db, 'staff', ['customer.select']);
  const mk = async (roleId: number, userType: 'staff' | 'dealer', customerId?: string) =>
    (await signIn(t, (await createUser(db, { roleId, userType, customerId })).account_name)).token;
  ids = { alpha: alpha.id, beta: beta.id };
  tokens = {
    alpha: await mk(dealerRole, 'dealer', alpha.id),
    beta: await mk(dealerRole, 'dealer', beta.id),
    staff: await mk(staffRole, 'staff'),
  };
});
afterAll(() => t?.close());

type Who = 'alpha' | 'beta';
const list = (who: Who, body: Record<string, unknown> = {}, culture?: string) =>
  t.call({ method: 'POST', url: '/api/catalogs/products/list', token: tokens[who], payload: body, culture });
const get = (who: Who, url: string, culture?: string) => t.call({ method: 'GET', url, token: tokens[who], culture });
const codes = (items: Array<{ code: string }>) => items.map((i) => i.code).sort();

describe('categories', () => {
  it('answers the active tree with names in x-culture', async () => {
    const res = await t.call({ method: 'GET', url: '/api/catalogs/categories', token: tokens.staff, culture: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.map((c: any) => c.name)).toEqual(['Reifen', 'Batterien']);
    expect(res.body[0]).toMatchObject({ id: cat.LST, code: 'LST', parentCategoryId: null, order: 1, refCode: 'LST', isActive: true });
    // the spec's tree variant (01 §3: icon, refCode, isActive, children) beside our own code
    expect(res.body[0].children).toEqual([
      {
        id: cat.BNK,
        code: 'LST-BNK',
        name: 'Pkw-Reifen',
        order: 1,
        parentCategoryId: cat.LST,
        icon: null,
        refCode: '320.10.BNK',
        isActive: true,
        children: [],
      },
    ]);
  });
});

describe('visibility: hasList hides everywhere, for that customer only', () => {
  it('list', async () => {
    const a = await list('alpha');
    const b = await list('beta');
    expect(codes(a.body.items)).toEqual(['AKU-0001', 'LST-0001', 'LST-00010', 'LST-0003', 'LST-0004']);
    expect(a.body.totalCount).toBe(5);
    expect(codes(b.body.items)).toEqual(['AKU-0001', 'LST-0001', 'LST-00010', 'LST-0002', 'LST-0003', 'LST-0004']);
  });

  it('detail, detail by code, stocks: 404 like an unknown product', async () => {
    for (const url of [
      `/api/catalogs/products/${prod.petlas}/detail`,
      '/api/catalogs/products/LST-0002/detail-by-code',
      `/api/catalogs/products/${prod.petlas}/stocks`,
    ]) {
      expectError(await get('alpha', url, 'en'), 404, 'NOT_FOUND', 'en');
      expect((await get('beta', url)).status).toBe(200);
    }
    for (const url of [
      `/api/catalogs/products/${prod.inactive}/detail`,
      '/api/catalogs/products/999999/detail',
      '/api/catalogs/products/NOPE/detail-by-code',
      '/api/catalogs/products/999999/stocks',
    ]) {
      expectError(await get('beta', url, 'de'), 404, 'NOT_FOUND', 'de');
    }
  });

  it('details leaves hidden and unknown ones out, in the order asked', async () => {
    const payload = { productIds: [prod.petlas, prod.varta, 999999, prod.michelin, prod.varta] };
    const a = await t.call({ method: 'POST', url: '/api/catalogs/products/details', token: tokens.alpha, payload });
    expect(a.body.map((p: any) => p.code)).toEqual(['AKU-0001', 'LST-0001']);
    const b = await t.call({ method: 'POST', url: '/api/catalogs/products/details', token: tokens.beta, payload });
    expect(b.body.map((p: any) => p.code)).toEqual(['LST-0002', 'AKU-0001', 'LST-0001']);
  });

  it('search and facets', async () => {
    expect((await get('alpha', '/api/catalogs/products/search-by-text?q=petlas')).body).toEqual([]);
    expect((await get('beta', '/api/catalogs/products/search-by-text?q=petlas')).body[0].products.map((p: any) => p.code)).toEqual([
      'LST-0002',
    ]);
    const brandsOf = (facets: any[]) => facets.find((f) => f.key === 'brand').details.map((d: any) => d.code);
    expect(brandsOf((await get('alpha', `/api/catalogs/products/properties?CategoryId=${cat.LST}`)).body)).not.toContain('Petlas');
    expect(brandsOf((await get('beta', `/api/catalogs/products/properties?CategoryId=${cat.LST}`)).body)).toContain('Petlas');
  });

  it('a product visible by default disappears when the default hides and no rule lists it', async () => {
    await t.db
      .insertInto('settings')
      .values({ key: 'catalogueAccessDefaults', value: JSON.stringify({ hasList: false }) })
      .execute();
    try {
      // alpha's rules list Lassa, Pirelli, Varta (hasList true); beta has none: sees nothing.
      expect(codes((await list('alpha')).body.items)).toEqual(['AKU-0001', 'LST-0003', 'LST-0004']);
      expect((await list('beta')).body.totalCount).toBe(0);
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'catalogueAccessDefaults').execute();
    }
  });
});

describe('the other flags shape the fields', () => {
  const item = async (who: Who, code: string) => (await list(who)).body.items.find((i: any) => i.code === code);

  it('hasBasket false: shown, not orderable', async () => {
    expect(await item('alpha', 'LST-0003')).toMatchObject({ hasBasket: false, showPrice: true, showStock: true });
    expect(await item('beta', 'LST-0003')).toMatchObject({ hasBasket: true });
  });

  it('showStock false: stock and stockText null; the stocks call has nothing', async () => {
    expect(await item('alpha', 'LST-0004')).toMatchObject({ showStock: false, stock: null, stockText: null });
    expect(await item('beta', 'LST-0004')).toMatchObject({ showStock: true, stock: 2, stockText: 'Son 2 adet' });
    expect((await get('alpha', `/api/catalogs/products/${prod.pirelli}/stocks`)).body).toEqual({ totalStock: null, stocks: [] });
  });

  it('showPrice false: every price null, the rest intact', async () => {
    const a = await item('alpha', 'AKU-0001');
    expect(a).toMatchObject({
      showPrice: false,
      salePrice: null,
      salePriceWithVat: null,
      discountRate: null,
      discountedPrice: null,
      discountedPriceWithVat: null,
      vatRate: '20.00',
      stock: 50,
    });
    expect((await item('beta', 'AKU-0001')).salePrice).toBe('2500.00');
  });

  it('the detail carries the same flags', async () => {
    const res = await get('alpha', `/api/catalogs/products/${prod.lassa}/detail`);
    expect(res.body).toMatchObject({ hasBasket: false, showPrice: true, categoryId: cat.BNK });
  });

  it('the most restrictive rule of a product wins', async () => {
    // Michelin winter tyre: alpha gets a rule on "winter" that blanks prices; Michelin has no rule.
    await setAccess(t.db, (await customerOf('alpha')) as string, det.winter!, { show_price: false });
    try {
      expect(await item('alpha', 'LST-00010')).toMatchObject({ showPrice: false, hasBasket: true, salePrice: null });
      // Lassa winter: hasBasket false (Lassa) and showPrice false (winter).
      expect(await item('alpha', 'LST-0003')).toMatchObject({ showPrice: false, hasBasket: false });
    } finally {
      await t.db.deleteFrom('customer_access').where('property_detail_id', '=', det.winter!).execute();
    }
  });
});

async function customerOf(who: Who) {
  const res = await t.call({ method: 'GET', url: '/api/home/customers', token: tokens[who] });
  return res.body[0]?.id as string | undefined;
}

describe('prices reconcile to the cent', () => {
  it('cascading 10% then 5%, 20% VAT', async () => {
    const a = (await get('alpha', `/api/catalogs/products/${prod.michelin}/detail`)).body;
    expect(a).toMatchObject({
      salePrice: '1000.00',
      salePriceWithVat: '1200.00',
      discountRate: '14.50',
      discountedPrice: '855.00',
      discountedPriceWithVat: '1026.00',
      vatRate: '20.00',
      currencyText: 'TRY',
    });
  });

  it('a 4-decimal list price: rounded once at the end, VAT on the shown net price', async () => {
    const a = (await get('alpha', `/api/catalogs/products/${prod.pirelli}/detail`)).body;
    // 1234.5678 * 0.9 * 0.95 = 1055.555469 -> 1055.56; * 1.2 = 1266.672 -> 1266.67.
    expect(a).toMatchObject({
      salePrice: '1234.57',
      salePriceWithVat: '1481.48',
      discountedPrice: '1055.56',
      discountedPriceWithVat: '1266.67',
    });
    const b = (await get('beta', `/api/catalogs/products/${prod.pirelli}/detail`)).body;
    expect(b).toMatchObject({ discountRate: '0.00', discountedPrice: '1234.57', discountedPriceWithVat: '1481.48' });
  });
});

describe('facets', () => {
  it('counts what each customer sees, names in x-culture', async () => {
    const a = (await get('alpha', `/api/catalogs/products/properties?CategoryId=${cat.LST}`, 'en')).body;
    expect(a.map((f: any) => f.name)).toEqual(['Brand', 'Season']);
    const counts = (facets: any[], key: string) =>
      Object.fromEntries(facets.find((f) => f.key === key).details.map((d: any) => [d.name, d.count]));
    expect(counts(a, 'brand')).toEqual({ Michelin: 2, Lassa: 1, Pirelli: 1 });
    expect(counts(a, 'season')).toEqual({ Summer: 2, Winter: 2 });
    const b = (await get('beta', `/api/catalogs/products/properties?CategoryId=${cat.LST}`, 'tr')).body;
    expect(counts(b, 'brand')).toEqual({ Michelin: 2, Petlas: 1, Lassa: 1, Pirelli: 1 });
    expect(counts(b, 'season')).toEqual({ Yaz: 3, Kış: 2 });
  });

  it('narrowed by the search text; a sub-category inherits its parent’s properties', async () => {
    const a = (await get('alpha', `/api/catalogs/products/properties?CategoryId=${cat.BNK}&SearchText=michelin`, 'en')).body;
    expect(a.find((f: any) => f.key === 'brand').details).toEqual([{ id: det.Michelin, code: 'Michelin', name: 'Michelin', count: 2 }]);
  });

  it('unknown category 404, missing CategoryId 400', async () => {
    expectError(await get('alpha', '/api/catalogs/products/properties?CategoryId=999999'), 404, 'NOT_FOUND');
    expect((await get('alpha', '/api/catalogs/products/properties')).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('the list', () => {
  it('category with its sub-categories, facet filter OR within and AND across properties', async () => {
    expect(codes((await list('alpha', { categoryId: cat.LST })).body.items)).toEqual(['LST-0001', 'LST-00010', 'LST-0003', 'LST-0004']);
    expect(codes((await list('alpha', { categoryId: cat.BNK })).body.items)).toEqual(['LST-0001', 'LST-00010', 'LST-0003']);
    expect(codes((await list('alpha', { propertyDetailIds: [det.Michelin, det.Pirelli] })).body.items)).toEqual([
      'LST-0001',
      'LST-00010',
      'LST-0004',
    ]);
    expect(codes((await list('alpha', { propertyDetailIds: [det.Michelin, det.Pirelli, det.winter] })).body.items)).toEqual(['LST-00010']);
    expect((await list('alpha', { propertyDetailIds: [987654] })).body.totalCount).toBe(0);
  });

  it('sorts by the sort-params ids and pages', async () => {
    const byPrice = (await list('beta', { categoryId: cat.LST, sort: 'price-asc' })).body.items.map((i: any) => i.code);
    expect(byPrice).toEqual(['LST-0003', 'LST-0002', 'LST-0001', 'LST-00010', 'LST-0004']);
    const page2 = (await list('beta', { categoryId: cat.LST, sort: 'price-desc', pageNumber: 2, pageSize: 2 })).body;
    expect(page2).toMatchObject({ pageIndex: 2, pageSize: 2, totalCount: 5, totalPages: 3, hasPreviousPage: true, hasNextPage: true });
    expect(page2.items.map((i: any) => i.code)).toEqual(['LST-0001', 'LST-0002']);
    expect((await list('beta', { sort: 'stock-desc' })).body.items[0].code).toBe('AKU-0001');
    expect((await list('beta', { pageNumber: 9 })).body).toMatchObject({ items: [], totalCount: 6 });
  });

  it('images sorted, else the fallback of the top-level category', async () => {
    const items = (await list('beta')).body.items;
    const of = (code: string) => items.find((i: any) => i.code === code).images;
    expect(of('LST-0001')).toEqual([
      { url: '/img/a.webp', order: 1 },
      { url: '/img/b.webp', order: 2 },
    ]);
    expect(of('LST-0003')).toEqual([{ url: '/others/LST.webp', order: 0 }]);
    expect(of('AKU-0001')).toEqual([{ url: '/others/AKU.webp', order: 0 }]);
  });

  it('bad input: 400 with a localised message', async () => {
    for (const body of [
      { pageNumber: 0 },
      { pageNumber: -1 },
      { pageSize: 101 },
      { pageSize: 0 },
      { sort: 'random' },
      { categoryId: 'x' },
    ]) {
      const res = await list('alpha', body, 'de');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
    }
    expectError(await list('alpha', { pageNumber: 201, pageSize: 50 }, 'en'), 400, 'PAGE_TOO_DEEP', 'en', { max: 10000 });
    expect((await list('alpha', { pageNumber: 200, pageSize: 50 })).status).toBe(200);
    expectError(await list('alpha', { categoryId: 999999 }), 404, 'NOT_FOUND');
    expect((await get('alpha', '/api/catalogs/products/abc/detail')).body.code).toBe('VALIDATION_FAILED');
    expect((await get('alpha', '/api/catalogs/products/-1/stocks')).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('search', () => {
  const search = async (q: string, who: Who = 'beta') => {
    const res = await get(who, `/api/catalogs/products/search-by-text?q=${encodeURIComponent(q)}`, 'en');
    expect(res.status, q).toBe(200);
    return res.body as Array<{ id: number; name: string; totalCount: number; products: Array<{ code: string; imageUrl: string }> }>;
  };
  const found = async (q: string, who: Who = 'beta') => (await search(q, who)).flatMap((g) => g.products.map((p) => p.code)).sort();

  it('ignores case and Turkish letters', async () => {
    expect(await found('michelin')).toEqual(['LST-0001', 'LST-00010']);
    expect(await found('MİCHELİN')).toEqual(['LST-0001', 'LST-00010']);
    expect(await found('kis')).toEqual(['LST-00010']);
    expect(await found('KIŞ')).toEqual(['LST-00010']);
  });

  it('finds a tyre size however it is typed', async () => {
    for (const q of ['205/55R16', '205/55 R16', '2055516', '205 55 16', '205/55r16']) {
      expect(await found(q), q).toEqual(['LST-0001', 'LST-00010', 'LST-0002']);
    }
    expect(await found('2055516', 'alpha')).toEqual(['LST-0001', 'LST-00010']);
  });

  it('groups by category with the total; the exact code first, then code prefixes', async () => {
    const groups = await search('LST-0001');
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ id: cat.BNK, name: 'Passenger tyres', totalCount: 2 });
    expect(groups[0]!.products.map((p) => p.code)).toEqual(['LST-0001', 'LST-00010']);
    expect(groups[0]!.products[0]!.imageUrl).toBe('/img/a.webp');
    const varta = await search('varta');
    expect(varta[0]).toMatchObject({ name: 'Batteries', totalCount: 1 });
    expect(varta[0]!.products[0]!.imageUrl).toBe('/others/AKU.webp');
  });

  it('the list uses the same search, exact code first', async () => {
    const items = (await list('beta', { searchText: 'lst-0001' })).body.items;
    expect(items.map((i: any) => i.code)).toEqual(['LST-0001', 'LST-00010']);
  });

  it('fewer than 3 characters: 400 with a message', async () => {
    for (const q of ['ab', '  a ', '']) {
      expectError(
        await get('beta', `/api/catalogs/products/search-by-text?q=${encodeURIComponent(q)}`, 'de'),
        400,
        'SEARCH_TEXT_TOO_SHORT',
        'de',
        { min: 3 },
      );
    }
  });
});

describe('stocks', () => {
  it('per active warehouse by priority, with texts', async () => {
    const res = await get('beta', `/api/catalogs/products/${prod.michelin}/stocks`);
    expect(res.body).toEqual({
      totalStock: 13,
      stocks: [
        { warehouseId: 'IST', warehouseName: 'İstanbul Merkez', quantity: 3, quantityText: 'Son 3 adet', unitCode: 'ADET' },
        { warehouseId: 'KOL', warehouseName: 'Köln Lager', quantity: 10, quantityText: '10', unitCode: 'ADET' },
      ],
    });
    expect((await list('beta', {}, 'en')).body.items.find((i: any) => i.code === 'LST-0002')).toMatchObject({
      stock: 25,
      stockText: '20+',
    });
    expect((await list('beta', {}, 'de')).body.items.find((i: any) => i.code === 'LST-0003')).toMatchObject({
      stock: 0,
      stockText: 'Nicht vorrätig',
    });
  });
});

describe('who may call', () => {
  const calls = [
    { method: 'POST' as const, url: '/api/catalogs/products/list', payload: {} },
    { method: 'GET' as const, url: '/api/catalogs/products/1/detail' },
    { method: 'GET' as const, url: '/api/catalogs/products/LST-0001/detail-by-code' },
    { method: 'GET' as const, url: '/api/catalogs/products/1/stocks' },
    { method: 'POST' as const, url: '/api/catalogs/products/details', payload: { productIds: [1] } },
    { method: 'GET' as const, url: '/api/catalogs/products/properties?CategoryId=1' },
    { method: 'GET' as const, url: '/api/catalogs/products/search-by-text?q=abc' },
  ];
  it('anonymous 401; staff without a selected customer 400 CUSTOMER_REQUIRED', async () => {
    for (const c of calls) {
      expectError(await t.call({ ...c, culture: 'en' }), 401, 'UNAUTHORIZED', 'en');
      expectError(await t.call({ ...c, token: tokens.staff, culture: 'en' }), 400, 'CUSTOMER_REQUIRED', 'en');
    }
    expectError(await t.call({ method: 'GET', url: '/api/catalogs/categories' }), 401, 'UNAUTHORIZED');
  });

  it('a dealer asking for another customer (x-customer-id) is refused with 403, on every call', async () => {
    for (const c of [...calls, { method: 'GET' as const, url: '/api/catalogs/categories' }]) {
      expectError(await t.call({ ...c, token: tokens.alpha, customerId: ids.beta, culture: 'de' }), 403, 'CUSTOMER_FORBIDDEN', 'de');
    }
    // Its own id is fine.
    expect((await t.call({ ...calls[0]!, token: tokens.alpha, customerId: ids.alpha })).status).toBe(200);
  });

  it('staff acting for a customer sees what that customer sees', async () => {
    const alphaId = await customerOf('alpha');
    const res = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: tokens.staff, customerId: alphaId, payload: {} });
    expect(res.body.totalCount).toBe(5);
  });
});

describe('listProductItemsByIds (for other areas)', () => {
  it('answers the visible ones as this customer sees them, in order', async () => {
    const { listProductItemsByIds } = await import('./index');
    const alphaId = (await customerOf('alpha'))!;
    const ctx = { db: t.db, culture: 'en', customer: { id: alphaId } } as never;
    const items = await listProductItemsByIds(ctx, [prod.pirelli!, prod.petlas!, prod.michelin!]);
    expect(items.map((i) => [i.code, i.stock, i.discountedPrice])).toEqual([
      ['LST-0004', null, '1055.56'],
      ['LST-0001', 13, '855.00'],
    ]);
  });
});

describe('changes written elsewhere (another process, the ERP) show at once', () => {
  // Straight SQL, without invalidateCatalogueCaches: what the catalogue index and the cached
  // customer views learn only from the database's revisions (migration 0012).
  it('a new product, its deactivation and stock moves: list, count, facets and search follow', async () => {
    const before = (await list('beta', { categoryId: cat.BNK })).body.totalCount;
    const [row] = await t.db
      .insertInto('products')
      .values({
        code: 'LST-0500',
        name: 'Michelin 205/55R16 Yeni',
        category_id: cat.BNK!,
        list_price: '900.00',
        detail_ids: [det.Michelin!, det.summer!],
        search_text: 'lst-0500 michelin 205/55r16 yeni lst0500 20555r16 2055516',
      })
      .returning('id')
      .execute();
    const id = row!.id;
    const listed = (await list('beta', { categoryId: cat.BNK })).body;
    expect(listed.totalCount).toBe(before + 1);
    expect(codes(listed.items)).toContain('LST-0500');
    const facets = (await get('beta', `/api/catalogs/products/properties?CategoryId=${cat.BNK}`, 'en')).body;
    expect(facets.find((f: any) => f.key === 'brand').details.find((d: any) => d.code === 'Michelin').count).toBe(3);
    const searched = (await get('beta', '/api/catalogs/products/search-by-text?q=yeni')).body;
    expect(searched.flatMap((g: any) => g.products.map((p: any) => p.code))).toEqual(['LST-0500']);

    await t.db.insertInto('stocks').values({ product_id: id, warehouse_code: 'IST', quantity: 500 }).execute();
    expect((await list('beta', { sort: 'stock-desc' })).body.items[0].code).toBe('LST-0500');

    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', id).execute();
    const after = (await list('beta', { categoryId: cat.BNK })).body;
    expect(after.totalCount).toBe(before);
    expect(codes(after.items)).not.toContain('LST-0500');
    expect((await list('beta', { sort: 'stock-desc' })).body.items[0].code).toBe('AKU-0001');
  });

  it('a customer’s access rule and discounts: the next request sees them', async () => {
    const betaId = (await customerOf('beta'))!;
    const michelin = async () => (await list('beta', { categoryId: cat.BNK })).body.items.find((i: any) => i.code === 'LST-0001');
    expect(await michelin()).toMatchObject({ discountedPrice: '1000.00', hasBasket: true });
    await t.db
      .updateTable('customers')
      .set({ discount_rates: ['20'] })
      .where('id', '=', betaId)
      .execute();
    await t.db
      .insertInto('customer_access')
      .values({ customer_id: betaId, property_detail_id: det.Michelin!, has_basket: false })
      .execute();
    try {
      expect(await michelin()).toMatchObject({ discountedPrice: '800.00', hasBasket: false });
      await t.db
        .updateTable('customer_access')
        .set({ has_list: false })
        .where('customer_id', '=', betaId)
        .where('property_detail_id', '=', det.Michelin!)
        .execute();
      expect(await michelin()).toBeUndefined();
    } finally {
      await t.db.deleteFrom('customer_access').where('customer_id', '=', betaId).execute();
      await t.db.updateTable('customers').set({ discount_rates: [] }).where('id', '=', betaId).execute();
    }
    expect(await michelin()).toMatchObject({ discountedPrice: '1000.00', hasBasket: true });
  });
});

describe('price lists per currency (migration 0015)', () => {
  it('a customer buying in EUR sees the EUR price list where there is one, else the product’s own price', async () => {
    const betaId = (await customerOf('beta'))!;
    await t.db.updateTable('customers').set({ currency: 'EUR' }).where('id', '=', betaId).execute();
    await t.db.insertInto('product_prices').values({ product_id: prod.michelin!, currency: 'EUR', list_price: '25.5000' }).execute();
    try {
      const items = (await list('beta', { categoryId: cat.BNK })).body.items;
      const of = (code: string) => items.find((i: any) => i.code === code);
      expect(of('LST-0001')).toMatchObject({
        currencyText: 'EUR',
        salePrice: '25.50',
        salePriceWithVat: '30.60',
        discountedPrice: '25.50',
      });
      expect(of('LST-0002')).toMatchObject({ currencyText: 'TRY', salePrice: '800.00' });
      // The detail, the same; a changed price list shows at the next request.
      expect((await get('beta', `/api/catalogs/products/${prod.michelin}/detail`)).body).toMatchObject({
        currencyText: 'EUR',
        salePrice: '25.50',
      });
      await t.db.updateTable('product_prices').set({ list_price: '27.0000' }).where('product_id', '=', prod.michelin!).execute();
      expect((await list('beta', { categoryId: cat.BNK })).body.items.find((i: any) => i.code === 'LST-0001').salePrice).toBe('27.00');
      // Who buys in the product's own currency never sees the list.
      expect((await list('alpha', { categoryId: cat.BNK })).body.items.find((i: any) => i.code === 'LST-0001')).toMatchObject({
        currencyText: 'TRY',
        salePrice: '1000.00',
      });
    } finally {
      await t.db.deleteFrom('product_prices').execute();
      await t.db.updateTable('customers').set({ currency: 'TRY' }).where('id', '=', betaId).execute();
    }
  });
});

describe('every field on every call', () => {
  const pirelli = {
    code: 'LST-0004',
    campaign: '4 al 3 öde',
    preSaleText: 'Ön sipariş: Mart',
    minOrderQuantity: 2,
    maxOrderQuantity: 8,
    placeHolderQuantity: 4,
  };
  const details = async (who: Who, productIds: number[]) =>
    (await t.call({ method: 'POST', url: '/api/catalogs/products/details', token: tokens[who], payload: { productIds } })).body;

  it('campaign, preSaleText, min/max/placeHolderQuantity: list, detail, by code and details alike', async () => {
    expect((await list('beta')).body.items.find((i: any) => i.code === 'LST-0004')).toMatchObject(pirelli);
    expect((await get('beta', `/api/catalogs/products/${prod.pirelli}/detail`)).body).toMatchObject(pirelli);
    expect((await get('beta', '/api/catalogs/products/LST-0004/detail-by-code')).body).toMatchObject(pirelli);
    expect((await details('beta', [prod.pirelli!]))[0]).toMatchObject(pirelli);
    // Without them: null, the minimum 1, no maximum.
    expect((await get('beta', `/api/catalogs/products/${prod.michelin}/detail`)).body).toMatchObject({
      campaign: null,
      preSaleText: null,
      minOrderQuantity: 1,
      maxOrderQuantity: null,
    });
  });

  it('showPrice and showStock blank the same fields on the detail, by code and details as on the list', async () => {
    const noPrice = {
      showPrice: false,
      salePrice: null,
      salePriceWithVat: null,
      discountRate: null,
      discountedPrice: null,
      discountedPriceWithVat: null,
      showStock: true,
      stock: 50,
      vatRate: '20.00',
    };
    const noStock = { showStock: false, stock: null, stockText: null, showPrice: true, salePrice: '1234.57', discountedPrice: '1055.56' };
    const cases: Array<[number, string, Record<string, unknown>]> = [
      [prod.varta!, 'AKU-0001', noPrice],
      [prod.pirelli!, 'LST-0004', noStock],
    ];
    for (const [id, code, expected] of cases) {
      expect(
        (await list('alpha')).body.items.find((i: any) => i.code === code),
        code,
      ).toMatchObject(expected);
      expect((await get('alpha', `/api/catalogs/products/${id}/detail`)).body, code).toMatchObject(expected);
      expect((await get('alpha', `/api/catalogs/products/${code}/detail-by-code`)).body, code).toMatchObject(expected);
      expect((await details('alpha', [id]))[0], code).toMatchObject(expected);
    }
    // Another customer sees both.
    expect((await get('beta', '/api/catalogs/products/AKU-0001/detail-by-code')).body).toMatchObject({
      showPrice: true,
      salePrice: '2500.00',
    });
    expect((await details('beta', [prod.pirelli!]))[0]).toMatchObject({ showStock: true, stock: 2, stockText: 'Son 2 adet' });
  });

  it('fallback images by the top-level category: JNT, AKS, YAG, and LST for an unknown code', async () => {
    const made: { products: number[]; categories: number[] } = { products: [], categories: [] };
    try {
      const cases: Array<[string, string]> = [
        ['JNT', 'JNT'],
        ['AKS', 'AKS'],
        ['YAG', 'YAG'],
        ['XYZ', 'LST'],
      ];
      for (const [code, expected] of cases) {
        const top = await createCategory(t.db, { code, name: code });
        // A sub-category's product takes its top-level category's image.
        const sub = await createCategory(t.db, { code: `${code}-SUB`, name: `${code} sub`, parentId: top });
        made.categories.push(sub, top);
        const id = await createProduct(t.db, { code: `FB-${code}`, name: `Fallback ${code}`, categoryId: sub, listPrice: '10' });
        made.products.push(id);
        const url = `/others/${expected}.webp`;
        expect((await list('beta', { categoryId: top })).body.items[0].images, code).toEqual([{ url, order: 0 }]);
        expect((await get('beta', `/api/catalogs/products/${id}/detail`)).body.images, code).toEqual([{ url, order: 0 }]);
        const found = (await get('beta', `/api/catalogs/products/search-by-text?q=FB-${code}`)).body;
        expect(found[0].products[0].imageUrl, code).toBe(url);
      }
    } finally {
      await t.db.deleteFrom('products').where('id', 'in', made.products).execute();
      await t.db.deleteFrom('categories').where('id', 'in', made.categories).execute();
      invalidateCatalogueCaches(t.db);
    }
  });
});

describe('sorting by price or stock reveals nothing the customer may not see', () => {
  const order = async (who: Who, body: Record<string, unknown>) => (await list(who, body)).body.items.map((i: any) => i.code as string);

  it('a product without a shown price comes after the priced ones, whichever way', async () => {
    // alpha may not see Varta's price (the dearest product): it is last both ways.
    expect(await order('alpha', { sort: 'price-asc' })).toEqual(['LST-0003', 'LST-0001', 'LST-00010', 'LST-0004', 'AKU-0001']);
    expect(await order('alpha', { sort: 'price-desc' })).toEqual(['LST-0004', 'LST-00010', 'LST-0001', 'LST-0003', 'AKU-0001']);
    // beta sees it, and where it belongs.
    expect((await order('beta', { sort: 'price-desc' }))[0]).toBe('AKU-0001');
  });

  it('several blanked prices follow by code, the same both ways, and pages run across the boundary', async () => {
    await setAccess(t.db, ids.alpha, det.winter!, { show_price: false });
    try {
      const byCode = await order('alpha', { sort: 'code-asc' });
      const blanked = byCode.filter((c: string) => ['AKU-0001', 'LST-00010', 'LST-0003'].includes(c));
      expect(await order('alpha', { sort: 'price-asc' })).toEqual(['LST-0001', 'LST-0004', ...blanked]);
      expect(await order('alpha', { sort: 'price-desc' })).toEqual(['LST-0004', 'LST-0001', ...blanked]);
      expect(await order('alpha', { sort: 'price-asc', pageSize: 2, pageNumber: 2 })).toEqual(blanked.slice(0, 2));
      const last = (await list('alpha', { sort: 'price-asc', pageSize: 2, pageNumber: 3 })).body;
      expect(last).toMatchObject({ totalCount: 5, totalPages: 3 });
      expect(last.items.map((i: any) => i.code)).toEqual(blanked.slice(2));
    } finally {
      await t.db.deleteFrom('customer_access').where('property_detail_id', '=', det.winter!).execute();
    }
  });

  it('under defaults that blank prices, only products with a rule showing them sort by price', async () => {
    await t.db
      .insertInto('settings')
      .values({ key: 'catalogueAccessDefaults', value: JSON.stringify({ showPrice: false }) })
      .execute();
    try {
      // alpha's rules on Lassa and Pirelli leave their prices shown; Michelin has no rule (default: blanked), Varta's rule blanks.
      const byCode = await order('alpha', { sort: 'code-asc' });
      const blanked = byCode.filter((c: string) => ['AKU-0001', 'LST-0001', 'LST-00010'].includes(c));
      expect(await order('alpha', { sort: 'price-desc' })).toEqual(['LST-0004', 'LST-0003', ...blanked]);
      // beta has no rules: every price blanked, so the price order is the code order.
      expect(await order('beta', { sort: 'price-desc' })).toEqual(await order('beta', { sort: 'code-asc' }));
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'catalogueAccessDefaults').execute();
    }
  });

  it('a product without a shown stock comes after the others', async () => {
    // alpha may not see Pirelli's stock (2): it is not placed between 13 and 0 (the sort options have stock descending only).
    expect(await order('alpha', { sort: 'stock-desc' })).toEqual(['AKU-0001', 'LST-0001', 'LST-0003', 'LST-00010', 'LST-0004']);
    expect(await order('beta', { sort: 'stock-desc', categoryId: cat.LST })).toEqual([
      'LST-0002',
      'LST-0001',
      'LST-0004',
      'LST-0003',
      'LST-00010',
    ]);
  });

  it('prices sort in the customer’s own price list: its currency first, by its prices', async () => {
    await t.db.updateTable('customers').set({ currency: 'EUR' }).where('id', '=', ids.beta).execute();
    // Against the lira order: Pirelli is the dearer in lira, the cheaper in euro.
    await t.db
      .insertInto('product_prices')
      .values([
        { product_id: prod.michelin!, currency: 'EUR', list_price: '60.0000' },
        { product_id: prod.pirelli!, currency: 'EUR', list_price: '30.0000' },
      ])
      .execute();
    try {
      expect(await order('beta', { categoryId: cat.LST, sort: 'price-asc' })).toEqual([
        'LST-0004',
        'LST-0001',
        'LST-0003',
        'LST-0002',
        'LST-00010',
      ]);
      expect(await order('beta', { categoryId: cat.LST, sort: 'price-desc' })).toEqual([
        'LST-0001',
        'LST-0004',
        'LST-00010',
        'LST-0002',
        'LST-0003',
      ]);
      // A lira customer still sorts by the lira prices.
      expect(await order('alpha', { categoryId: cat.LST, sort: 'price-asc' })).toEqual(['LST-0003', 'LST-0001', 'LST-00010', 'LST-0004']);
    } finally {
      await t.db.deleteFrom('product_prices').execute();
      await t.db.updateTable('customers').set({ currency: 'TRY' }).where('id', '=', ids.beta).execute();
    }
  });

  it('a product in the customer’s own currency without a price list comes first (no price list at all)', async () => {
    await t.db.updateTable('products').set({ currency: 'USD' }).where('id', '=', prod.alpin!).execute();
    await t.db.updateTable('customers').set({ currency: 'USD' }).where('id', '=', ids.beta).execute();
    try {
      expect(await order('beta', { categoryId: cat.LST, sort: 'price-asc' })).toEqual([
        'LST-00010',
        'LST-0003',
        'LST-0002',
        'LST-0001',
        'LST-0004',
      ]);
      expect(await order('beta', { categoryId: cat.LST, sort: 'price-desc' })).toEqual([
        'LST-00010',
        'LST-0004',
        'LST-0001',
        'LST-0002',
        'LST-0003',
      ]);
      // For a lira customer the dollar product comes after the lira ones.
      expect(await order('alpha', { categoryId: cat.LST, sort: 'price-desc' })).toEqual(['LST-0004', 'LST-0001', 'LST-0003', 'LST-00010']);
    } finally {
      await t.db.updateTable('customers').set({ currency: 'TRY' }).where('id', '=', ids.beta).execute();
      await t.db.updateTable('products').set({ currency: 'TRY' }).where('id', '=', prod.alpin!).execute();
    }
  });
});

describe('an inactive category hides its products like hasList false', () => {
  it('everywhere: list, facets, search, detail, by code, details, stocks, favourites and cart; back when active again', async () => {
    // A branch under the tyres: its top is switched off by straight SQL (the catalogue learns it from the revision).
    const off = await createCategory(t.db, { code: 'LST-OFF', name: 'Kapanacak', parentId: cat.LST });
    const under = await createCategory(t.db, { code: 'LST-OFF-SUB', name: 'Alt', parentId: off });
    const inOff = await createProduct(t.db, {
      code: 'LST-0700',
      name: 'Michelin 205/55R16 Gizli',
      brand: 'Michelin',
      categoryId: off,
      listPrice: '500',
      detailIds: [det.Michelin!, det.summer!],
      stocks: { IST: 5 },
    });
    const inUnder = await createProduct(t.db, {
      code: 'LST-0701',
      name: 'Michelin 205/55R16 Gizli Alt',
      brand: 'Michelin',
      categoryId: under,
      listPrice: '510',
      detailIds: [det.Michelin!],
      stocks: { IST: 5 },
    });
    const inTopOff = await createProduct(t.db, { code: 'OFF-0001', name: 'Gizli üst', categoryId: cat.OFF!, listPrice: '5' });
    const hiddenIds = [inOff, inUnder, inTopOff];
    const hiddenCodes = ['LST-0700', 'LST-0701', 'OFF-0001'];
    const favorite = (method: 'POST' | 'GET', id?: number) =>
      t.call({ method, url: id ? `/api/home/favorites/${id}` : '/api/home/favorites', token: tokens.beta, culture: 'en' });
    expect((await favorite('POST', inOff)).status).toBe(204);
    expect((await favorite('GET')).body.map((f: any) => f.code)).toContain('LST-0700');
    const michelinCount = async () =>
      (await get('beta', `/api/catalogs/products/properties?CategoryId=${cat.LST}`)).body
        .find((f: any) => f.key === 'brand')
        .details.find((d: any) => d.code === 'Michelin').count;
    expect(await michelinCount()).toBe(4);

    await t.db.updateTable('categories').set({ is_active: false }).where('id', '=', off).execute();
    try {
      for (const body of [{}, { categoryId: cat.LST }, { searchText: 'gizli' }, { sort: 'price-asc' }, { sort: 'stock-desc' }]) {
        const codesSeen = (await list('beta', body)).body.items.map((i: any) => i.code);
        for (const code of hiddenCodes) expect(codesSeen, JSON.stringify(body)).not.toContain(code);
      }
      expect((await list('beta', { categoryId: off })).body).toMatchObject({ totalCount: 0, items: [] });
      expect(await michelinCount()).toBe(2);
      expect((await get('beta', '/api/catalogs/products/search-by-text?q=gizli')).body).toEqual([]);
      for (const [i, id] of hiddenIds.entries()) {
        for (const url of [
          `/api/catalogs/products/${id}/detail`,
          `/api/catalogs/products/${hiddenCodes[i]}/detail-by-code`,
          `/api/catalogs/products/${id}/stocks`,
        ]) {
          expectError(await get('beta', url, 'en'), 404, 'NOT_FOUND', 'en');
        }
      }
      const details = await t.call({
        method: 'POST',
        url: '/api/catalogs/products/details',
        token: tokens.beta,
        payload: { productIds: [...hiddenIds, prod.michelin] },
      });
      expect(details.body.map((p: any) => p.code)).toEqual(['LST-0001']);
      // Favourites: the one added drops out; none can be added.
      expect((await favorite('GET')).body.map((f: any) => f.code)).not.toContain('LST-0700');
      expectError(await favorite('POST', inUnder), 404, 'NOT_FOUND', 'en');
      // The cart refuses them as unknown.
      for (const id of hiddenIds) {
        expectError(
          await t.call({
            method: 'POST',
            url: '/api/baskets/cart/products',
            token: tokens.beta,
            payload: { productId: id, quantity: 1 },
            culture: 'en',
          }),
          404,
          'NOT_FOUND',
          'en',
        );
      }
    } finally {
      await t.db.updateTable('categories').set({ is_active: true }).where('id', '=', off).execute();
    }
    // Active again: back in the list and the favourites (OFF-0001's own top category stays off).
    expect(codes((await list('beta', { categoryId: cat.LST })).body.items)).toEqual(expect.arrayContaining(['LST-0700', 'LST-0701']));
    expect((await favorite('GET')).body.map((f: any) => f.code)).toContain('LST-0700');
    expectError(await get('beta', `/api/catalogs/products/${inTopOff}/detail`, 'en'), 404, 'NOT_FOUND', 'en');
    await t.db.deleteFrom('favorites').where('product_id', 'in', hiddenIds).execute();
    await t.db.deleteFrom('products').where('id', 'in', hiddenIds).execute();
    await t.db.deleteFrom('categories').where('id', 'in', [under, off]).execute();
  });
});

describe("texts in the reader's language (ADR 0062)", () => {
  it('product names and property values: x-culture de and en read theirs, a missing language falls back', async () => {
    const id = await createProduct(t.db, {
      code: 'LST-0800',
      name: 'Michelin 205/55R16 Alpin 6 kış lastiği',
      names: { de: 'Michelin 205/55R16 Alpin 6 Winterreifen', en: 'Michelin 205/55R16 Alpin 6 winter tyre' },
      brand: 'Michelin',
      categoryId: cat.BNK!,
      listPrice: '1100.00',
      detailIds: [det.Michelin!, det.winter!],
      stocks: { IST: 4 },
    });
    try {
      const read = async (culture: string) => {
        const listed = (await list('beta', { searchText: 'LST-0800' }, culture)).body.items[0];
        const detail = (await get('beta', `/api/catalogs/products/${id}/detail`, culture)).body;
        const byCode = (await get('beta', '/api/catalogs/products/LST-0800/detail-by-code', culture)).body;
        const search = (await get('beta', '/api/catalogs/products/search-by-text?q=LST-0800', culture)).body;
        const season = (p: { properties: { key: string; value: string }[] }) => p.properties.find((x) => x.key === 'season')!.value;
        return { names: [listed.name, detail.name, byCode.name, search[0].products[0].name], season: season(detail) };
      };
      expect(await read('de')).toEqual({ names: Array(4).fill('Michelin 205/55R16 Alpin 6 Winterreifen'), season: 'Winter' });
      expect(await read('en')).toEqual({ names: Array(4).fill('Michelin 205/55R16 Alpin 6 winter tyre'), season: 'Winter' });
      // neither has a Turkish text: the product's name and the value's name
      expect(await read('tr')).toEqual({ names: Array(4).fill('Michelin 205/55R16 Alpin 6 kış lastiği'), season: 'Kış' });
      const summer = async (culture: string) =>
        (await get('beta', `/api/catalogs/products/${prod.michelin}/detail`, culture)).body.properties.find(
          (x: { key: string }) => x.key === 'season',
        ).value;
      expect([await summer('de'), await summer('en'), await summer('tr')]).toEqual(['Sommer', 'Summer', 'Yaz']);
      // a product without names reads its name in every language
      expect((await get('beta', `/api/catalogs/products/${prod.michelin}/detail`, 'de')).body.name).toBe(
        'Michelin 205/55R16 91V Primacy 4',
      );
    } finally {
      await t.db.deleteFrom('products').where('id', '=', id).execute();
      invalidateCatalogueCaches(t.db);
    }
  });
});

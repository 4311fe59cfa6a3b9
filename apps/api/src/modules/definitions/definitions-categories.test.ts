import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProperty, createPropertyDetail } from '../../../test/catalog-factories';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens = {} as Record<'categoryMap' | 'additional' | 'access' | 'bare' | 'dealer', string>;
const tag = `Dc${randomUUID().slice(0, 6)}`.toUpperCase();
const c = {} as Record<'tyres' | 'car' | 'suv' | 'rims' | 'old' | 'oldChild' | 'brand' | 'season' | 'note' | 'load', number> &
  Record<'michelin' | 'summer', number>;

beforeAll(async () => {
  t = await createTestApp();
  const staff = async (permissions: string[]) =>
    (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', permissions), userType: 'staff' })).account_name))
      .token;
  tokens.categoryMap = await staff(['category-map.list']);
  tokens.additional = await staff(['product-additional-detail.list']);
  tokens.access = await staff(['customer-access.list']);
  tokens.bare = await staff([]);
  const customer = await createCustomer(t.db);
  tokens.dealer = (
    await signIn(
      t,
      (
        await createUser(t.db, { roleId: await createRole(t.db, 'dealer', []), userType: 'dealer', customerId: customer.id })
      ).account_name,
    )
  ).token;

  c.tyres = await createCategory(t.db, { code: `${tag}LST`, names: { tr: 'Lastik', de: 'Reifen', en: 'Tyres' }, order: 1 });
  c.suv = await createCategory(t.db, { code: `${tag}LST-SUV`, names: { tr: 'Arazi', de: 'SUV', en: 'SUV' }, parentId: c.tyres, order: 2 });
  c.car = await createCategory(t.db, { code: `${tag}LST-BNK`, names: { tr: 'Binek', de: 'PKW', en: 'Car' }, parentId: c.tyres, order: 1 });
  c.rims = await createCategory(t.db, { code: `${tag}JNT`, names: { tr: 'Jant', de: 'Felgen', en: 'Rims' }, order: 2 });
  c.old = await createCategory(t.db, { code: `${tag}OLD`, names: { tr: 'Eski', de: 'Alt', en: 'Old' }, order: 3, isActive: false });
  c.oldChild = await createCategory(t.db, {
    code: `${tag}OLD-1`,
    names: { tr: 'Eski alt', de: 'Alt unter', en: 'Old child' },
    parentId: c.old,
  });
  await t.db.updateTable('categories').set({ icon: 'icon-tyre' }).where('id', '=', c.tyres).execute();
  c.brand = await createProperty(t.db, c.tyres, 'brand', { names: { tr: 'Marka', de: 'Marke', en: 'Brand' }, order: 1 });
  c.season = await createProperty(t.db, c.tyres, 'season', { names: { tr: 'Mevsim', de: 'Saison', en: 'Season' }, order: 2 });
  c.note = await createProperty(t.db, c.tyres, 'note', { names: { tr: 'Not', de: 'Hinweis', en: 'Note' }, order: 3, isFacet: false });
  c.load = await createProperty(t.db, c.car, 'load', { names: { tr: 'Yük', de: 'Last', en: 'Load' }, order: 1 });
  c.michelin = await createPropertyDetail(t.db, c.brand, 'MICHELIN', { name: 'Michelin' });
  c.summer = await createPropertyDetail(t.db, c.season, 'summer', { name: 'Yaz', names: { tr: 'Yaz', de: 'Sommer', en: 'Summer' } });
});
afterAll(() => t?.close());

const get = (url: string, token?: string, culture?: string) => t.call({ method: 'GET', url, token, culture });
const mine = (nodes: Array<{ id: number }>) => nodes.filter((n) => Object.values(c).includes(n.id));

describe('who may call', () => {
  const adminUrls = () => [
    '/api/definitions/categories/admin',
    `/api/definitions/categories/properties/admin?CategoryId=${c.tyres}`,
    `/api/definitions/categories/properties-for-additional?CategoryId=${c.tyres}`,
  ];
  it('the admin calls take any of category-map.list, product-additional-detail.list, customer-access.list', async () => {
    for (const url of adminUrls()) {
      expectError(await get(url, undefined, 'en'), 401, 'UNAUTHORIZED', 'en');
      expectError(await get(url, tokens.bare, 'de'), 403, 'FORBIDDEN', 'de');
      expectError(await get(url, tokens.dealer), 403, 'FORBIDDEN');
      for (const token of [tokens.categoryMap, tokens.additional, tokens.access]) expect((await get(url, token)).status, url).toBe(200);
    }
  });
  it('the icons are for any signed-in user', async () => {
    expectError(await get('/api/definitions/categories/logo', undefined, 'tr'), 401, 'UNAUTHORIZED', 'tr');
    expect((await get('/api/definitions/categories/logo', tokens.dealer)).status).toBe(200);
  });
});

describe('GET /api/definitions/categories/admin', () => {
  it('is the whole tree, inactive included, by order, names in x-culture', async () => {
    const res = await get('/api/definitions/categories/admin', tokens.categoryMap, 'de');
    expect(res.status).toBe(200);
    const leaf = (id: number, name: string, order: number, parent: number | null, isActive = true) => ({
      id,
      name,
      order,
      parentCategoryId: parent,
      icon: null,
      refCode: expect.any(String),
      isActive,
      children: [],
    });
    expect(mine(res.body)).toEqual([
      {
        ...leaf(c.tyres, 'Reifen', 1, null),
        icon: 'icon-tyre',
        refCode: `${tag}LST`,
        children: [leaf(c.car, 'PKW', 1, c.tyres), leaf(c.suv, 'SUV', 2, c.tyres)],
      },
      leaf(c.rims, 'Felgen', 2, null),
      { ...leaf(c.old, 'Alt', 3, null, false), children: [leaf(c.oldChild, 'Alt unter', expect.any(Number), c.old)] },
    ]);
  });
});

describe('GET /api/definitions/categories/logo', () => {
  it('lists active categories as icon items in tree order (an inactive parent hides its subtree)', async () => {
    const res = await get('/api/definitions/categories/logo', tokens.dealer, 'en');
    expect(mine(res.body)).toEqual([
      { id: c.tyres, name: 'Tyres', icon: 'icon-tyre' },
      { id: c.car, name: 'Car', icon: null },
      { id: c.suv, name: 'SUV', icon: null },
      { id: c.rims, name: 'Rims', icon: null },
    ]);
  });
});

describe('category properties', () => {
  it('properties/admin: own and inherited properties with their details, names in x-culture', async () => {
    const res = await get(`/api/definitions/categories/properties/admin?CategoryId=${c.car}`, tokens.additional, 'en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: c.brand,
        key: 'brand',
        name: 'Brand',
        categoryId: c.tyres,
        isFacet: true,
        details: [{ id: c.michelin, code: 'MICHELIN', name: 'Michelin' }],
      },
      {
        id: c.season,
        key: 'season',
        name: 'Season',
        categoryId: c.tyres,
        isFacet: true,
        details: [{ id: c.summer, code: 'summer', name: 'Summer' }],
      },
      { id: c.note, key: 'note', name: 'Note', categoryId: c.tyres, isFacet: false, details: [] },
      { id: c.load, key: 'load', name: 'Load', categoryId: c.car, isFacet: true, details: [] },
    ]);
    expect((await get(`/api/definitions/categories/properties/admin?CategoryId=${c.rims}`, tokens.additional)).body).toEqual([]);
  });

  it('properties-for-additional: only properties that have values', async () => {
    const res = await get(`/api/definitions/categories/properties-for-additional?CategoryId=${c.car}`, tokens.access, 'tr');
    expect(res.body.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([
      [c.brand, 'Marka'],
      [c.season, 'Mevsim'],
    ]);
    expect(res.body[1].details).toEqual([{ id: c.summer, code: 'summer', name: 'Yaz' }]);
  });

  it('needs a CategoryId (400, localised) and answers 404 for an unknown one', async () => {
    for (const path of ['properties/admin', 'properties-for-additional']) {
      for (const query of ['', '?CategoryId=abc', '?CategoryId=0']) {
        const res = await get(`/api/definitions/categories/${path}${query}`, tokens.categoryMap, 'en');
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
        expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'en'))).toBe(true);
      }
      expectError(await get(`/api/definitions/categories/${path}?CategoryId=999999`, tokens.categoryMap, 'de'), 404, 'NOT_FOUND', 'de', {
        categoryId: 999999,
      });
    }
  });
});

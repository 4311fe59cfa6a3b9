import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProperty, createPropertyDetail, createWarehouse, setAccess } from '../../../test/catalog-factories';
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
/** Staff with customer-access.list and .update. */
let adminToken: string;
/** Staff with customer-access.list only. */
let readerToken: string;
/** Staff without any permission. */
let bareToken: string;
/** A dealer whose role (wrongly) holds customer-access.list and .update: its own customer only, never writes. */
let dealerToken: string;
let salesmanToken: string;
let dealerCustomer: { id: string; name: string };
let assignedCustomer: { id: string };
let otherCustomer: { id: string };
const tag = `Acc${randomUUID().slice(0, 6)}`.toUpperCase();

/** A small catalogue: tyres (LST) with a sub-category, rims (JNT), and an empty category. */
const cat = {} as {
  tyres: number;
  car: number;
  rims: number;
  empty: number;
  inactive: number;
  tyreBrand: number;
  season: number;
  carOnly: number;
  rimBrand: number;
  inactiveProp: number;
  michelin: number;
  lassa: number;
  winter: number;
  summer: number;
  borbet: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createRole(t.db, 'staff', ['customer-access.list', 'customer-access.update']);
  adminToken = (await signIn(t, (await createUser(t.db, { roleId: admin, userType: 'staff' })).account_name)).token;
  const reader = await createRole(t.db, 'staff', ['customer-access.list']);
  readerToken = (await signIn(t, (await createUser(t.db, { roleId: reader, userType: 'staff' })).account_name)).token;
  const bare = await createRole(t.db, 'staff', []);
  bareToken = (await signIn(t, (await createUser(t.db, { roleId: bare, userType: 'staff' })).account_name)).token;

  dealerCustomer = await createCustomer(t.db);
  assignedCustomer = await createCustomer(t.db);
  otherCustomer = await createCustomer(t.db);
  const dealerRole = await createRole(t.db, 'dealer', ['customer-access.list', 'customer-access.update']);
  dealerToken = (
    await signIn(t, (await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: dealerCustomer.id })).account_name)
  ).token;
  const salesmanId = await createSalesman(t.db, [assignedCustomer.id]);
  const salesmanRole = await createRole(t.db, 'salesman', ['customer-access.list', 'customer-access.update']);
  salesmanToken = (await signIn(t, (await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId })).account_name))
    .token;

  cat.tyres = await createCategory(t.db, { code: `${tag}LST`, names: { tr: 'Lastik', de: 'Reifen', en: 'Tyres' }, order: 1 });
  cat.car = await createCategory(t.db, {
    code: `${tag}LST-BNK`,
    names: { tr: 'Binek', de: 'PKW', en: 'Car' },
    parentId: cat.tyres,
    order: 1,
  });
  cat.rims = await createCategory(t.db, { code: `${tag}JNT`, names: { tr: 'Jant', de: 'Felgen', en: 'Rims' }, order: 2 });
  cat.empty = await createCategory(t.db, { code: `${tag}AKS`, names: { tr: 'Aksesuar', de: 'Zubehör', en: 'Accessories' }, order: 3 });
  cat.inactive = await createCategory(t.db, { code: `${tag}OLD`, names: { tr: 'Eski', de: 'Alt', en: 'Old' }, order: 4, isActive: false });
  cat.tyreBrand = await createProperty(t.db, cat.tyres, 'brand', { names: { tr: 'Marka', de: 'Marke', en: 'Brand' }, order: 1 });
  cat.season = await createProperty(t.db, cat.tyres, 'season', { names: { tr: 'Mevsim', de: 'Saison', en: 'Season' }, order: 2 });
  cat.carOnly = await createProperty(t.db, cat.car, 'load', {
    names: { tr: 'Yük endeksi', de: 'Tragfähigkeit', en: 'Load index' },
    order: 1,
  });
  cat.rimBrand = await createProperty(t.db, cat.rims, 'brand', { names: { tr: 'Marka', de: 'Marke', en: 'Brand' }, order: 1 });
  cat.inactiveProp = await createProperty(t.db, cat.inactive, 'x', { names: { tr: 'X', de: 'X', en: 'X' } });
  cat.michelin = await createPropertyDetail(t.db, cat.tyreBrand, 'MICHELIN', { name: 'Michelin' });
  cat.lassa = await createPropertyDetail(t.db, cat.tyreBrand, 'LASSA', { name: 'Lassa' });
  cat.summer = await createPropertyDetail(t.db, cat.season, 'summer', { name: 'Yaz', names: { tr: 'Yaz', de: 'Sommer', en: 'Summer' } });
  cat.winter = await createPropertyDetail(t.db, cat.season, 'winter', { name: 'Kış', names: { tr: 'Kış', de: 'Winter', en: 'Winter' } });
  cat.borbet = await createPropertyDetail(t.db, cat.rimBrand, 'BORBET', { name: 'Borbet' });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown, culture?: string) =>
  t.call({ method, url, token, payload: payload as never, culture });
const flags = (v: boolean) => ({ hasList: v, hasBasket: v, showPrice: v, showStock: v, showXmlStock: v });
const accessesUrl = (customerId: string) => `/api/customers/${customerId}/accesses`;

describe('who may call', () => {
  const reads = () => [
    '/api/accesses/available-categories',
    `/api/accesses/category/${cat.tyres}/available-properties`,
    `/api/accesses/category/property/${cat.tyreBrand}/available-property-details`,
    accessesUrl(otherCustomer.id),
  ];
  it('reads need customer-access.list: anonymous 401, without it 403', async () => {
    for (const url of reads()) {
      expectError(await call('GET', url, undefined, undefined, 'en'), 401, 'UNAUTHORIZED', 'en');
      expectError(await call('GET', url, bareToken, undefined, 'de'), 403, 'FORBIDDEN', 'de');
      expect((await call('GET', url, readerToken)).status, url).toBe(200);
    }
  });

  it('writes need customer-access.update (list alone is 403) and are for staff only', async () => {
    const body = { customerIds: [otherCustomer.id], propertyDetailIds: [cat.lassa], ...flags(true) };
    expectError(await call('POST', '/api/accesses/access-category', undefined, body), 401, 'UNAUTHORIZED');
    expectError(await call('POST', '/api/accesses/access-category', readerToken, body, 'en'), 403, 'FORBIDDEN', 'en');
    expectError(
      await call('POST', '/api/accesses/access-category', dealerToken, { ...body, customerIds: [dealerCustomer.id] }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', '/api/accesses/access-category', salesmanToken, { ...body, customerIds: [assignedCustomer.id] }),
      403,
      'FORBIDDEN',
    );
    const put = { items: [{ accessPropertyDetailId: cat.lassa, ...flags(false) }] };
    expectError(await call('PUT', accessesUrl(otherCustomer.id), undefined, put), 401, 'UNAUTHORIZED');
    expectError(await call('PUT', accessesUrl(otherCustomer.id), readerToken, put), 403, 'FORBIDDEN');
    expectError(await call('PUT', accessesUrl(dealerCustomer.id), dealerToken, put, 'de'), 403, 'FORBIDDEN', 'de');
    const rules = await t.db.selectFrom('customer_access').select('customer_id').where('property_detail_id', '=', cat.lassa).execute();
    expect(rules).toEqual([]);
  });

  it("a dealer reads its own customer's rules only; a salesman his assigned customers'", async () => {
    expect((await call('GET', accessesUrl(dealerCustomer.id), dealerToken)).status).toBe(200);
    expectError(await call('GET', accessesUrl(otherCustomer.id), dealerToken, undefined, 'en'), 403, 'CUSTOMER_FORBIDDEN', 'en');
    // An id that exists nowhere answers the same: nothing leaks.
    expectError(await call('GET', accessesUrl(randomUUID()), dealerToken), 403, 'CUSTOMER_FORBIDDEN');
    expect((await call('GET', accessesUrl(assignedCustomer.id), salesmanToken)).status).toBe(200);
    expectError(await call('GET', accessesUrl(otherCustomer.id), salesmanToken), 403, 'CUSTOMER_FORBIDDEN');
  });
});

describe('pickers', () => {
  it('available-categories: categories owning properties, with them, in x-culture', async () => {
    const res = await call('GET', '/api/accesses/available-categories', readerToken, undefined, 'de');
    expect(res.status).toBe(200);
    const mine = res.body.filter((c: { id: number }) => [cat.tyres, cat.car, cat.rims, cat.empty, cat.inactive].includes(c.id));
    expect(mine).toEqual([
      {
        id: cat.tyres,
        name: 'Reifen',
        properties: [
          { id: cat.tyreBrand, name: 'Marke' },
          { id: cat.season, name: 'Saison' },
        ],
      },
      { id: cat.car, name: 'PKW', properties: [{ id: cat.carOnly, name: 'Tragfähigkeit' }] },
      { id: cat.rims, name: 'Felgen', properties: [{ id: cat.rimBrand, name: 'Marke' }] },
    ]);
  });

  it("available-properties: a sub-category's own and inherited ones; SearchTerm Turkish-insensitive", async () => {
    const res = await call('GET', `/api/accesses/category/${cat.car}/available-properties`, readerToken, undefined, 'en');
    expect(res.body).toEqual([
      { id: cat.tyreBrand, name: 'Brand' },
      { id: cat.season, name: 'Season' },
      { id: cat.carOnly, name: 'Load index' },
    ]);
    const searched = await call(
      'GET',
      `/api/accesses/category/${cat.car}/available-properties?SearchTerm=YUK`,
      readerToken,
      undefined,
      'tr',
    );
    expect(searched.body).toEqual([{ id: cat.carOnly, name: 'Yük endeksi' }]);
    const blank = await call('GET', `/api/accesses/category/${cat.rims}/available-properties?SearchTerm=`, readerToken);
    expect(blank.body).toEqual([{ id: cat.rimBrand, name: 'Marka' }]);
  });

  it('available-property-details: id, code, name in x-culture, propertyId (spec 02 §3 Property value); SearchTerm over code and name', async () => {
    const res = await call('GET', `/api/accesses/category/property/${cat.season}/available-property-details`, readerToken, undefined, 'de');
    expect(res.body).toEqual([
      { id: cat.summer, code: 'summer', name: 'Sommer', propertyId: cat.season },
      { id: cat.winter, code: 'winter', name: 'Winter', propertyId: cat.season },
    ]);
    const tr = await call(
      'GET',
      `/api/accesses/category/property/${cat.season}/available-property-details?SearchTerm=kis`,
      readerToken,
      undefined,
      'tr',
    );
    expect(tr.body).toEqual([{ id: cat.winter, code: 'winter', name: 'Kış', propertyId: cat.season }]);
    const byCode = await call(
      'GET',
      `/api/accesses/category/property/${cat.tyreBrand}/available-property-details?SearchTerm=lass`,
      readerToken,
    );
    expect(byCode.body).toEqual([{ id: cat.lassa, code: 'LASSA', name: 'Lassa', propertyId: cat.tyreBrand }]);
  });

  it('unknown category or property: 404; a malformed id: 400 with a localised message', async () => {
    expectError(
      await call('GET', '/api/accesses/category/999999/available-properties', readerToken, undefined, 'en'),
      404,
      'NOT_FOUND',
      'en',
    );
    expectError(
      await call('GET', '/api/accesses/category/property/999999/available-property-details', readerToken, undefined, 'de'),
      404,
      'NOT_FOUND',
      'de',
    );
    const bad = await call('GET', '/api/accesses/category/abc/available-properties', readerToken, undefined, 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'en'))).toBe(true);
  });
});

describe('POST /api/accesses/access-category', () => {
  it('sets the flags for every customer x detail pair, overwriting existing rules, audited per customer', async () => {
    const a = await createCustomer(t.db);
    const b = await createCustomer(t.db);
    await setAccess(t.db, a.id, cat.michelin, {
      has_list: true,
      has_basket: true,
      show_price: true,
      show_stock: true,
      show_xml_stock: true,
    });
    const body = {
      customerIds: [a.id, b.id, a.id.toUpperCase()],
      propertyDetailIds: [cat.michelin, cat.borbet, cat.michelin],
      hasList: true,
      hasBasket: false,
      showPrice: false,
      showStock: true,
      showXmlStock: false,
    };
    const res = await call('POST', '/api/accesses/access-category', adminToken, body);
    expect(res.status).toBe(204);
    const rules = await t.db
      .selectFrom('customer_access')
      .select(['customer_id', 'property_detail_id', 'has_list', 'has_basket', 'show_price', 'show_stock', 'show_xml_stock'])
      .where('customer_id', 'in', [a.id, b.id])
      .orderBy('customer_id')
      .orderBy('property_detail_id')
      .execute();
    expect(rules).toHaveLength(4);
    for (const r of rules)
      expect(r).toMatchObject({ has_list: true, has_basket: false, show_price: false, show_stock: true, show_xml_stock: false });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['entity_id', 'action', 'after'])
      .where('entity', '=', 'customer-access')
      .where('entity_id', 'in', [a.id, b.id])
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.action).toBe('set-access');
    expect(audit[0]!.after).toMatchObject({ propertyDetailIds: [cat.michelin, cat.borbet], hasBasket: false });
  });

  it('refuses unknown customers and unknown details (400, localised), writing nothing', async () => {
    const a = await createCustomer(t.db);
    const ghost = randomUUID();
    const unknownCustomer = await call(
      'POST',
      '/api/accesses/access-category',
      adminToken,
      { customerIds: [a.id, ghost], propertyDetailIds: [cat.lassa], ...flags(false) },
      'de',
    );
    expectError(unknownCustomer, 400, 'UNKNOWN_CUSTOMER', 'de');
    expect(unknownCustomer.body.details).toEqual({ customerIds: [ghost] });
    const unknownDetail = await call(
      'POST',
      '/api/accesses/access-category',
      adminToken,
      { customerIds: [a.id], propertyDetailIds: [cat.lassa, 987654] },
      'en',
    );
    expect(unknownDetail.status).toBe(400); // flags missing: validation first
    const res = await call(
      'POST',
      '/api/accesses/access-category',
      adminToken,
      { customerIds: [a.id], propertyDetailIds: [cat.lassa, 987654], ...flags(false) },
      'en',
    );
    expectError(res, 400, 'UNKNOWN_PROPERTY_DETAIL', 'en', { ids: '987654' });
    expect(res.body.message).toBe('The selected property values do not exist: 987654');
    expect(await t.db.selectFrom('customer_access').select('customer_id').where('customer_id', '=', a.id).execute()).toEqual([]);
  });

  it('validates the body: 1..500 ids each, uuids, every flag', async () => {
    const a = await createCustomer(t.db);
    for (const body of [
      { customerIds: [], propertyDetailIds: [cat.lassa], ...flags(true) },
      { customerIds: [a.id], propertyDetailIds: [], ...flags(true) },
      { customerIds: ['not-a-uuid'], propertyDetailIds: [cat.lassa], ...flags(true) },
      { customerIds: Array.from({ length: 501 }, () => randomUUID()), propertyDetailIds: [cat.lassa], ...flags(true) },
      { customerIds: [a.id], propertyDetailIds: [cat.lassa], hasList: true },
    ]) {
      const res = await call('POST', '/api/accesses/access-category', adminToken, body, 'tr');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'tr'))).toBe(true);
    }
  });

  it('handles 500 customers x 3 details in one call', async () => {
    const values = Array.from({ length: 500 }, (_, i) => ({ name: `${tag} bulk ${i}`, country_code: 'TR' }));
    const ids = (await t.db.insertInto('customers').values(values).returning('id').execute()).map((r) => r.id);
    const res = await call('POST', '/api/accesses/access-category', adminToken, {
      customerIds: ids,
      propertyDetailIds: [cat.michelin, cat.lassa, cat.borbet],
      ...flags(false),
    });
    expect(res.status).toBe(204);
    const n = await t.db
      .selectFrom('customer_access')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('customer_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1500);
  });
});

describe('GET and PUT /api/customers/{customerId}/accesses', () => {
  it('groups the rules by property name and by category, then property', async () => {
    const c = await createCustomer(t.db);
    await setAccess(t.db, c.id, cat.winter, { has_list: false });
    await setAccess(t.db, c.id, cat.michelin, { show_price: false });
    await setAccess(t.db, c.id, cat.borbet, { has_basket: false, show_xml_stock: false });
    const res = await call('GET', accessesUrl(c.id), readerToken, undefined, 'en');
    expect(res.status).toBe(200);
    const rule = async (detailId: number) =>
      Number(
        (
          await t.db
            .selectFrom('customer_access')
            .select('id')
            .where('customer_id', '=', c.id)
            .where('property_detail_id', '=', detailId)
            .executeTakeFirstOrThrow()
        ).id,
      );
    const michelin = {
      accessPropertyDetailId: cat.michelin,
      accessCustomerPropertyDetailId: await rule(cat.michelin),
      propertyDetailName: 'Michelin',
      ...flags(true),
      showPrice: false,
    };
    const winter = {
      accessPropertyDetailId: cat.winter,
      accessCustomerPropertyDetailId: await rule(cat.winter),
      propertyDetailName: 'Winter',
      ...flags(true),
      hasList: false,
    };
    const borbet = {
      accessPropertyDetailId: cat.borbet,
      accessCustomerPropertyDetailId: await rule(cat.borbet),
      propertyDetailName: 'Borbet',
      ...flags(true),
      hasBasket: false,
      showXmlStock: false,
    };
    expect(res.body).toEqual({
      customerAccesses: [
        { propertyName: 'Brand', items: [michelin, borbet] },
        { propertyName: 'Season', items: [winter] },
      ],
      categoryAccessProperties: [
        {
          categoryName: 'Tyres',
          properties: [
            { propertyName: 'Brand', items: [michelin] },
            { propertyName: 'Season', items: [winter] },
          ],
        },
        { categoryName: 'Rims', properties: [{ propertyName: 'Brand', items: [borbet] }] },
      ],
    });
    // A customer without rules: two empty lists.
    const none = await call('GET', accessesUrl(otherCustomer.id), readerToken);
    expect(none.body).toEqual({ customerAccesses: [], categoryAccessProperties: [] });
  });

  it('PUT writes the listed rules, removes the removed ones, keeps the rest, answers the new state, audited', async () => {
    const c = await createCustomer(t.db);
    await setAccess(t.db, c.id, cat.winter, { has_list: false });
    await setAccess(t.db, c.id, cat.summer, { show_stock: false });
    await setAccess(t.db, c.id, cat.borbet, { has_basket: false });
    const res = await call(
      'PUT',
      accessesUrl(c.id.toUpperCase()),
      adminToken,
      {
        items: [
          // As sent back from GET: the extra fields are ignored.
          { accessPropertyDetailId: cat.winter, accessCustomerPropertyDetailId: 1, propertyDetailName: 'x', ...flags(true) },
          { accessPropertyDetailId: cat.lassa, ...flags(true), showPrice: false },
        ],
        removedPropertyDetailIds: [cat.borbet],
      },
      'tr',
    );
    expect(res.status).toBe(200);
    const rules = await t.db
      .selectFrom('customer_access')
      .select(['property_detail_id', 'has_list', 'show_price', 'show_stock'])
      .where('customer_id', '=', c.id)
      .orderBy('property_detail_id')
      .execute();
    expect(rules).toEqual(
      [
        { property_detail_id: cat.lassa, has_list: true, show_price: false, show_stock: true },
        { property_detail_id: cat.summer, has_list: true, show_price: true, show_stock: false },
        // All true is kept as an explicit rule: the default is configurable.
        { property_detail_id: cat.winter, has_list: true, show_price: true, show_stock: true },
      ].sort((x, y) => x.property_detail_id - y.property_detail_id),
    );
    expect(res.body.categoryAccessProperties).toHaveLength(1);
    expect(res.body.categoryAccessProperties[0].categoryName).toBe('Lastik');
    expect(res.body.customerAccesses.map((g: { propertyName: string }) => g.propertyName)).toEqual(['Marka', 'Mevsim']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'customer-access')
      .where('entity_id', '=', c.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('update-access');
    expect(audit[0]!.before).toMatchObject({
      rules: expect.arrayContaining([expect.objectContaining({ propertyDetailId: cat.borbet, hasBasket: false })]),
    });
    expect(audit[0]!.after).toMatchObject({ removedPropertyDetailIds: [cat.borbet] });
  });

  it('PUT: unknown customer 404, unknown detail 400, a detail twice or both set and removed 400', async () => {
    const c = await createCustomer(t.db);
    expectError(await call('PUT', accessesUrl(randomUUID()), adminToken, { items: [] }, 'en'), 404, 'NOT_FOUND', 'en');
    expectError(
      await call('PUT', accessesUrl(c.id), adminToken, { items: [{ accessPropertyDetailId: 987654, ...flags(true) }] }, 'de'),
      400,
      'UNKNOWN_PROPERTY_DETAIL',
      'de',
      { ids: '987654' },
    );
    const twice = await call('PUT', accessesUrl(c.id), adminToken, {
      items: [
        { accessPropertyDetailId: cat.lassa, ...flags(true) },
        { accessPropertyDetailId: cat.lassa, ...flags(false) },
      ],
    });
    expect({ status: twice.status, code: twice.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    const both = await call('PUT', accessesUrl(c.id), adminToken, {
      items: [{ accessPropertyDetailId: cat.lassa, ...flags(true) }],
      removedPropertyDetailIds: [cat.lassa],
    });
    expect({ status: both.status, code: both.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await t.db.selectFrom('customer_access').select('customer_id').where('customer_id', '=', c.id).execute()).toEqual([]);
  });

  it('GET: unknown customer 404 for staff; malformed id 400', async () => {
    expectError(await call('GET', accessesUrl(randomUUID()), readerToken, undefined, 'en'), 404, 'NOT_FOUND', 'en');
    const bad = await call('GET', accessesUrl('nope'), readerToken, undefined, 'de');
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(bad.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
  });
});

describe('GET /api/catalogs/warehouses/admin', () => {
  it('lists every warehouse by priority, for warehouse.list only', async () => {
    await createWarehouse(t.db, `${tag}W2`, 'Ankara', 2);
    await createWarehouse(t.db, `${tag}W1`, 'İstanbul', 1, false);
    await t.db.updateTable('warehouses').set({ division_id: 7 }).where('code', '=', `${tag}W2`).execute();
    const role = await createRole(t.db, 'staff', ['warehouse.list']);
    const token = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
    const res = await call('GET', '/api/catalogs/warehouses/admin', token);
    expect(res.status).toBe(200);
    expect(res.body.filter((w: { code: string }) => w.code.startsWith(tag))).toEqual([
      { code: `${tag}W1`, name: 'İstanbul', divisionId: 0, priority: 1 },
      { code: `${tag}W2`, name: 'Ankara', divisionId: 7, priority: 2 },
    ]);
    expectError(await call('GET', '/api/catalogs/warehouses/admin', undefined, undefined, 'en'), 401, 'UNAUTHORIZED', 'en');
    expectError(await call('GET', '/api/catalogs/warehouses/admin', adminToken, undefined, 'de'), 403, 'FORBIDDEN', 'de');
  });
});

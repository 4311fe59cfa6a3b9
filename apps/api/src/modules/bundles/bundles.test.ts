import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
  onPostgres,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { bundleCacheEnabled } from './bundle-cache';

let t: TestApp;
const tokens = {} as Record<'admin' | 'lister' | 'staff' | 'dealerA' | 'dealerB' | 'salesman', string>;
let customerA: string;
let customerB: string;
const p = {} as { shown: number; hiddenForA: number; inactive: number; plain: number };

const URL_BASE = '/api/commons/bundles';
const send = (method: 'POST' | 'PUT', payload: object, opts: { token?: string | null; culture?: string } = {}) =>
  t.call({
    method,
    url: URL_BASE,
    payload,
    token: opts.token === null ? undefined : (opts.token ?? tokens.admin),
    culture: opts.culture ?? 'en',
  });
const body = (over: object = {}) => ({
  tag: 'new',
  titles: { tr: 'Yeni ürünler', de: 'Neuheiten', en: '' },
  descriptions: { tr: 'Sezonun yenileri' },
  productCodes: ['BND-1', 'BND-4', 'BND-2'],
  ...over,
});
const home = (tag: string, token: string, opts: { customerId?: string; culture?: string } = {}) =>
  t.call({ method: 'GET', url: `/api/home/bundles/${tag}`, token, customerId: opts.customerId, culture: opts.culture ?? 'tr' });
const audit = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'entity', 'before', 'after'])
    .where('entity', '=', 'bundle')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  customerA = (await createCustomer(t.db)).id;
  customerB = (await createCustomer(t.db)).id;
  await setDiscountRates(t.db, customerA, ['10']);
  await createWarehouse(t.db, 'BNDW', 'Bundle depot', 1);
  const token = async (
    kind: 'staff' | 'dealer' | 'salesman',
    permissions: string[],
    opts: Partial<Parameters<typeof createUser>[1]> = {},
  ) =>
    (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, kind, permissions), userType: kind, ...opts })).account_name))
      .token;
  tokens.admin = await token('staff', ['bundle.list', 'bundle.create', 'bundle.update', 'bundle.delete']);
  tokens.lister = await token('staff', ['bundle.list']);
  tokens.staff = await token('staff', []);
  tokens.dealerA = await token('dealer', [], { customerId: customerA });
  tokens.dealerB = await token('dealer', [], { customerId: customerB });
  tokens.salesman = await token('salesman', [], { salesmanId: await createSalesman(t.db, [customerA, customerB]) });

  const category = await createCategory(t.db, { code: 'BNDLST' });
  const brand = await createProperty(t.db, category, 'brand');
  const visible = await createPropertyDetail(t.db, brand, 'BNDMICH', { name: 'Michelin' });
  const hidden = await createPropertyDetail(t.db, brand, 'BNDLASSA', { name: 'Lassa' });
  await setAccess(t.db, customerA, hidden, { has_list: false });
  p.shown = await createProduct(t.db, {
    code: 'BND-1',
    name: 'Michelin Primacy 4+',
    categoryId: category,
    listPrice: '100',
    detailIds: [visible],
    stocks: { BNDW: 6 },
  });
  p.hiddenForA = await createProduct(t.db, {
    code: 'BND-2',
    name: 'Lassa Driveways',
    categoryId: category,
    listPrice: '80',
    detailIds: [hidden],
  });
  p.inactive = await createProduct(t.db, { code: 'BND-3', name: 'Old', categoryId: category, listPrice: '1', isActive: false });
  p.plain = await createProduct(t.db, { code: 'BND-4', name: 'Petlas Imperium', categoryId: category, listPrice: '70' });
});
afterAll(() => t?.close());

describe('bundle administration', () => {
  let id: number;

  it('creates a bundle: tag, texts per language, products by code in order, audited', async () => {
    const res = await send('POST', body({ tag: ' New ' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tag: 'new',
      title: 'Yeni ürünler', // en is blank: the Turkish one
      description: 'Sezonun yenileri',
      titles: { tr: 'Yeni ürünler', de: 'Neuheiten', en: '' },
      descriptions: { tr: 'Sezonun yenileri', de: '', en: '' },
      isActive: true,
      products: [
        { productId: p.shown, code: 'BND-1', name: 'Michelin Primacy 4+', isActive: true },
        { productId: p.plain, code: 'BND-4', name: 'Petlas Imperium', isActive: true },
        { productId: p.hiddenForA, code: 'BND-2', name: 'Lassa Driveways', isActive: true },
      ],
    });
    id = res.body.id;
    const log = await audit(id);
    expect(log).toEqual([expect.objectContaining({ action: 'create', entity: 'bundle' })]);
    expect(log[0]!.after).toMatchObject({ tag: 'new', productCodes: ['BND-1', 'BND-4', 'BND-2'] });
  });

  it('lists bundles paged, searched and filtered, and answers one by tag in the caller’s language', async () => {
    await send(
      'POST',
      body({ tag: 'campaign', titles: { tr: 'Kampanya', de: 'Aktion', en: 'Campaign' }, productCodes: ['BND-4'], isActive: false }),
    );
    const all = await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=10`, token: tokens.lister });
    // the spec's plain GET, without paging: the first page of 50
    const plain = await t.call({ method: 'GET', url: URL_BASE, token: tokens.lister });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ pageIndex: 1, pageSize: 50, totalCount: all.body.totalCount });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalCount: 2, pageIndex: 1, pageSize: 10 });
    expect(all.body.items.map((b: { tag: string }) => b.tag)).toEqual(['campaign', 'new']);
    const search = await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=10&SearchTerm=aktion`, token: tokens.lister });
    expect(search.body.items.map((b: { tag: string }) => b.tag)).toEqual(['campaign']);
    const filters = encodeURIComponent(JSON.stringify({ isActive: true }));
    const active = await t.call({
      method: 'GET',
      url: `${URL_BASE}?PageNumber=1&PageSize=10&ColumnFilters=${filters}`,
      token: tokens.lister,
    });
    expect(active.body.items.map((b: { tag: string }) => b.tag)).toEqual(['new']);
    const one = await t.call({ method: 'GET', url: `${URL_BASE}/NEW`, token: tokens.lister, culture: 'de' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, tag: 'new', title: 'Neuheiten' });
    expectError(await t.call({ method: 'GET', url: `${URL_BASE}/nothing`, token: tokens.lister, culture: 'de' }), 404, 'NOT_FOUND', 'de');
  });

  it('updates a bundle: texts, order and products replaced, audited with before and after', async () => {
    const res = await send('PUT', body({ id, productCodes: ['BND-2', 'BND-1'], titles: { tr: 'Yeni', de: '', en: 'New in' } }));
    expect(res.status).toBe(200);
    expect(res.body.products.map((x: { code: string }) => x.code)).toEqual(['BND-2', 'BND-1']);
    expect(res.body.title).toBe('New in');
    const log = await audit(id);
    expect(log.map((a) => a.action)).toEqual(['create', 'update']);
    expect(log[1]!.before).toMatchObject({ productCodes: ['BND-1', 'BND-4', 'BND-2'] });
    expect(log[1]!.after).toMatchObject({ productCodes: ['BND-2', 'BND-1'] });
    expectError(await send('PUT', body({ id: 999999, tag: 'other' })), 404, 'NOT_FOUND', 'en');
  });

  it('refuses unknown and repeated product codes, a taken tag and bad fields (400, localised)', async () => {
    expectError(
      await send('POST', body({ tag: 'x1', productCodes: ['BND-1', 'NOPE-9', 'NOPE-8'] }), { culture: 'tr' }),
      400,
      'BUNDLE_PRODUCT_UNKNOWN',
      'tr',
      {
        codes: 'NOPE-9, NOPE-8',
      },
    );
    const unknown = await send('POST', body({ tag: 'x1', productCodes: ['NOPE-9'] }), { culture: 'de' });
    expect(unknown.body.message).toBe('Diese Produktcodes wurden nicht gefunden: NOPE-9.');
    expectError(
      await send('POST', body({ tag: 'x1', productCodes: ['BND-1', 'BND-1'] }), { culture: 'en' }),
      400,
      'BUNDLE_PRODUCT_REPEATED',
      'en',
    );
    const taken = await send('POST', body({ tag: 'campaign' }), { culture: 'en' });
    expectError(taken, 400, 'BUNDLE_TAG_TAKEN', 'en', { tag: 'campaign' });
    expect(taken.body.message).toBe('A bundle tagged "campaign" already exists.');
    expectError(await send('PUT', body({ id, tag: 'campaign' }), { culture: 'de' }), 400, 'BUNDLE_TAG_TAKEN', 'de');
    const badTag = await send('POST', body({ tag: 'yeni ürünler!' }), { culture: 'tr' });
    expect({ status: badTag.status, code: badTag.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    expect(badTag.body.message).toMatch(/^Gönderilen bilgiler geçersiz\. Etiket: /);
    const noTitle = await send('POST', body({ tag: 'x2', titles: { tr: ' ' } }), { culture: 'en' });
    expect({ status: noTitle.status, code: noTitle.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    const tooMany = await send('POST', body({ tag: 'x3', productCodes: Array.from({ length: 101 }, (_, i) => `C${i}`) }));
    expect(tooMany.status).toBe(400);
    // Nothing was written by any of them.
    expect((await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=50`, token: tokens.lister })).body.totalCount).toBe(2);
  });

  it('answers 401 to anonymous callers and 403 without the permission', async () => {
    expectError(await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=10` }), 401, 'UNAUTHORIZED', 'tr');
    expectError(await send('POST', body({ tag: 'x' }), { token: null }), 401, 'UNAUTHORIZED', 'en');
    expectError(await send('PUT', body({ id, tag: 'x' }), { token: null }), 401, 'UNAUTHORIZED', 'en');
    expectError(await t.call({ method: 'GET', url: `${URL_BASE}/new` }), 401, 'UNAUTHORIZED', 'tr');
    expectError(await t.call({ method: 'DELETE', url: `${URL_BASE}/${id}` }), 401, 'UNAUTHORIZED', 'tr');
    expectError(await t.call({ method: 'GET', url: '/api/home/bundles/new' }), 401, 'UNAUTHORIZED', 'tr');
    expectError(
      await t.call({ method: 'GET', url: `${URL_BASE}?PageNumber=1&PageSize=10`, token: tokens.staff, culture: 'de' }),
      403,
      'FORBIDDEN',
      'de',
    );
    expectError(await send('POST', body({ tag: 'x' }), { token: tokens.lister }), 403, 'FORBIDDEN', 'en');
    expectError(await send('PUT', body({ id, tag: 'x' }), { token: tokens.lister }), 403, 'FORBIDDEN', 'en');
    expectError(await t.call({ method: 'DELETE', url: `${URL_BASE}/${id}`, token: tokens.lister }), 403, 'FORBIDDEN', 'tr');
    expectError(await t.call({ method: 'GET', url: `${URL_BASE}/new`, token: tokens.dealerA }), 403, 'FORBIDDEN', 'tr');
  });

  it('lets a bundle editor search the administration product list by code or name (the picker)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/catalogs/products/admin/list?SearchText=BND-&Size=10', token: tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.items.map((x: { code: string }) => x.code).sort()).toEqual(['BND-1', 'BND-2', 'BND-3', 'BND-4']);
    expectError(await t.call({ method: 'GET', url: '/api/catalogs/products/admin/list', token: tokens.lister }), 403, 'FORBIDDEN', 'tr');
  });

  it('deletes a bundle, audited; a missing one is 404', async () => {
    const created = await send('POST', body({ tag: 'gone', productCodes: ['BND-1'] }));
    const res = await t.call({ method: 'DELETE', url: `${URL_BASE}/${created.body.id}`, token: tokens.admin });
    expect(res.status).toBe(204);
    const log = await audit(created.body.id);
    expect(log.map((a) => a.action)).toEqual(['create', 'delete']);
    expect(log[1]!.before).toMatchObject({ tag: 'gone', productCodes: ['BND-1'] });
    expect(await t.db.selectFrom('bundle_products').where('bundle_id', '=', created.body.id).selectAll().execute()).toEqual([]);
    expectError(await t.call({ method: 'DELETE', url: `${URL_BASE}/${created.body.id}`, token: tokens.admin }), 404, 'NOT_FOUND', 'tr');
  });
});

describe('GET /api/home/bundles/{tag}', () => {
  beforeAll(async () => {
    await send(
      'POST',
      body({
        tag: 'best-sellers',
        titles: { tr: 'Çok satanlar', de: 'Bestseller', en: 'Best sellers' },
        productCodes: ['BND-2', 'BND-3', 'BND-1', 'BND-4'],
      }),
    );
  });
  const codes = (res: { body: { products: Array<{ code: string }> } }) => res.body.products.map((x) => x.code);

  it('answers the products as the acting customer sees them: a hidden or inactive product to nobody who can’t see it', async () => {
    const a = await home('best-sellers', tokens.dealerA, { culture: 'de' });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ tag: 'best-sellers', title: 'Bestseller', description: 'Sezonun yenileri' });
    expect(codes(a)).toEqual(['BND-1', 'BND-4']);
    const b = await home('best-sellers', tokens.dealerB);
    expect(codes(b)).toEqual(['BND-2', 'BND-1', 'BND-4']);
    // A salesman acting for A sees A's catalogue, acting for B, B's.
    expect(codes(await home('best-sellers', tokens.salesman, { customerId: customerA }))).toEqual(['BND-1', 'BND-4']);
    expect(codes(await home('best-sellers', tokens.salesman, { customerId: customerB }))).toEqual(['BND-2', 'BND-1', 'BND-4']);
    // A dealer can't see another customer's view by naming it.
    expectError(await home('best-sellers', tokens.dealerA, { customerId: customerB, culture: 'en' }), 403, 'CUSTOMER_FORBIDDEN', 'en');
  });

  it('prices, stock and basket flags per customer, as the product list answers them', async () => {
    const a = (await home('best-sellers', tokens.dealerA)).body.products[0];
    const b = (await home('best-sellers', tokens.dealerB)).body.products.find((x: { code: string }) => x.code === 'BND-1');
    expect(a).toMatchObject({
      code: 'BND-1',
      salePrice: '100.00',
      discountRate: '10.00',
      discountedPrice: '90.00',
      stock: 6,
      hasBasket: true,
    });
    expect(b).toMatchObject({
      code: 'BND-1',
      salePrice: '100.00',
      discountRate: '0.00',
      discountedPrice: '100.00',
      stock: 6,
      hasBasket: true,
    });
    const list = await t.call({
      method: 'POST',
      url: '/api/catalogs/products/list',
      token: tokens.dealerA,
      payload: { pageNumber: 1, pageSize: 50, searchText: 'Michelin Primacy' },
    });
    const { categoryId: _c, ...fromBundle } = a;
    expect(list.body.items.find((x: { code: string }) => x.code === 'BND-1')).toEqual(fromBundle);
  });

  it('is 404 for a missing or switched-off bundle; needs a customer acted for', async () => {
    expectError(await home('campaign', tokens.dealerA, { culture: 'en' }), 404, 'NOT_FOUND', 'en');
    expectError(await home('nothing', tokens.dealerA), 404, 'NOT_FOUND', 'tr');
    expectError(await home('best-sellers', tokens.staff, { culture: 'de' }), 400, 'CUSTOMER_REQUIRED', 'de');
  });

  it('follows a change at once (the cache is dropped by the write)', async () => {
    const before = await home('best-sellers', tokens.dealerB);
    const id = before.body.id;
    await send('PUT', body({ id, tag: 'best-sellers', titles: { tr: 'Çok satanlar' }, productCodes: ['BND-4'] }));
    expect(codes(await home('best-sellers', tokens.dealerB))).toEqual(['BND-4']);
    await send('PUT', body({ id, tag: 'best-sellers', titles: { tr: 'Çok satanlar' }, productCodes: ['BND-4'], isActive: false }));
    expect((await home('best-sellers', tokens.dealerB)).status).toBe(404);
  });
});

describe.runIf(onPostgres)('another process drops its bundles at once (PostgreSQL NOTIFY)', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    otherDb = await openDatabase({ url: t.url!, poolSize: 4 });
    other = await buildApp({ config: t.config, database: otherDb, logger: false, startWorker: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });

  const codesThere = async () =>
    (
      (
        await other.inject({ method: 'GET', url: '/api/home/bundles/notify', headers: { authorization: `Bearer ${tokens.dealerB}` } })
      ).json() as {
        products: Array<{ code: string }>;
      }
    ).products.map((x) => x.code);

  async function silently(statement: string, values: unknown[]) {
    const c = new pg.Client({ connectionString: t.url! });
    await c.connect();
    try {
      await c.query('set session_replication_role = replica');
      await c.query(statement, values);
    } finally {
      await c.end();
    }
  }

  it('serves from its cache, and drops it when another process changes a bundle', async () => {
    const created = await send('POST', body({ tag: 'notify', productCodes: ['BND-1'] }));
    await vi.waitFor(() => expect(bundleCacheEnabled(otherDb.db)).toBe(true), { timeout: 10_000 });
    expect(await codesThere()).toEqual(['BND-1']);
    await silently('delete from bundle_products where bundle_id = $1', [created.body.id]);
    // nobody told it: the other process still answers what it holds
    expect(await codesThere()).toEqual(['BND-1']);
    const res = await send('PUT', body({ id: created.body.id, tag: 'notify', productCodes: ['BND-4', 'BND-1'] }));
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(codesThere()).resolves.toEqual(['BND-4', 'BND-1']), { timeout: 2000, interval: 10 });
  });
});

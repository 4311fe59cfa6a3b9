import { errorMessage, STOCK_FEED_FIELDS } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create as parseXmlDocument } from 'xmlbuilder2';
import { createSalesmanUser } from '../../../test/cart-factories';
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
  createTestApp,
  createUser,
  expectError,
  freshAddress,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { invalidateCatalogueCaches } from '../catalog';

/** The part of xmlbuilder2's DOM the test reads. */
interface XmlElement {
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
  textContent: string | null;
}

let t: TestApp;
/** Dealer X (rules on brands B..E, discounts 10% then 5%) and dealer Y (no rules, no discounts). */
let x: { id: string; token: string; userId: string; accountName: string };
let y: { id: string; token: string };
let brand: Record<'A' | 'B' | 'C' | 'D' | 'E', number>;
let ids: Record<string, number>;

async function dealer() {
  const customer = await createCustomer(t.db);
  const role = await createRole(t.db, 'dealer');
  const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId: customer.id });
  return { id: customer.id, token: (await signIn(t, user.account_name)).token, userId: user.id, accountName: user.account_name };
}

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db, { code: 'FEEDLST', name: 'Lastik' });
  const property = await createProperty(t.db, category, 'brand');
  brand = {
    A: await createPropertyDetail(t.db, property, 'A'),
    B: await createPropertyDetail(t.db, property, 'B'),
    C: await createPropertyDetail(t.db, property, 'C'),
    D: await createPropertyDetail(t.db, property, 'D'),
    E: await createPropertyDetail(t.db, property, 'E'),
  };
  await createWarehouse(t.db, 'FW1', 'Istanbul', 1);
  await createWarehouse(t.db, 'FW2', 'Ankara', 2);
  const product = (code: string, b: keyof typeof brand, listPrice: string, stock: number, more: { isActive?: boolean } = {}) =>
    createProduct(t.db, {
      code,
      name: `Tyre ${code}`,
      categoryId: category,
      listPrice,
      detailIds: [brand[b]],
      stocks: { FW1: stock },
      ...more,
    });
  ids = {
    'F-1': await product('F-1', 'A', '100', 25),
    'F-2': await product('F-2', 'B', '50', 3),
    'F-3': await product('F-3', 'C', '70', 7),
    'F-4': await product('F-4', 'D', '80', 12),
    'F-5': await product('F-5', 'E', '90', 2),
    'F-6': await product('F-6', 'A', '10', 9, { isActive: false }),
  };
  // A formula-looking name and a barcode: the CSV neutralises the one and the XML carries the other.
  await t.db.updateTable('products').set({ ean: '4006381333931' }).where('id', '=', ids['F-1']!).execute();
  await t.db.updateTable('products').set({ name: '=HYPERLINK("x")' }).where('id', '=', ids['F-4']!).execute();
  await t.db.insertInto('stocks').values({ product_id: ids['F-1']!, warehouse_code: 'FW2', quantity: 5 }).execute();
  invalidateCatalogueCaches(t.db);

  x = await dealer();
  y = await dealer();
  await setDiscountRates(t.db, x.id, ['10', '5']);
  await setAccess(t.db, x.id, brand.B, { show_xml_stock: false });
  await setAccess(t.db, x.id, brand.C, { has_list: false });
  await setAccess(t.db, x.id, brand.D, { show_price: false });
  await setAccess(t.db, x.id, brand.E, { show_stock: false });
});
afterAll(() => t?.close());

const tokens = (
  method: 'GET' | 'POST' | 'DELETE',
  token?: string,
  opts: { customerId?: string; payload?: object; culture?: string } = {},
) => t.call({ method, url: '/api/feeds/tokens', token, ...opts });
const create = async (who: { token: string }, culture: 'tr' | 'de' | 'en' = 'en') => {
  const res = await tokens('POST', who.token, { payload: { culture } });
  expect(res.status).toBe(200);
  return res.body as { token: string; xmlUrl: string; csvUrl: string; createdOn: string };
};
const feed = (format: 'xml' | 'csv', token: string | undefined, headers: Record<string, string> = {}) =>
  t.call({
    method: 'GET',
    url: `/api/feeds/stock.${format}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
    headers,
    remoteAddress: freshAddress(),
  });

interface FeedProduct {
  code: string;
  name: string;
  ean: string;
  unit: string;
  stock: string;
  stockText: string;
  listPrice: string;
  price: string;
  priceWithVat: string;
  vatRate: string;
  currency: string;
}

/** The XML parsed back (xmlbuilder2's DOM: real text, entities read) into plain objects; an empty element reads as ''. */
function parseXml(text: string): { language: string; count: string; products: FeedProduct[] } {
  const root = parseXmlDocument(text).root().node as unknown as XmlElement;
  const products = Array.from(root.getElementsByTagName('product')).map(
    (p) =>
      Object.fromEntries(
        STOCK_FEED_FIELDS.map((f) => [f, p.getElementsByTagName(f)[0]?.textContent ?? 'MISSING']),
      ) as unknown as FeedProduct,
  );
  return { language: root.getAttribute('language') ?? '', count: root.getAttribute('count') ?? '', products };
}

/** CSV rows as cells (no field in these fixtures holds a quoted separator). */
function parseCsv(text: string, separator: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(separator).map((c) => c.replace(/^"(.*)"$/, '$1').replace(/""/g, '"')));
}

describe('feed token management (GET/POST/DELETE /api/feeds/tokens)', () => {
  it('refuses the anonymous caller (401)', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectError(await tokens(method, undefined, { payload: { culture: 'en' } }), 401, 'UNAUTHORIZED');
    }
  });

  it('refuses a salesman acting for an assigned customer (403): only its dealer users or customer.update', async () => {
    const salesman = await createSalesmanUser(t, [x.id]);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectError(await tokens(method, salesman.token, { customerId: x.id, payload: { culture: 'en' } }), 403, 'FORBIDDEN');
    }
    const staffRole = await createRole(t.db, 'staff', ['customer.select', 'customer.list']);
    const staff = await createUser(t.db, { roleId: staffRole, userType: 'staff' });
    const staffToken = (await signIn(t, staff.account_name)).token;
    expectError(await tokens('POST', staffToken, { customerId: x.id, payload: { culture: 'en' } }), 403, 'FORBIDDEN');
  });

  it("refuses another customer's token (403) and leaves it alone", async () => {
    const created = await create(y);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expectError(await tokens(method, x.token, { customerId: y.id, payload: { culture: 'en' } }), 403, 'CUSTOMER_FORBIDDEN');
    }
    expect((await feed('xml', created.token)).status).toBe(200);
  });

  it('refuses a bad language with a localised message (400)', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await tokens('POST', x.token, { payload: { culture: 'fr' }, culture });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
      expect(res.body.details.fields[0].field).toBe('culture');
    }
    expect((await tokens('POST', x.token, { payload: {} })).status).toBe(400);
  });

  it('shows the token once, then only since when, by whom and last use; audited', async () => {
    const before = await tokens('DELETE', x.token);
    expect(before.status).toBe(204);
    expect((await tokens('GET', x.token)).body).toEqual({
      active: false,
      createdOn: null,
      createdBy: null,
      lastUsedOn: null,
      culture: null,
    });

    const created = await create(x, 'de');
    expect(created.token).toMatch(/^dpf_[A-Za-z0-9_-]{43}$/);
    expect(created.xmlUrl).toBe(`http://localhost:3000/api/feeds/stock.xml?token=${created.token}`);
    expect(created.csvUrl).toBe(`http://localhost:3000/api/feeds/stock.csv?token=${created.token}`);
    const status = (await tokens('GET', x.token)).body;
    expect(status).toEqual({ active: true, createdOn: created.createdOn, createdBy: x.accountName, lastUsedOn: null, culture: 'de' });
    expect(JSON.stringify(status)).not.toContain(created.token.slice(4));
    // stored as its hash only
    const row = await t.db.selectFrom('stock_feed_tokens').selectAll().where('customer_id', '=', x.id).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(created.token.slice(4));

    expect((await feed('xml', created.token)).status).toBe(200);
    const used = (await tokens('GET', x.token)).body;
    expect(used.lastUsedOn).not.toBeNull();

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'stock-feed-token')
      .where('entity_id', '=', x.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toContain('create');
  });

  it('lets staff with customer.update manage the token of the customer it acts for', async () => {
    const role = await createRole(t.db, 'staff', ['customer.select', 'customer.update']);
    const staff = await createUser(t.db, { roleId: role, userType: 'staff' });
    const staffToken = (await signIn(t, staff.account_name)).token;
    const res = await tokens('POST', staffToken, { customerId: y.id, payload: { culture: 'tr' } });
    expect(res.status).toBe(200);
    expect((await tokens('GET', staffToken, { customerId: y.id })).body).toMatchObject({ active: true, createdBy: staff.account_name });
    expect((await feed('csv', res.body.token)).status).toBe(200);
  });
});

describe('GET /api/feeds/stock.xml and stock.csv', () => {
  it('XML: the visible showXmlStock products with code, name, EAN, stock and the net price as the catalogue shows them', async () => {
    const { token } = await create(x, 'en');
    const res = await feed('xml', token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const parsed = parseXml(res.body);
    expect(parsed.language).toBe('en');
    // F-2: showXmlStock false; F-3: hasList false; F-6: inactive.
    expect(parsed.products.map((p) => p.code)).toEqual(['F-1', 'F-4', 'F-5']);
    expect(parsed.count).toBe('3');
    const [f1, f4, f5] = parsed.products;
    expect(f1).toEqual({
      code: 'F-1',
      name: 'Tyre F-1',
      ean: '4006381333931',
      unit: 'ADET',
      stock: '30',
      stockText: '20+',
      listPrice: '100.00',
      price: '85.50',
      priceWithVat: '102.60',
      vatRate: '20.00',
      currency: 'TRY',
    });
    // the catalogue list says the same of F-1
    const listed = await t.call({
      method: 'POST',
      url: '/api/catalogs/products/list',
      token: x.token,
      payload: { pageNumber: 1, pageSize: 50 },
    });
    const item = listed.body.items.find((i: any) => i.code === 'F-1');
    expect([item.discountedPrice, item.discountedPriceWithVat, item.stock]).toEqual(['85.50', '102.60', 30]);
    // showPrice false blanks the prices, showStock false the stock
    expect(f4).toMatchObject({ name: '=HYPERLINK("x")', listPrice: '', price: '', priceWithVat: '', stock: '12', stockText: '12' });
    expect(f5).toMatchObject({ stock: '', stockText: '', price: '76.95' });
    expect(f1!.ean).toBe('4006381333931');
    expect(f4!.ean).toBe('');
  });

  it('CSV: the same columns, separator and decimal comma by the token language, BOM, formulas neutralised', async () => {
    const { token } = await create(x, 'tr');
    const res = await feed('csv', token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body, ';');
    expect(rows[0]).toEqual([
      'code',
      'name',
      'ean',
      'unit',
      'stock',
      'stockText',
      'listPrice',
      'price',
      'priceWithVat',
      'vatRate',
      'currency',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['F-1', 'F-4', 'F-5']);
    expect(rows[1]).toEqual(['F-1', 'Tyre F-1', '4006381333931', 'ADET', '30', '20+', '100,00', '85,50', '102,60', '20,00', 'TRY']);
    expect(rows[2]!.slice(1, 2)).toEqual([`'=HYPERLINK("x")`]);
    expect(rows[2]!.slice(6, 9)).toEqual(['', '', '']);
    expect(rows[3]!.slice(4, 6)).toEqual(['', '']);

    const { token: en } = await create(x, 'en');
    const english = parseCsv((await feed('csv', en)).body, ',');
    expect(english[1]!.slice(6, 8)).toEqual(['100.00', '85.50']);
  });

  it("another customer's token shows that customer's view, never this one's", async () => {
    const { token } = await create(y, 'en');
    const parsed = parseXml((await feed('xml', token)).body);
    // Y has no rules: every active product, undiscounted
    expect(parsed.products.map((p) => p.code)).toEqual(['F-1', 'F-2', 'F-3', 'F-4', 'F-5']);
    expect(parsed.products[0]).toMatchObject({ code: 'F-1', price: '100.00', listPrice: '100.00' });
    expect(parsed.products.every((p) => p.price !== '' && p.stock !== '')).toBe(true);
  });

  it('the default showXmlStock false leaves only products a rule puts in the feed', async () => {
    await setAccess(t.db, y.id, brand.A, { show_xml_stock: true });
    await t.db
      .insertInto('settings')
      .values({ key: 'catalogueAccessDefaults', value: JSON.stringify({ showXmlStock: false }) })
      .execute();
    try {
      const { token } = await create(y, 'en');
      expect(parseXml((await feed('xml', token)).body).products.map((p) => p.code)).toEqual(['F-1']);
    } finally {
      await t.db.deleteFrom('settings').where('key', '=', 'catalogueAccessDefaults').execute();
      await t.db.deleteFrom('customer_access').where('customer_id', '=', y.id).execute();
    }
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once the catalogue changed', async () => {
    const { token } = await create(x, 'en');
    const first = await feed('xml', token);
    const etag = String(first.headers.etag);
    const again = await feed('xml', token, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await feed('xml', token, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
    expect((await feed('xml', token, { 'if-none-match': '"other"' })).status).toBe(200);
    // the CSV is another representation: its own ETag
    expect((await feed('csv', token, { 'if-none-match': etag })).status).toBe(200);

    await t.db.updateTable('products').set({ list_price: '200' }).where('id', '=', ids['F-1']!).execute();
    try {
      const changed = await feed('xml', token, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(parseXml(changed.body).products[0]).toMatchObject({ listPrice: '200.00', price: '171.00' });
      // stock moves the feed too (F-1: 1 + 5 in the second warehouse)
      await t.db
        .updateTable('stocks')
        .set({ quantity: 1 })
        .where('product_id', '=', ids['F-1']!)
        .where('warehouse_code', '=', 'FW1')
        .execute();
      const restocked = await feed('xml', token, { 'if-none-match': String(changed.headers.etag) });
      expect(restocked.status).toBe(200);
      expect(parseXml(restocked.body).products[0]).toMatchObject({ code: 'F-1', stock: '6', stockText: '6' });
      // a stock it may not see changes nothing it gets: still 304
      await t.db.updateTable('stocks').set({ quantity: 1 }).where('product_id', '=', ids['F-5']!).execute();
      expect((await feed('xml', token, { 'if-none-match': String(restocked.headers.etag) })).status).toBe(304);
      // an access rule moves it (the customer's view revision)
      await setAccess(t.db, x.id, brand.E, { show_stock: true });
      const ruled = await feed('xml', token, { 'if-none-match': String(restocked.headers.etag) });
      expect(ruled.status).toBe(200);
      expect(parseXml(ruled.body).products[2]).toMatchObject({ code: 'F-5', stock: '1', stockText: 'Only 1 left' });
    } finally {
      await t.db.updateTable('products').set({ list_price: '100' }).where('id', '=', ids['F-1']!).execute();
      await t.db
        .updateTable('stocks')
        .set({ quantity: 25 })
        .where('product_id', '=', ids['F-1']!)
        .where('warehouse_code', '=', 'FW1')
        .execute();
      await t.db.updateTable('stocks').set({ quantity: 2 }).where('product_id', '=', ids['F-5']!).execute();
      await setAccess(t.db, x.id, brand.E, { show_stock: false });
    }
  });

  it('answers 401 to an unknown, replaced or revoked token and for an inactive customer', async () => {
    expectError(await feed('xml', 'dpf_nope'), 401, 'FEED_TOKEN_INVALID');
    const first = await create(x, 'en');
    const second = await create(x, 'en');
    expectError(await feed('csv', first.token), 401, 'FEED_TOKEN_INVALID');
    expect((await feed('csv', second.token)).status).toBe(200);

    const z = await dealer();
    const { token } = await create(z);
    expect((await feed('xml', token)).status).toBe(200);
    await t.db.updateTable('customers').set({ is_active: false }).where('id', '=', z.id).execute();
    expectError(await feed('xml', token), 401, 'FEED_TOKEN_INVALID');
    const res = await feed('xml', token);
    expect(res.body.details).toBeUndefined();

    expect((await tokens('DELETE', x.token)).status).toBe(204);
    expectError(await feed('xml', second.token), 401, 'FEED_TOKEN_INVALID');
    expect((await tokens('GET', x.token)).body.active).toBe(false);
  });

  it('refuses a missing or oversized token with a localised 400', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await t.call({ method: 'GET', url: '/api/feeds/stock.xml', culture, remoteAddress: freshAddress() });
      expect(res.status).toBe(400);
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
    }
    expect((await feed('csv', 'x'.repeat(201))).status).toBe(400);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createCartCatalogue, createDealer, createWarehouseTarget } from '../../../test/cart-factories';
import { createProduct } from '../../../test/catalog-factories';
import { createTestApp, expectError, type TestApp } from '../../../test/harness';

/**
 * The stock the catalogue shows is the stock the customer may order (orderable-stock.ts): over the
 * warehouses the warehouse rules route its deliveries to, the same the cart checks an add against.
 * Here Türkiye is served by W1 and W2, Germany only by W1 (an export warehouse rule).
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
let tr: Awaited<ReturnType<typeof createDealer>>;
let de: Awaited<ReturnType<typeof createDealer>>;
let both: number;
let ankaraOnly: number;
let ankaraMore: number;

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, token, culture: 'en', payload });
const listed = async (token: string) => {
  const res = await call(token, 'POST', '/api/catalogs/products/list', { categoryId: cat.summer, pageNumber: 1, pageSize: 50 });
  expect(res.status).toBe(200);
  return new Map<number, number | null>(res.body.items.map((i: { id: number; stock: number | null }) => [i.id, i.stock]));
};

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
  await createWarehouseTarget(t.db, cat.w1, { accepted: ['TR'], priority: 1 });
  await createWarehouseTarget(t.db, cat.w2, { accepted: ['TR'], priority: 2 });
  await createWarehouseTarget(t.db, cat.w1, { accepted: ['DE'], priority: 1, isExport: true });
  const make = (key: string, stocks: Record<string, number>) =>
    createProduct(t.db, { code: `${key}-${cat.tag}`, name: `Product ${key}`, categoryId: cat.summer, listPrice: '100', stocks });
  both = await make('both', { [cat.w1]: 4, [cat.w2]: 6 });
  ankaraOnly = await make('ankara', { [cat.w2]: 9 });
  ankaraMore = await make('big', { [cat.w2]: 20 });
  tr = await createDealer(t, { countryCode: 'TR' });
  de = await createDealer(t, { countryCode: 'DE' });
});
afterAll(() => t?.close());

describe('the stock a customer sees is the stock it may order', () => {
  it('a customer served by every warehouse sees the stock over all of them', async () => {
    const stock = await listed(tr.token);
    expect(stock.get(both)).toBe(10);
    expect(stock.get(ankaraOnly)).toBe(9);
  });

  it('a customer served by some warehouses sees only theirs in the list, the details and the stocks call', async () => {
    const stock = await listed(de.token);
    expect(stock.get(both)).toBe(4);
    expect(stock.get(ankaraOnly)).toBe(0);

    const detail = await call(de.token, 'GET', `/api/catalogs/products/${both}/detail`);
    expect(detail.body.stock).toBe(4);
    const details = await call(de.token, 'POST', '/api/catalogs/products/details', { productIds: [both, ankaraOnly] });
    expect(details.body.map((d: { id: number; stock: number }) => [d.id, d.stock])).toEqual([
      [both, 4],
      [ankaraOnly, 0],
    ]);
    const stocks = await call(de.token, 'GET', `/api/catalogs/products/${both}/stocks`);
    expect(stocks.body).toMatchObject({ totalStock: 4, stocks: [{ warehouseId: cat.w1, quantity: 4 }] });
    expect(stocks.body.stocks).toHaveLength(1);
  });

  it('sorts by that stock: the most a customer may order first', async () => {
    const sorted = async (token: string) => {
      const res = await call(token, 'POST', '/api/catalogs/products/list', {
        categoryId: cat.summer,
        pageNumber: 1,
        pageSize: 50,
        sort: 'stock-desc',
      });
      expect(res.status).toBe(200);
      return res.body.items
        .map((i: { id: number; stock: number }) => [i.id, i.stock])
        .filter(([id]: [number]) => [both, ankaraOnly, ankaraMore].includes(id));
    };
    expect(await sorted(tr.token)).toEqual([
      [ankaraMore, 20],
      [both, 10],
      [ankaraOnly, 9],
    ]);
    // for Germany only W1 counts: the products without stock there come last, by name
    expect(await sorted(de.token)).toEqual([
      [both, 4],
      [ankaraOnly, 0],
      [ankaraMore, 0],
    ]);
  });

  it('follows stock moved between warehouses (the total unchanged), on a page shown before', async () => {
    expect((await listed(de.token)).get(both)).toBe(4);
    // the ERP transfers 3 units from W1 to W2 in one statement: the total stays 10, the German customer may
    // now order 1
    const transfer = (w1: number, w2: number) =>
      t.db
        .updateTable('stocks')
        .set({ quantity: sql<number>`case when warehouse_code = ${cat.w1} then ${w1}::int else ${w2}::int end` })
        .where('product_id', '=', both)
        .where('warehouse_code', 'in', [cat.w1, cat.w2])
        .execute();
    await transfer(1, 9);
    expect((await listed(de.token)).get(both)).toBe(1);
    expect((await listed(tr.token)).get(both)).toBe(10);
    // and back, for the tests below
    await transfer(4, 6);
    expect((await listed(de.token)).get(both)).toBe(4);
  });

  it('says the same in the customer’s stock feed', async () => {
    const created = await call(de.token, 'POST', '/api/feeds/tokens', { culture: 'en' });
    expect(created.status).toBe(200);
    const feed = await t.call({ method: 'GET', url: `/api/feeds/stock.csv?token=${encodeURIComponent(created.body.token)}` });
    expect(feed.status).toBe(200);
    const text = String(feed.body);
    const stockOf = (code: string) => {
      const header = text.split(/\r?\n/)[0]!.split(/[;,]/);
      const row = text
        .split(/\r?\n/)
        .find((l) => l.includes(code))!
        .split(/[;,]/);
      return row[header.findIndex((h) => h.replace(/"/g, '') === 'stock')]!.replace(/"/g, '');
    };
    expect(stockOf(`both-${cat.tag}`)).toBe('4');
    expect(stockOf(`ankara-${cat.tag}`)).toBe('0');
  });

  it('agrees with the cart: what the list shows can be added, one more is refused with that figure', async () => {
    expect((await call(de.token, 'POST', '/api/baskets/cart/products', { productId: both, quantity: 4 })).status).toBe(204);
    const refused = await call(de.token, 'POST', '/api/baskets/cart/products', { productId: both, quantity: 5 });
    expectError(refused, 400, 'CART_INSUFFICIENT_STOCK', 'en', { name: 'Product both', available: 4 });
  });

  it('follows the default delivery address: moved to Türkiye, the German customer sees every warehouse', async () => {
    await t.db.updateTable('customer_addresses').set({ is_default: false }).where('customer_id', '=', de.customer.id).execute();
    await createAddress(t.db, de.customer.id, { countryCode: 'TR', isDefault: true });
    await t.settleNotifications();
    const stock = await listed(de.token);
    expect(stock.get(both)).toBe(10);
    expect(stock.get(ankaraOnly)).toBe(9);
  });
});

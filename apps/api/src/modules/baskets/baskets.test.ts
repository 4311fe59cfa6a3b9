import { errorMessage, fieldLabel } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearWarehouseTargets,
  createAddress,
  createCartCatalogue,
  createDealer,
  createOrderParameter,
  createSalesmanUser,
  createStockedProduct,
  createWarehouseTarget,
} from '../../../test/cart-factories';
import { createProperty, createPropertyDetail, setAccess, setDiscountRates } from '../../../test/catalog-factories';
import {
  createCustomer,
  createRole,
  createTestApp,
  createUser,
  expectError,
  onPostgres,
  signIn,
  type TestApp,
} from '../../../test/harness';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
let A: Awaited<ReturnType<typeof createDealer>>;
let B: Awaited<ReturnType<typeof createDealer>>;
let detail: { hidden: number; noBasket: number; noPrice: number; noStock: number };
const p: Record<string, number> = {};

const get = (token: string, url: string, culture = 'en') => t.call({ method: 'GET', url, token, culture });
const cart = (token: string, culture = 'en') => get(token, '/api/baskets/cart', culture);
const add = (token: string, productId: number, quantity: number, culture = 'en') =>
  t.call({ method: 'POST', url: '/api/baskets/cart/products', token, culture, payload: { productId, quantity } });
const line = (res: { body: any }, productId: number) => res.body.cartDetails.find((l: any) => l.productId === productId);

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
  const brand = await createProperty(t.db, cat.tyres, 'brand');
  detail = {
    hidden: await createPropertyDetail(t.db, brand, 'HID'),
    noBasket: await createPropertyDetail(t.db, brand, 'NOB'),
    noPrice: await createPropertyDetail(t.db, brand, 'NOP'),
    noStock: await createPropertyDetail(t.db, brand, 'NOS'),
  };
  const mk = (key: string, extra: Partial<Parameters<typeof createStockedProduct>[1]> = {}) =>
    createStockedProduct(t.db, {
      code: `${key}-${cat.tag}`,
      name: `Product ${key}`,
      categoryId: cat.summer,
      listPrice: '100.0000',
      stocks: { [cat.w1]: 10, [cat.w2]: 5 },
      ...extra,
    }).then((id) => {
      p[key] = id;
    });
  await mk('plain');
  await mk('tyre', { listPrice: '123.4567', expenseCost: '2.5000', images: [{ url: '/img/t.jpg', order: 1 }] });
  await mk('battery', { categoryId: cat.batteries, listPrice: '80', vatRate: '18' });
  await mk('hidden', { detailIds: [detail.hidden] });
  await mk('noBasket', { detailIds: [detail.noBasket] });
  await mk('noPrice', { detailIds: [detail.noPrice] });
  await mk('noStock', { detailIds: [detail.noStock] });
  await mk('minmax', { minOrderQty: 2, maxOrderQty: 6 });
  await mk('euro', { currency: 'EUR' });
  await mk('inactive', { isActive: false });
  A = await createDealer(t);
  B = await createDealer(t);
  await setAccess(t.db, A.customer.id, detail.hidden, { has_list: false });
  await setAccess(t.db, A.customer.id, detail.noBasket, { has_basket: false });
  await setAccess(t.db, A.customer.id, detail.noPrice, { show_price: false });
  await setAccess(t.db, A.customer.id, detail.noStock, { show_stock: false });
  await setDiscountRates(t.db, A.customer.id, ['10', '5']);
});
afterAll(() => t?.close());

describe('adding to the cart', () => {
  it('adds, replaces the quantity of an existing line, and counts lines', async () => {
    expect((await add(A.token, p.plain!, 2)).status).toBe(204);
    expect((await add(A.token, p.plain!, 3)).status).toBe(204);
    const res = await cart(A.token);
    expect(res.status).toBe(200);
    expect(res.body.cartDetails).toHaveLength(1);
    expect(line(res, p.plain!).quantity).toBe(3);
    expect((await get(A.token, '/api/baskets/cart/total-item')).body).toEqual({ totalItem: 1 });
    const simple = await get(A.token, '/api/baskets/simplified');
    expect(simple.body).toMatchObject({
      itemCount: 1,
      cartDetails: [{ productId: p.plain, quantity: 3, name: 'Product plain', unitCode: 'ADET' }],
    });
  });

  it('refuses hidden, inactive and unknown products with 404', async () => {
    expectError(await add(A.token, p.hidden!, 1), 404, 'NOT_FOUND', 'en');
    expectError(await add(A.token, p.inactive!, 1), 404, 'NOT_FOUND', 'en');
    expectError(await add(A.token, 99999999, 1), 404, 'NOT_FOUND', 'en');
  });

  it('refuses products that may not be ordered, price on request, outside min/max or stock', async () => {
    expectError(await add(A.token, p.noBasket!, 1), 400, 'CART_PRODUCT_NOT_ORDERABLE', 'en', { name: 'Product noBasket' });
    expectError(await add(A.token, p.noPrice!, 1, 'de'), 400, 'CART_PRICE_ON_REQUEST', 'de', { name: 'Product noPrice' });
    expectError(await add(A.token, p.minmax!, 1), 400, 'CART_QUANTITY_BELOW_MIN', 'en', { name: 'Product minmax', min: 2 });
    expectError(await add(A.token, p.minmax!, 7), 400, 'CART_QUANTITY_ABOVE_MAX', 'en', { name: 'Product minmax', max: 6 });
    expectError(await add(A.token, p.plain!, 16, 'tr'), 400, 'CART_INSUFFICIENT_STOCK', 'tr', { name: 'Product plain', available: 15 });
    // Hidden stock: the check applies, the number does not leak.
    const res = await add(A.token, p.noStock!, 16);
    expectError(res, 400, 'CART_INSUFFICIENT_STOCK_UNDISCLOSED', 'en', { name: 'Product noStock' });
    expect(JSON.stringify(res.body)).not.toContain('15');
  });

  it('holds one currency', async () => {
    expectError(await add(A.token, p.euro!, 1), 400, 'CART_CURRENCY_MISMATCH', 'en', { cartCurrency: 'TRY', currency: 'EUR' });
  });

  it('prices in the customer’s currency from its price list; a product without one keeps its own currency', async () => {
    const E = await createDealer(t);
    await t.db.updateTable('customers').set({ currency: 'EUR' }).where('id', '=', E.customer.id).execute();
    await t.db.insertInto('product_prices').values({ product_id: p.plain!, currency: 'EUR', list_price: '2.5000' }).execute();
    try {
      expect((await add(E.token, p.plain!, 4)).status).toBe(204);
      const body = (await cart(E.token)).body;
      expect(line({ body }, p.plain!)).toMatchObject({ currencyText: 'EUR', salePrice: '2.50' });
      expect(body.cartSummary).toMatchObject({ currency: 'EUR', totalPrice: '10.00' });
      expectError(await add(E.token, p.tyre!, 1), 400, 'CART_CURRENCY_MISMATCH', 'en', { cartCurrency: 'EUR', currency: 'TRY' });
    } finally {
      await t.db.deleteFrom('product_prices').where('product_id', '=', p.plain!).execute();
    }
  });

  it('takes another currency once the cart is empty again, whichever way its lines left', async () => {
    const C = await createDealer(t);
    expect((await add(C.token, p.plain!, 1)).status).toBe(204);
    await t.call({ method: 'DELETE', url: '/api/baskets/cart/products', token: C.token, payload: { productIds: [] } });
    expect((await add(C.token, p.euro!, 1)).status).toBe(204);
    expectError(await add(C.token, p.plain!, 1), 400, 'CART_CURRENCY_MISMATCH', 'en', { cartCurrency: 'EUR', currency: 'TRY' });
    await t.call({ method: 'DELETE', url: `/api/baskets/cart/products/${p.euro}`, token: C.token });
    expect((await add(C.token, p.plain!, 1)).status).toBe(204);
  });

  it.runIf(onPostgres)('concurrent adds of two currencies into an empty cart: one currency wins', async () => {
    const D = await createDealer(t);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => add(D.token, i % 2 === 0 ? p.plain! : p.euro!, 1)));
    const lines = (await cart(D.token)).body.cartDetails;
    expect(lines).toHaveLength(1);
    expect(results.filter((r) => r.status === 204).length).toBe(10);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.code === 'CART_CURRENCY_MISMATCH')).toBe(true);
  });

  it('rejects bad input with 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/baskets/cart/products',
      token: A.token,
      payload: { productId: 'x', quantity: 0 },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('round trips: the add is one statement, whatever it answers, and so is a cart read', () => {
  /**
   * The add's answer, asked twice: the first call warms the caches (viewer, routing, guard), the second is
   * counted. Pending guard notifications of the set-up are heard first (PostgreSQL), so none drops the
   * warmed guard cache in between.
   */
  const counted = async (token: string, productId: number, quantity: number, culture = 'en') => {
    await t.settleNotifications();
    await add(token, productId, quantity, culture);
    const { result, statements } = await t.statementsOf(() => add(token, productId, quantity, culture));
    expect(statements, statements.join('\n')).toHaveLength(1);
    return result;
  };
  const restrict = async (customerId: string) => {
    await setAccess(t.db, customerId, detail.hidden, { has_list: false });
    await setAccess(t.db, customerId, detail.noBasket, { has_basket: false });
    await setAccess(t.db, customerId, detail.noPrice, { show_price: false });
    await setAccess(t.db, customerId, detail.noStock, { show_stock: false });
  };

  it('refuses for each reason with the same answer as before, writing nothing; adds; then refuses while an order is in flight', async () => {
    const F = await createDealer(t);
    await restrict(F.customer.id);
    expectError(await counted(F.token, p.hidden!, 1), 404, 'NOT_FOUND', 'en', { productId: p.hidden });
    expectError(await counted(F.token, p.inactive!, 1), 404, 'NOT_FOUND', 'en', { productId: p.inactive });
    expectError(await counted(F.token, 99999999, 1), 404, 'NOT_FOUND', 'en', { productId: 99999999 });
    expectError(await counted(F.token, p.noBasket!, 1), 400, 'CART_PRODUCT_NOT_ORDERABLE', 'en', { name: 'Product noBasket' });
    expectError(await counted(F.token, p.noPrice!, 1, 'de'), 400, 'CART_PRICE_ON_REQUEST', 'de', { name: 'Product noPrice' });
    expectError(await counted(F.token, p.minmax!, 1), 400, 'CART_QUANTITY_BELOW_MIN', 'en', { name: 'Product minmax', min: 2 });
    expectError(await counted(F.token, p.minmax!, 7), 400, 'CART_QUANTITY_ABOVE_MAX', 'en', { name: 'Product minmax', max: 6 });
    expectError(await counted(F.token, p.plain!, 16, 'tr'), 400, 'CART_INSUFFICIENT_STOCK', 'tr', { name: 'Product plain', available: 15 });
    expectError(await counted(F.token, p.noStock!, 16), 400, 'CART_INSUFFICIENT_STOCK_UNDISCLOSED', 'en', { name: 'Product noStock' });
    // A refused add creates no cart (and so claims no currency).
    expect(await t.db.selectFrom('carts').select('id').where('customer_id', '=', F.customer.id).execute()).toEqual([]);

    expect((await counted(F.token, p.plain!, 2)).status).toBe(204);
    expectError(await counted(F.token, p.euro!, 1), 400, 'CART_CURRENCY_MISMATCH', 'en', { cartCurrency: 'TRY', currency: 'EUR' });
    expect((await cart(F.token)).body.cartDetails.map((l: any) => [l.productId, l.quantity])).toEqual([[p.plain, 2]]);

    const placed = await t.call({
      method: 'POST',
      url: '/api/baskets/place-order',
      token: F.token,
      payload: { customerAddressCode: F.address.code },
    });
    expect(placed.body.status).toBe('InQueue');
    expectError(await counted(F.token, p.tyre!, 1), 400, 'CART_LOCKED_ORDER_IN_PROGRESS', 'en');
    // The product's own checks still come first.
    expectError(await counted(F.token, p.noBasket!, 1), 400, 'CART_PRODUCT_NOT_ORDERABLE', 'en', { name: 'Product noBasket' });
    expectError(await counted(F.token, p.plain!, 16), 400, 'CART_INSUFFICIENT_STOCK', 'en', { name: 'Product plain', available: 15 });
    expect((await cart(F.token)).body.cartDetails.map((l: any) => [l.productId, l.quantity])).toEqual([[p.plain, 2]]);
  });

  it('a cart read is one statement too, and one more only to delete lines that became invisible', async () => {
    const G = await createDealer(t);
    const later = await createStockedProduct(t.db, {
      code: `LATER-${cat.tag}`,
      name: 'Later inactive',
      categoryId: cat.summer,
      listPrice: '10',
      stocks: { [cat.w1]: 5 },
    });
    await add(G.token, p.plain!, 1);
    await add(G.token, later, 1);
    await t.settleNotifications();
    await cart(G.token);
    const read = await t.statementsOf(() => cart(G.token));
    expect(read.statements).toHaveLength(1);
    expect(read.result.body.cartDetails.map((l: any) => l.productId)).toEqual([p.plain, later]);
    // A customer that never had a cart: the same one statement.
    const H = await createDealer(t);
    await t.settleNotifications();
    await cart(H.token);
    expect((await t.statementsOf(() => cart(H.token))).statements).toHaveLength(1);

    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', later).execute();
    await get(G.token, '/api/baskets/cart/total-item');
    const pruned = await t.statementsOf(() => cart(G.token));
    expect(pruned.statements).toHaveLength(2);
    expect(pruned.result.body.cartDetails.map((l: any) => l.productId)).toEqual([p.plain]);
    expect((await t.statementsOf(() => cart(G.token))).statements).toHaveLength(1);
  });

  it('no warehouse for the delivery country: after "not found", before the product’s own checks', async () => {
    const J = await createDealer(t, { countryCode: 'JP' });
    await restrict(J.customer.id);
    await createWarehouseTarget(t.db, cat.w1, { accepted: ['TR'] });
    try {
      expectError(await counted(J.token, p.hidden!, 1), 404, 'NOT_FOUND', 'en', { productId: p.hidden });
      expectError(await counted(J.token, p.noBasket!, 1), 400, 'NO_WAREHOUSE_FOR_DELIVERY', 'en', { country: 'JP' });
      expectError(await counted(J.token, p.plain!, 1, 'de'), 400, 'NO_WAREHOUSE_FOR_DELIVERY', 'de', { country: 'JP' });
      // The cart's delivery address decides, not the customer's country: a TR address is served.
      const tr = await createAddress(t.db, J.customer.id, { countryCode: 'TR', isDefault: false });
      await t.db.insertInto('carts').values({ customer_id: J.customer.id, delivery_address_id: tr.id }).execute();
      expect((await counted(J.token, p.plain!, 1)).status).toBe(204);
      expect(line(await cart(J.token), p.plain!).stock).toBe(10);
    } finally {
      await clearWarehouseTargets(t.db);
    }
  });
});

describe('reading the cart', () => {
  it('prices every line: cascading rates, expense, VAT and totals to the cent', async () => {
    await add(A.token, p.tyre!, 3);
    await add(A.token, p.battery!, 2);
    const res = await cart(A.token);
    const tyre = line(res, p.tyre!);
    // 123.4567 x 0.9 x 0.95 = 105.555... -> 105.56; 3 x 105.56 = 316.68; expense 7.50; VAT (324.18) x 0.2 = 64.84
    expect(tyre).toMatchObject({
      code: `tyre-${cat.tag}`,
      salePrice: '123.46',
      discountRates: ['10.00', '5.00'],
      discountedPrice: '105.56',
      expenseCostPrice: '7.50',
      lineTotal: '324.18',
      lineVat: '64.84',
      lineTotalWithVat: '389.02',
      vatRate: '20.00',
      stock: 15,
      stockText: '15',
      currencyText: 'TRY',
      paymentMethodCode: 'STANDARD',
      images: [{ url: '/img/t.jpg', order: 1 }],
      problem: null,
    });
    const battery = line(res, p.battery!);
    // 80 x 0.855 = 68.40; 2 x = 136.80; VAT 18% = 24.62
    expect(battery).toMatchObject({ discountedPrice: '68.40', lineTotal: '136.80', lineVat: '24.62', lineTotalWithVat: '161.42' });
    // plain: 100 x 0.855 = 85.50 x 3 = 256.50, VAT 51.30
    expect(res.body.cartSummary).toEqual({
      totalPrice: '830.38', // 370.38 + 160.00 + 300.00 (sale prices)
      totalDiscountedPrice: '709.98', // 316.68 + 136.80 + 256.50
      totalDiscountPrice: '120.40',
      totalExpenseCostPrice: '7.50',
      totalVatPrice: '140.76', // 64.84 + 24.62 + 51.30
      totalWithVatDiscountedPrice: '858.24', // 709.98 + 7.50 + 140.76
      currency: 'TRY',
      canPlaceOrder: true,
    });
    expect(res.body.customer).toEqual({ id: A.customer.id, name: A.customer.name, code: A.customer.code });
    expect(res.body.deliveryAddressId).toBe(A.address.id);
  });

  it('re-checks every line on read: flags changed after adding, stock gone, hidden lines deleted', async () => {
    const X = await createDealer(t);
    const ids = {
      hide: await createStockedProduct(t.db, {
        code: `H-${cat.tag}`,
        name: 'Later hidden',
        categoryId: cat.summer,
        listPrice: '10',
        detailIds: [detail.hidden],
        stocks: { [cat.w1]: 5 },
      }),
      basket: await createStockedProduct(t.db, {
        code: `B-${cat.tag}`,
        name: 'Later no basket',
        categoryId: cat.summer,
        listPrice: '10',
        detailIds: [detail.noBasket],
        stocks: { [cat.w1]: 5 },
      }),
      price: await createStockedProduct(t.db, {
        code: `P-${cat.tag}`,
        name: 'Later no price',
        categoryId: cat.summer,
        listPrice: '10',
        detailIds: [detail.noPrice],
        stocks: { [cat.w1]: 5 },
      }),
      stock: await createStockedProduct(t.db, {
        code: `S-${cat.tag}`,
        name: 'Later no stock',
        categoryId: cat.summer,
        listPrice: '10',
        detailIds: [detail.noStock],
        stocks: { [cat.w1]: 5 },
      }),
      min: await createStockedProduct(t.db, {
        code: `M-${cat.tag}`,
        name: 'Later min',
        categoryId: cat.summer,
        listPrice: '10',
        stocks: { [cat.w1]: 5 },
      }),
      gone: await createStockedProduct(t.db, {
        code: `G-${cat.tag}`,
        name: 'Later withdrawn',
        categoryId: cat.summer,
        listPrice: '10',
        stocks: { [cat.w1]: 5 },
      }),
    };
    for (const id of Object.values(ids)) expect((await add(X.token, id, 2)).status).toBe(204);
    await setAccess(t.db, X.customer.id, detail.hidden, { has_list: false });
    await setAccess(t.db, X.customer.id, detail.noBasket, { has_basket: false });
    await setAccess(t.db, X.customer.id, detail.noPrice, { show_price: false });
    await setAccess(t.db, X.customer.id, detail.noStock, { show_stock: false });
    await t.db.updateTable('products').set({ min_order_qty: 3 }).where('id', '=', ids.min).execute();
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', ids.gone).execute();
    await t.db.updateTable('stocks').set({ quantity: 1 }).where('product_id', '=', ids.stock).execute();

    const res = await cart(X.token, 'de');
    expect(res.body.cartDetails.map((l: any) => l.productId).sort()).toEqual([ids.basket, ids.price, ids.stock, ids.min].sort());
    expect(line(res, ids.basket).problem).toEqual({
      code: 'NOT_ORDERABLE',
      message: errorMessage('CART_PRODUCT_NOT_ORDERABLE', 'de', { name: 'Later no basket' }),
    });
    const price = line(res, ids.price);
    expect(price.problem.code).toBe('PRICE_ON_REQUEST');
    expect([price.salePrice, price.discountedPrice, price.lineTotal, price.lineVat, price.expenseCostPrice]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(price.discountRates).toEqual([]);
    expect(line(res, ids.min).problem.code).toBe('BELOW_MIN');
    const stock = line(res, ids.stock);
    expect(stock.problem).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: errorMessage('CART_INSUFFICIENT_STOCK_UNDISCLOSED', 'de', { name: 'Later no stock' }),
    });
    expect([stock.stock, stock.stockText]).toEqual([null, null]);
    expect(res.body.cartSummary.canPlaceOrder).toBe(false);
    // The price-on-request line is left out of the totals: 3 priced lines of 2 x 10.00.
    expect(res.body.cartSummary.totalPrice).toBe('60.00');
    // Hidden lines were deleted, not just left out.
    const rows = await t.db.selectFrom('cart_lines').select('product_id').where('product_id', 'in', [ids.hide, ids.gone]).execute();
    expect(rows).toEqual([]);
    expect((await get(X.token, '/api/baskets/cart/total-item')).body.totalItem).toBe(4);
  });

  it('an empty cart for a customer that never had one', async () => {
    const res = await cart(B.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: null,
      cartDetails: [],
      cartSummary: { totalPrice: '0.00', currency: null, canPlaceOrder: false },
    });
    expect((await get(B.token, '/api/baskets/simplified')).body).toEqual({ cartDetails: [], itemCount: 0 });
  });

  it("a product's name in the reader's language (ADR 0062): cart, simplified cart and the add's refusals", async () => {
    const Z = await createDealer(t);
    const id = await createStockedProduct(t.db, {
      code: `N-${cat.tag}`,
      name: 'Borbet Y 16 Gümüş',
      names: { de: 'Borbet Y 16 Silber', en: 'Borbet Y 16 Silver' },
      categoryId: cat.summer,
      listPrice: '10',
      stocks: { [cat.w1]: 3 },
    });
    expectError(await add(Z.token, id, 5, 'de'), 400, 'CART_INSUFFICIENT_STOCK', 'de', { name: 'Borbet Y 16 Silber', available: 3 });
    expect((await add(Z.token, id, 2)).status).toBe(204);
    const names = async (culture: string) => [
      line(await cart(Z.token, culture), id).name,
      (await get(Z.token, '/api/baskets/simplified', culture)).body.cartDetails[0].name,
    ];
    expect(await names('de')).toEqual(['Borbet Y 16 Silber', 'Borbet Y 16 Silber']);
    expect(await names('en')).toEqual(['Borbet Y 16 Silver', 'Borbet Y 16 Silver']);
    expect(await names('tr')).toEqual(['Borbet Y 16 Gümüş', 'Borbet Y 16 Gümüş']);
  });

  it('only stock in the warehouses serving the delivery country counts', async () => {
    const Y = await createDealer(t, { countryCode: 'DE' });
    const id = await createStockedProduct(t.db, {
      code: `R-${cat.tag}`,
      name: 'Routed',
      categoryId: cat.summer,
      listPrice: '10',
      stocks: { [cat.w1]: 3, [cat.w2]: 4 },
    });
    // A rule for the DE export: only w2 serves Germany (rules exist now, so TR would need its own).
    await createWarehouseTarget(t.db, cat.w2, { accepted: ['DE'], isExport: true });
    try {
      expectError(await add(Y.token, id, 5, 'tr'), 400, 'CART_INSUFFICIENT_STOCK', 'tr', { name: 'Routed', available: 4 });
      expect((await add(Y.token, id, 4)).status).toBe(204);
      expect(line(await cart(Y.token), id).stock).toBe(4);
    } finally {
      await clearWarehouseTargets(t.db);
    }
  });
});

describe('two customers side by side', () => {
  it('never see each other’s cart; everyone acting for a customer shares its cart', async () => {
    const C = await createDealer(t);
    const D = await createDealer(t);
    await add(C.token, p.plain!, 1);
    await add(D.token, p.battery!, 4);
    expect((await cart(C.token)).body.cartDetails.map((l: any) => l.productId)).toEqual([p.plain]);
    expect((await cart(D.token)).body.cartDetails.map((l: any) => l.productId)).toEqual([p.battery]);
    // D removing C's product touches nothing of C's.
    await t.call({ method: 'DELETE', url: `/api/baskets/cart/products/${p.plain}`, token: D.token });
    expect((await cart(C.token)).body.cartDetails).toHaveLength(1);
    // A salesman acting for C sees and edits C's cart.
    const s = await createSalesmanUser(t, [C.customer.id]);
    const res = await t.call({ method: 'GET', url: '/api/baskets/cart', token: s.token, customerId: C.customer.id });
    expect(res.body.cartDetails.map((l: any) => l.productId)).toEqual([p.plain]);
    // ... but not D's (not assigned): refused with 403 CUSTOMER_FORBIDDEN (design.md §4), nothing of D's in the answer.
    const other = await t.call({ method: 'GET', url: '/api/baskets/cart', token: s.token, customerId: D.customer.id, culture: 'en' });
    expectError(other, 403, 'CUSTOMER_FORBIDDEN', 'en');
    expect(JSON.stringify(other.body)).not.toContain(D.customer.id);
    // A second dealer user of C shares the cart.
    const role = await createRole(t.db, 'dealer', []);
    const u2 = await createUser(t.db, { roleId: role, userType: 'dealer', customerId: C.customer.id });
    const tok2 = (await signIn(t, u2.account_name)).token;
    expect((await cart(tok2)).body.id).toBe((await cart(C.token)).body.id);
  });
});

describe('removing', () => {
  it('removes one, many, or all (empty list); idempotent', async () => {
    const E = await createDealer(t);
    await add(E.token, p.plain!, 1);
    await add(E.token, p.tyre!, 1);
    await add(E.token, p.battery!, 1);
    const del = (payload: Record<string, unknown>) =>
      t.call({ method: 'DELETE', url: '/api/baskets/cart/products', token: E.token, payload });
    expect((await t.call({ method: 'DELETE', url: `/api/baskets/cart/products/${p.plain}`, token: E.token })).status).toBe(204);
    expect((await t.call({ method: 'DELETE', url: `/api/baskets/cart/products/${p.plain}`, token: E.token })).status).toBe(204);
    expect((await del({ productIds: [p.tyre] })).status).toBe(204);
    expect((await get(E.token, '/api/baskets/cart/total-item')).body.totalItem).toBe(1);
    expect((await del({ productIds: [] })).status).toBe(204);
    expect((await get(E.token, '/api/baskets/cart/total-item')).body.totalItem).toBe(0);
  });
});

describe('payment methods', () => {
  it('falls back to STANDARD, localised, when nothing is defined', async () => {
    const res = await get(A.token, `/api/baskets/paymentMethods/${cat.batteries}`, 'de');
    expect(res.body).toEqual([
      { code: 'STANDARD', name: 'Auf Rechnung', discountRate: '0.00', dueDays: 0, isOnlinePayment: false, isDefault: true },
    ]);
    expectError(await get(A.token, '/api/baskets/paymentMethods/99999999'), 404, 'NOT_FOUND', 'en');
  });

  it('offers the category’s (or nearest ancestor’s) methods, default first, and applies one to the category’s lines', async () => {
    const F = await createDealer(t);
    await setDiscountRates(t.db, F.customer.id, ['10']);
    await createOrderParameter(t.db, {
      categoryId: cat.tyres,
      code: 'CASH',
      names: { en: 'Cash', tr: 'Peşin' },
      discountRate: '2',
      sortOrder: 1,
    });
    await createOrderParameter(t.db, {
      categoryId: cat.tyres,
      code: 'TERM60',
      names: { en: '60 days' },
      dueDays: 60,
      isDefault: true,
      sortOrder: 2,
    });
    await createOrderParameter(t.db, { categoryId: cat.tyres, code: 'OLD', isActive: false });
    const res = await get(F.token, `/api/baskets/paymentMethods/${cat.summer}`);
    expect(res.body.map((m: any) => m.code)).toEqual(['TERM60', 'CASH']);
    expect(res.body[1]).toEqual({ code: 'CASH', name: 'Cash', discountRate: '2.00', dueDays: 0, isOnlinePayment: false, isDefault: false });

    await add(F.token, p.plain!, 1);
    await add(F.token, p.battery!, 1);
    let c = await cart(F.token);
    expect(line(c, p.plain!).paymentMethodCode).toBe('TERM60');
    expect(line(c, p.battery!).paymentMethodCode).toBe('STANDARD');

    const apply = (categoryId: number, paymentMethodCode: string) =>
      t.call({
        method: 'PUT',
        url: '/api/baskets/cart/apply-payment-method',
        token: F.token,
        culture: 'en',
        payload: { categoryId, paymentMethodCode },
      });
    expectError(await apply(cat.tyres, 'NOPE'), 400, 'PAYMENT_METHOD_NOT_OFFERED', 'en', { code: 'NOPE' });
    expectError(await apply(cat.tyres, 'OLD'), 400, 'PAYMENT_METHOD_NOT_OFFERED', 'en', { code: 'OLD' });
    expect((await apply(cat.tyres, 'cash')).status).toBe(204);
    c = await cart(F.token);
    // 100 x 0.9 x 0.98 = 88.20
    expect(line(c, p.plain!)).toMatchObject({ paymentMethodCode: 'CASH', discountRates: ['10.00', '2.00'], discountedPrice: '88.20' });
    expect(line(c, p.battery!)).toMatchObject({ paymentMethodCode: 'STANDARD', discountRates: ['10.00'] });
    expectError(await apply(99999999, 'CASH'), 404, 'NOT_FOUND', 'en');
    await t.db.deleteFrom('order_parameters').execute();
  });
});

describe('permissions', () => {
  it('anonymous 401; staff without a customer 400; a staff picking an unrelated customer is refused', async () => {
    expect((await t.call({ method: 'GET', url: '/api/baskets/cart' })).status).toBe(401);
    const staffRole = await createRole(t.db, 'staff', []);
    const staff = await createUser(t.db, { roleId: staffRole, userType: 'staff' });
    const tok = (await signIn(t, staff.account_name)).token;
    expectError(await t.call({ method: 'GET', url: '/api/baskets/cart', token: tok }), 400, 'CUSTOMER_REQUIRED');
    const other = await createCustomer(t.db);
    const res = await t.call({ method: 'GET', url: '/api/baskets/cart', token: tok, customerId: other.id });
    expect(res.status).toBe(403);
    // A dealer is pinned to its own customer: asking for another one is refused (design.md §4), not
    // silently answered with its own cart; its own id in the header is fine.
    const pinned = await t.call({ method: 'GET', url: '/api/baskets/cart', token: A.token, customerId: B.customer.id, culture: 'de' });
    expectError(pinned, 403, 'CUSTOMER_FORBIDDEN', 'de');
    const own = await t.call({ method: 'GET', url: '/api/baskets/cart', token: A.token, customerId: A.customer.id });
    expect(own.status).toBe(200);
    expect(own.body.customer.id).toBe(A.customer.id);
  });

  it('unused address helper keeps the default', async () => {
    const extra = await createAddress(t.db, B.customer.id, { isDefault: false });
    expect(extra.code).toBeTruthy();
  });
});

/**
 * Every basket call (spec endpoints.tsv "basket", auth rule `customer`) refuses the same callers the same
 * way: anonymous 401; a customer it may not act for 403 CUSTOMER_FORBIDDEN (a dealer is pinned to its own
 * customer, a salesman to his assigned ones, staff need `customer.select`); no customer at all 400
 * CUSTOMER_REQUIRED. Who is asking is settled before the input is read, so a refused caller never learns
 * whether its input was valid.
 */
type Request = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };
const basketCalls: Array<{ name: string; request: () => Request }> = [
  { name: 'GET /api/baskets/cart', request: () => ({ method: 'GET', url: '/api/baskets/cart' }) },
  { name: 'GET /api/baskets/simplified', request: () => ({ method: 'GET', url: '/api/baskets/simplified' }) },
  { name: 'GET /api/baskets/cart/total-item', request: () => ({ method: 'GET', url: '/api/baskets/cart/total-item' }) },
  {
    name: 'POST /api/baskets/cart/products',
    request: () => ({ method: 'POST', url: '/api/baskets/cart/products', payload: { productId: p.plain!, quantity: 1 } }),
  },
  {
    name: 'DELETE /api/baskets/cart/products',
    request: () => ({ method: 'DELETE', url: '/api/baskets/cart/products', payload: { productIds: [p.plain!] } }),
  },
  {
    name: 'DELETE /api/baskets/cart/products/{productId}',
    request: () => ({ method: 'DELETE', url: `/api/baskets/cart/products/${p.plain}` }),
  },
  {
    name: 'GET /api/baskets/paymentMethods/{categoryId}',
    request: () => ({ method: 'GET', url: `/api/baskets/paymentMethods/${cat.tyres}` }),
  },
  {
    name: 'PUT /api/baskets/cart/apply-payment-method',
    request: () => ({
      method: 'PUT',
      url: '/api/baskets/cart/apply-payment-method',
      payload: { categoryId: cat.tyres, paymentMethodCode: 'STANDARD' },
    }),
  },
  {
    name: 'POST /api/baskets/place-order',
    request: () => ({ method: 'POST', url: '/api/baskets/place-order', payload: { customerAddressCode: victim.address.code } }),
  },
];
const cultures = ['tr', 'de', 'en'] as const;

let victim: Awaited<ReturnType<typeof createDealer>>;
const callers = {} as Record<'staffBare' | 'staffSelect' | 'salesman', string>;

describe('permissions on every basket call', () => {
  beforeAll(async () => {
    // The customer everyone else tries to act for, with a line in its cart to prove nothing is touched.
    victim = await createDealer(t);
    expect((await add(victim.token, p.plain!, 2)).status).toBe(204);
    const staff = async (codes: string[]) =>
      (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', codes), userType: 'staff' })).account_name)).token;
    callers.staffBare = await staff([]);
    callers.staffSelect = await staff(['customer.select']);
    // A salesman with a customer of his own, but not the victim.
    callers.salesman = (await createSalesmanUser(t, [A.customer.id])).token;
  });

  describe.each(basketCalls)('$name', ({ request }) => {
    const send = (opts: { token?: string; customerId?: string; culture: string }) => t.call({ ...request(), ...opts });

    it('anonymous: 401', async () => {
      for (const culture of cultures) expectError(await send({ culture }), 401, 'UNAUTHORIZED', culture);
      expectError(await send({ token: 'not-a-token', culture: 'en' }), 401, 'UNAUTHORIZED', 'en');
    });

    it('a dealer sending another customer’s x-customer-id: 403 (pinned to its own)', async () => {
      for (const culture of cultures)
        expectError(await send({ token: A.token, customerId: victim.customer.id, culture }), 403, 'CUSTOMER_FORBIDDEN', culture);
      // Not a customer id at all, or a customer that does not exist: the same answer.
      expectError(await send({ token: A.token, customerId: 'not-a-uuid', culture: 'en' }), 403, 'CUSTOMER_FORBIDDEN', 'en');
      expectError(
        await send({ token: A.token, customerId: '00000000-0000-4000-8000-000000000000', culture: 'en' }),
        403,
        'CUSTOMER_FORBIDDEN',
        'en',
      );
    });

    it('a salesman for a customer not assigned to him: 403', async () => {
      for (const culture of cultures)
        expectError(await send({ token: callers.salesman, customerId: victim.customer.id, culture }), 403, 'CUSTOMER_FORBIDDEN', culture);
    });

    it('a staff user without customer selection (customer.select) picking a customer: 403', async () => {
      for (const culture of cultures)
        expectError(await send({ token: callers.staffBare, customerId: victim.customer.id, culture }), 403, 'CUSTOMER_FORBIDDEN', culture);
    });

    it('a staff user with no customer selected: 400 with a message, with or without customer.select', async () => {
      for (const culture of cultures) {
        expectError(await send({ token: callers.staffSelect, culture }), 400, 'CUSTOMER_REQUIRED', culture);
        expectError(await send({ token: callers.staffBare, culture }), 400, 'CUSTOMER_REQUIRED', culture);
      }
      // A salesman who picked nobody is asked the same.
      expectError(await send({ token: callers.salesman, culture: 'de' }), 400, 'CUSTOMER_REQUIRED', 'de');
    });

    it('a staff user with customer.select picking an inactive or unknown customer: 403', async () => {
      const inactive = await createCustomer(t.db, { is_active: false });
      expectError(await send({ token: callers.staffSelect, customerId: inactive.id, culture: 'tr' }), 403, 'CUSTOMER_FORBIDDEN', 'tr');
      expectError(await send({ token: callers.staffSelect, customerId: 'not-a-uuid', culture: 'en' }), 403, 'CUSTOMER_FORBIDDEN', 'en');
    });
  });

  it('none of the refused calls touched the other customer’s cart or placed an order for it', async () => {
    const res = await cart(victim.token);
    expect(res.body.cartDetails.map((l: any) => [l.productId, l.quantity, l.paymentMethodCode])).toEqual([[p.plain, 2, 'STANDARD']]);
    const transactions = await t.db.selectFrom('order_transactions').select('id').where('customer_id', '=', victim.customer.id).execute();
    expect(transactions).toEqual([]);
  });

  it('staff with customer.select acting for a customer may use every call, on that customer’s cart', async () => {
    const C = await createDealer(t);
    const as = (r: Request) => t.call({ ...r, token: callers.staffSelect, customerId: C.customer.id, culture: 'en' });
    const [getCart, simplified, total, addLine, removeMany, removeOne, methods, apply, place] = basketCalls.map((c) => c.request());
    expect((await as(addLine!)).status).toBe(204);
    const read = await as(getCart!);
    expect(read.status).toBe(200);
    expect(read.body.customer.id).toBe(C.customer.id);
    expect(read.body.cartDetails.map((l: any) => l.productId)).toEqual([p.plain]);
    expect((await as(simplified!)).body.itemCount).toBe(1);
    expect((await as(total!)).body).toEqual({ totalItem: 1 });
    expect((await as(methods!)).status).toBe(200);
    expect((await as(apply!)).status).toBe(204);
    expect((await as(removeOne!)).status).toBe(204);
    expect((await as(total!)).body).toEqual({ totalItem: 0 });
    await as(addLine!);
    expect((await as(removeMany!)).status).toBe(204);
    expect((await as(total!)).body).toEqual({ totalItem: 0 });
    // The dealer's own view is the same cart.
    await as(addLine!);
    expect((await get(C.token, '/api/baskets/cart/total-item')).body).toEqual({ totalItem: 1 });
    const placed = await as({ ...place!, payload: { customerAddressCode: C.address.code } });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ status: 'InQueue', errorMessage: null, createdOrders: [] });
  });
});

/**
 * Bad input on every basket call that takes any: a localised 400 VALIDATION_FAILED naming the field, in
 * tr, de and en. (An empty productIds list is not bad input: it is the clear-cart call, spec 01 §7.)
 */
describe('bad input on every basket call', () => {
  const long = (n: number) => 'x'.repeat(n);
  const cases: Array<{ name: string; request: () => Request; field: string }> = [
    // POST cart/products
    ...(
      [
        ['a non-numeric productId', { productId: 'x', quantity: 1 }, 'productId'],
        ['a negative productId', { productId: -1, quantity: 1 }, 'productId'],
        ['a zero productId', { productId: 0, quantity: 1 }, 'productId'],
        ['a fractional productId', { productId: 1.5, quantity: 1 }, 'productId'],
        ['a productId beyond the id range', { productId: 2147483648, quantity: 1 }, 'productId'],
        ['no productId', { quantity: 1 }, 'productId'],
        ['a zero quantity', { productId: 1, quantity: 0 }, 'quantity'],
        ['a negative quantity', { productId: 1, quantity: -3 }, 'quantity'],
        ['a fractional quantity', { productId: 1, quantity: 1.5 }, 'quantity'],
        ['a huge quantity', { productId: 1, quantity: 100001 }, 'quantity'],
        ['a non-numeric quantity', { productId: 1, quantity: 'many' }, 'quantity'],
        ['no quantity', { productId: 1 }, 'quantity'],
      ] as const
    ).map(([what, payload, field]) => ({
      name: `POST cart/products: ${what}`,
      request: (): Request => ({ method: 'POST', url: '/api/baskets/cart/products', payload }),
      field,
    })),
    // DELETE cart/products
    ...(
      [
        ['no productIds', {}, 'productIds'],
        ['productIds not a list', { productIds: 5 }, 'productIds'],
        ['a non-numeric id in productIds', { productIds: [1, 'x'] }, 'productIds.1'],
        ['a zero id in productIds', { productIds: [0] }, 'productIds.0'],
        ['a negative id in productIds', { productIds: [-7] }, 'productIds.0'],
        ['more than 1000 productIds', { productIds: Array.from({ length: 1001 }, (_, i) => i + 1) }, 'productIds'],
      ] as const
    ).map(([what, payload, field]) => ({
      name: `DELETE cart/products: ${what}`,
      request: (): Request => ({ method: 'DELETE', url: '/api/baskets/cart/products', payload: payload as Record<string, unknown> }),
      field,
    })),
    // Path ids
    ...['x', '0', '-1', '1.5', '2147483648'].flatMap((id) => [
      {
        name: `DELETE cart/products/${id}`,
        request: (): Request => ({ method: 'DELETE', url: `/api/baskets/cart/products/${id}` }),
        field: 'productId',
      },
      {
        name: `GET paymentMethods/${id}`,
        request: (): Request => ({ method: 'GET', url: `/api/baskets/paymentMethods/${id}` }),
        field: 'categoryId',
      },
    ]),
    // PUT apply-payment-method
    ...(
      [
        ['no categoryId', { paymentMethodCode: 'STANDARD' }, 'categoryId'],
        ['a non-numeric categoryId', { categoryId: 'tyres', paymentMethodCode: 'STANDARD' }, 'categoryId'],
        ['a zero categoryId', { categoryId: 0, paymentMethodCode: 'STANDARD' }, 'categoryId'],
        ['no paymentMethodCode', { categoryId: 1 }, 'paymentMethodCode'],
        ['an empty paymentMethodCode', { categoryId: 1, paymentMethodCode: '' }, 'paymentMethodCode'],
        ['a blank paymentMethodCode', { categoryId: 1, paymentMethodCode: '   ' }, 'paymentMethodCode'],
        ['a paymentMethodCode too long', { categoryId: 1, paymentMethodCode: long(51) }, 'paymentMethodCode'],
      ] as const
    ).map(([what, payload, field]) => ({
      name: `PUT apply-payment-method: ${what}`,
      request: (): Request => ({ method: 'PUT', url: '/api/baskets/cart/apply-payment-method', payload }),
      field,
    })),
    // No body at all where one is expected.
    ...(
      [
        ['POST', '/api/baskets/cart/products'],
        ['DELETE', '/api/baskets/cart/products'],
        ['PUT', '/api/baskets/cart/apply-payment-method'],
        ['POST', '/api/baskets/place-order'],
      ] as const
    ).map(([method, url]) => ({ name: `${method} ${url}: no body`, request: (): Request => ({ method, url }), field: 'body' })),
    // POST place-order
    ...(
      [
        ['no customerAddressCode', { note: 'x' }, 'customerAddressCode'],
        ['an empty customerAddressCode', { customerAddressCode: '' }, 'customerAddressCode'],
        ['a blank customerAddressCode', { customerAddressCode: '  ' }, 'customerAddressCode'],
        ['a customerAddressCode too long', { customerAddressCode: long(51) }, 'customerAddressCode'],
        ['a note too long', { customerAddressCode: 'MAIN', note: long(1001) }, 'note'],
        ['an idempotencyKey too short', { customerAddressCode: 'MAIN', idempotencyKey: 'short' }, 'idempotencyKey'],
        ['a numeric customerAddressCode', { customerAddressCode: 12 }, 'customerAddressCode'],
      ] as const
    ).map(([what, payload, field]) => ({
      name: `POST place-order: ${what}`,
      request: (): Request => ({ method: 'POST', url: '/api/baskets/place-order', payload }),
      field,
    })),
  ];

  it.each(cases)('$name: localised 400', async ({ request, field }) => {
    for (const culture of cultures) {
      const res = await t.call({ ...request(), token: A.token, culture });
      expect(res.status, `${culture}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      // the field by the name a person knows, or the problem alone (details.fields names it for developers)
      const label = fieldLabel(field, culture);
      const prefix = `${errorMessage('VALIDATION_FAILED', culture)} ${label ? `${label}: ` : ''}`;
      expect(res.body.message.startsWith(prefix), res.body.message).toBe(true);
      expect(res.body.message.length).toBeGreaterThan(prefix.length);
      expect(res.body.details.fields.map((f: any) => f.field)).toContain(field);
    }
  });

  it('a body that is not JSON: localised 400 BAD_REQUEST', async () => {
    for (const culture of cultures) {
      const garbled = await t.call({
        method: 'POST',
        url: '/api/baskets/cart/products',
        token: A.token,
        culture,
        headers: { 'content-type': 'application/json' },
        payload: '{"productId": 1,',
      });
      expectError(garbled, 400, 'BAD_REQUEST', culture);
      const form = await t.call({
        method: 'POST',
        url: '/api/baskets/place-order',
        token: A.token,
        culture,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'customerAddressCode=MAIN',
      });
      expectError(form, 400, 'BAD_REQUEST', culture);
    }
  });

  it('the largest quantity the schema takes reaches the stock check instead', async () => {
    expectError(await add(A.token, p.plain!, 100000, 'de'), 400, 'CART_INSUFFICIENT_STOCK', 'de', { name: 'Product plain', available: 15 });
  });

  it('none of the bad input changed the cart', async () => {
    const before = (await cart(A.token)).body.cartDetails.map((l: any) => [l.productId, l.quantity]);
    for (const c of cases.slice(0, 3)) await t.call({ ...c.request(), token: A.token });
    expect((await cart(A.token)).body.cartDetails.map((l: any) => [l.productId, l.quantity])).toEqual(before);
  });
});

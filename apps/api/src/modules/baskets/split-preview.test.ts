import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer, createOrderParameter } from '../../../test/cart-factories';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { cartCalls, productMaker } from '../../../test/ordering-fixture';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
const { add, place, status } = cartCalls(() => t);
const product = productMaker(
  () => t,
  () => cat,
);
const preview = (token: string, query = '', opts: { customerId?: string; culture?: string } = {}) =>
  t.call({ method: 'GET', url: `/api/baskets/cart/split-preview${query}`, token, ...opts });

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
});
afterAll(() => t?.close());

/** The preview's documents in the shape compared with the created orders. */
const previewed = (body: any) =>
  body.documents.map((d: any) => ({
    paymentMethod: d.paymentMethod.code,
    lines: d.lines.map((l: any) => ({
      productId: l.productId,
      quantity: l.quantity,
      warehouses: l.warehouses.map((w: any) => ({ code: w.warehouseCode, name: w.warehouseName, quantity: w.quantity })),
    })),
    totals: { gross: d.totals.gross, net: d.totals.net, expense: d.totals.expense, vat: d.totals.vat, total: d.totals.total },
  }));

/** Places the cart, runs the job and reads back its documents through GET /api/orders/{docNumber}. */
async function placeAndRead(token: string, addressCode: string) {
  const placed = await place(token, { customerAddressCode: addressCode });
  expect(placed.status).toBe(200);
  await t.app.jobs.drain();
  const done = await status(token, placed.body.transactionId);
  expect(done.body.status).toBe('Completed');
  const docs = [];
  for (const created of done.body.createdOrders) {
    const d = (await t.call({ method: 'GET', url: `/api/orders/${created.docNumber}`, token })).body;
    docs.push({
      paymentMethod: d.paymentMethodCode,
      lines: d.orderItems.map((i: any) => ({
        productId: i.productId,
        quantity: i.quantity,
        warehouses: i.orders.map((o: any) => ({ code: o.warehouseCode, name: o.warehouseName, quantity: o.quantity })),
      })),
      totals: {
        gross: d.totalGrossAmount,
        net: d.totalAmountWithoutTax,
        expense: d.totalExpenseAmount,
        vat: d.totalTaxAmount,
        total: d.totalAmount,
      },
    });
  }
  return docs;
}

describe('split preview: the same split as the order job', () => {
  it('one warehouse holds it all, a line split over two, a line whole from the second warehouse', async () => {
    const D = await createDealer(t);
    const whole = await product();
    const split = await product({ expenseCost: '1.2500' });
    const second = await product({ stocks: { [cat.w1]: 2, [cat.w2]: 5 } });
    await add(D.token, whole, 3);
    await add(D.token, split, 12);
    await add(D.token, second, 4);
    const res = await preview(D.token, `?customerAddressCode=${D.address.code}`);
    expect(res.status).toBe(200);
    expect(res.body.customerAddressCode).toBe(D.address.code);
    expect(res.body.shortLines).toEqual([]);
    expect(res.body.warehouses.map((w: any) => w.code)).toEqual(expect.arrayContaining([cat.w1, cat.w2]));
    expect(previewed(res.body)[0].lines.map((l: any) => l.warehouses.map((w: any) => [w.code, w.quantity]))).toEqual([
      [[cat.w1, 3]],
      [
        [cat.w1, 10],
        [cat.w2, 2],
      ],
      [[cat.w2, 4]],
    ]);
    // Without an address: the customer's (only) address, the same answer.
    expect((await preview(D.token)).body).toEqual(res.body);
    expect(await placeAndRead(D.token, D.address.code)).toEqual(previewed(res.body));
  });

  it('two payment methods: one document each, in the order the methods first appear, with their totals', async () => {
    const D = await createDealer(t);
    await createOrderParameter(t.db, { categoryId: cat.tyres, code: `CASH${cat.tag}`, names: { tr: 'Peşin' }, isOnline: true });
    await createOrderParameter(t.db, {
      categoryId: cat.tyres,
      code: `TERM${cat.tag}`,
      names: { tr: 'Vadeli' },
      dueDays: 30,
      isDefault: true,
    });
    const battery = await product({ categoryId: cat.batteries, listPrice: '80', vatRate: '18' });
    const tyre = await product({ listPrice: '55.5555' });
    const tyre2 = await product();
    await add(D.token, battery, 2);
    await add(D.token, tyre, 1);
    await add(D.token, tyre2, 11);
    await t.call({
      method: 'PUT',
      url: '/api/baskets/cart/apply-payment-method',
      token: D.token,
      payload: { categoryId: cat.tyres, paymentMethodCode: `CASH${cat.tag}` },
    });
    const res = await preview(D.token);
    expect(res.status).toBe(200);
    expect(res.body.documents).toHaveLength(2);
    expect(res.body.documents[1].paymentMethod).toEqual({ code: `CASH${cat.tag}`, name: 'Peşin' });
    expect(res.body.documents[1].lines.map((l: any) => l.productId)).toEqual([tyre, tyre2]);
    expect(await placeAndRead(D.token, D.address.code)).toEqual(previewed(res.body));
  });

  it('a line the warehouses no longer cover is listed short, the others still split; place-order refuses the cart', async () => {
    const D = await createDealer(t);
    const ok = await product();
    const gone = await product();
    const after = await product();
    await add(D.token, ok, 2);
    await add(D.token, gone, 6);
    await add(D.token, after, 13);
    await t.db.updateTable('stocks').set({ quantity: 1 }).where('product_id', '=', gone).execute();
    const res = await preview(D.token);
    expect(res.status).toBe(200);
    expect(res.body.shortLines).toEqual([{ productId: gone, requested: 6, available: 2 }]);
    expect(res.body.documents[0].lines.map((l: any) => [l.productId, l.warehouses.map((w: any) => w.quantity)])).toEqual([
      [ok, [2]],
      [gone, []],
      [after, [10, 3]],
    ]);
    // Reads only: nothing was reserved.
    const stock = await t.db.selectFrom('stocks').select('quantity').where('product_id', '=', after).orderBy('warehouse_code').execute();
    expect(stock.map((s) => s.quantity)).toEqual([10, 5]);
    expectError(await place(D.token, { customerAddressCode: D.address.code }, { culture: 'en' }), 400, 'CART_HAS_PROBLEMS', 'en');
  });
});

describe('split preview: access and input', () => {
  it('needs a signed-in caller and a customer; another customer is 403, another customer’s address is unknown', async () => {
    expect((await t.call({ method: 'GET', url: '/api/baskets/cart/split-preview' })).status).toBe(401);
    const staff = await createUser(t.db, { roleId: await createRole(t.db, 'staff', []), userType: 'staff' });
    const tok = (await signIn(t, staff.account_name)).token;
    expectError(await preview(tok), 400, 'CUSTOMER_REQUIRED');
    const D = await createDealer(t);
    await add(D.token, await product(), 1);
    const other = await createCustomer(t.db);
    expect((await preview(tok, '', { customerId: other.id })).status).toBe(403);
    const E = await createDealer(t);
    const leak = await preview(E.token, `?customerAddressCode=${D.address.code}`, { culture: 'de' });
    expectError(leak, 400, 'UNKNOWN_DELIVERY_ADDRESS', 'de', { code: D.address.code });
    expect(JSON.stringify(leak.body)).not.toContain(D.customer.id);
    // Another dealer's preview shows its own (empty) cart, never D's lines.
    expect((await preview(E.token)).body.documents).toEqual([]);
  });

  it.each(['tr', 'de', 'en'] as const)('an empty or overlong address code is 400 (%s)', async (culture) => {
    const D = await createDealer(t);
    for (const code of ['', 'X'.repeat(51)]) {
      const res = await preview(D.token, `?customerAddressCode=${code}`, { culture });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

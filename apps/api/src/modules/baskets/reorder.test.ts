import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer } from '../../../test/cart-factories';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { cartCalls, dealerWithCompletedOrder, productMaker } from '../../../test/ordering-fixture';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
const { add } = cartCalls(() => t);
const product = productMaker(
  () => t,
  () => cat,
);
const reorder = (token: string, payload: object, opts: { customerId?: string; culture?: string } = {}) =>
  t.call({ method: 'POST', url: '/api/baskets/cart/reorder', token, payload, ...opts });
const cartLines = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/baskets/cart', token })).body.cartDetails.map((l: any) => [l.productId, l.quantity]);

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
});
afterAll(() => t?.close());

const dealerWithOrder = (lines: Array<[number, number]>) => dealerWithCompletedOrder(t, lines);

describe('order again', () => {
  it('puts the order into the cart at today’s prices, on top of the cart, and says per product what could not go in', async () => {
    const kept = await product();
    const capped = await product({ maxOrderQty: 3 });
    const hidden = await product();
    const sold = await product();
    const D = await dealerWithOrder([
      [kept, 2],
      [capped, 2],
      [hidden, 1],
      [sold, 4],
    ]);
    expect(await cartLines(D.token)).toEqual([]);
    // since the order: a price change, a product taken off the catalogue, another sold out, one already in the cart
    await t.db.updateTable('products').set({ list_price: '120' }).where('id', '=', kept).execute();
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', hidden).execute();
    await t.db.updateTable('stocks').set({ quantity: 0 }).where('product_id', '=', sold).execute();
    await add(D.token, capped, 2);

    const res = await reorder(D.token, { docNumber: D.docNumber }, { culture: 'en' });
    expect(res.status).toBe(200);
    const by = new Map(res.body.lines.map((l: any) => [l.productId, l]));
    expect(by.get(kept)).toMatchObject({ added: true, quantity: 2, code: null, message: null });
    // 2 in the cart + 2 ordered is over the maximum of 3
    expect(by.get(capped)).toMatchObject({
      added: false,
      code: 'CART_QUANTITY_ABOVE_MAX',
      message: errorMessage('CART_QUANTITY_ABOVE_MAX', 'en', { name: (by.get(capped) as any).productName, max: 3 }),
    });
    // hidden now: "not found", its price never shown
    expect(by.get(hidden)).toMatchObject({ added: false, code: 'NOT_FOUND' });
    expect(JSON.stringify(by.get(hidden))).not.toMatch(/price/i);
    expect((by.get(sold) as any).added).toBe(false);
    expect((by.get(sold) as any).code).toMatch(/^CART_INSUFFICIENT_STOCK/);
    expect(new Map(await cartLines(D.token))).toEqual(
      new Map([
        [capped, 2],
        [kept, 2],
      ]),
    );
    // at today's price
    const cart = (await t.call({ method: 'GET', url: '/api/baskets/cart', token: D.token })).body;
    expect(cart.cartDetails.find((l: any) => l.productId === kept).salePrice).toMatch(/^120/);
  });

  it('the chosen lines only; a line twice in the cart adds up', async () => {
    const a = await product();
    const b = await product();
    const D = await dealerWithOrder([
      [a, 1],
      [b, 3],
    ]);
    const order = (await t.call({ method: 'GET', url: `/api/orders/${D.docNumber}`, token: D.token })).body;
    const lineOfB = order.orderItems.find((i: any) => i.productId === b).id;
    expect((await reorder(D.token, { docNumber: D.docNumber, lineIds: [lineOfB] })).body.lines.map((l: any) => l.productId)).toEqual([b]);
    await reorder(D.token, { docNumber: D.docNumber, lineIds: [lineOfB] });
    expect(await cartLines(D.token)).toEqual([[b, 6]]);
  });

  it('401 anonymous; another customer’s order is 404 (never a word of it); staff without a customer 400; bad input 400 in tr/de/en', async () => {
    const p = await product();
    const D = await dealerWithOrder([[p, 1]]);
    const E = await createDealer(t);
    expect((await t.call({ method: 'POST', url: '/api/baskets/cart/reorder', payload: { docNumber: D.docNumber } })).status).toBe(401);
    const other = await reorder(E.token, { docNumber: D.docNumber }, { culture: 'de' });
    expectError(other, 404, 'NOT_FOUND', 'de');
    expect(JSON.stringify(other.body)).not.toContain(String(p));
    expect(await cartLines(E.token)).toEqual([]);
    // staff acting for another customer may not order its past order into this one's cart
    const role = await createRole(t.db, 'staff', ['customer.select']);
    const staff = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
    expectError(await reorder(staff, { docNumber: D.docNumber }), 400, 'CUSTOMER_REQUIRED');
    const third = await createCustomer(t.db);
    expectError(await reorder(staff, { docNumber: D.docNumber }, { customerId: third.id }), 404, 'NOT_FOUND');
    for (const culture of ['tr', 'de', 'en'] as const) {
      for (const payload of [
        {},
        { docNumber: '' },
        { docNumber: D.docNumber, lineIds: ['not-a-line'] as never },
        { docNumber: D.docNumber, lineIds: [] },
      ]) {
        const res = await reorder(D.token, payload, { culture });
        expect(res.status, JSON.stringify(payload)).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
      }
    }
    // a line of another order: 404, nothing added
    expectError(await reorder(D.token, { docNumber: D.docNumber, lineIds: [2147483000] }), 404, 'NOT_FOUND');
    expect(await cartLines(D.token)).toEqual([]);
    // staff acting for the order's customer: into that customer's cart
    expect((await reorder(staff, { docNumber: D.docNumber }, { customerId: D.customer.id })).status).toBe(200);
    expect(await cartLines(D.token)).toEqual([[p, 1]]);
  });
});

import { type createCartCatalogue, createDealer, createStockedProduct } from './cart-factories';
import { createUser, signIn, type TestApp } from './harness';

/**
 * What the cart, place-order and order tests set up again and again: the calls a signed-in caller makes,
 * a user signed in, a stocked product, a dealer whose cart went to place-order.
 */

/** A user created and signed in: its id and access token. */
export async function signedInUser(t: TestApp, opts: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.db, opts);
  return { id: user.id, token: (await signIn(t, user.account_name)).token };
}

/** The cart and place-order calls of the test app `app()` (a getter: the app is built in beforeAll). */
export function cartCalls(app: () => TestApp) {
  const t = { call: (opts: Parameters<TestApp['call']>[0]) => app().call(opts) };
  return {
    add: (token: string, productId: number, quantity: number, opts: { customerId?: string; culture?: string } = {}) =>
      t.call({ method: 'POST', url: '/api/baskets/cart/products', token, ...opts, payload: { productId, quantity } }),
    place: (
      token: string,
      body: Record<string, unknown>,
      opts: { customerId?: string; culture?: string; headers?: Record<string, string> } = {},
    ) => t.call({ method: 'POST', url: '/api/baskets/place-order', token, payload: body, ...opts }),
    status: (token: string, transactionId: string, culture = 'en') =>
      t.call({ method: 'GET', url: `/api/orders/transaction/${transactionId}/status`, token, culture }),
    /** How many lines the caller's cart holds (GET total-item). */
    totalItems: async (token: string): Promise<number> =>
      (await t.call({ method: 'GET', url: '/api/baskets/cart/total-item', token })).body.totalItem,
  };
}

/**
 * Stocked products of a cart catalogue, numbered: `Product <n>` at 100 with 10 + 5 in the two warehouses
 * unless told otherwise. `last()` names the latest one (error messages name it).
 */
export function productMaker(app: () => TestApp, cat: () => Awaited<ReturnType<typeof createCartCatalogue>>) {
  let n = 0;
  const make = (extra: Partial<Parameters<typeof createStockedProduct>[1]> = {}) => {
    const c = cat();
    n++;
    return createStockedProduct(app().db, {
      code: `P${n}-${c.tag}`,
      name: `Product ${n}`,
      categoryId: c.summer,
      listPrice: '100',
      stocks: { [c.w1]: 10, [c.w2]: 5 },
      ...extra,
    });
  };
  /** The name of the latest product, or of the one `back` products before it. */
  return Object.assign(make, { last: (back = 0) => `Product ${n - back}` });
}

/** A new dealer with `quantity` of a new product in its cart, sent to place-order (InQueue, not yet run). */
export async function dealerWithPlacedCart(t: TestApp, product: () => Promise<number>, quantity: number) {
  const { add, place } = cartCalls(() => t);
  const dealer = await createDealer(t);
  const productId = await product();
  await add(dealer.token, productId, quantity);
  const placed = await place(dealer.token, { customerAddressCode: dealer.address.code });
  return { dealer, productId, transactionId: placed.body.transactionId as string, placed };
}

/** A new dealer with a completed order of `lines` (product, quantity) and its cart empty again, with the order's number. */
export async function dealerWithCompletedOrder(t: TestApp, lines: Array<[number, number]>) {
  const { add, place, status } = cartCalls(() => t);
  const dealer = await createDealer(t);
  for (const [p, q] of lines) {
    const added = await add(dealer.token, p, q);
    if (added.status !== 204) throw new Error(`adding product ${p} answered ${added.status}`);
  }
  const placed = await place(dealer.token, { customerAddressCode: dealer.address.code });
  if (placed.status !== 200) throw new Error(`place-order answered ${placed.status}`);
  await t.app.jobs.drain();
  const done = await status(dealer.token, placed.body.transactionId);
  if (done.body.status !== 'Completed') throw new Error(`the order ended ${done.body.status}`);
  return { ...dealer, docNumber: done.body.createdOrders[0].docNumber as string };
}

import { randomUUID } from 'node:crypto';
import { errorMessage, LIST_MAX_LINES } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer, createSalesmanUser } from '../../../test/cart-factories';
import { createProperty, createPropertyDetail, setAccess } from '../../../test/catalog-factories';
import { createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { cartCalls, dealerWithCompletedOrder, productMaker } from '../../../test/ordering-fixture';
import { rowsOfXlsx } from '../../../test/sheets';
import { invalidateCatalogueCaches } from '../catalog';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
const { add: addToCart } = cartCalls(() => t);
const product = productMaker(
  () => t,
  () => cat,
);

type Dealer = Awaited<ReturnType<typeof createDealer>>;
let A: Dealer;
let B: Dealer;
/** A second user of A's customer: lists are the customer's, not the user's. */
let a2: string;
/** A salesman for A and B. */
let salesman: string;
let staff: string;
/** A brand hidden from A (access hasList false), visible to B. */
let hiddenBrandForA: number;

interface CallOpts {
  payload?: unknown;
  customerId?: string;
  culture?: string;
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, opts: CallOpts = {}) =>
  t.call({ method, url, token, payload: opts.payload as never, customerId: opts.customerId, culture: opts.culture });

const lists = (token: string, opts?: CallOpts) => call('GET', '/api/lists', token, opts);
const create = (token: string, payload: object, opts?: CallOpts) => call('POST', '/api/lists', token, { ...opts, payload });
const get = (token: string, id: string, opts?: CallOpts) => call('GET', `/api/lists/${id}`, token, opts);
const rename = (token: string, id: string, name: string, opts?: CallOpts) =>
  call('PUT', `/api/lists/${id}`, token, { ...opts, payload: { name } });
const remove = (token: string, id: string, opts?: CallOpts) => call('DELETE', `/api/lists/${id}`, token, opts);
const copy = (token: string, id: string, name: string, opts?: CallOpts) =>
  call('POST', `/api/lists/${id}/copy`, token, { ...opts, payload: { name } });
const replace = (token: string, id: string, lines: object[], opts?: CallOpts) =>
  call('PUT', `/api/lists/${id}/lines`, token, { ...opts, payload: { lines } });
const addLine = (token: string, id: string, productId: number, quantity: number, opts?: CallOpts) =>
  call('POST', `/api/lists/${id}/lines`, token, { ...opts, payload: { productId, quantity } });
const toCart = (token: string, id: string, payload: object = {}, opts?: CallOpts) =>
  call('POST', `/api/lists/${id}/cart`, token, { ...opts, payload });
const exportList = (token: string | undefined, id: string, culture = 'tr') =>
  t.app.inject({
    method: 'GET',
    url: `/api/lists/${id}/export`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-culture': culture },
  });
function form(file?: { name: string; type: string; data: Buffer | string }) {
  const fd = new FormData();
  if (file) fd.append('file', new Blob([file.data], { type: file.type }), file.name);
  return fd;
}
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importFile = (token: string | undefined, id: string, body: FormData, opts: Omit<CallOpts, 'payload'> = {}) =>
  t.call({
    method: 'POST',
    url: `/api/lists/${id}/import`,
    token,
    payload: body as never,
    customerId: opts.customerId,
    culture: opts.culture,
  });

const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const linesOf = (res: { body: any }) => res.body.lines.map((l: any) => [l.productId, l.quantity]);
const cartLines = async (token: string, customerId?: string) =>
  (await t.call({ method: 'GET', url: '/api/baskets/cart', token, customerId })).body.cartDetails.map((l: any) => [
    l.productId,
    l.quantity,
  ]);
const emptyCart = (token: string) => t.call({ method: 'DELETE', url: '/api/baskets/cart/products', token, payload: { productIds: [] } });

/** A new list of `token`'s customer with the given lines. */
async function listWith(token: string, lines: Array<[number, number]>, opts: CallOpts = {}) {
  const res = await create(
    token,
    { name: uniqueName('Liste'), lines: lines.map(([productId, quantity]) => ({ productId, quantity })) },
    opts,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; lines: Array<{ id: number; productId: number; quantity: number; product: any }> };
}

/** A product of a brand hidden from A. */
const productHiddenForA = (extra: object = {}) => product({ detailIds: [hiddenBrandForA], ...extra });

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
  A = await createDealer(t);
  B = await createDealer(t);
  const role = await createRole(t.db, 'dealer', []);
  a2 = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'dealer', customerId: A.customer.id })).account_name)).token;
  salesman = (await createSalesmanUser(t, [A.customer.id, B.customer.id])).token;
  staff = (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', []), userType: 'staff' })).account_name))
    .token;
  const brand = await createProperty(t.db, cat.summer, `brand${cat.tag}`);
  hiddenBrandForA = await createPropertyDetail(t.db, brand, `HID${cat.tag}`, { name: 'Gizli Marka' });
  await setAccess(t.db, A.customer.id, hiddenBrandForA, { has_list: false });
});
afterAll(() => t?.close());

describe('order lists: create, read, rename, copy, delete', () => {
  it('creates an empty list, lists it most recently changed first, renames, copies and deletes it', async () => {
    const D = await createDealer(t);
    const p1 = await product();
    const first = await create(D.token, { name: '  Kış lastikleri – haftalık ' }, { culture: 'en' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(String),
      name: 'Kış lastikleri – haftalık',
      lineCount: 0,
      totalQuantity: 0,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedBy: expect.any(String),
      lines: [],
    });
    const second = await listWith(D.token, [[p1, 4]]);
    const all = await lists(D.token);
    expect(all.status).toBe(200);
    expect(all.body.map((l: any) => l.id)).toEqual([second.id, first.body.id]);
    expect(all.body[0]).toMatchObject({ lineCount: 1, totalQuantity: 4 });

    const renamed = await rename(D.token, first.body.id, 'Akü stoğu');
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: first.body.id, name: 'Akü stoğu', lines: [] });
    // The rename is the latest change.
    expect((await lists(D.token)).body.map((l: any) => l.id)).toEqual([first.body.id, second.id]);
    // Renaming to its own name (in another case) is no clash.
    expect((await rename(D.token, first.body.id, 'AKÜ STOĞU')).status).toBe(200);

    const copied = await copy(D.token, second.id, 'Kopya');
    expect(copied.status).toBe(200);
    expect(copied.body.id).not.toBe(second.id);
    expect(copied.body).toMatchObject({ name: 'Kopya', lineCount: 1, totalQuantity: 4 });
    expect(linesOf(copied)).toEqual([[p1, 4]]);
    // The copy's lines are its own.
    await addLine(D.token, copied.body.id, p1, 1);
    expect(linesOf(await get(D.token, second.id))).toEqual([[p1, 4]]);

    expect((await remove(D.token, second.id)).status).toBe(204);
    expectError(await get(D.token, second.id), 404, 'NOT_FOUND');
    expectError(await remove(D.token, second.id), 404, 'NOT_FOUND');
    expect((await lists(D.token)).body.map((l: any) => l.name).sort()).toEqual(['AKÜ STOĞU', 'Kopya']);
  });

  it('names who changed it last', async () => {
    const D = await createDealer(t);
    await t.db.updateTable('users').set({ first_name: 'Ali', last_name: 'Kaya' }).where('id', '=', D.user.id).execute();
    const list = await listWith(D.token, []);
    expect(list).toMatchObject({ updatedBy: 'Ali Kaya' });
    await t.db.updateTable('users').set({ first_name: null, last_name: null }).where('id', '=', D.user.id).execute();
    expect((await get(D.token, list.id)).body.updatedBy).toBe(D.user.account_name);
  });

  it('keeps names unique per customer (case and Turkish letters folded); another customer may use the same name', async () => {
    const D = await createDealer(t);
    const E = await createDealer(t);
    const list = await create(D.token, { name: 'Kış lastikleri' });
    const other = await create(D.token, { name: 'Yaz' });
    for (const culture of ['tr', 'de', 'en'] as const)
      expectError(await create(D.token, { name: 'KIŞ  LASTİKLERİ' }, { culture }), 400, 'LIST_NAME_TAKEN', culture, {
        name: 'KIŞ  LASTİKLERİ',
      });
    expectError(await rename(D.token, other.body.id, 'kış lastikleri', { culture: 'de' }), 400, 'LIST_NAME_TAKEN', 'de', {
      name: 'kış lastikleri',
    });
    expectError(await copy(D.token, other.body.id, 'Kis Lastikleri'), 400, 'LIST_NAME_TAKEN', 'tr', { name: 'Kis Lastikleri' });
    expect((await lists(D.token)).body).toHaveLength(2);
    expect((await create(E.token, { name: 'Kış lastikleri' })).status).toBe(200);
    expect((await get(D.token, list.body.id)).body.name).toBe('Kış lastikleri');
  });
});

describe('order list lines', () => {
  it('creates with the given lines: a product given twice once with the sum, a hidden one left out', async () => {
    const p1 = await product();
    const p2 = await product();
    const hidden = await productHiddenForA();
    const hiddenName = product.last();
    const res = await create(A.token, {
      name: uniqueName('Verilen'),
      lines: [
        { productId: p2, quantity: 2 },
        { productId: hidden, quantity: 1 },
        { productId: p1, quantity: 4 },
        { productId: p2, quantity: 3 },
      ],
    });
    expect(res.status).toBe(200);
    expect(linesOf(res)).toEqual([
      [p2, 5],
      [p1, 4],
    ]);
    expect(res.body).toMatchObject({ lineCount: 2, totalQuantity: 9 });
    expect(JSON.stringify(res.body)).not.toContain(`"productId":${hidden},`);
    expect(JSON.stringify(res.body)).not.toContain(`"${hiddenName}"`);
  });

  it('answers each product as the customer sees it today (price with its discounts, stock)', async () => {
    const p1 = await product({ listPrice: '200', minOrderQty: 2, maxOrderQty: 40 });
    const list = await listWith(A.token, [[p1, 4]]);
    expect(list.lines[0]).toEqual({
      id: expect.any(Number),
      productId: p1,
      quantity: 4,
      product: expect.objectContaining({
        id: p1,
        code: `P${product.last().split(' ')[1]}-${cat.tag}`,
        name: product.last(),
        price: expect.stringMatching(/^200/),
        stock: 15,
        minOrderQuantity: 2,
        maxOrderQuantity: 40,
      }),
    });
    // Today's price, not the one of the day it was listed.
    await t.db.updateTable('products').set({ list_price: '250' }).where('id', '=', p1).execute();
    invalidateCatalogueCaches(t.db);
    expect((await get(A.token, list.id)).body.lines[0].product.price).toMatch(/^250/);
  });

  it('adds a product on top of its line, a new one at the end; a hidden or unknown product is 404', async () => {
    const p1 = await product();
    const p2 = await product();
    const list = await listWith(A.token, [[p1, 4]]);
    const lineId = list.lines[0]!.id;
    const more = await addLine(A.token, list.id, p1, 4);
    expect(more.status).toBe(200);
    expect(more.body.lines).toEqual([expect.objectContaining({ id: lineId, productId: p1, quantity: 8 })]);
    expect(linesOf(await addLine(A.token, list.id, p2, 1))).toEqual([
      [p1, 8],
      [p2, 1],
    ]);
    const hidden = await productHiddenForA();
    for (const culture of ['tr', 'de', 'en'] as const)
      expectError(await addLine(A.token, list.id, hidden, 1, { culture }), 404, 'NOT_FOUND', culture, { productId: hidden });
    expectError(await addLine(A.token, list.id, 2147483000, 1), 404, 'NOT_FOUND', 'tr', { productId: 2147483000 });
    // B may list it: the rule is A's.
    const ofB = await listWith(B.token, []);
    expect(linesOf(await addLine(B.token, ofB.id, hidden, 2))).toEqual([[hidden, 2]]);
    expect(linesOf(await get(A.token, list.id))).toEqual([
      [p1, 8],
      [p2, 1],
    ]);
  });

  it('replaces the lines: the order given, new quantities, removals, sums; kept lines keep their ids', async () => {
    const [p1, p2, p3] = [await product(), await product(), await product()];
    const list = await listWith(A.token, [
      [p1, 1],
      [p2, 2],
      [p3, 3],
    ]);
    const idOf = new Map(list.lines.map((l) => [l.productId, l.id]));
    const res = await replace(A.token, list.id, [
      { productId: p3, quantity: 6 },
      { productId: p1, quantity: 1 },
      { productId: p3, quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: any) => [l.id, l.productId, l.quantity])).toEqual([
      [idOf.get(p3), p3, 7],
      [idOf.get(p1), p1, 1],
    ]);
    expect(res.body).toMatchObject({ lineCount: 2, totalQuantity: 8 });
    // A product new to the list must be visible.
    const hidden = await productHiddenForA();
    expectError(await replace(A.token, list.id, [{ productId: hidden, quantity: 1 }], { culture: 'en' }), 404, 'NOT_FOUND', 'en', {
      productId: hidden,
    });
    expect(linesOf(await get(A.token, list.id))).toEqual([
      [p3, 7],
      [p1, 1],
    ]);
    // Emptied.
    expect((await replace(A.token, list.id, [])).body).toMatchObject({ lines: [], lineCount: 0, totalQuantity: 0 });
  });

  it('shows a product hidden since it was listed as unavailable (product null), never its name or price; it may stay when rearranged', async () => {
    const p1 = await product();
    const later = await product({ listPrice: '987.65' });
    const name = product.last();
    const list = await listWith(A.token, [
      [p1, 1],
      [later, 2],
    ]);
    await t.db.insertInto('product_property_details').values({ product_id: later, property_detail_id: hiddenBrandForA }).execute();
    await t.db
      .updateTable('products')
      .set({ detail_ids: [hiddenBrandForA] })
      .where('id', '=', later)
      .execute();
    invalidateCatalogueCaches(t.db);
    const res = await get(A.token, list.id);
    expect(res.body.lines).toEqual([
      expect.objectContaining({ productId: p1, product: expect.objectContaining({ id: p1 }) }),
      { id: expect.any(Number), productId: later, quantity: 2, product: null },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(name);
    expect(JSON.stringify(res.body)).not.toContain('987');
    // B sees it (the rule is A's).
    const ofB = await listWith(B.token, [[later, 1]]);
    expect(ofB.lines[0]!.product).toMatchObject({ name });
    // The dealer may reorder the list keeping the unavailable line.
    const moved = await replace(A.token, list.id, [
      { productId: later, quantity: 3 },
      { productId: p1, quantity: 1 },
    ]);
    expect(moved.status).toBe(200);
    expect(moved.body.lines.map((l: any) => [l.productId, l.quantity, l.product === null])).toEqual([
      [later, 3, true],
      [p1, 1, false],
    ]);
    // The export leaves it out.
    const file = await exportList(A.token, list.id);
    expect(file.statusCode).toBe(200);
    const rows = await rowsOfXlsx(file.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual([expect.stringContaining(`-${cat.tag}`)]);
  });

  it('refuses more than 1,000 lines (LIST_TOO_LONG); more of a product it holds is fine', async () => {
    const list = await listWith(A.token, []);
    const base = `BULK${cat.tag}`;
    const bulk = await t.db
      .insertInto('products')
      .values(
        Array.from({ length: LIST_MAX_LINES }, (_, i) => ({
          code: `${base}-${i}`,
          name: `Bulk ${i}`,
          category_id: cat.summer,
          list_price: '1',
        })),
      )
      .returning('id')
      .execute();
    await t.db
      .insertInto('order_list_lines')
      .values(bulk.map((p, i) => ({ list_id: list.id, product_id: p.id, quantity: 1, sort_order: i })))
      .execute();
    invalidateCatalogueCaches(t.db);
    const one = await product();
    for (const culture of ['tr', 'de', 'en'] as const)
      expectError(await addLine(A.token, list.id, one, 1, { culture }), 400, 'LIST_TOO_LONG', culture, { max: LIST_MAX_LINES });
    expect((await addLine(A.token, list.id, bulk[0]!.id, 2)).status).toBe(200);
    const read = await get(A.token, list.id);
    expect(read.body).toMatchObject({ lineCount: LIST_MAX_LINES, totalQuantity: LIST_MAX_LINES + 2 });
    // The import is refused whole.
    const csv = `Ürün kodu;Miktar\r\n${product.last().replace('Product ', 'P')}-${cat.tag};1\r\n`;
    expectError(
      await importFile(A.token, list.id, form({ name: 'l.csv', type: 'text/csv', data: csv }), { culture: 'de' }),
      400,
      'LIST_TOO_LONG',
      'de',
      {
        max: LIST_MAX_LINES,
      },
    );
    // A copy holds them all.
    expect((await copy(A.token, list.id, uniqueName('Bulk'))).body.lineCount).toBe(LIST_MAX_LINES);
  });
});

describe('order lists from the cart and from an order', () => {
  const dealerWithOrder = (lines: Array<[number, number]>) => dealerWithCompletedOrder(t, lines);

  it('fromCart: the cart’s products and quantities; the cart stays as it was', async () => {
    const D = await createDealer(t);
    const [p1, p2] = [await product(), await product()];
    await addToCart(D.token, p1, 3);
    await addToCart(D.token, p2, 1);
    const res = await create(D.token, { name: 'Sepetten', fromCart: true });
    expect(res.status).toBe(200);
    expect(new Map(linesOf(res))).toEqual(
      new Map([
        [p1, 3],
        [p2, 1],
      ]),
    );
    expect(new Map(await cartLines(D.token))).toEqual(
      new Map([
        [p1, 3],
        [p2, 1],
      ]),
    );
    // An empty cart makes an empty list.
    const E = await createDealer(t);
    expect((await create(E.token, { name: 'Boş', fromCart: true })).body.lines).toEqual([]);
  });

  it('fromOrder: the order’s lines, a product hidden since left out; another customer’s order is 404', async () => {
    const [p1, p2, gone] = [await product(), await product(), await product()];
    const D = await dealerWithOrder([
      [p1, 2],
      [p2, 4],
      [gone, 1],
    ]);
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', gone).execute();
    invalidateCatalogueCaches(t.db);
    const res = await create(D.token, { name: 'Siparişten', fromOrder: D.docNumber });
    expect(res.status).toBe(200);
    expect(new Map(linesOf(res))).toEqual(
      new Map([
        [p1, 2],
        [p2, 4],
      ]),
    );
    const E = await createDealer(t);
    const other = await create(E.token, { name: 'Başkasının', fromOrder: D.docNumber }, { culture: 'de' });
    expectError(other, 404, 'NOT_FOUND', 'de');
    expect(JSON.stringify(other.body)).not.toMatch(/Product|productId/);
    expect((await lists(E.token)).body).toEqual([]);
    expectError(await create(D.token, { name: 'Yok', fromOrder: 'NO-SUCH-ORDER' }), 404, 'NOT_FOUND');
  });
});

describe('order list into the cart', () => {
  it('puts every line in at today’s prices, each on top of the cart, and says per product what could not go in', async () => {
    const D = await createDealer(t);
    const kept = await product();
    const capped = await product({ maxOrderQty: 3 });
    const soldOut = await product();
    const list = await listWith(D.token, [
      [kept, 2],
      [capped, 2],
      [soldOut, 4],
    ]);
    await t.db.updateTable('stocks').set({ quantity: 0 }).where('product_id', '=', soldOut).execute();
    await addToCart(D.token, capped, 2);
    const res = await toCart(D.token, list.id, {}, { culture: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: any) => l.productId)).toEqual([kept, capped, soldOut]);
    const by = new Map(res.body.lines.map((l: any) => [l.productId, l]));
    expect(by.get(kept)).toMatchObject({ added: true, quantity: 2, code: null, message: null });
    expect(by.get(capped)).toMatchObject({
      added: false,
      code: 'CART_QUANTITY_ABOVE_MAX',
      message: errorMessage('CART_QUANTITY_ABOVE_MAX', 'en', { name: (by.get(capped) as any).productName, max: 3 }),
    });
    expect((by.get(soldOut) as any).code).toMatch(/^CART_INSUFFICIENT_STOCK/);
    expect(new Map(await cartLines(D.token))).toEqual(
      new Map([
        [kept, 2],
        [capped, 2],
      ]),
    );
    // Again: on top of the cart.
    await toCart(D.token, list.id, { lineIds: [list.lines[0]!.id] });
    expect(new Map(await cartLines(D.token)).get(kept)).toBe(4);
  });

  it('the chosen lines only; a line of another list is 404 and nothing goes in', async () => {
    const D = await createDealer(t);
    const [p1, p2] = [await product(), await product()];
    const list = await listWith(D.token, [
      [p1, 1],
      [p2, 3],
    ]);
    const other = await listWith(D.token, [[p1, 5]]);
    const res = await toCart(D.token, list.id, { lineIds: [list.lines[1]!.id] });
    expect(res.body.lines.map((l: any) => [l.productId, l.added])).toEqual([[p2, true]]);
    expect(await cartLines(D.token)).toEqual([[p2, 3]]);
    await emptyCart(D.token);
    expectError(await toCart(D.token, list.id, { lineIds: [list.lines[0]!.id, other.lines[0]!.id] }), 404, 'NOT_FOUND');
    expect(await cartLines(D.token)).toEqual([]);
    // An empty list puts nothing in.
    expect((await toCart(D.token, (await listWith(D.token, [])).id)).body).toEqual({ lines: [] });
  });

  it('a product hidden since it was listed is "not found", named by nothing', async () => {
    const D = await createDealer(t);
    const p1 = await product();
    const later = await product({ listPrice: '876.54' });
    const name = product.last();
    const list = await listWith(D.token, [
      [p1, 1],
      [later, 1],
    ]);
    await t.db.updateTable('products').set({ is_active: false }).where('id', '=', later).execute();
    invalidateCatalogueCaches(t.db);
    const res = await toCart(D.token, list.id);
    expect(res.body.lines).toEqual([
      expect.objectContaining({ productId: p1, added: true }),
      expect.objectContaining({ productId: later, added: false, code: 'NOT_FOUND', productName: '' }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(name);
    expect(JSON.stringify(res.body)).not.toContain('876');
    expect(await cartLines(D.token)).toEqual([[p1, 1]]);
  });
});

describe('order list export and import', () => {
  it('exports xlsx (code, name, quantity in the caller’s language) that the import reads back', async () => {
    const [p1, p2, p3] = [await product(), await product(), await product()];
    const codes = await t.db.selectFrom('products').select(['id', 'code', 'name']).where('id', 'in', [p1, p2, p3]).execute();
    const codeOf = new Map(codes.map((c) => [c.id, c]));
    const list = await listWith(A.token, [
      [p2, 4],
      [p1, 8],
      [p3, 1],
    ]);
    for (const [culture, header] of [
      ['de', ['Artikelnummer', 'Bezeichnung', 'Menge']],
      ['tr', ['Ürün kodu', 'Ürün adı', 'Miktar']],
      ['en', ['Product code', 'Product name', 'Quantity']],
    ] as const) {
      const file = await exportList(A.token, list.id, culture);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.xlsx"/);
      const rows = await rowsOfXlsx(file.rawPayload);
      expect(rows).toEqual([
        header,
        [codeOf.get(p2)!.code, codeOf.get(p2)!.name, 4],
        [codeOf.get(p1)!.code, codeOf.get(p1)!.name, 8],
        [codeOf.get(p3)!.code, codeOf.get(p3)!.name, 1],
      ]);
    }
    // Read back into another list (one of B's: the codes, resolved for B) and on top of this one.
    const file = (await exportList(A.token, list.id, 'de')).rawPayload;
    const ofB = await listWith(B.token, []);
    const imported = await importFile(B.token, ofB.id, form({ name: 'liste.xlsx', type: XLSX_TYPE, data: file }));
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ added: 3, notFound: [] });
    expect(linesOf({ body: imported.body.list })).toEqual([
      [p2, 4],
      [p1, 8],
      [p3, 1],
    ]);
    const again = await importFile(A.token, list.id, form({ name: 'liste.xlsx', type: XLSX_TYPE, data: file }));
    expect(linesOf({ body: again.body.list })).toEqual([
      [p2, 8],
      [p1, 16],
      [p3, 2],
    ]);
  });

  it('imports csv rows by code; rows finding no product the customer may see are answered with their row, a hidden product like an unknown code', async () => {
    const p1 = await product({ minOrderQty: 2 });
    const p1code = `P${product.last().split(' ')[1]}-${cat.tag}`;
    const hidden = await productHiddenForA();
    const hiddenCode = `P${product.last().split(' ')[1]}-${cat.tag}`;
    const list = await listWith(A.token, []);
    const csv = `Artikelnummer;Menge\r\n${p1code};3\r\nNOPE-${cat.tag};2\r\n${hiddenCode};1\r\n`;
    const res = await importFile(A.token, list.id, form({ name: 'l.csv', type: 'text/csv', data: csv }), { culture: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toBe(1);
    expect(res.body.notFound).toEqual([
      { row: 3, text: `NOPE-${cat.tag}` },
      { row: 4, text: hiddenCode },
    ]);
    expect(linesOf({ body: res.body.list })).toEqual([[p1, 3]]);
    expect(JSON.stringify(res.body)).not.toContain(`"productId":${hidden},`);
    // Without a quantity column: the product's minimum.
    const bare = await importFile(A.token, list.id, form({ name: 'l.csv', type: 'text/csv', data: `${p1code}\r\n` }));
    expect(linesOf({ body: bare.body.list })).toEqual([[p1, 5]]);
  });

  it('needs a file in the field `file`, as multipart; an unreadable file is 400', async () => {
    const list = await listWith(A.token, []);
    expectError(await importFile(A.token, list.id, form(), { culture: 'de' }), 400, 'FILE_REQUIRED', 'de', { field: 'file' });
    expectError(
      await call('POST', `/api/lists/${list.id}/import`, A.token, { payload: { file: 'x' }, culture: 'en' }),
      400,
      'MULTIPART_REQUIRED',
      'en',
    );
    const broken = await importFile(
      A.token,
      list.id,
      form({ name: 'x.xlsx', type: XLSX_TYPE, data: Buffer.from('PK\u0003\u0004 not a workbook') }),
    );
    expect(broken.status).toBe(400);
  });
});

describe('order lists: who may see them', () => {
  it('are the customer’s: every user of it and its salesman share them; another customer’s list is 404 on every call', async () => {
    const p1 = await product();
    const list = await listWith(A.token, [[p1, 2]]);
    // A's second user and the salesman acting for A see and change it.
    expect((await lists(a2)).body.map((l: any) => l.id)).toContain(list.id);
    expect((await addLine(a2, list.id, p1, 1)).status).toBe(200);
    expect((await lists(salesman, { customerId: A.customer.id })).body.map((l: any) => l.id)).toContain(list.id);
    expect(linesOf(await get(salesman, list.id, { customerId: A.customer.id }))).toEqual([[p1, 3]]);
    expect((await rename(salesman, list.id, uniqueName('Plasiyer'), { customerId: A.customer.id })).status).toBe(200);
    // Not B's dealer, not the salesman acting for B.
    expect((await lists(B.token)).body.map((l: any) => l.id)).not.toContain(list.id);
    expect((await lists(salesman, { customerId: B.customer.id })).body.map((l: any) => l.id)).not.toContain(list.id);
    const asB = [
      () => get(B.token, list.id, { culture: 'de' }),
      () => rename(B.token, list.id, 'Fremd', { culture: 'de' }),
      () => copy(B.token, list.id, 'Fremd', { culture: 'de' }),
      () => replace(B.token, list.id, [], { culture: 'de' }),
      () => addLine(B.token, list.id, p1, 1, { culture: 'de' }),
      () => toCart(B.token, list.id, {}, { culture: 'de' }),
      () =>
        importFile(B.token, list.id, form({ name: 'l.csv', type: 'text/csv', data: 'Artikelnummer;Menge\r\nX;1\r\n' }), { culture: 'de' }),
      () => remove(B.token, list.id, { culture: 'de' }),
      () => get(salesman, list.id, { customerId: B.customer.id, culture: 'de' }),
    ];
    for (const attempt of asB) {
      const res = await attempt();
      expectError(res, 404, 'NOT_FOUND', 'de');
      expect(JSON.stringify(res.body)).not.toMatch(/Product|price|productId/);
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/lists/${list.id}/export`,
      headers: { authorization: `Bearer ${B.token}` },
    });
    expect(exported.statusCode).toBe(404);
    // Still there, unchanged.
    expect(linesOf(await get(A.token, list.id))).toEqual([[p1, 3]]);
    expect(await cartLines(B.token)).toEqual([]);
  });

  it('401 for an anonymous caller on every call; staff without a customer 400; a dealer may not act for another customer', async () => {
    const list = await listWith(A.token, []);
    const id = list.id;
    const anonymous = [
      call('GET', '/api/lists', undefined),
      call('POST', '/api/lists', undefined, { payload: { name: 'x' } }),
      call('GET', `/api/lists/${id}`, undefined),
      call('PUT', `/api/lists/${id}`, undefined, { payload: { name: 'x' } }),
      call('DELETE', `/api/lists/${id}`, undefined),
      call('POST', `/api/lists/${id}/copy`, undefined, { payload: { name: 'x' } }),
      call('PUT', `/api/lists/${id}/lines`, undefined, { payload: { lines: [] } }),
      call('POST', `/api/lists/${id}/lines`, undefined, { payload: { productId: 1, quantity: 1 } }),
      call('POST', `/api/lists/${id}/cart`, undefined, { payload: {} }),
      call('GET', `/api/lists/${id}/export`, undefined),
      importFile(undefined, id, form({ name: 'l.csv', type: 'text/csv', data: 'x' })),
    ];
    for (const res of await Promise.all(anonymous)) expectError(res, 401, 'UNAUTHORIZED');
    expectError(await lists(staff), 400, 'CUSTOMER_REQUIRED');
    expectError(await get(staff, id), 400, 'CUSTOMER_REQUIRED');
    expectError(await lists(A.token, { customerId: B.customer.id }), 403, 'CUSTOMER_FORBIDDEN');
  });
});

describe('order lists: bad input', () => {
  it('400 with a localised message: empty or long name, bad id, too many lines, bad quantities, two sources', async () => {
    const list = await listWith(A.token, []);
    const tooMany = Array.from({ length: LIST_MAX_LINES + 1 }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    const attempts = [
      () => create(A.token, { name: '' }, { culture: 'de' }),
      () => create(A.token, { name: '   ' }, { culture: 'de' }),
      () => create(A.token, { name: 'x'.repeat(81) }, { culture: 'de' }),
      () => create(A.token, {}, { culture: 'de' }),
      () => create(A.token, { name: 'x', lines: tooMany }, { culture: 'de' }),
      () => create(A.token, { name: 'x', lines: [], fromCart: true }, { culture: 'de' }),
      () => create(A.token, { name: 'x', fromCart: true, fromOrder: 'D1' }, { culture: 'de' }),
      () => get(A.token, 'not-a-uuid', { culture: 'de' }),
      () => remove(A.token, '123', { culture: 'de' }),
      () => rename(A.token, list.id, '', { culture: 'de' }),
      () => copy(A.token, list.id, '', { culture: 'de' }),
      () => replace(A.token, list.id, tooMany, { culture: 'de' }),
      () => replace(A.token, list.id, [{ productId: 1, quantity: 0 }], { culture: 'de' }),
      () => addLine(A.token, list.id, 1, -1, { culture: 'de' }),
      () => addLine(A.token, list.id, 0, 1, { culture: 'de' }),
      () => addLine(A.token, list.id, 1, 1_000_001, { culture: 'de' }),
      () => toCart(A.token, list.id, { lineIds: [] }, { culture: 'de' }),
      () => toCart(A.token, list.id, { lineIds: ['a'] }, { culture: 'de' }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect({ status: res.status, code: res.body.code }, attempt.toString()).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
    }
    const bad = await exportList(A.token, 'not-a-uuid', 'de');
    expect(bad.statusCode).toBe(400);
    expect((await lists(A.token)).body.map((l: any) => l.id)).toContain(list.id);
  });
});

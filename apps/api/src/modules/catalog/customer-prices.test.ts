import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer, createOrderParameter } from '../../../test/cart-factories';
import { setDiscountRates } from '../../../test/catalog-factories';
import {
  createRole,
  createSalesman,
  createTestApp,
  createUser,
  expectError,
  signIn,
  signInAdmin,
  type TestApp,
} from '../../../test/harness';
import { cartCalls, productMaker } from '../../../test/ordering-fixture';
import { createCampaign, createPriceList } from '../../../test/price-factories';
import { rowsOfXlsx } from '../../../test/sheets';
import { addDays, dayIn } from '../../lib/dates';

/**
 * Customer prices by price lists, quantity breaks and campaigns (ADR 0065) through HTTP: the list, the
 * detail, the cart, the order, the price list export, the price sort and the staff's explanation.
 * - gold: price group GOLD, 10 % discount. GOLD's list: P1 at 90, from 5 pieces 80. Its own list: P2 at 60.
 * - plain: no group, no discount.
 * - A campaign "Summer deal" takes 10 % off every product of the tyre category (and its sub-categories).
 */
let t: TestApp;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
let gold: Awaited<ReturnType<typeof createDealer>>;
let plain: Awaited<ReturnType<typeof createDealer>>;
let admin: string;
const p: Record<string, number> = {};
const calls = cartCalls(() => t);
const today = () => dayIn('Europe/Istanbul');

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
  const product = productMaker(
    () => t,
    () => cat,
  );
  p.one = await product({ listPrice: '100' });
  p.two = await product({ listPrice: '200' });
  p.battery = await product({ listPrice: '50', categoryId: cat.batteries });
  gold = await createDealer(t);
  plain = await createDealer(t);
  await t.db.updateTable('customers').set({ price_group: 'gold' }).where('id', '=', gold.customer.id).execute();
  await setDiscountRates(t.db, gold.customer.id, ['10']);
  await createPriceList(t.db, {
    code: `GOLD-${cat.tag}`,
    items: [
      [p.one!, 1, '90'],
      [p.one!, 5, '80'],
    ],
    for: { priceGroup: 'GOLD' },
  });
  await createPriceList(t.db, { code: `OWN-${cat.tag}`, items: [[p.two!, 1, '60']], for: { customerId: gold.customer.id } });
  await createCampaign(t.db, {
    code: `SUMMER-${cat.tag}`,
    names: { tr: 'Yaz fırsatı', de: 'Sommeraktion', en: 'Summer deal' },
    startsOn: addDays(today(), -1),
    endsOn: addDays(today(), 10),
    value: '10',
    categoryIds: [cat.tyres],
  });
  admin = await signInAdmin(t);
}, 60_000);
afterAll(() => t?.close());

const listOf = async (token: string, body: Record<string, unknown> = {}, opts: { customerId?: string } = {}) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/catalogs/products/list',
    token,
    culture: 'en',
    payload: { categoryId: cat.tyres, ...body },
    ...opts,
  });
  expect(res.status).toBe(200);
  return res.body.items as Array<Record<string, unknown>>;
};
const item = (items: Array<Record<string, unknown>>, id: number) => items.find((i) => i.id === id)!;

describe('customer prices by price list, campaign and quantity', () => {
  it('prices the list by the customer list, the group list and the running campaign, before the discounts', async () => {
    const mine = await listOf(gold.token);
    // P1: GOLD's 90, campaign 10 % -> 81, discount 10 % -> 72.90; before the campaign 90 x 0.9 = 81.00
    expect(item(mine, p.one!)).toMatchObject({
      salePrice: '100.00',
      discountedPrice: '72.90',
      discountedPriceWithVat: '87.48',
      priceBeforeCampaign: '81.00',
      campaign: 'Summer deal',
      discountRate: '27.10',
    });
    // P2: its own list's 60, campaign -> 54, discount -> 48.60
    expect(item(mine, p.two!)).toMatchObject({ salePrice: '200.00', discountedPrice: '48.60', priceBeforeCampaign: '54.00' });
    const theirs = await listOf(plain.token);
    // no list: the list price, campaign -> 90 (and 180), no discount
    expect(item(theirs, p.one!)).toMatchObject({
      discountedPrice: '90.00',
      priceBeforeCampaign: '100.00',
      campaign: 'Summer deal',
      discountRate: '10.00',
    });
    expect(item(theirs, p.two!)).toMatchObject({ discountedPrice: '180.00' });
  });

  it('leaves a product no rule touches as before (the battery: list price, the customer discount)', async () => {
    const res = await t.call({ method: 'GET', url: `/api/catalogs/products/${p.battery}/detail`, token: gold.token });
    expect(res.body).toMatchObject({
      discountedPrice: '45.00',
      discountRate: '10.00',
      priceBeforeCampaign: null,
      campaign: null,
      quantityBreaks: [],
    });
  });

  it('shows the quantity breaks on the detail, the campaign applied to each', async () => {
    const res = await t.call({ method: 'GET', url: `/api/catalogs/products/${p.one}/detail`, token: gold.token, culture: 'de' });
    expect(res.body.campaign).toBe('Sommeraktion');
    expect(res.body.quantityBreaks).toEqual([
      { minQuantity: 1, discountedPrice: '72.90', discountedPriceWithVat: '87.48' },
      // 80 x 0.9 x 0.9 = 64.80
      { minQuantity: 5, discountedPrice: '64.80', discountedPriceWithVat: '77.76' },
    ]);
  });

  it('sorts by the price the customer pays', async () => {
    const asc = (await listOf(gold.token, { sort: 'price-asc' })).map((i) => i.id);
    expect(asc.indexOf(p.two!)).toBeLessThan(asc.indexOf(p.one!));
    const plainAsc = (await listOf(plain.token, { sort: 'price-asc' })).map((i) => i.id);
    expect(plainAsc.indexOf(p.one!)).toBeLessThan(plainAsc.indexOf(p.two!));
    const desc = (await listOf(gold.token, { sort: 'price-desc' })).map((i) => i.id);
    expect(desc.indexOf(p.one!)).toBeLessThan(desc.indexOf(p.two!));
  });

  it('applies the break in the cart as the quantity changes, and the order keeps the campaign', async () => {
    const dealer = await createDealer(t);
    await t.db.updateTable('customers').set({ price_group: 'GOLD' }).where('id', '=', dealer.customer.id).execute();
    expect((await calls.add(dealer.token, p.one!, 5)).status).toBe(204);
    let cart = await t.call({ method: 'GET', url: '/api/baskets/cart', token: dealer.token, culture: 'en' });
    let line = cart.body.cartDetails[0];
    // 80 (from 5) - 10 % campaign = 72.00; no customer discount
    expect(line).toMatchObject({
      salePrice: '100.00',
      discountedPrice: '72.00',
      priceBeforeCampaign: '80.00',
      quantityBreak: 5,
      campaign: 'Summer deal',
    });
    expect(cart.body.cartSummary).toMatchObject({ totalPrice: '500.00', totalDiscountedPrice: '360.00', totalDiscountPrice: '140.00' });
    expect((await calls.add(dealer.token, p.one!, 2)).status).toBe(204);
    cart = await t.call({ method: 'GET', url: '/api/baskets/cart', token: dealer.token, culture: 'en' });
    line = cart.body.cartDetails[0];
    expect(line).toMatchObject({ quantity: 2, discountedPrice: '81.00', priceBeforeCampaign: '90.00', quantityBreak: null });

    const placed = await calls.place(dealer.token, { customerAddressCode: dealer.address.code });
    expect(placed.status).toBe(200);
    await t.app.jobs.drain();
    const done = await calls.status(dealer.token, placed.body.transactionId);
    const docNumber = done.body.createdOrders[0].docNumber;
    const order = await t.call({ method: 'GET', url: `/api/orders/${docNumber}`, token: dealer.token, culture: 'tr' });
    expect(order.status).toBe(200);
    const items = order.body.orderItems ?? order.body.items ?? order.body.lines;
    expect(items[0]).toMatchObject({ discountedPrice: '81.00', priceBeforeCampaign: '90.00', campaign: 'Yaz fırsatı' });
  });

  it('prices the price list export the same way', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/catalogs/products/price-list?categoryId=${cat.tyres}`,
      headers: { authorization: `Bearer ${gold.token}`, 'x-culture': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOfXlsx(res.rawPayload);
    const byCode = new Map(rows.map((r) => [String(r[0]), r]));
    const codeOf = async (id: number) =>
      (await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
    expect(byCode.get(await codeOf(p.one!))?.[4]).toBe(72.9);
    expect(byCode.get(await codeOf(p.two!))?.[4]).toBe(48.6);
  });

  it('follows a change of a list, a campaign or a price group at once', async () => {
    const list = await t.db.selectFrom('price_lists').select('id').where('code', '=', `GOLD-${cat.tag}`).executeTakeFirstOrThrow();
    await t.db
      .updateTable('price_list_items')
      .set({ price: '70' })
      .where('price_list_id', '=', list.id)
      .where('min_quantity', '=', 1)
      .execute();
    // 70 - 10 % - 10 % = 56.70
    expect(item(await listOf(gold.token), p.one!).discountedPrice).toBe('56.70');
    await t.db.updateTable('campaigns').set({ is_active: false }).where('code', '=', `SUMMER-${cat.tag}`).execute();
    expect(item(await listOf(gold.token), p.one!)).toMatchObject({ discountedPrice: '63.00', priceBeforeCampaign: null, campaign: null });
    await t.db.updateTable('customers').set({ price_group: null }).where('id', '=', gold.customer.id).execute();
    expect(item(await listOf(gold.token), p.one!).discountedPrice).toBe('90.00');
    // put it back as the other tests found it
    await t.db.updateTable('customers').set({ price_group: 'gold' }).where('id', '=', gold.customer.id).execute();
    await t.db.updateTable('campaigns').set({ is_active: true }).where('code', '=', `SUMMER-${cat.tag}`).execute();
    await t.db
      .updateTable('price_list_items')
      .set({ price: '90' })
      .where('price_list_id', '=', list.id)
      .where('min_quantity', '=', 1)
      .execute();
  });

  it('ignores lists and campaigns outside their days', async () => {
    const dealer = await createDealer(t);
    await t.db
      .updateTable('customers')
      .set({ price_group: `LATER-${cat.tag}` })
      .where('id', '=', dealer.customer.id)
      .execute();
    await createPriceList(t.db, {
      code: `LATER-${cat.tag}`,
      validFrom: addDays(today(), 1),
      items: [[p.battery!, 1, '1']],
      for: { priceGroup: `LATER-${cat.tag}` },
    });
    await createPriceList(t.db, {
      code: `OVER-${cat.tag}`,
      validTo: addDays(today(), -1),
      items: [[p.battery!, 1, '2']],
      for: { priceGroup: `LATER-${cat.tag}` },
    });
    await createCampaign(t.db, {
      code: `SOON-${cat.tag}`,
      startsOn: addDays(today(), 1),
      endsOn: addDays(today(), 5),
      value: '50',
      productIds: [p.battery!],
    });
    const res = await t.call({ method: 'GET', url: `/api/catalogs/products/${p.battery}/detail`, token: dealer.token });
    expect(res.body).toMatchObject({ discountedPrice: '50.00', campaign: null });
  });
});

describe('why this price (GET /api/catalogs/products/{id}/price-explanation)', () => {
  const url = (id: number, q = '') => `/api/catalogs/products/${id}/price-explanation${q}`;

  it('explains each step for staff acting for the customer, at a quantity and with a payment method', async () => {
    const res = await t.call({ method: 'GET', url: url(p.one!, '?quantity=5'), token: admin, customerId: gold.customer.id, culture: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.steps.map((s: { kind: string }) => s.kind)).toEqual([
      'listPrice',
      'priceList',
      'campaign',
      'customerDiscount',
      'rounded',
      'vat',
      'total',
    ]);
    expect(res.body.steps[1]).toMatchObject({ source: `GOLD-${cat.tag}`, minQuantity: 5, amount: '80.0000' });
    expect(res.body.steps[1].text).toContain('from 5 pieces');
    expect(res.body.steps[2]).toMatchObject({ kind: 'campaign', rate: '10.00', amount: '72.0000' });
    expect(res.body.steps[4]).toMatchObject({ kind: 'rounded', amount: '64.80' });
    // 5 x 64.80 = 324.00, VAT 20 % 64.80, total 388.80
    expect(res.body.steps.at(-1)).toMatchObject({ kind: 'total', amount: '388.80' });
    expect(res.body).toMatchObject({ productId: p.one, quantity: 5, currency: 'TRY', day: today() });
  });

  it('takes the payment method of a cart line; an unknown one is a 400', async () => {
    await createOrderParameter(t.db, { categoryId: cat.summer, code: `CASH-${cat.tag}`, discountRate: '2', isDefault: false });
    const res = await t.call({
      method: 'GET',
      url: url(p.one!, `?quantity=2&paymentMethodCode=CASH-${cat.tag}`),
      token: admin,
      customerId: gold.customer.id,
    });
    expect(res.status).toBe(200);
    const kinds = res.body.steps.map((s: { kind: string }) => s.kind);
    expect(kinds).toEqual(['listPrice', 'priceList', 'campaign', 'customerDiscount', 'paymentDiscount', 'rounded', 'vat', 'total']);
    // 90 - 10 % - 10 % - 2 % = 71.442 -> 71.44
    expect(res.body.steps[5]).toMatchObject({ kind: 'rounded', amount: '71.44' });
    const bad = await t.call({
      method: 'GET',
      url: url(p.one!, '?paymentMethodCode=NOPE'),
      token: admin,
      customerId: gold.customer.id,
      culture: 'de',
    });
    expectError(bad, 400, 'PAYMENT_METHOD_NOT_OFFERED', 'de');
  });

  it('is for staff: anonymous 401, a dealer 403, bad quantity 400, a hidden or unknown product 404', async () => {
    expect((await t.call({ method: 'GET', url: url(p.one!) })).status).toBe(401);
    expectError(await t.call({ method: 'GET', url: url(p.one!), token: gold.token }), 403, 'FORBIDDEN');
    expect((await t.call({ method: 'GET', url: url(p.one!, '?quantity=0'), token: admin, customerId: gold.customer.id })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: url(999_999), token: admin, customerId: gold.customer.id })).status).toBe(404);
  });

  it('answers a salesman for its own customers only', async () => {
    const role = await createRole(t.db, 'salesman', []);
    const salesmanId = await createSalesman(t.db, [gold.customer.id]);
    const user = await createUser(t.db, { roleId: role, userType: 'salesman', salesmanId });
    const { token } = await signIn(t, user.account_name);
    expect((await t.call({ method: 'GET', url: url(p.one!), token, customerId: gold.customer.id })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: url(p.one!), token, customerId: plain.customer.id })).status).toBe(403);
  });
});

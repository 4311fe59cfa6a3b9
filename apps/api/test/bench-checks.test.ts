import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAnswer,
  compareFacets,
  compareListItem,
  compareSearch,
  corruptAnswer,
  type ProductFact,
  type Query,
} from '../bench/catalog-checks';
import type { CatalogCall, ListBody } from '../bench/catalog-mix';
import { expectedLineAmounts, expectedPrices, sameAmount, sumAmounts } from '../bench/exact';
import { checkLinePrices, checkOrderedCart, checkOrderMoney, type OrderLineRow, type OrderRow } from '../bench/order-checks';
import { seedDemoData } from '../src/db/seed/demo';
import { createTestApp, signIn, type TestApp } from './harness';

// The benches' checks (issue 13): a fast wrong answer must fail a benchmark run, so the checks must
// pass the portal's right answers and catch wrong ones.

describe('exact arithmetic of the checks', () => {
  it('prices a product as design.md §4 says: cascading discounts rounded once, VAT on the shown price', () => {
    expect(expectedPrices('100.0000', '20.00', ['10', '5'])).toEqual({
      salePrice: '100.00',
      salePriceWithVat: '120.00',
      discountRate: '14.50',
      discountedPrice: '85.50',
      discountedPriceWithVat: '102.60',
      priceBeforeCampaign: null,
    });
    // a price list's 90, a campaign 10 % off: 81 x 0.855 = 69.255 -> 69.26; off the list 1 - 69.255 / 100
    expect(expectedPrices('100.0000', '20.00', ['10', '5'], { start: '81', before: '90' })).toEqual({
      salePrice: '100.00',
      salePriceWithVat: '120.00',
      discountRate: '30.75',
      discountedPrice: '69.26',
      discountedPriceWithVat: '83.11',
      priceBeforeCampaign: '76.95',
    });
    // 33.3333 x 0.925 = 30.8333025; half away from zero at every rounding.
    expect(expectedPrices('33.3333', '18.00', ['7.5'])).toMatchObject({
      salePrice: '33.33',
      discountedPrice: '30.83',
      discountedPriceWithVat: '36.38',
    });
    expect(expectedPrices('10.0050', '20.00', [])).toMatchObject({ salePrice: '10.01', discountRate: '0.00', discountedPrice: '10.01' });
  });

  it('computes an order line from its unit prices and sums amounts exactly', () => {
    expect(
      expectedLineAmounts({ quantity: 3, salePrice: '100.00', discountedPrice: '85.50', expenseCost: '4.5000', vatRate: '20.00' }),
    ).toEqual({
      gross: '300.00',
      discount: '43.50',
      net: '256.50',
      expense: '13.50',
      tax: '54.00',
      total: '324.00',
    });
    expect(sumAmounts(['0.10', '0.20', '0.30'])).toBe('0.60');
    expect(sameAmount('12.5', '12.5000')).toBe(true);
    expect(sameAmount('12.5', '12.51')).toBe(false);
  });
});

describe('comparing answers with the expected facts', () => {
  const fact: ProductFact = {
    id: 7,
    code: 'LST-000007',
    name: 'Michelin 205/55R16',
    categoryId: 2,
    visible: true,
    matches: true,
    hasBasket: true,
    showPrice: true,
    showStock: true,
    listPrice: '100.0000',
    startPrice: '100.0000',
    basePrice: '100.0000',
    campaign: false,
    currency: 'TRY',
    vatRate: '20.00',
    stock: 3,
    key: 'Michelin 205/55R16',
  };
  const pricing = { currency: 'TRY', rates: ['10', '5'] };
  const right = {
    id: 7,
    code: 'LST-000007',
    name: 'Michelin 205/55R16',
    stock: 3,
    stockText: 'Son 3 adet',
    salePrice: '100.00',
    salePriceWithVat: '120.00',
    vatRate: '20.00',
    discountRate: '14.50',
    discountedPrice: '85.50',
    discountedPriceWithVat: '102.60',
    priceBeforeCampaign: null,
    currencyText: 'TRY',
    hasBasket: true,
    showPrice: true,
    showStock: true,
  };

  it('passes a right list item and names what is wrong with a wrong one', () => {
    expect(compareListItem(right, fact, pricing, 'tr')).toEqual([]);
    expect(compareListItem({ ...right, discountedPrice: '85.51' }, fact, pricing, 'tr')).toEqual([
      'product 7: discountedPrice 85.51, expected 85.50',
    ]);
    expect(compareListItem(right, { ...fact, startPrice: '90', basePrice: '100', campaign: true }, pricing, 'tr')).toEqual([
      'product 7: discountRate 14.50, expected 23.05',
      'product 7: discountedPrice 85.50, expected 76.95',
      'product 7: discountedPriceWithVat 102.60, expected 92.34',
      'product 7: priceBeforeCampaign null, expected 85.50',
    ]);
    expect(compareListItem(right, { ...fact, visible: false }, pricing, 'tr')).toEqual(['product 7: shown but hidden from this customer']);
    expect(compareListItem(right, undefined, pricing, 'tr')).toEqual(['product 7: shown but does not exist']);
    expect(compareListItem(right, { ...fact, matches: false }, pricing, 'tr')).toEqual([
      "product 7: shown but not in the list's category, facets or search",
    ]);
    expect(compareListItem(right, { ...fact, showPrice: false }, pricing, 'tr')).toContain(
      'product 7: a price shown where showPrice is false',
    );
    expect(compareListItem(right, { ...fact, showStock: false }, pricing, 'tr')).toContain(
      'product 7: stock shown where showStock is false',
    );
    expect(compareListItem({ ...right, stockText: '3' }, fact, pricing, 'tr')).toEqual(['product 7: stockText "3", expected "Son 3 adet"']);
  });

  it('compares facet counts and header search groups', () => {
    const facets = new Map<number, [number, number]>([
      [11, [1, 5]],
      [12, [1, 2]],
    ]);
    expect(
      compareFacets(
        [
          {
            id: 1,
            details: [
              { id: 11, count: 5 },
              { id: 12, count: 2 },
            ],
          },
        ],
        facets,
      ),
    ).toEqual([]);
    expect(compareFacets([{ id: 1, details: [{ id: 11, count: 5 }] }], facets)).toEqual([
      'facet value 12 of property 1 (2 products) missing',
    ]);
    expect(
      compareFacets(
        [
          {
            id: 1,
            details: [
              { id: 11, count: 6 },
              { id: 12, count: 2 },
            ],
          },
        ],
        facets,
      ),
    ).toEqual(['facet value 11: count 6, expected 5']);

    const search = {
      groups: new Map([[2, { total: 1, best: 2, keys: ['2 Michelin 205/55R16'] }]]),
      facts: new Map([[7, { ...fact, key: '2 Michelin 205/55R16' }]]),
    };
    expect(compareSearch([{ id: 2, totalCount: 1, products: [{ id: 7 }] }], search)).toEqual([]);
    expect(compareSearch([{ id: 2, totalCount: 2, products: [{ id: 7 }] }], search)).toEqual(['group 2: totalCount 2, expected 1']);
    expect(compareSearch([], search)).toEqual(['groups (none), expected 2']);
  });

  it('checks that an order totals its lines and every line its unit prices', () => {
    const line: OrderLineRow = {
      order_id: 'o1',
      product_id: 7,
      quantity: 3,
      sale_price: '100.00',
      discounted_price: '85.50',
      expense_cost: '4.5000',
      vat_rate: '20.00',
      gross_amount: '300.00',
      discount_amount: '43.50',
      net_amount: '256.50',
      expense_amount: '13.50',
      tax_amount: '54.00',
      total_amount: '324.00',
    };
    const order: OrderRow = {
      id: 'o1',
      doc_number: 'B2B000001',
      total_gross_amount: '300.00',
      total_discount_amount: '43.50',
      total_amount_without_tax: '256.50',
      total_tax_amount: '54.00',
      total_expense_amount: '13.50',
      total_amount: '324.00',
    };
    expect(checkOrderMoney(order, [line])).toEqual([]);
    expect(checkOrderMoney({ ...order, total_amount: '324.01' }, [line])).toEqual([
      'order B2B000001: total_amount 324.01, its lines add up to 324.00',
    ]);
    expect(checkOrderMoney(order, [{ ...line, tax_amount: '54.01' }])).toContain(
      'order B2B000001 line of product 7: tax_amount 54.01, expected 54.00',
    );
    expect(checkOrderMoney(order, [])).toEqual(['order B2B000001 has no lines']);
  });

  it("checks a line's unit prices against the catalogue and a transaction's lines against its client's cart", () => {
    const line = { product_id: 7, sale_price: '100.00', discounted_price: '85.50', discount_rates: ['10.00', '5.00'] };
    expect(checkLinePrices(line, '100.0000', ['10', '5'], 'B1')).toEqual([]);
    expect(
      checkLinePrices({ ...line, discount_rates: ['10.00', '5.00', '2.00'], discounted_price: '83.79' }, '100.0000', ['10', '5'], 'B1'),
    ).toEqual([]);
    expect(checkLinePrices(line, '100.0000', ['15'], 'B1')).toEqual([
      "order B1 line of product 7: discount rates 10.00,5.00 do not start with the customer's 15",
    ]);
    expect(checkLinePrices({ ...line, discounted_price: '85.49' }, '100.0000', ['10', '5'], 'B1')).toEqual([
      'order B1 line of product 7: discounted_price 85.49, expected 85.50',
    ]);
    const cart = new Map([
      [7, 2],
      [8, 1],
    ]);
    expect(
      checkOrderedCart(
        cart,
        [
          { product_id: 7, quantity: 2 },
          { product_id: 8, quantity: 1 },
        ],
        'tx',
      ),
    ).toEqual([]);
    // Ordered twice (a key that made two orders) or a line lost.
    expect(
      checkOrderedCart(
        cart,
        [
          { product_id: 7, quantity: 2 },
          { product_id: 7, quantity: 2 },
          { product_id: 8, quantity: 1 },
        ],
        'tx',
      ),
    ).toEqual(['tx: product 7 ordered 4, the cart held 2']);
    expect(checkOrderedCart(cart, [{ product_id: 7, quantity: 2 }], 'tx')).toEqual(['tx: product 8 ordered 0, the cart held 1']);
  });
});

describe('the catalogue checks against the portal', () => {
  let t: TestApp;
  let token: string;
  let query: Query;
  const customers: { id: string; culture: 'tr' | 'de' }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, { products: 300, customers: 4 });
    query = async (text, params = []) => (await t.db.executeQuery(CompiledQuery.raw(text, params))).rows as Array<Record<string, unknown>>;
    // Every kind of rule on one customer's brands, and an inactive sub-category, so the checks meet them.
    const rows = await query(`select id, country_code from customers order by code limit 3`);
    for (const r of rows) customers.push({ id: String(r.id), culture: String(r.country_code).trim() === 'TR' ? 'tr' : 'de' });
    const brands = await query(
      `select d.id from property_details d join properties p on p.id = d.property_id where p.key = 'brand' order by d.id limit 4`,
    );
    await t.db
      .insertInto('customer_access')
      .values(
        brands.map((b, i) => ({
          customer_id: customers[2]!.id,
          property_detail_id: Number(b.id),
          has_list: i !== 0,
          has_basket: i !== 1,
          show_price: i !== 2,
          show_stock: i !== 3,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    await t.db.updateTable('categories').set({ is_active: false }).where('code', '=', 'LST-HTC').execute();
    token = (await signIn(t, 'support', 'Demo1234')).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const answer = async (call: CatalogCall) => {
    const headers = { authorization: `Bearer ${token}`, 'x-customer-id': call.customerId, 'x-culture': call.culture };
    const res =
      call.kind === 'list'
        ? await t.app.inject({ method: 'POST', url: '/api/catalogs/products/list', headers, payload: call.body })
        : call.kind === 'properties'
          ? await t.app.inject({ method: 'GET', url: `/api/catalogs/products/properties?CategoryId=${call.categoryId}`, headers })
          : await t.app.inject({ method: 'GET', url: `/api/catalogs/products/search-by-text?q=${encodeURIComponent(call.q)}`, headers });
    return { status: res.statusCode, text: res.body };
  };

  it("passes the portal's answers (lists in every order, facets, searches) and catches one altered", async () => {
    const [lst] = await query(`select id from categories where code = 'LST'`);
    const [michelin] = await query(
      `select d.id from property_details d join properties p on p.id = d.property_id where p.key = 'brand' and d.name = 'Michelin'`,
    );
    const bodies: ListBody[] = [
      { categoryId: Number(lst!.id), pageNumber: 1, pageSize: 50 },
      { categoryId: Number(lst!.id), propertyDetailIds: [Number(michelin!.id)], sort: 'price-asc', pageNumber: 1, pageSize: 20 },
      { sort: 'price-desc', pageNumber: 2, pageSize: 30 },
      { sort: 'stock-desc', pageNumber: 1, pageSize: 40 },
      { sort: 'newest', pageNumber: 1, pageSize: 10 },
      { sort: 'code-desc', pageNumber: 3, pageSize: 25 },
      { sort: 'name-desc', pageNumber: 1, pageSize: 25 },
      { searchText: '205/55 r16', pageNumber: 1, pageSize: 50 },
      { searchText: 'michelin', sort: 'price-asc', pageNumber: 1, pageSize: 50 },
    ];
    const calls: CatalogCall[] = [];
    for (const c of customers) {
      for (const body of bodies) calls.push({ kind: 'list', customerId: c.id, culture: c.culture, body });
      calls.push({ kind: 'properties', customerId: c.id, culture: c.culture, categoryId: Number(lst!.id) });
      for (const q of ['michelin', 'LST-000001', '2055516', 'akü 72', 'xqzv'])
        calls.push({ kind: 'search', customerId: c.id, culture: c.culture, q });
    }
    for (const call of calls) {
      const { status, text } = await answer(call);
      expect({ call, problems: await checkAnswer(query, call, status, text) }).toEqual({ call, problems: [] });
      if (status === 200 && text !== '[]')
        expect((await checkAnswer(query, call, status, corruptAnswer(call, text))).length).toBeGreaterThan(0);
    }
  });

  it('catches a product the customer may not see, and an answer that is not 200', async () => {
    const c = customers[2]!;
    const [hidden] = await query(
      `select p.id from products p join product_property_details x on x.product_id = p.id
       join customer_access a on a.property_detail_id = x.property_detail_id and a.customer_id = $1 and not a.has_list limit 1`,
      [c.id],
    );
    const call: CatalogCall = { kind: 'list', customerId: c.id, culture: c.culture, body: { pageNumber: 1, pageSize: 5 } };
    const { status, text } = await answer(call);
    const wrong = JSON.parse(text);
    wrong.items[0].id = Number(hidden!.id);
    expect(await checkAnswer(query, call, status, JSON.stringify(wrong))).toContain(
      `product ${hidden!.id}: shown but hidden from this customer`,
    );
    expect(await checkAnswer(query, call, 500, '{"code":"INTERNAL"}')).toEqual(['status 500: {"code":"INTERNAL"}']);
  });
});

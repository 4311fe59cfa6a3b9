import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderParameter } from '../../../test/cart-factories';
import {
  createCategory,
  createProduct,
  createProperty,
  createPropertyDetail,
  createWarehouse,
  setAccess,
} from '../../../test/catalog-factories';
import {
  createCustomer,
  createRole,
  createSalesman,
  createTestApp,
  createUser,
  expectError,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { createOrder } from '../../../test/order-factories';
import { signedInUser } from '../../../test/ordering-fixture';

/** The read side of placed orders: list, detail, item details; who may see what. */
let t: TestApp;
const tag = `O${randomUUID().slice(0, 5)}`.toUpperCase();
const ids = {} as {
  customerA: string;
  customerB: string;
  customerDe: string;
  userA: string;
  userB: string;
  userDe: string;
  salesmanA: string;
  category: number;
  subCategory: number;
  p1: number;
  p2: number;
  p3: number;
  hidden: number;
  hiddenDetail: number;
};
const tokens = {} as Record<'dealerA' | 'dealerB' | 'dealerDe' | 'salesmanA' | 'salesmanB' | 'staffSelect' | 'staffBare', string>;
const W1 = `${tag}W1`;
const W2 = `${tag}W2`;

beforeAll(async () => {
  t = await createTestApp();
  ids.customerA = (await createCustomer(t.db, { name: `Acar Lastik ${tag}` })).id;
  ids.customerB = (await createCustomer(t.db)).id;
  ids.customerDe = (await createCustomer(t.db, { country_code: 'DE' })).id;
  const dealerRole = await createRole(t.db, 'dealer', []);
  const salesmanRole = await createRole(t.db, 'salesman', []);
  const sign = (opts: Parameters<typeof createUser>[1]) => signedInUser(t, opts);
  const a = await sign({ roleId: dealerRole, userType: 'dealer', customerId: ids.customerA });
  ids.userA = a.id;
  tokens.dealerA = a.token;
  const b = await sign({ roleId: dealerRole, userType: 'dealer', customerId: ids.customerB });
  ids.userB = b.id;
  tokens.dealerB = b.token;
  const de = await sign({ roleId: dealerRole, userType: 'dealer', customerId: ids.customerDe });
  ids.userDe = de.id;
  tokens.dealerDe = de.token;
  ids.salesmanA = await createSalesman(t.db, [ids.customerA]);
  tokens.salesmanA = (await sign({ roleId: salesmanRole, userType: 'salesman', salesmanId: ids.salesmanA })).token;
  tokens.salesmanB = (
    await sign({ roleId: salesmanRole, userType: 'salesman', salesmanId: await createSalesman(t.db, [ids.customerB]) })
  ).token;
  tokens.staffSelect = (await sign({ roleId: await createRole(t.db, 'staff', ['customer.select']), userType: 'staff' })).token;
  tokens.staffBare = (await sign({ roleId: await createRole(t.db, 'staff', []), userType: 'staff' })).token;

  await createWarehouse(t.db, W1, 'İstanbul Depo', 1);
  await createWarehouse(t.db, W2, 'Köln Lager', 2);
  await t.db.updateTable('warehouses').set({ division_id: 1 }).where('code', '=', W1).execute();
  await t.db.updateTable('warehouses').set({ division_id: 2 }).where('code', '=', W2).execute();
  ids.category = await createCategory(t.db, { code: `${tag}LST` });
  const battery = await createCategory(t.db, { code: 'AKU' });
  ids.subCategory = await createCategory(t.db, { code: `${tag}AKU60`, parentId: battery });
  ids.p1 = await createProduct(t.db, {
    code: `${tag}-MICH`,
    name: 'Michelin Primacy 4 205/55R16',
    categoryId: ids.category,
    listPrice: '1000.00',
    stocks: { [W1]: 1000, [W2]: 1000 },
    images: [
      { url: '/img/p1-b.webp', order: 2 },
      { url: '/img/p1-a.webp', order: 1 },
    ],
  });
  ids.p2 = await createProduct(t.db, {
    code: `${tag}-VARTA`,
    name: 'Varta Blue Dynamic 60Ah',
    categoryId: ids.subCategory,
    listPrice: '2499.99',
    vatRate: '20',
    unitCode: 'ADET',
    stocks: { [W1]: 1000, [W2]: 1000 },
  });
  ids.p3 = await createProduct(t.db, {
    code: `${tag}-OIL`,
    name: 'Castrol Edge 5W-30',
    categoryId: ids.category,
    listPrice: '333.33',
    stocks: { [W1]: 1000 },
  });
  const brand = await createProperty(t.db, ids.category, 'brand');
  ids.hiddenDetail = await createPropertyDetail(t.db, brand, `${tag}HID`);
  ids.hidden = await createProduct(t.db, {
    code: `${tag}-HID`,
    name: 'Gizli Ürün',
    categoryId: ids.category,
    listPrice: '10',
    detailIds: [ids.hiddenDetail],
    stocks: { [W1]: 100 },
  });
});
afterAll(() => t?.close());

const get = (url: string, token?: string, customerId?: string, culture?: string) =>
  t.call({ method: 'GET', url, token, customerId, culture });
const docs = (res: { body: { items: Array<{ docNumber: string }> } }) => res.body.items.map((i) => i.docNumber);

describe('GET /api/orders', () => {
  const orders = {} as Record<'jan10' | 'jan15Late' | 'feb1' | 'feb2Shipped' | 'mar1Cancelled', string>;
  let otherCustomers: string;

  beforeAll(async () => {
    const base = { customerId: ids.customerA, userId: ids.userA };
    orders.jan10 = (
      await createOrder(t.db, {
        ...base,
        createdAt: '2026-01-10T10:00:00Z',
        note: 'Acil teslimat lütfen',
        lines: [{ productId: ids.p1, warehouses: [{ code: W1, quantity: 2 }] }],
      })
    ).docNumber;
    // 21:30 UTC on the 15th is 00:30 on the 16th in Istanbul: the customer's calendar day is the 16th.
    orders.jan15Late = (
      await createOrder(t.db, {
        ...base,
        createdAt: '2026-01-15T21:30:00Z',
        lines: [
          { productId: ids.p2, warehouses: [{ code: W1, quantity: 1 }] },
          { productId: ids.p3, warehouses: [{ code: W1, quantity: 3 }] },
        ],
      })
    ).docNumber;
    orders.feb1 = (
      await createOrder(t.db, {
        ...base,
        createdAt: '2026-02-01T09:00:00Z',
        lines: [{ productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] }],
      })
    ).docNumber;
    orders.feb2Shipped = (
      await createOrder(t.db, {
        ...base,
        status: 'Shipped',
        createdAt: '2026-02-02T09:00:00Z',
        lines: [{ productId: ids.p1, warehouses: [{ code: W2, quantity: 1 }] }],
      })
    ).docNumber;
    orders.mar1Cancelled = (
      await createOrder(t.db, {
        ...base,
        status: 'Cancelled',
        createdAt: '2026-03-01T09:00:00Z',
        lines: [{ productId: ids.p1, warehouses: [{ code: W1, quantity: 1 }] }],
      })
    ).docNumber;
    otherCustomers = (
      await createOrder(t.db, {
        customerId: ids.customerB,
        userId: ids.userB,
        createdAt: '2026-02-01T10:00:00Z',
        note: 'Acil',
        lines: [{ productId: ids.p1, warehouses: [{ code: W1, quantity: 1 }] }],
      })
    ).docNumber;
  });

  const list = (query: string, token = tokens.dealerA, customerId?: string) =>
    get(`/api/orders?PageNumber=1&PageSize=50&${query}`, token, customerId);

  it('lists the acting customer’s orders newest first, as list rows', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(docs(res)).toEqual([orders.mar1Cancelled, orders.feb2Shipped, orders.feb1, orders.jan15Late, orders.jan10]);
    expect(res.body.totalCount).toBe(5);
    const row = res.body.items.find((i: { docNumber: string }) => i.docNumber === orders.jan15Late);
    expect(row).toEqual({
      docNumber: orders.jan15Late,
      date: '2026-01-16',
      status: 'Pending',
      statusName: 'Beklemede',
      statusType: 'info',
      salesmanCode: null,
      salesmanName: null,
      customerCode: expect.any(String),
      customerName: `Acar Lastik ${tag}`,
      customerId: ids.customerA,
      // 2499.99 + 3 x 333.33 = 3499.98 net, + 20% VAT 700.00 (699.996 rounded per line: 500.00 + 200.00)
      totalAmount: '4199.98',
      currency: 'TRY',
      paymentMethodName: 'Peşin',
      paymentStatus: 'NotRequired',
      itemCount: 2,
    });
    // A cancelled order has no active items.
    expect(res.body.items.find((i: { docNumber: string }) => i.docNumber === orders.mar1Cancelled)).toMatchObject({
      status: 'Cancelled',
      statusType: 'danger',
      itemCount: 0,
    });
    expect(docs(res)).not.toContain(otherCustomers);
  });

  it('pages', async () => {
    const page2 = await get('/api/orders?PageNumber=2&PageSize=2', tokens.dealerA);
    expect(page2.status).toBe(200);
    expect(docs(page2)).toEqual([orders.feb1, orders.jan15Late]);
    expect(page2.body).toMatchObject({ pageIndex: 2, pageSize: 2, totalCount: 5, totalPages: 3, hasPreviousPage: true, hasNextPage: true });
    const page3 = await get('/api/orders?PageNumber=3&PageSize=2', tokens.dealerA);
    expect(docs(page3)).toEqual([orders.jan10]);
    expect(page3.body.hasNextPage).toBe(false);
    const beyond = await get('/api/orders?PageNumber=9&PageSize=2', tokens.dealerA);
    expect(beyond.body).toMatchObject({ items: [], totalCount: 5 });
  });

  it('sorts by OrderBy when asked (then newest first); an unknown field is INVALID_SORT', async () => {
    const byTotal = await list(`OrderBy=${encodeURIComponent('totalAmount desc')}`);
    const totals = byTotal.body.items.map((i: { totalAmount: string }) => Number(i.totalAmount));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(docs(await list('OrderBy=date'))).toEqual([
      orders.jan10,
      orders.jan15Late,
      orders.feb1,
      orders.feb2Shipped,
      orders.mar1Cancelled,
    ]);
    expectError(await list('OrderBy=customer_id', tokens.dealerA), 400, 'INVALID_SORT', 'tr', { orderBy: 'customer_id' });
  });

  it('searches the document number, a product code of its lines or the note, case-insensitively', async () => {
    expect(docs(await list(`SearchTerm=${orders.feb1.toLowerCase()}`))).toEqual([orders.feb1]);
    expect(docs(await list(`SearchTerm=${encodeURIComponent(`${tag}-varta`.toLowerCase())}`))).toEqual([orders.jan15Late]);
    expect(docs(await list(`SearchTerm=${encodeURIComponent(`${tag}-OIL`)}`))).toEqual([orders.feb1, orders.jan15Late]);
    expect(docs(await list(`SearchTerm=${encodeURIComponent('ACIL TESLIMAT')}`))).toEqual([orders.jan10]);
    expect(docs(await list(`SearchTerm=${encodeURIComponent('lütfen')}`))).toEqual([orders.jan10]);
    expect(docs(await list('SearchTerm=nothing-like-this'))).toEqual([]);
    // LIKE wildcards are plain characters.
    expect(docs(await list(`SearchTerm=${encodeURIComponent('%')}`))).toEqual([]);
  });

  it('filters by status and by calendar day (inclusive, in the customer’s time zone)', async () => {
    expect(docs(await list('Status=Shipped'))).toEqual([orders.feb2Shipped]);
    expect(docs(await list('Status=Pending'))).toEqual([orders.feb1, orders.jan15Late, orders.jan10]);
    expect(docs(await list('StartDate=2026-01-16&EndDate=2026-02-01'))).toEqual([orders.feb1, orders.jan15Late]);
    expect(docs(await list('StartDate=2026-01-16&EndDate=2026-01-16'))).toEqual([orders.jan15Late]);
    expect(docs(await list('EndDate=2026-01-15'))).toEqual([orders.jan10]);
    expect(docs(await list('StartDate=2026-02-02'))).toEqual([orders.mar1Cancelled, orders.feb2Shipped]);
    expect(docs(await list('StartDate=2026-01-01&EndDate=2026-02-28&Status=Pending&SearchTerm=acil'))).toEqual([orders.jan10]);
  });

  it('is the acting customer’s: a salesman acting for it sees them, another customer never does', async () => {
    expect(docs(await list('', tokens.salesmanA, ids.customerA))).toHaveLength(5);
    expect(docs(await list('', tokens.staffSelect, ids.customerB))).toEqual([otherCustomers]);
    expect(docs(await list('', tokens.dealerB))).toEqual([otherCustomers]);
    expectError(await list('', tokens.dealerB, ids.customerA), 403, 'CUSTOMER_FORBIDDEN');
    expectError(await list('', tokens.salesmanB, ids.customerA), 403, 'CUSTOMER_FORBIDDEN');
    expectError(await list('', tokens.staffBare), 400, 'CUSTOMER_REQUIRED');
    expectError(await get('/api/orders?PageNumber=1&PageSize=10', undefined, undefined, 'en'), 401, 'UNAUTHORIZED', 'en');
  });

  it('refuses bad input with 400 and a localised message', async () => {
    for (const query of [
      'StartDate=2026-02-30',
      'StartDate=16.01.2026',
      'EndDate=2026-13-01',
      'StartDate=2026-02-01&EndDate=2026-01-01',
      'Status=Lost',
      'PageSize=0',
    ]) {
      const res = await get(
        `/api/orders?PageNumber=1&PageSize=10&${query}`.replace('PageSize=10&PageSize', 'PageSize'),
        tokens.dealerA,
        undefined,
        'de',
      );
      expect({ query, status: res.status, code: res.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
    }
    expect((await get('/api/orders', tokens.dealerA)).status).toBe(400);
  });
});

describe('GET /api/orders/{docNumber}', () => {
  let order: Awaited<ReturnType<typeof createOrder>>;

  beforeAll(async () => {
    order = await createOrder(t.db, {
      customerId: ids.customerA,
      userId: ids.userA,
      salesmanId: ids.salesmanA,
      createdAt: '2026-04-05T12:34:56Z',
      note: 'Kapıda teslim',
      paymentMethodCode: 'KK',
      paymentMethodName: 'Kredi kartı',
      dueDays: 30,
      lines: [
        // 1000.00 -10% -5% = 855.00; 5 units: 3 from W1, 2 from W2.
        {
          productId: ids.p1,
          discountRates: ['10', '5'],
          warehouses: [
            { code: W1, quantity: 3 },
            { code: W2, quantity: 2 },
          ],
        },
        { productId: ids.p2, expenseCost: '12.50', warehouses: [{ code: W2, quantity: 1 }] },
      ],
    });
  });

  const detail = (token?: string, docNumber = order.docNumber, culture?: string) =>
    get(`/api/orders/${encodeURIComponent(docNumber)}`, token, undefined, culture);

  it("names the payment method in the reader's language while an order parameter names it (ADR 0062)", async () => {
    const paymentNames = async (culture: string) => {
      const res = await detail(tokens.dealerA, order.docNumber, culture);
      const listed = await get('/api/orders?PageNumber=1&PageSize=50', tokens.dealerA, undefined, culture);
      return [
        res.body.paymentMethodName,
        res.body.orderItems[0].orders[0].paymentMethodName,
        listed.body.items.find((o: { docNumber: string }) => o.docNumber === order.docNumber).paymentMethodName,
      ];
    };
    const id = await createOrderParameter(t.db, {
      categoryId: null,
      code: 'KK',
      names: { tr: 'Kredi kartı', de: 'Kreditkarte', en: 'Credit card' },
    });
    try {
      expect(await paymentNames('en')).toEqual(Array(3).fill('Credit card'));
      expect(await paymentNames('de')).toEqual(Array(3).fill('Kreditkarte'));
      expect(await paymentNames('tr')).toEqual(Array(3).fill('Kredi kartı'));
    } finally {
      await t.db.deleteFrom('order_parameters').where('id', '=', id).execute();
    }
    // no order parameter of that code any more: the name the order was placed with
    expect(await paymentNames('en')).toEqual(Array(3).fill('Kredi kartı'));
  });

  it('answers the header, the items and their warehouse orders', async () => {
    const res = await detail(tokens.dealerA, order.docNumber, 'en');
    expect(res.status).toBe(200);
    const [line1, line2] = order.lines;
    const salesman = await t.db.selectFrom('salesmen').select(['code', 'name']).where('id', '=', ids.salesmanA).executeTakeFirstOrThrow();
    const customer = await t.db.selectFrom('customers').select(['code', 'name']).where('id', '=', ids.customerA).executeTakeFirstOrThrow();
    const warehouseOrder = (
      id: number,
      number: string,
      code: string,
      name: string,
      division: [string, string],
      quantity: number,
      prices: [string, string],
    ) => ({
      id,
      number,
      warehouseCode: code,
      warehouseName: name,
      divisionCode: division[0],
      divisionName: division[1],
      salePrice: prices[0],
      discountedPrice: prices[1],
      quantity,
      shippedQuantity: 0,
      erpModifiedBy: null,
      erpModifiedOn: null,
      paymentStatus: 'NotRequired',
      paymentMethodCode: 'KK',
      paymentMethodName: 'Kredi kartı',
      status: 'Pending',
      statusType: 'info',
    });
    const detailIds = (
      await t.db
        .selectFrom('order_line_details')
        .select('id')
        .where(
          'order_line_id',
          'in',
          order.lines.map((l) => String(l.id)),
        )
        .orderBy('id')
        .execute()
    ).map((d) => Number(d.id));
    expect(res.body).toEqual({
      id: order.id,
      b2BDocNo: order.docNumber,
      // 12:34 UTC is 15:34 in Istanbul.
      date: '2026-04-05',
      time: '15:34',
      customerId: ids.customerA,
      customerCode: customer.code,
      customerName: customer.name,
      currency: 'TRY',
      salesmanCode: salesman.code,
      salesmanName: salesman.name,
      // 5 x 1000.00 + 2499.99 = 7499.99 gross; 5 x 855.00 = 4275.00 net + 2499.99 = 6774.99 (without tax); expense 12.50;
      // VAT 20% of 4275.00 = 855.00 and of 2512.49 = 502.50 (502.498): 1357.50.
      totalGrossAmount: '7499.99',
      totalDiscountAmount: '725.00',
      totalAmountWithoutTax: '6774.99',
      totalTaxAmount: '1357.50',
      totalExpenseAmount: '12.50',
      totalAmount: '8144.99',
      status: 'Pending',
      statusName: 'Pending',
      note: 'Kapıda teslim',
      createdOnUtc: '2026-04-05T12:34:56.000Z',
      erpModifiedBy: null,
      erpModifiedOn: null,
      paymentMethodCode: 'KK',
      paymentMethodName: 'Kredi kartı',
      shippingAddressCaption: 'Merkez',
      shippingAddress: 'Atatürk Cad. 1, İstanbul',
      orderItems: [
        {
          id: line1!.id,
          productId: ids.p1,
          productCode: `${tag}-MICH`,
          productName: 'Michelin Primacy 4 205/55R16',
          productImageUrl: '/img/p1-a.webp',
          quantity: 5,
          shippedQuantity: 0,
          unitCode: 'ADET',
          dueDate: '2026-05-05',
          salePrice: '1000.00',
          discountedPrice: '855.00',
          campaign: null,
          priceBeforeCampaign: null,
          vatRate: '20.00',
          expenseAmount: '0.00',
          lineTotal: '4275.00',
          status: 'Pending',
          statusName: 'Pending',
          isDeletedByErp: false,
          isAddedByErp: false,
          orders: [
            warehouseOrder(detailIds[0]!, `${order.docNumber}-1`, W1, 'İstanbul Depo', ['TR', 'Türkiye'], 3, ['1000.00', '855.00']),
            warehouseOrder(detailIds[1]!, `${order.docNumber}-2`, W2, 'Köln Lager', ['DE', 'Deutschland'], 2, ['1000.00', '855.00']),
          ],
          statusType: 'info',
          canCancel: true,
        },
        {
          id: line2!.id,
          productId: ids.p2,
          productCode: `${tag}-VARTA`,
          productName: 'Varta Blue Dynamic 60Ah',
          // No image: the fallback of its top-level category (AKU).
          productImageUrl: '/others/AKU.webp',
          quantity: 1,
          shippedQuantity: 0,
          unitCode: 'ADET',
          dueDate: '2026-05-05',
          salePrice: '2499.99',
          discountedPrice: '2499.99',
          campaign: null,
          priceBeforeCampaign: null,
          vatRate: '20.00',
          expenseAmount: '12.50',
          // net 2499.99 plus the expense 12.50, as the cart line showed it
          lineTotal: '2512.49',
          status: 'Pending',
          statusName: 'Pending',
          isDeletedByErp: false,
          isAddedByErp: false,
          orders: [
            warehouseOrder(detailIds[2]!, `${order.docNumber}-2`, W2, 'Köln Lager', ['DE', 'Deutschland'], 1, ['2499.99', '2499.99']),
          ],
          statusType: 'info',
          canCancel: true,
        },
      ],
      paymentStatus: 'NotRequired',
      statusType: 'info',
      canCancel: true,
      canPayOnline: false,
      // Cart order (spec 02 §3): taken from two warehouses of two divisions, so neither is the document's;
      // nothing captures online payments yet.
      warehouse: null,
      division: null,
      captureTransactionId: null,
      // a dealer is not shown the ERP hand-off (integration.list only)
      erpHandOff: null,
    });
    expect(order.totals).toMatchObject({ total: '8144.99', withoutTax: '6774.99' });
  });

  it('names the document’s warehouse and division when all its items share them (spec 02 §3 Cart order)', async () => {
    // customerDe's orders: customerA's are counted by the item-details tests
    const oneWarehouse = await createOrder(t.db, {
      customerId: ids.customerDe,
      userId: ids.userDe,
      lines: [
        { productId: ids.p1, warehouses: [{ code: W1, quantity: 2 }] },
        { productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] },
      ],
    });
    expect((await detail(tokens.dealerDe, oneWarehouse.docNumber)).body).toMatchObject({
      warehouse: { code: W1, name: 'İstanbul Depo' },
      division: { code: 'TR', name: 'Türkiye' },
      captureTransactionId: null,
    });
    // a second warehouse of the same division: the division is still the document's, the warehouse not
    const w3 = `${tag}W3`;
    await createWarehouse(t.db, w3, 'Ankara Depo', 3);
    await t.db.updateTable('warehouses').set({ division_id: 1 }).where('code', '=', w3).execute();
    await t.db.insertInto('stocks').values({ product_id: ids.p1, warehouse_code: w3, quantity: 10 }).execute();
    const oneDivision = await createOrder(t.db, {
      customerId: ids.customerDe,
      userId: ids.userDe,
      lines: [
        {
          productId: ids.p1,
          warehouses: [
            { code: W1, quantity: 1 },
            { code: w3, quantity: 1 },
          ],
        },
      ],
    });
    expect((await detail(tokens.dealerDe, oneDivision.docNumber)).body).toMatchObject({
      warehouse: null,
      division: { code: 'TR', name: 'Türkiye' },
    });
  });

  it('names the status in the caller’s language and in the customer’s time zone', async () => {
    expect((await detail(tokens.dealerA, order.docNumber, 'de')).body).toMatchObject({ statusName: 'Ausstehend' });
    expect((await detail(tokens.dealerA)).body).toMatchObject({ statusName: 'Beklemede' });
    const de = await createOrder(t.db, {
      customerId: ids.customerDe,
      userId: ids.userDe,
      createdAt: '2026-07-01T22:30:00Z',
      lines: [{ productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] }],
    });
    expect((await detail(tokens.dealerDe, de.docNumber)).body).toMatchObject({ date: '2026-07-02', time: '00:30' });
  });

  it('offers the online payment only while an online order waits for it, and cancellation only while allowed', async () => {
    const online = await createOrder(t.db, {
      customerId: ids.customerA,
      userId: ids.userA,
      isOnlinePayment: true,
      paymentMethodCode: 'PAYPAL',
      paymentMethodName: 'PayPal',
      lines: [{ productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] }],
    });
    expect((await detail(tokens.dealerA, online.docNumber)).body).toMatchObject({
      paymentStatus: 'Pending',
      canPayOnline: true,
      canCancel: true,
    });
    const paid = await createOrder(t.db, {
      customerId: ids.customerA,
      userId: ids.userA,
      isOnlinePayment: true,
      paymentStatus: 'Paid',
      lines: [{ productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] }],
    });
    // Paid: the whole order may be cancelled (and refunded), none of its items alone.
    const paidDetail = (await detail(tokens.dealerA, paid.docNumber)).body;
    expect(paidDetail).toMatchObject({ canPayOnline: false, canCancel: true });
    expect(paidDetail.orderItems.map((i: { canCancel: boolean }) => i.canCancel)).toEqual([false]);
    const shipped = await createOrder(t.db, {
      customerId: ids.customerA,
      userId: ids.userA,
      status: 'Shipped',
      lines: [{ productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] }],
    });
    const res = await detail(tokens.dealerA, shipped.docNumber);
    expect(res.body).toMatchObject({ status: 'Shipped', statusType: 'success', canCancel: false });
    expect(res.body.orderItems[0]).toMatchObject({ status: 'Shipped', canCancel: false });
    const approved = await createOrder(t.db, {
      customerId: ids.customerA,
      userId: ids.userA,
      status: 'Approved',
      lines: [{ productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] }],
    });
    expect((await detail(tokens.dealerA, approved.docNumber)).body).toMatchObject({ statusType: 'warning', canCancel: true });
  });

  it('is readable by the customer’s users, its assigned salesmen and staff who may select customers; anyone else 404', async () => {
    expect((await detail(tokens.dealerA)).status).toBe(200);
    expect((await detail(tokens.salesmanA)).status).toBe(200);
    expect((await detail(tokens.staffSelect)).status).toBe(200);
    // Even while acting for another customer: the order's own customer decides.
    expect((await get(`/api/orders/${order.docNumber}`, tokens.staffSelect, ids.customerB)).status).toBe(200);
    expectError(await detail(tokens.dealerB, order.docNumber, 'en'), 404, 'NOT_FOUND', 'en', { docNumber: order.docNumber });
    expectError(await detail(tokens.salesmanB), 404, 'NOT_FOUND');
    expectError(await detail(tokens.staffBare), 404, 'NOT_FOUND');
    expectError(await detail(tokens.dealerA, 'NO-SUCH-DOC'), 404, 'NOT_FOUND', 'tr', { docNumber: 'NO-SUCH-DOC' });
    expectError(await detail(undefined), 401, 'UNAUTHORIZED');
  });
});

describe('GET /api/orders/item-details', () => {
  let customer: string;
  let user: string;
  let token: string;
  const created: string[] = [];

  beforeAll(async () => {
    customer = (await createCustomer(t.db)).id;
    const u = await createUser(t.db, { roleId: await createRole(t.db, 'dealer', []), userType: 'dealer', customerId: customer });
    user = u.id;
    token = (await signIn(t, u.account_name)).token;
    const at = (day: number) => `2026-05-${String(day).padStart(2, '0')}T08:00:00Z`;
    created.push(
      (
        await createOrder(t.db, {
          customerId: customer,
          userId: user,
          createdAt: at(1),
          lines: [{ productId: ids.p1, warehouses: [{ code: W1, quantity: 2 }] }],
        })
      ).docNumber,
    );
    created.push(
      (
        await createOrder(t.db, {
          customerId: customer,
          userId: user,
          createdAt: at(2),
          lines: [
            { productId: ids.p1, discountRates: ['10'], warehouses: [{ code: W1, quantity: 3 }] },
            { productId: ids.p2, warehouses: [{ code: W1, quantity: 1 }] },
          ],
        })
      ).docNumber,
    );
    // A cancelled line counts for nothing.
    created.push(
      (
        await createOrder(t.db, {
          customerId: customer,
          userId: user,
          createdAt: at(3),
          lines: [{ productId: ids.p1, status: 'Cancelled', warehouses: [{ code: W1, quantity: 50 }] }],
        })
      ).docNumber,
    );
    created.push(
      (
        await createOrder(t.db, {
          customerId: customer,
          userId: user,
          createdAt: at(4),
          lines: [{ productId: ids.hidden, warehouses: [{ code: W1, quantity: 4 }] }],
        })
      ).docNumber,
    );
    await setAccess(t.db, customer, ids.hiddenDetail, { has_list: false });
  });

  const items = (query = '', as = token) => get(`/api/orders/item-details${query}`, as);

  it('rolls the ordered products up: total quantity, the latest prices, the orders newest first', async () => {
    const res = await items();
    expect(res.status).toBe(200);
    expect(res.body.map((r: { productId: number }) => r.productId)).toEqual([ids.hidden, ids.p2, ids.p1]);
    expect(res.body[2]).toEqual({
      productId: ids.p1,
      productCode: `${tag}-MICH`,
      productName: 'Michelin Primacy 4 205/55R16',
      categoryId: ids.category,
      productImageUrl: '/img/p1-a.webp',
      quantity: 5,
      unitCode: 'ADET',
      salePrice: '1000.00',
      discountedPrice: '900.00',
      taxRate: '20.00',
      currency: 'TRY',
      orders: [
        { docNumber: created[1], date: '2026-05-02', quantity: 3, status: 'Pending' },
        { docNumber: created[0], date: '2026-05-01', quantity: 2, status: 'Pending' },
      ],
    });
    expect(res.body[1]).toMatchObject({ productId: ids.p2, quantity: 1, productImageUrl: '/others/AKU.webp', salePrice: '2499.99' });
    // Hidden in the catalogue now, still the customer's own history.
    expect(res.body[0]).toMatchObject({ productId: ids.hidden, quantity: 4 });
  });

  it('searches code or name, case-insensitively', async () => {
    const ids_ = async (q: string) => (await items(`?Search=${encodeURIComponent(q)}`)).body.map((r: { productId: number }) => r.productId);
    expect(await ids_(`${tag}-varta`.toLowerCase())).toEqual([ids.p2]);
    expect(await ids_('PRIMACY')).toEqual([ids.p1]);
    expect(await ids_('gizli ÜRÜN')).toEqual([ids.hidden]);
    expect(await ids_('zzz-nothing')).toEqual([]);
  });

  it('keeps at most 20 orders per product and 100 products', async () => {
    const c = (await createCustomer(t.db)).id;
    const u = await createUser(t.db, { roleId: await createRole(t.db, 'dealer', []), userType: 'dealer', customerId: c });
    const tok = (await signIn(t, u.account_name)).token;
    for (let i = 0; i < 22; i++) {
      await createOrder(t.db, {
        customerId: c,
        userId: u.id,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        takeStock: false,
        lines: [{ productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] }],
      });
    }
    const many: number[] = [];
    for (let i = 0; i < 101; i++) {
      many.push(await createProduct(t.db, { code: `${tag}-N${i}`, name: `Bulk ${i}`, categoryId: ids.category, listPrice: '1' }));
    }
    await createOrder(t.db, {
      customerId: c,
      userId: u.id,
      createdAt: '2026-06-01T00:00:00Z',
      takeStock: false,
      lines: many.map((productId) => ({ productId, warehouses: [{ code: W1, quantity: 1 }] })),
    });
    const res = await items('', tok);
    expect(res.body).toHaveLength(100);
    expect(res.body.map((r: { productId: number }) => r.productId)).not.toContain(ids.p3);
    const oil = (await items(`?Search=${encodeURIComponent(`${tag}-OIL`)}`, tok)).body;
    expect(oil).toHaveLength(1);
    expect(oil[0].quantity).toBe(22);
    expect(oil[0].orders).toHaveLength(20);
    expect(oil[0].orders[0].date).toBe('2026-01-22');
  });

  it('is the acting customer’s only', async () => {
    // B has one order of its own (the list tests): only that, none of this customer's.
    const ofB = (await items('', tokens.dealerB)).body;
    expect(ofB.map((r: { productId: number; quantity: number }) => [r.productId, r.quantity])).toEqual([[ids.p1, 1]]);
    expect(ofB[0].orders.map((o: { docNumber: string }) => o.docNumber)).not.toContain(created[1]);
    expectError(await get('/api/orders/item-details', tokens.dealerB, customer), 403, 'CUSTOMER_FORBIDDEN');
    expectError(await get('/api/orders/item-details', tokens.staffBare), 400, 'CUSTOMER_REQUIRED');
    expectError(await get('/api/orders/item-details'), 401, 'UNAUTHORIZED');
    const res = await get(`/api/orders/item-details?Search=${'x'.repeat(101)}`, token, undefined, 'en');
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });
});

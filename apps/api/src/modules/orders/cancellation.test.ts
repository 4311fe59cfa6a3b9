import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createWarehouse } from '../../../test/catalog-factories';
import {
  createCustomer,
  createRole,
  createSalesman,
  createTestApp,
  type createUser,
  expectError,
  onPostgres,
  type TestApp,
} from '../../../test/harness';
import { createOrder, createSalesmanLimit, limitOf, lineAmounts, stockOf } from '../../../test/order-factories';
import { signedInUser } from '../../../test/ordering-fixture';
import { REFUND_QUEUE } from '../../platform/payments';

/** Cancelling an order or one of its items: state rules, stock and limits given back, totals, access. */
let t: TestApp;
const tag = `X${randomUUID().slice(0, 5)}`.toUpperCase();
const W1 = `${tag}W1`;
const W2 = `${tag}W2`;
const ids = {} as {
  customerA: string;
  customerB: string;
  userA: string;
  salesman: string;
  salesmanCode: string;
  p1: number;
  p2: number;
  p3: number;
};
const tokens = {} as Record<'dealerA' | 'dealerB' | 'salesman' | 'otherSalesman' | 'staffSelect' | 'staffBare', string>;
const START = 1000;

beforeAll(async () => {
  t = await createTestApp();
  ids.customerA = (await createCustomer(t.db)).id;
  ids.customerB = (await createCustomer(t.db)).id;
  const dealerRole = await createRole(t.db, 'dealer', []);
  const salesmanRole = await createRole(t.db, 'salesman', []);
  const sign = (opts: Parameters<typeof createUser>[1]) => signedInUser(t, opts);
  const a = await sign({ roleId: dealerRole, userType: 'dealer', customerId: ids.customerA });
  ids.userA = a.id;
  tokens.dealerA = a.token;
  tokens.dealerB = (await sign({ roleId: dealerRole, userType: 'dealer', customerId: ids.customerB })).token;
  ids.salesman = await createSalesman(t.db, [ids.customerA]);
  ids.salesmanCode = (await t.db.selectFrom('salesmen').select('code').where('id', '=', ids.salesman).executeTakeFirstOrThrow()).code;
  tokens.salesman = (await sign({ roleId: salesmanRole, userType: 'salesman', salesmanId: ids.salesman })).token;
  tokens.otherSalesman = (
    await sign({ roleId: salesmanRole, userType: 'salesman', salesmanId: await createSalesman(t.db, [ids.customerB]) })
  ).token;
  tokens.staffSelect = (await sign({ roleId: await createRole(t.db, 'staff', ['customer.select']), userType: 'staff' })).token;
  tokens.staffBare = (await sign({ roleId: await createRole(t.db, 'staff', []), userType: 'staff' })).token;

  await createWarehouse(t.db, W1, 'Depo 1', 1);
  await createWarehouse(t.db, W2, 'Depo 2', 2);
  const category = await createCategory(t.db, { code: `${tag}LST` });
  const product = (code: string, listPrice: string) =>
    createProduct(t.db, { code: `${tag}-${code}`, name: code, categoryId: category, listPrice, stocks: { [W1]: START, [W2]: START } });
  ids.p1 = await product('A', '123.45');
  ids.p2 = await product('B', '77.77');
  ids.p3 = await product('C', '19.99');
  await t.db.updateTable('products').set({ expense_cost: '1.2345' }).where('id', '=', ids.p2).execute();
});
afterAll(() => t?.close());
// Each test sets the limits it counts on; a limit left behind would be used up by later orders.
afterEach(async () => {
  await t.db.deleteFrom('salesman_limits').execute();
});

const cancelOrder = (docNumber: string, token?: string, body: unknown = {}, culture?: string) =>
  t.call({ method: 'PUT', url: `/api/orders/${encodeURIComponent(docNumber)}/cancellation`, token, payload: body as object, culture });
const cancelLine = (orderId: string, lineId: number | string, token?: string, culture?: string) =>
  t.call({ method: 'PUT', url: `/api/orders/${orderId}/items/${lineId}/cancellation`, token, payload: {}, culture });

async function stockSnapshot() {
  const out: Record<string, number> = {};
  for (const p of [ids.p1, ids.p2, ids.p3]) for (const w of [W1, W2]) out[`${p}@${w}`] = await stockOf(t.db, p, w);
  return out;
}

async function orderRow(id: string) {
  return t.db
    .selectFrom('orders')
    .select([
      'status',
      'payment_status',
      'cancelled_at',
      'cancelled_by',
      'total_gross_amount',
      'total_discount_amount',
      'total_amount_without_tax',
      'total_tax_amount',
      'total_expense_amount',
      'total_amount',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const erpJobs = async (orderId: string) =>
  (await t.db.selectFrom('jobs').select(['queue', 'payload']).where('queue', '=', 'erp.deliver').execute()).filter(
    (j) => (typeof j.payload === 'string' ? JSON.parse(j.payload) : j.payload).orderId === orderId,
  );

/** A three-item order placed by the salesman for customer A: 2+1 of p1 (two warehouses), 3 of p2, 4 of p3. */
function threeLineOrder(extra: Partial<Parameters<typeof createOrder>[1]> = {}) {
  return createOrder(t.db, {
    customerId: ids.customerA,
    userId: ids.userA,
    salesmanId: ids.salesman,
    lines: [
      {
        productId: ids.p1,
        discountRates: ['12.5', '3'],
        warehouses: [
          { code: W1, quantity: 2 },
          { code: W2, quantity: 1 },
        ],
      },
      { productId: ids.p2, discountRates: ['7'], warehouses: [{ code: W2, quantity: 3 }] },
      { productId: ids.p3, warehouses: [{ code: W1, quantity: 4 }] },
    ],
    ...extra,
  });
}

describe('PUT /api/orders/{docNumber}/cancellation', () => {
  it('cancels the order, its items and warehouse orders; gives stock and limits back exactly; audits; tells the ERP', async () => {
    const limits = {
      p1: await createSalesmanLimit(t.db, { salesmanCode: ids.salesmanCode, productCode: `${tag}-A`, quantity: 10 }),
      p3: await createSalesmanLimit(t.db, { salesmanCode: ids.salesmanCode, productCode: `${tag}-C`, quantity: 4 }),
    };
    const before = await stockSnapshot();
    const order = await threeLineOrder({ isOnlinePayment: true });
    expect(await limitOf(t.db, limits.p1)).toBe(7);
    expect(await limitOf(t.db, limits.p3)).toBe(0);
    expect((await stockSnapshot())[`${ids.p1}@${W1}`]).toBe(before[`${ids.p1}@${W1}`]! - 2);

    const res = await cancelOrder(order.docNumber, tokens.salesman, { reason: 'Müşteri vazgeçti' });
    expect(res.status).toBe(204);
    expect(await stockSnapshot()).toEqual(before);
    expect(await limitOf(t.db, limits.p1)).toBe(10);
    expect(await limitOf(t.db, limits.p3)).toBe(4);

    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'Cancelled', payment_status: 'NotRequired' });
    expect(row.cancelled_at).not.toBeNull();
    const lines = await t.db.selectFrom('order_lines').select(['status', 'cancelled_at']).where('order_id', '=', order.id).execute();
    expect(lines.map((l) => l.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled']);
    expect(lines.every((l) => l.cancelled_at !== null)).toBe(true);
    const details = await t.db
      .selectFrom('order_line_details as d')
      .innerJoin('order_lines as l', 'l.id', 'd.order_line_id')
      .select('d.status')
      .where('l.order_id', '=', order.id)
      .execute();
    expect(details.map((d) => d.status)).toEqual(['Cancelled', 'Cancelled', 'Cancelled', 'Cancelled']);

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.docNumber)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'cancel' });
    expect(JSON.stringify(audit[0]!.after)).toContain('Müşteri vazgeçti');
    expect(await erpJobs(order.id)).toEqual([{ queue: 'erp.deliver', payload: expect.anything() }]);
    const logs = await t.db
      .selectFrom('salesman_limit_logs')
      .select(['old_quantity', 'new_quantity'])
      .where('doc_no', '=', order.docNumber)
      .orderBy('id')
      .execute();
    expect(logs.map((l) => [l.old_quantity, l.new_quantity])).toEqual([
      [10, 7],
      [4, 0],
      [7, 10],
      [0, 4],
    ]);

    // The detail now says so, and nothing is offered any more.
    const detail = await t.call({ method: 'GET', url: `/api/orders/${order.docNumber}`, token: tokens.dealerA });
    expect(detail.body).toMatchObject({
      status: 'Cancelled',
      statusType: 'danger',
      canCancel: false,
      canPayOnline: false,
      paymentStatus: 'NotRequired',
    });
    expect(detail.body.orderItems.every((i: { canCancel: boolean; status: string }) => !i.canCancel && i.status === 'Cancelled')).toBe(
      true,
    );

    // A second cancellation is refused and gives nothing back twice.
    expectError(await cancelOrder(order.docNumber, tokens.dealerA, {}, 'en'), 400, 'ORDER_NOT_CANCELLABLE', 'en', {
      docNumber: order.docNumber,
      status: 'Cancelled',
    });
    expect(await stockSnapshot()).toEqual(before);
    expect(await limitOf(t.db, limits.p1)).toBe(10);
  });

  it('is allowed while Pending or Approved only', async () => {
    const approved = await threeLineOrder({ status: 'Approved' });
    expect((await cancelOrder(approved.docNumber, tokens.dealerA)).status).toBe(204);
    for (const [status, name] of [
      ['Processing', 'Hazırlanıyor'],
      ['Shipped', 'Sevk edildi'],
      ['Delivered', 'Teslim edildi'],
      ['Rejected', 'Reddedildi'],
    ] as const) {
      const order = await threeLineOrder({ status });
      const before = await stockSnapshot();
      expectError(await cancelOrder(order.docNumber, tokens.dealerA), 400, 'ORDER_NOT_CANCELLABLE', 'tr', {
        docNumber: order.docNumber,
        status: name,
      });
      expect((await orderRow(order.id)).status).toBe(status);
      expect(await stockSnapshot()).toEqual(before);
    }
    // An item the ERP already moved on keeps the whole document; the other items may still go one by one.
    const partly = await createOrder(t.db, {
      customerId: ids.customerA,
      userId: ids.userA,
      status: 'Approved',
      lines: [
        { productId: ids.p1, status: 'Processing', warehouses: [{ code: W1, quantity: 1 }] },
        { productId: ids.p3, warehouses: [{ code: W1, quantity: 1 }] },
      ],
    });
    expectError(await cancelOrder(partly.docNumber, tokens.dealerA), 400, 'ORDER_NOT_CANCELLABLE', 'tr', {
      docNumber: partly.docNumber,
      status: 'Hazırlanıyor',
    });
    const partlyDetail = (await t.call({ method: 'GET', url: `/api/orders/${partly.docNumber}`, token: tokens.dealerA })).body;
    expect([partlyDetail.canCancel, ...partlyDetail.orderItems.map((i: { canCancel: boolean }) => i.canCancel)]).toEqual([
      false,
      false,
      true,
    ]);
    expectError(await cancelLine(partly.id, partly.lines[0]!.id, tokens.dealerA), 400, 'ORDER_NOT_CANCELLABLE');
    expect((await cancelLine(partly.id, partly.lines[1]!.id, tokens.dealerA)).status).toBe(204);
    // Paid online: one item cannot be cancelled (no partial refunds), the whole order can (its refund is
    // queued; the payments tests run it against the providers).
    const paid = await threeLineOrder({ isOnlinePayment: true, paymentStatus: 'Paid' });
    const paidDetail = (await t.call({ method: 'GET', url: `/api/orders/${paid.docNumber}`, token: tokens.dealerA })).body;
    expect([paidDetail.canCancel, ...paidDetail.orderItems.map((i: { canCancel: boolean }) => i.canCancel)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await cancelLine(paid.id, paid.lines[0]!.id, tokens.dealerA, culture);
      expectError(res, 400, 'ORDER_PAID_LINE_NOT_CANCELLABLE', culture, { docNumber: paid.docNumber, orderLineId: paid.lines[0]!.id });
    }
    expect((await cancelLine(paid.id, paid.lines[0]!.id, tokens.dealerA, 'en')).body.message).toBe(
      `A single item of an order paid online cannot be cancelled (${paid.docNumber}); cancel the whole order instead, and the payment is refunded.`,
    );
    expect((await cancelOrder(paid.docNumber, tokens.dealerA)).status).toBe(204);
    const refunds = await t.db
      .selectFrom('jobs')
      .select(sql<string>`payload->>'orderId'`.as('orderId'))
      .where('queue', '=', REFUND_QUEUE)
      .where(sql`payload->>'orderId'`, '=', paid.id)
      .execute();
    expect(refunds).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: `/api/orders/${paid.docNumber}`, token: tokens.dealerA })).body).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'Paid',
      canCancel: false,
    });
  });

  it('is open to the order’s readers only; anyone else gets 404 and nothing changes', async () => {
    const order = await threeLineOrder();
    const before = await stockSnapshot();
    for (const token of [tokens.dealerB, tokens.otherSalesman, tokens.staffBare]) {
      expectError(await cancelOrder(order.docNumber, token), 404, 'NOT_FOUND', 'tr', { docNumber: order.docNumber });
    }
    expectError(await cancelOrder(order.docNumber), 401, 'UNAUTHORIZED');
    expectError(await cancelOrder('NO-SUCH-DOC', tokens.dealerA), 404, 'NOT_FOUND', 'tr', { docNumber: 'NO-SUCH-DOC' });
    expect(await stockSnapshot()).toEqual(before);
    expect((await orderRow(order.id)).status).toBe('Pending');
    expect((await cancelOrder(order.docNumber, tokens.staffSelect)).status).toBe(204);
    const other = await threeLineOrder();
    expect((await cancelOrder(other.docNumber, tokens.salesman)).status).toBe(204);
  });

  it('refuses a bad body with 400', async () => {
    const order = await threeLineOrder();
    for (const body of [{ reason: 'x'.repeat(501) }, { reason: 5 }, [1]]) {
      const res = await cancelOrder(order.docNumber, tokens.dealerA, body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await orderRow(order.id)).status).toBe('Pending');
    // No body at all is fine.
    const bare = await t.call({ method: 'PUT', url: `/api/orders/${order.docNumber}/cancellation`, token: tokens.dealerA });
    expect(bare.body).toBe('');
    expect(bare.status).toBe(204);
  });
});

describe('PUT /api/orders/{orderId}/items/{orderLineId}/cancellation', () => {
  it('cancels one item: its stock and limit back, the totals recomputed to the cent from the rest', async () => {
    const limit = await createSalesmanLimit(t.db, {
      salesmanCode: ids.salesmanCode,
      productCode: `${tag}-B`,
      quantity: 5,
      startDate: '2001-01-01',
    });
    const before = await stockSnapshot();
    const order = await threeLineOrder();
    expect(await limitOf(t.db, limit)).toBe(2);
    const [l1, l2, l3] = order.lines;

    expect((await cancelLine(order.id, l2!.id, tokens.dealerA)).status).toBe(204);
    const after = await stockSnapshot();
    expect(after[`${ids.p2}@${W2}`]).toBe(before[`${ids.p2}@${W2}`]);
    expect(after[`${ids.p1}@${W1}`]).toBe(before[`${ids.p1}@${W1}`]! - 2);
    expect(after[`${ids.p1}@${W2}`]).toBe(before[`${ids.p1}@${W2}`]! - 1);
    expect(after[`${ids.p3}@${W1}`]).toBe(before[`${ids.p3}@${W1}`]! - 4);
    expect(await limitOf(t.db, limit)).toBe(5);

    // The totals are the sums of the two remaining lines, as placing them alone would have made them.
    const a1 = lineAmounts({ salePrice: '123.45', discountRates: ['12.5', '3'], vatRate: '20', expenseCost: '0', quantity: 3 });
    const a3 = lineAmounts({ salePrice: '19.99', discountRates: [], vatRate: '20', expenseCost: '0', quantity: 4 });
    // 123.45 x 0.875 x 0.97 = 104.7781... -> 104.78; x3 = 314.34; VAT 62.868 -> 62.87.
    expect(a1).toMatchObject({ discountedPrice: '104.78', net: '314.34', tax: '62.87', total: '377.21' });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'Pending',
      total_gross_amount: '450.31', // 370.35 + 79.96
      total_discount_amount: '56.01', // 370.35 - 314.34
      total_amount_without_tax: '394.30', // net: 314.34 + 79.96
      total_tax_amount: '78.86', // 62.87 + 15.99 (15.992)
      total_expense_amount: '0.00',
      total_amount: '473.16',
    });
    expect(a3).toMatchObject({ net: '79.96', tax: '15.99', total: '95.95' });
    const detail = (await t.call({ method: 'GET', url: `/api/orders/${order.docNumber}`, token: tokens.dealerA })).body;
    expect(detail.orderItems.map((i: { status: string; canCancel: boolean }) => [i.status, i.canCancel])).toEqual([
      ['Pending', true],
      ['Cancelled', false],
      ['Pending', true],
    ]);
    expect(detail.canCancel).toBe(true);
    expect(await erpJobs(order.id)).toHaveLength(1);
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity_id', '=', order.docNumber).execute();
    expect(audit).toEqual([{ action: 'cancel-line' }]);

    // The same item again: refused, nothing given twice.
    expectError(await cancelLine(order.id, l2!.id, tokens.dealerA, 'en'), 400, 'ORDER_NOT_CANCELLABLE', 'en', {
      docNumber: order.docNumber,
      orderLineId: l2!.id,
      status: 'Cancelled',
    });
    expect(await limitOf(t.db, limit)).toBe(5);
    expect(await stockSnapshot()).toEqual(after);

    // Cancelling the last two: the order is cancelled with them; totals zero; everything back.
    expect((await cancelLine(order.id, l1!.id, tokens.salesman)).status).toBe(204);
    expect((await orderRow(order.id)).status).toBe('Pending');
    expect((await cancelLine(order.id, l3!.id, tokens.staffSelect)).status).toBe(204);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'Cancelled',
      total_amount: '0.00',
      total_tax_amount: '0.00',
      total_gross_amount: '0.00',
    });
    expect(await stockSnapshot()).toEqual(before);
    // Then cancelling the (already cancelled) order is refused.
    expectError(await cancelOrder(order.docNumber, tokens.dealerA), 400, 'ORDER_NOT_CANCELLABLE');
  });

  it('after an item was cancelled, cancelling the order gives back only the rest', async () => {
    const limit = await createSalesmanLimit(t.db, {
      salesmanCode: ids.salesmanCode,
      productCode: `${tag}-A`,
      quantity: 6,
      startDate: '2002-01-01',
    });
    const before = await stockSnapshot();
    const order = await threeLineOrder();
    expect(await limitOf(t.db, limit)).toBe(3);
    expect((await cancelLine(order.id, order.lines[0]!.id, tokens.dealerA)).status).toBe(204);
    expect(await limitOf(t.db, limit)).toBe(6);
    expect((await cancelOrder(order.docNumber, tokens.dealerA)).status).toBe(204);
    expect(await limitOf(t.db, limit)).toBe(6);
    expect(await stockSnapshot()).toEqual(before);
  });

  it('follows the order’s state', async () => {
    const shipped = await threeLineOrder({ status: 'Shipped' });
    expectError(await cancelLine(shipped.id, shipped.lines[0]!.id, tokens.dealerA), 400, 'ORDER_NOT_CANCELLABLE', 'tr', {
      docNumber: shipped.docNumber,
      status: 'Sevk edildi',
    });
    const approved = await threeLineOrder({ status: 'Approved' });
    expect((await cancelLine(approved.id, approved.lines[0]!.id, tokens.dealerA)).status).toBe(204);
    expect((await orderRow(approved.id)).status).toBe('Approved');
  });

  it('404 for an item of another order, an unknown order, or someone who may not read the order', async () => {
    const order = await threeLineOrder();
    const other = await threeLineOrder();
    expectError(await cancelLine(order.id, other.lines[0]!.id, tokens.dealerA), 404, 'NOT_FOUND');
    expectError(await cancelLine(order.id, 2147483647, tokens.dealerA), 404, 'NOT_FOUND');
    expectError(await cancelLine(randomUUID(), order.lines[0]!.id, tokens.dealerA), 404, 'NOT_FOUND');
    for (const token of [tokens.dealerB, tokens.otherSalesman, tokens.staffBare]) {
      expectError(await cancelLine(order.id, order.lines[0]!.id, token), 404, 'NOT_FOUND');
    }
    expectError(await cancelLine(order.id, order.lines[0]!.id), 401, 'UNAUTHORIZED');
    expect((await t.db.selectFrom('order_lines').select('status').where('order_id', '=', order.id).execute()).map((l) => l.status)).toEqual(
      ['Pending', 'Pending', 'Pending'],
    );
  });

  it('refuses a malformed order id or item id with 400', async () => {
    const order = await threeLineOrder();
    for (const [orderId, lineId] of [
      ['not-a-uuid', order.lines[0]!.id],
      [order.id, 'abc'],
      [order.id, '0'],
      [order.id, '-3'],
      [order.id, '1.5'],
      [order.id, '99999999999'],
    ] as const) {
      const res = await cancelLine(orderId, lineId, tokens.dealerA, 'en');
      expect({ orderId, lineId, status: res.status, code: res.body.code }).toEqual({
        orderId,
        lineId,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
  });
});

describe.runIf(onPostgres)('concurrent cancellations (PostgreSQL)', () => {
  it('two cancellations of one order at once: one succeeds, stock and limits come back once', async () => {
    for (let round = 0; round < 5; round++) {
      const limit = await createSalesmanLimit(t.db, {
        salesmanCode: ids.salesmanCode,
        productCode: `${tag}-C`,
        quantity: 10,
        startDate: `201${round}-01-01`,
      });
      const before = await stockSnapshot();
      const order = await threeLineOrder();
      const answers = await Promise.all([cancelOrder(order.docNumber, tokens.dealerA), cancelOrder(order.docNumber, tokens.salesman)]);
      expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
      expect(await stockSnapshot()).toEqual(before);
      expect(await limitOf(t.db, limit)).toBe(10);
    }
  });

  it('an order and its items cancelled at once: everything comes back exactly once', async () => {
    for (let round = 0; round < 5; round++) {
      const before = await stockSnapshot();
      const order = await threeLineOrder();
      const answers = await Promise.all([
        cancelOrder(order.docNumber, tokens.dealerA),
        ...order.lines.map((l) => cancelLine(order.id, l.id, tokens.salesman)),
        cancelLine(order.id, order.lines[0]!.id, tokens.staffSelect),
      ]);
      expect(answers.every((a) => a.status === 204 || (a.status === 400 && a.body.code === 'ORDER_NOT_CANCELLABLE'))).toBe(true);
      expect(answers.filter((a) => a.status === 204).length).toBeGreaterThanOrEqual(1);
      expect(await stockSnapshot()).toEqual(before);
      expect((await orderRow(order.id)).status).toBe('Cancelled');
    }
  });
});

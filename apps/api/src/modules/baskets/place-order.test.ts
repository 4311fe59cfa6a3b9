import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_GENERAL_SETTINGS, errorMessage } from '@dealerport/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  clearWarehouseTargets,
  createAddress,
  createCartCatalogue,
  createDealer,
  createLimit,
  createOrderParameter,
  createSalesmanUser,
  createWarehouseTarget,
} from '../../../test/cart-factories';
import {
  createCustomer,
  createRole,
  createTestApp,
  createUser,
  expectError,
  inDistributorTimeZone,
  onPostgres,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { cartCalls, dealerWithPlacedCart, productMaker } from '../../../test/ordering-fixture';
import { addDays, dayIn } from '../../lib/dates';
import { JobWorker } from '../../platform/jobs/worker';
import { distributorDay } from '../settings';
import { ORDER_JOB_ATTEMPTS, ORDER_QUEUE, orderPipelineHooks, runOrderJob } from '.';
import { keepOrderContext } from './in-process';
import { readOrderContext } from './place-order.repository';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
const { add, place, status, totalItems } = cartCalls(() => t);
const stockOf = async (productId: number) =>
  (
    await t.db
      .selectFrom('stocks')
      .select(['warehouse_code', 'quantity'])
      .where('product_id', '=', productId)
      .orderBy('warehouse_code')
      .execute()
  ).reduce((acc, r) => Object.assign(acc, { [r.warehouse_code]: r.quantity }), {} as Record<string, number>);
const product = productMaker(
  () => t,
  () => cat,
);
/** Makes a job that is waiting for its retry due now. */
// Settling notifications drops the settings cache; place-order reads the distributor's day through it (one
// statement when cold, none after), so the statement counts below warm it first.
const warmSettings = () => distributorDay(t.db);
const retryNow = () => t.db.updateTable('jobs').set({ run_at: sql`now()` }).where('status', '=', 'pending').execute();

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
});
afterAll(() => t?.close());
afterEach(() => {
  orderPipelineHooks.afterStockReserved = undefined;
});

describe('place-order: the happy path through the worker', () => {
  it('validates, queues, then splits per payment method and warehouse, reserves stock, numbers, mails and empties the cart', async () => {
    const D = await createDealer(t, { language: 'de' });
    await t.db
      .updateTable('customers')
      .set({ discount_rates: ['10'] })
      .where('id', '=', D.customer.id)
      .execute();
    await createOrderParameter(t.db, { categoryId: cat.tyres, code: 'CASH', names: { de: 'Bar' }, discountRate: '2', isOnline: true });
    await createOrderParameter(t.db, { categoryId: cat.tyres, code: 'TERM', names: { de: 'Ziel 30' }, dueDays: 30, isDefault: true });
    const tyre = await product({ expenseCost: '1.2500' });
    const tyre2 = await product({ listPrice: '55.5555' });
    const battery = await product({ categoryId: cat.batteries, listPrice: '80', vatRate: '18' });
    expect((await add(D.token, tyre, 12)).status).toBe(204); // more than one warehouse holds: split 10 + 2
    expect((await add(D.token, tyre2, 1)).status).toBe(204);
    expect((await add(D.token, battery, 2)).status).toBe(204);
    await t.call({
      method: 'PUT',
      url: '/api/baskets/cart/apply-payment-method',
      token: D.token,
      payload: { categoryId: cat.tyres, paymentMethodCode: 'CASH' },
    });
    const cartBefore = (await t.call({ method: 'GET', url: '/api/baskets/cart', token: D.token })).body;
    expect(cartBefore.cartSummary.canPlaceOrder).toBe(true);

    const res = await place(D.token, { customerAddressCode: D.address.code, note: 'Rampa 3' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ transactionId: expect.any(String), errorMessage: null, createdOrders: [], status: 'InQueue' });
    expect((await status(D.token, res.body.transactionId)).body.status).toBe('InQueue');

    await t.app.jobs.drain();
    const done = await status(D.token, res.body.transactionId);
    expect(done.body.status).toBe('Completed');
    expect(done.body.errorMessage).toBeNull();
    expect(done.body.createdOrders).toHaveLength(2);
    const [cash, standard] = done.body.createdOrders;
    expect(cash.docNumber).toMatch(/^B2B\d{2}\d{6}$/);
    expect(cash).toMatchObject({ orderNumber: cash.docNumber, canPayWithPayPal: true });
    expect(standard).toMatchObject({ canPayWithPayPal: false });

    const orders = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('transaction_id', '=', res.body.transactionId)
      .orderBy('doc_number')
      .execute();
    expect(orders.map((o) => [o.payment_method_code, o.payment_status, o.erp_status, o.status, o.note, o.shipping_country_code])).toEqual([
      ['CASH', 'Pending', 'Standalone', 'Pending', 'Rampa 3', 'TR'],
      ['STANDARD', 'NotRequired', 'Standalone', 'Pending', 'Rampa 3', 'TR'],
    ]);
    // Documents add up exactly to the cart the dealer saw.
    const sum = (k: 'total_amount' | 'total_tax_amount' | 'total_expense_amount' | 'total_gross_amount' | 'total_amount_without_tax') =>
      orders.reduce((acc, o) => acc + Math.round(Number(o[k]) * 100), 0);
    const cents = (s: string) => Math.round(Number(s) * 100);
    expect(sum('total_amount')).toBe(cents(cartBefore.cartSummary.totalWithVatDiscountedPrice));
    expect(sum('total_tax_amount')).toBe(cents(cartBefore.cartSummary.totalVatPrice));
    expect(sum('total_expense_amount')).toBe(cents(cartBefore.cartSummary.totalExpenseCostPrice));
    expect(sum('total_gross_amount')).toBe(cents(cartBefore.cartSummary.totalPrice));
    expect(sum('total_amount_without_tax')).toBe(cents(cartBefore.cartSummary.totalDiscountedPrice));

    const lines = await t.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select([
        'o.doc_number',
        'l.id',
        'l.line_no',
        'l.product_id',
        'l.quantity',
        sql<string>`l.discounted_price::text`.as('price'),
        sql<string>`l.due_date::text`.as('due'),
      ])
      .where('o.transaction_id', '=', res.body.transactionId)
      .orderBy('o.doc_number')
      .orderBy('l.line_no')
      .execute();
    expect(lines.map((l) => [l.product_id, l.quantity, l.line_no])).toEqual([
      [tyre, 12, 1],
      [tyre2, 1, 2],
      [battery, 2, 1],
    ]);
    expect(lines[0]!.price).toBe('88.20'); // 100 x 0.9 x 0.98
    const details = await t.db
      .selectFrom('order_line_details')
      .select(['number', 'warehouse_code', 'quantity'])
      .where('order_line_id', '=', lines[0]!.id)
      .orderBy('id')
      .execute();
    expect(details).toEqual([
      { number: `${cash.docNumber}-1`, warehouse_code: cat.w1, quantity: 10 },
      { number: `${cash.docNumber}-2`, warehouse_code: cat.w2, quantity: 2 },
    ]);
    expect(await stockOf(tyre)).toEqual({ [cat.w1]: 0, [cat.w2]: 3 });
    expect(await stockOf(battery)).toEqual({ [cat.w1]: 8, [cat.w2]: 5 });
    expect(
      (await sql<{ total_stock: number }>`select total_stock from products where id = ${tyre}`.execute(t.db)).rows[0]!.total_stock,
    ).toBe(3);
    // The cart is empty, the mail is in the outbox (in German), the creation is audited.
    expect(await totalItems(D.token)).toBe(0);
    const mail = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', D.user.email).executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Ihre Bestellung');
    expect(mail.subject).toContain(cash.docNumber);
    expect(mail.text).toContain(`${cash.docNumber} (CASH)`);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['entity_id'])
      .where('entity', '=', 'order')
      .where('entity_id', '=', cash.docNumber)
      .execute();
    expect(audit).toHaveLength(1);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select(['entity_id', 'actor_user_id', 'action'])
        .where('entity', '=', 'order')
        .where('entity_id', 'in', [cash.docNumber, standard.docNumber])
        .orderBy('entity_id')
        .execute(),
    ).toEqual([cash.docNumber, standard.docNumber].sort().map((entity_id) => ({ entity_id, actor_user_id: D.user.id, action: 'create' })));
    // The job was marked done by the order's own transaction.
    const job = await t.db
      .selectFrom('jobs')
      .select(['status', 'locked_by', 'attempts'])
      .where('queue', '=', ORDER_QUEUE)
      .where(sql`payload->>'transactionId'`, '=', res.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'done', locked_by: null, attempts: 1 });
    await t.db.deleteFrom('order_parameters').execute();
  });
});

describe('place-order: the confirmation language', () => {
  it('is the customer’s (customers.language, from the ERP) when it has one, else the user’s', async () => {
    const tyre = await product();
    const mailOf = async (D: Awaited<ReturnType<typeof createDealer>>) => {
      expect((await add(D.token, tyre, 1)).status).toBe(204);
      expect((await place(D.token, { customerAddressCode: D.address.code })).status).toBe(200);
      await t.app.jobs.drain();
      return t.db.selectFrom('email_outbox').select('subject').where('to_address', '=', D.user.email).executeTakeFirstOrThrow();
    };
    const english = await createDealer(t, { language: 'de' });
    await t.db.updateTable('customers').set({ language: 'en' }).where('id', '=', english.customer.id).execute();
    expect((await mailOf(english)).subject).toContain('Your order was received');
    const own = await createDealer(t, { language: 'de' });
    expect((await mailOf(own)).subject).toContain('Ihre Bestellung');
  });
});

describe('place-order: the job started in the placing process', () => {
  it('runs at once in a reserved place of the running worker (queued claimed, one attempt); the status poll after it needs no query', async () => {
    t.app.jobs.start();
    try {
      const D = await createDealer(t);
      const id = await product();
      // Refused at once: the reserved place is given back (the worker runs one job at a time here).
      expectError(await place(D.token, { customerAddressCode: D.address.code }), 400, 'CART_EMPTY');
      await add(D.token, id, 2);
      const { result: answer, statements } = await t.statementsOf(async () => {
        const res = await place(D.token, { customerAddressCode: D.address.code });
        expect(res.status).toBe(200);
        let polled = await status(D.token, res.body.transactionId);
        for (let i = 0; i < 150 && polled.body.status === 'InQueue'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          polled = await status(D.token, res.body.transactionId);
        }
        return polled;
      });
      expect(answer.body.status).toBe('Completed');
      const res = { body: { transactionId: answer.body.transactionId as string } };
      // No claim, no read of the transaction by the job (place-order's insert brought what it needs), no
      // status query: the statements are place-order's and the order's own.
      expect(statements.filter((s) => /update jobs j set status = 'running'/.test(s))).toEqual([]);
      expect(statements.filter((s) => /from order_transactions t cross join lateral/.test(s))).toEqual([]);
      expect(statements.filter((s) => /from "order_transactions" as "t"/.test(s))).toEqual([]);
      expect(statements.filter((s) => /dealerport_assert/.test(s))).toHaveLength(1);
      expect(answer.body.createdOrders).toHaveLength(1);
      const job = await t.db
        .selectFrom('jobs')
        .select(['status', 'attempts', 'locked_by'])
        .where(sql`payload->>'transactionId'`, '=', res.body.transactionId)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({ status: 'done', attempts: 1, locked_by: null });
      // Answered from what this process remembers of the transaction it ended, not from the row.
      await t.db.updateTable('order_transactions').set({ created_orders: '[]' }).where('id', '=', res.body.transactionId).execute();
      expect((await status(D.token, res.body.transactionId)).body.createdOrders).toEqual(answer.body.createdOrders);
      // ... and still only to the user who placed it.
      const colleague = await createUser(t.db, {
        roleId: await createRole(t.db, 'dealer', []),
        userType: 'dealer',
        customerId: D.customer.id,
      });
      expectError(await status((await signIn(t, colleague.account_name)).token, res.body.transactionId), 404, 'NOT_FOUND', 'en');
      expect(await stockOf(id)).toEqual({ [cat.w1]: 8, [cat.w2]: 5 });
    } finally {
      await t.app.jobs.stop();
    }
  });
});

describe('place-order: statements PostgreSQL plans once', () => {
  it('an order of one line and one of three lines split over warehouses send the same texts', async () => {
    const texts = async (lines: Array<[number, number]>) => {
      const D = await createDealer(t);
      for (const [id, quantity] of lines) expect((await add(D.token, id, quantity)).status).toBe(204);
      const { statements } = await t.statementsOf(async () => {
        expect((await place(D.token, { customerAddressCode: D.address.code })).status).toBe(200);
        await t.app.jobs.drain();
      });
      return {
        insert: statements.filter((s) => /insert into order_transactions/.test(s)),
        order: statements.filter((s) => /dealerport_assert/.test(s)),
      };
    };
    const one = await texts([[await product(), 1]]);
    const three = await texts([
      [await product(), 12], // 10 + 2 from two warehouses
      [await product(), 1],
      [await product({ categoryId: cat.batteries }), 2],
    ]);
    expect(one.insert).toHaveLength(1);
    expect(one.order).toHaveLength(1);
    // Named statements are keyed by their text (db/prepared-statements.ts): one text, one plan per connection.
    expect(three).toEqual(one);
  });
});

describe('place-order: synchronous validation', () => {
  it('an empty cart, an unknown or deleted address, a line with a problem', async () => {
    const D = await createDealer(t);
    expectError(await place(D.token, { customerAddressCode: D.address.code }), 400, 'CART_EMPTY');
    const id = await product();
    await add(D.token, id, 3);
    expectError(await place(D.token, { customerAddressCode: 'NOPE' }, { culture: 'de' }), 400, 'UNKNOWN_DELIVERY_ADDRESS', 'de', {
      code: 'NOPE',
    });
    const gone = await createAddress(t.db, D.customer.id, { isDefault: false, deleted: true });
    expectError(await place(D.token, { customerAddressCode: gone.code }), 400, 'UNKNOWN_DELIVERY_ADDRESS', 'tr', { code: gone.code });
    // Another customer's address is unknown here.
    const other = await createDealer(t);
    expectError(await place(D.token, { customerAddressCode: other.address.code }), 400, 'UNKNOWN_DELIVERY_ADDRESS', 'tr', {
      code: other.address.code,
    });
    await t.db.updateTable('products').set({ min_order_qty: 5 }).where('id', '=', id).execute();
    const res = await place(D.token, { customerAddressCode: D.address.code }, { culture: 'en' });
    expectError(res, 400, 'CART_HAS_PROBLEMS', 'en');
    expect(res.body.details.lines).toEqual([
      {
        productId: id,
        code: expect.any(String),
        problem: 'BELOW_MIN',
        message: errorMessage('CART_QUANTITY_BELOW_MIN', 'en', { name: product.last(), min: 5 }),
      },
    ]);
    expect(await t.db.selectFrom('order_transactions').select('id').where('customer_id', '=', D.customer.id).execute()).toEqual([]);
  });

  it('no warehouse delivers to the address country', async () => {
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 1);
    const far = await createAddress(t.db, D.customer.id, { countryCode: 'JP', isDefault: false });
    await createWarehouseTarget(t.db, cat.w1, { accepted: ['TR'] });
    try {
      expectError(await place(D.token, { customerAddressCode: far.code }, { culture: 'en' }), 400, 'NO_WAREHOUSE_FOR_DELIVERY', 'en', {
        country: 'JP',
      });
    } finally {
      await clearWarehouseTargets(t.db);
    }
  });

  it('adding to a cart delivered where no warehouse serves says so, not "0 in stock"', async () => {
    const J = await createDealer(t, { countryCode: 'JP' });
    const id = await product();
    await createWarehouseTarget(t.db, cat.w1, { accepted: ['TR'] });
    try {
      for (const culture of ['tr', 'de', 'en'] as const) {
        expectError(
          await t.call({
            method: 'POST',
            url: '/api/baskets/cart/products',
            token: J.token,
            culture,
            payload: { productId: id, quantity: 1 },
          }),
          400,
          'NO_WAREHOUSE_FOR_DELIVERY',
          culture,
          { country: 'JP' },
        );
      }
    } finally {
      await clearWarehouseTargets(t.db);
    }
  });

  it('salesman limits: checked at once for the acting salesman, consumed with a log row', async () => {
    const D = await createDealer(t);
    const s = await createSalesmanUser(t, [D.customer.id]);
    const id = await product();
    const code = (await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
    const limitId = await createLimit(t.db, s.salesman.code, code, 3);
    await add(s.token, id, 4, { customerId: D.customer.id });
    expectError(
      await place(s.token, { customerAddressCode: D.address.code }, { customerId: D.customer.id, culture: 'en' }),
      400,
      'SALESMAN_LIMIT_EXCEEDED',
      'en',
      {
        name: product.last(),
        available: 3,
      },
    );
    // The dealer itself ordering: the customer's first assigned salesman's limits apply too.
    expectError(await place(D.token, { customerAddressCode: D.address.code }), 400, 'SALESMAN_LIMIT_EXCEEDED');
    await add(s.token, id, 2, { customerId: D.customer.id });
    const res = await place(s.token, { customerAddressCode: D.address.code }, { customerId: D.customer.id });
    expect(res.status).toBe(200);
    await t.app.jobs.drain();
    expect((await status(s.token, res.body.transactionId)).body.status).toBe('Completed');
    const order = await t.db
      .selectFrom('orders')
      .select(['doc_number', 'salesman_id', 'user_id'])
      .where('transaction_id', '=', res.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(order.salesman_id).toBe(s.salesman.id);
    expect((await t.db.selectFrom('salesman_limits').select('quantity').where('id', '=', limitId).executeTakeFirstOrThrow()).quantity).toBe(
      1,
    );
    const logs = await t.db
      .selectFrom('salesman_limit_logs')
      .select(['doc_no', 'old_quantity', 'new_quantity', 'customer_code'])
      .where('salesman_limit_id', '=', limitId)
      .execute();
    expect(logs).toEqual([{ doc_no: order.doc_number, old_quantity: 3, new_quantity: 1, customer_code: D.customer.code }]);
  });
});

describe('place-order round trips', () => {
  it('the early limit check takes the limit that applies today (latest period, codes in any case), as the job does', async () => {
    const D = await createDealer(t);
    const s = await createSalesmanUser(t, [D.customer.id]);
    const id = await product();
    const free = await product();
    const code = (await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
    // the distributor's calendar days (the default zone), as the limits are counted (ADR 0060)
    const today = dayIn(DEFAULT_GENERAL_SETTINGS.timeZone);
    const day = (offset: number) => addDays(today, offset);
    const limit = (salesman: string, product: string, quantity: number, start: number, end: number) =>
      t.db
        .insertInto('salesman_limits')
        .values({ salesman_code: salesman, product_code: product, quantity, start_date: day(start), end_date: day(end) })
        .returning('id')
        .executeTakeFirstOrThrow();
    await limit(s.salesman.code.toLowerCase(), code.toLowerCase(), 100, -30, 30);
    const applying = await limit(s.salesman.code, code, 2, -5, 5);
    await limit(s.salesman.code, code, 0, 1, 40); // not yet
    await limit(s.salesman.code, code, 0, -60, -31); // over
    await add(s.token, id, 3, { customerId: D.customer.id });
    await add(s.token, free, 7, { customerId: D.customer.id });
    const as = { customerId: D.customer.id, culture: 'en' };
    expectError(await place(s.token, { customerAddressCode: D.address.code }, as), 400, 'SALESMAN_LIMIT_EXCEEDED', 'en', {
      name: product.last(1),
      available: 2,
    });
    await t.settleNotifications();
    await warmSettings();
    await add(s.token, id, 2, { customerId: D.customer.id });
    // The lookups (with the limits), the cart read, the insert: three statements.
    const { result, statements } = await t.statementsOf(() => place(s.token, { customerAddressCode: D.address.code }, as));
    expect(result.body.status).toBe('InQueue');
    expect(statements, statements.join('\n')).toHaveLength(3);
    await t.app.jobs.drain();
    expect((await status(s.token, result.body.transactionId)).body.status).toBe('Completed');
    expect(
      (await t.db.selectFrom('salesman_limits').select('quantity').where('id', '=', applying.id).executeTakeFirstOrThrow()).quantity,
    ).toBe(0);
  });

  it("a limit's period and a document's due date are the distributor's calendar days, not UTC's (ADR 0060)", async () => {
    // a zone whose day is not UTC's right now: one of these two always is (UTC+14 from 10:00 UTC, UTC-11 before 11:00)
    const utcDay = dayIn('UTC');
    const zone = dayIn('Pacific/Kiritimati') !== utcDay ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const zoneDay = dayIn(zone);
    expect(zoneDay).not.toBe(utcDay);
    await inDistributorTimeZone(t, zone, async () => {
      const D = await createDealer(t);
      const s = await createSalesmanUser(t, [D.customer.id]);
      const id = await product();
      const code = (await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
      const limit = (quantity: number, on: string) =>
        t.db
          .insertInto('salesman_limits')
          .values({ salesman_code: s.salesman.code, product_code: code, quantity, start_date: on, end_date: on })
          .returning('id')
          .executeTakeFirstOrThrow();
      const applying = await limit(1, zoneDay);
      await limit(50, utcDay); // UTC's day: not the distributor's today
      await add(s.token, id, 2, { customerId: D.customer.id });
      const as = { customerId: D.customer.id, culture: 'en' };
      expectError(await place(s.token, { customerAddressCode: D.address.code }, as), 400, 'SALESMAN_LIMIT_EXCEEDED', 'en', {
        name: product.last(),
        available: 1,
      });
      await t.settleNotifications();
      await add(s.token, id, 1, { customerId: D.customer.id });
      const placed = await place(s.token, { customerAddressCode: D.address.code }, as);
      expect(placed.body.status).toBe('InQueue');
      await t.app.jobs.drain();
      expect((await status(s.token, placed.body.transactionId)).body.status).toBe('Completed');
      expect(
        (await t.db.selectFrom('salesman_limits').select('quantity').where('id', '=', applying.id).executeTakeFirstOrThrow()).quantity,
      ).toBe(0);
      const line = await t.db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select([sql<string>`l.due_date::text`.as('due'), 'o.due_days'])
        .where('o.transaction_id', '=', placed.body.transactionId)
        .executeTakeFirstOrThrow();
      expect(line.due).toBe(addDays(zoneDay, line.due_days));
    });
  });

  it('without a salesman: three statements too', async () => {
    const D = await createDealer(t);
    const id = await product();
    await t.settleNotifications();
    await warmSettings();
    await add(D.token, id, 1);
    await t.call({ method: 'GET', url: '/api/baskets/cart', token: D.token });
    const { result, statements } = await t.statementsOf(() => place(D.token, { customerAddressCode: D.address.code }));
    expect(result.body.status).toBe('InQueue');
    expect(statements).toHaveLength(3);
  });
});

describe('idempotency', () => {
  it('the same key answers the first transaction: one order', async () => {
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 2);
    const body = { customerAddressCode: D.address.code, idempotencyKey: 'key-12345678' };
    const [a, b] = await Promise.all([place(D.token, body), place(D.token, body)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.transactionId).toBe(a.body.transactionId);
    await t.app.jobs.drain();
    const again = await place(D.token, body);
    expect(again.body).toMatchObject({ transactionId: a.body.transactionId, status: 'Completed' });
    expect(again.body.createdOrders).toHaveLength(1);
    // The header works the same way.
    const viaHeader = await place(D.token, { customerAddressCode: D.address.code }, { headers: { 'idempotency-key': 'key-12345678' } });
    expect(viaHeader.body.transactionId).toBe(a.body.transactionId);
    // The same key for a different request is refused.
    expectError(await place(D.token, { ...body, note: 'other' }), 400, 'IDEMPOTENCY_KEY_REUSED');
    expect(await t.db.selectFrom('orders').select('id').where('customer_id', '=', D.customer.id).execute()).toHaveLength(1);
    expect(await stockOf(id)).toEqual({ [cat.w1]: 8, [cat.w2]: 5 });
    // Another customer may use the same key for its own order.
    const E = await createDealer(t);
    await add(E.token, id, 1);
    const e = await place(E.token, { customerAddressCode: E.address.code, idempotencyKey: 'key-12345678' });
    expect(e.body.transactionId).not.toBe(a.body.transactionId);
    await t.app.jobs.drain();
  });
});

describe('one order of a cart at a time', () => {
  it("a second submit without the first one's key while it is in flight is refused; the cart is ordered once", async () => {
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 3);
    const first = await place(D.token, { customerAddressCode: D.address.code, idempotencyKey: 'tab-one-1234' });
    expect(first.body.status).toBe('InQueue');
    // Another tab (another key), a retry without a key, and a colleague acting for the same customer.
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectError(
        await place(D.token, { customerAddressCode: D.address.code, idempotencyKey: 'tab-two-1234' }, { culture }),
        400,
        'ORDER_IN_PROGRESS',
        culture,
      );
    }
    expectError(await place(D.token, { customerAddressCode: D.address.code }), 400, 'ORDER_IN_PROGRESS');
    const s = await createSalesmanUser(t, [D.customer.id]);
    expectError(await place(s.token, { customerAddressCode: D.address.code }, { customerId: D.customer.id }), 400, 'ORDER_IN_PROGRESS');
    // The first tab's own key still answers its transaction.
    expect((await place(D.token, { customerAddressCode: D.address.code, idempotencyKey: 'tab-one-1234' })).body.transactionId).toBe(
      first.body.transactionId,
    );
    await t.app.jobs.drain();
    expect(await t.db.selectFrom('orders').select('id').where('customer_id', '=', D.customer.id).execute()).toHaveLength(1);
    expect(await stockOf(id)).toEqual({ [cat.w1]: 7, [cat.w2]: 5 });
    // Once it has ended, the (now empty) cart can be ordered again.
    await add(D.token, id, 1);
    expect((await place(D.token, { customerAddressCode: D.address.code })).body.status).toBe('InQueue');
    await t.app.jobs.drain();
    expect(await t.db.selectFrom('orders').select('id').where('customer_id', '=', D.customer.id).execute()).toHaveLength(2);
  });

  it('the cart cannot be changed while its order is in flight, and can again once it has ended', async () => {
    const D = await createDealer(t);
    const a = await product();
    const b = await product();
    await add(D.token, a, 2);
    await add(D.token, b, 1);
    const res = await place(D.token, { customerAddressCode: D.address.code });
    expect(res.body.status).toBe('InQueue');
    const tries = [
      add(D.token, a, 5),
      add(D.token, (await product()) as number, 1),
      t.call({ method: 'DELETE', url: `/api/baskets/cart/products/${a}`, token: D.token }),
      t.call({ method: 'DELETE', url: '/api/baskets/cart/products', token: D.token, payload: { productIds: [] } }),
      t.call({
        method: 'PUT',
        url: '/api/baskets/cart/apply-payment-method',
        token: D.token,
        payload: { categoryId: cat.summer, paymentMethodCode: 'STANDARD' },
      }),
    ];
    for (const r of await Promise.all(tries)) expectError(r, 400, 'CART_LOCKED_ORDER_IN_PROGRESS');
    // Reading it is fine, and shows what was placed.
    const cart = await t.call({ method: 'GET', url: '/api/baskets/cart', token: D.token });
    expect(cart.body.cartDetails.map((l: any) => [l.productId, l.quantity])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    await t.app.jobs.drain();
    expect((await status(D.token, res.body.transactionId)).body.status).toBe('Completed');
    expect(await totalItems(D.token)).toBe(0);
    expect((await add(D.token, a, 1)).status).toBe(204);
  });

  it('the job removes from the cart only the lines as they were ordered', async () => {
    const D = await createDealer(t);
    const a = await product();
    const b = await product();
    await add(D.token, a, 2);
    await add(D.token, b, 1);
    const res = await place(D.token, { customerAddressCode: D.address.code });
    // A change that slipped in at the instant of placing (it passed the in-flight check just before the
    // transaction was stored): the line as changed is not what was ordered, so it stays in the cart.
    await t.db
      .updateTable('cart_lines')
      .set({ quantity: 4 })
      .where('product_id', '=', a)
      .where('cart_id', 'in', t.db.selectFrom('carts').select('id').where('customer_id', '=', D.customer.id))
      .execute();
    await t.app.jobs.drain();
    expect((await status(D.token, res.body.transactionId)).body.status).toBe('Completed');
    const cart = await t.call({ method: 'GET', url: '/api/baskets/cart', token: D.token });
    expect(cart.body.cartDetails.map((l: any) => [l.productId, l.quantity])).toEqual([[a, 4]]);
    const ordered = await t.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.product_id', 'l.quantity'])
      .where('o.transaction_id', '=', res.body.transactionId)
      .orderBy('l.line_no')
      .execute();
    expect(ordered).toEqual([
      { product_id: a, quantity: 2 },
      { product_id: b, quantity: 1 },
    ]);
  });
});

describe('failures and crashes', () => {
  it('stock another order took after the job read it: the one statement undoes itself and the order is decided again under locks', async () => {
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 4);
    const res = await place(D.token, { customerAddressCode: D.address.code });
    const txId = res.body.transactionId as string;
    // What the job would start from, read now: 10 units in the first warehouse...
    const context = await readOrderContext(t.db, txId);
    expect(context?.stock).toEqual(expect.arrayContaining([{ product_id: id, warehouse_code: cat.w1, quantity: 10 }]));
    // ... of which another order takes 8 before the job writes.
    await t.db.updateTable('stocks').set({ quantity: 2 }).where('product_id', '=', id).where('warehouse_code', '=', cat.w1).execute();
    keepOrderContext(t.db, txId, context!);
    await t.app.jobs.drain();
    const done = await status(D.token, txId);
    expect(done.body.status).toBe('Completed');
    // Not 4 from the first warehouse (it no longer holds them): the whole line from the second.
    expect(await stockOf(id)).toEqual({ [cat.w1]: 2, [cat.w2]: 1 });
    expect(done.body.createdOrders.map((o: { docNumber: string }) => o.docNumber)).toEqual(context!.doc_numbers);
    const details = await t.db
      .selectFrom('order_line_details as d')
      .innerJoin('order_lines as l', 'l.id', 'd.order_line_id')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['d.warehouse_code', 'd.quantity'])
      .where('o.transaction_id', '=', txId)
      .execute();
    expect(details).toEqual([{ warehouse_code: cat.w2, quantity: 4 }]);
  });

  it('a limit used up by another order after place-order checked it: the order ends Failed with what is left, nothing taken', async () => {
    const D = await createDealer(t);
    const s = await createSalesmanUser(t, [D.customer.id]);
    const id = await product();
    const code = (await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
    const limitId = await createLimit(t.db, s.salesman.code, code, 3);
    await add(s.token, id, 2, { customerId: D.customer.id });
    const res = await place(s.token, { customerAddressCode: D.address.code }, { customerId: D.customer.id });
    expect(res.status).toBe(200);
    // Another order of the salesman takes 2 of the 3 before this job runs.
    await t.db.updateTable('salesman_limits').set({ quantity: 1 }).where('id', '=', limitId).execute();
    await t.app.jobs.drain();
    const failed = await status(s.token, res.body.transactionId);
    expect(failed.body.status).toBe('Failed');
    expect(failed.body.errorMessage).toBe(errorMessage('SALESMAN_LIMIT_EXCEEDED', 'en', { name: product.last(), available: 1 }));
    expect(await stockOf(id)).toEqual({ [cat.w1]: 10, [cat.w2]: 5 });
    expect((await t.db.selectFrom('salesman_limits').select('quantity').where('id', '=', limitId).executeTakeFirstOrThrow()).quantity).toBe(
      1,
    );
    expect(await t.db.selectFrom('orders').select('id').where('transaction_id', '=', res.body.transactionId).execute()).toEqual([]);
    expect(await t.db.selectFrom('salesman_limit_logs').select('id').where('salesman_limit_id', '=', limitId).execute()).toEqual([]);
  });

  it('a job interrupted after the stock reservation completes exactly once on retry', async () => {
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 4);
    const res = await place(D.token, { customerAddressCode: D.address.code });
    let calls = 0;
    orderPipelineHooks.afterStockReserved = (txId) => {
      if (txId !== res.body.transactionId) return;
      calls++;
      if (calls === 1) throw new Error('simulated crash after the stock update');
    };
    await t.app.jobs.drain();
    expect((await status(D.token, res.body.transactionId)).body.status).toBe('InQueue');
    expect(await stockOf(id)).toEqual({ [cat.w1]: 10, [cat.w2]: 5 });
    expect(await t.db.selectFrom('orders').select('id').where('transaction_id', '=', res.body.transactionId).execute()).toEqual([]);
    await retryNow();
    await t.app.jobs.drain();
    expect(calls).toBe(2);
    expect((await status(D.token, res.body.transactionId)).body.status).toBe('Completed');
    expect(await stockOf(id)).toEqual({ [cat.w1]: 6, [cat.w2]: 5 });
    expect(await t.db.selectFrom('orders').select('id').where('transaction_id', '=', res.body.transactionId).execute()).toHaveLength(1);
    // Running the job again (a second worker claiming an expired lock) changes nothing.
    await runOrderJob(
      { db: t.db, config: t.config, log: t.app.log },
      { payload: { transactionId: res.body.transactionId }, attempts: 1, max_attempts: 5 },
    );
    expect(await stockOf(id)).toEqual({ [cat.w1]: 6, [cat.w2]: 5 });
    expect(await t.db.selectFrom('orders').select('id').where('transaction_id', '=', res.body.transactionId).execute()).toHaveLength(1);
  });

  it('a business failure ends Failed with a localised reason and keeps the cart', async () => {
    const { dealer: D, productId: id, transactionId } = await dealerWithPlacedCart(t, product, 4);
    await t.db.updateTable('stocks').set({ quantity: 1 }).where('product_id', '=', id).execute();
    await t.app.jobs.drain();
    for (const culture of ['tr', 'de', 'en'] as const) {
      const s = await status(D.token, transactionId, culture);
      expect(s.body).toEqual({
        transactionId,
        status: 'Failed',
        createdOrders: [],
        errorMessage: errorMessage('CART_INSUFFICIENT_STOCK', culture, { name: product.last(), available: 2 }),
      });
    }
    expect(await stockOf(id)).toEqual({ [cat.w1]: 1, [cat.w2]: 1 });
    expect(await totalItems(D.token)).toBe(1);
  });

  it('a technical error retried to the last attempt ends Failed (ORDER_PROCESSING_FAILED), never InQueue forever', async () => {
    const { dealer: D, productId: id, transactionId } = await dealerWithPlacedCart(t, product, 1);
    orderPipelineHooks.afterStockReserved = (txId) => {
      if (txId === transactionId) throw new Error('database on fire');
    };
    for (let i = 0; i < ORDER_JOB_ATTEMPTS; i++) {
      await retryNow();
      await t.app.jobs.drain();
    }
    const s = await status(D.token, transactionId);
    expect(s.body).toMatchObject({ status: 'Failed', errorMessage: errorMessage('ORDER_PROCESSING_FAILED', 'en') });
    expect(await stockOf(id)).toEqual({ [cat.w1]: 10, [cat.w2]: 5 });
    expect(await totalItems(D.token)).toBe(1);
  });

  it('a worker that died on the last attempt: the transaction reads Failed', async () => {
    const { dealer: D, transactionId } = await dealerWithPlacedCart(t, product, 1);
    await sql`update jobs set status = 'running', attempts = max_attempts, locked_by = 'dead', locked_until = now() - interval '1 minute'
      where queue = ${ORDER_QUEUE} and payload->>'transactionId' = ${transactionId}`.execute(t.db);
    await t.app.jobs.drain(); // sweeps abandoned jobs
    // The sweep itself ends the transaction (nobody needs to read its status) and frees the cart.
    const row = await t.db
      .selectFrom('order_transactions')
      .select(['status', 'error_code'])
      .where('id', '=', transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Failed', error_code: 'ORDER_PROCESSING_FAILED' });
    expect((await status(D.token, transactionId)).body.status).toBe('Failed');
    expect(await totalItems(D.token)).toBe(1);
    expect((await place(D.token, { customerAddressCode: D.address.code })).body.status).toBe('InQueue');
    await t.app.jobs.drain();
  });

  it('a crashed process: the job lock expires and another worker completes it', async () => {
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 2);
    const res = await place(D.token, { customerAddressCode: D.address.code });
    // Claimed by a process that died (attempt 1 of 5, lock expired).
    await sql`update jobs set status = 'running', attempts = 1, locked_by = 'dead', locked_until = now() - interval '1 second'
      where queue = ${ORDER_QUEUE} and payload->>'transactionId' = ${res.body.transactionId}`.execute(t.db);
    await t.app.jobs.drain();
    expect((await status(D.token, res.body.transactionId)).body.status).toBe('Completed');
    expect(await stockOf(id)).toEqual({ [cat.w1]: 8, [cat.w2]: 5 });
  });
});

describe('transaction status permissions', () => {
  it('only the user who placed it; anyone else 404; anonymous 401', async () => {
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 1);
    const res = await place(D.token, { customerAddressCode: D.address.code });
    const role = await createRole(t.db, 'dealer', []);
    const colleague = await createUser(t.db, { roleId: role, userType: 'dealer', customerId: D.customer.id });
    const tok = (await signIn(t, colleague.account_name)).token;
    expectError(await status(tok, res.body.transactionId), 404, 'NOT_FOUND', 'en');
    const staff = await createUser(t.db, { roleId: await createRole(t.db, 'admin', []), userType: 'staff' });
    expectError(await status((await signIn(t, staff.account_name)).token, res.body.transactionId), 404, 'NOT_FOUND', 'en');
    expectError(await status(D.token, '00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND', 'en');
    expect((await t.call({ method: 'GET', url: `/api/orders/transaction/${res.body.transactionId}/status` })).status).toBe(401);
    expect((await status(D.token, 'not-a-uuid')).status).toBe(400);
    await t.app.jobs.drain();
  });

  it('place-order needs a customer and refuses bad input', async () => {
    const staff = await createUser(t.db, { roleId: await createRole(t.db, 'staff', []), userType: 'staff' });
    const tok = (await signIn(t, staff.account_name)).token;
    expectError(await place(tok, { customerAddressCode: 'X' }), 400, 'CUSTOMER_REQUIRED');
    const D = await createDealer(t);
    const res = await place(D.token, { customerAddressCode: '', idempotencyKey: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const other = await createCustomer(t.db);
    expect((await place(tok, { customerAddressCode: 'X' }, { customerId: other.id })).status).toBe(403);
  });
});

describe.runIf(onPostgres)('concurrency (PostgreSQL)', () => {
  /** Several workers with several loops each, draining the order queue at once. */
  async function drainConcurrently(workers = 8) {
    const pool = Array.from({ length: workers }, () => {
      const w = new JobWorker(t.db, t.app.log);
      w.register(ORDER_QUEUE, (job, run) => runOrderJob({ db: t.db, config: t.config, log: t.app.log }, job, run), { lockSeconds: 60 });
      return w;
    });
    await Promise.all(pool.map((w) => w.drain()));
  }

  it('200 concurrent orders for the last 10 units: exactly 10 sold, stock 0', { timeout: 180_000 }, async () => {
    const customers = await Promise.all(Array.from({ length: 200 }, () => createCustomer(t.db)));
    for (const c of customers) await createAddress(t.db, c.id, { code: 'MAIN' });
    const s = await createSalesmanUser(
      t,
      customers.map((c) => c.id),
    );
    const id = await product({ stocks: { [cat.w1]: 6, [cat.w2]: 4 } });
    for (const c of customers) expect((await add(s.token, id, 1, { customerId: c.id })).status).toBe(204);
    const results = await Promise.all(customers.map((c) => place(s.token, { customerAddressCode: 'MAIN' }, { customerId: c.id })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    await drainConcurrently();
    const txs = await t.db
      .selectFrom('order_transactions')
      .select(['status', 'error_code'])
      .where('salesman_id', '=', s.salesman.id)
      .execute();
    expect(txs.filter((x) => x.status === 'Completed')).toHaveLength(10);
    expect(txs.filter((x) => x.status === 'Failed' && x.error_code === 'CART_INSUFFICIENT_STOCK')).toHaveLength(190);
    expect(await stockOf(id)).toEqual({ [cat.w1]: 0, [cat.w2]: 0 });
    const sold = await t.db
      .selectFrom('order_lines')
      .select(sql<number>`sum(quantity)::int`.as('q'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sold.q).toBe(10);
  });

  it('a salesman limit never goes below zero under concurrency', { timeout: 180_000 }, async () => {
    const customers = await Promise.all(Array.from({ length: 30 }, () => createCustomer(t.db)));
    for (const c of customers) await createAddress(t.db, c.id, { code: 'MAIN' });
    const s = await createSalesmanUser(
      t,
      customers.map((c) => c.id),
    );
    const id = await product({ stocks: { [cat.w1]: 1000 } });
    const code = (await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
    const limitId = await createLimit(t.db, s.salesman.code, code, 7);
    for (const c of customers) await add(s.token, id, 1, { customerId: c.id });
    await Promise.all(customers.map((c) => place(s.token, { customerAddressCode: 'MAIN' }, { customerId: c.id })));
    await drainConcurrently();
    expect((await t.db.selectFrom('salesman_limits').select('quantity').where('id', '=', limitId).executeTakeFirstOrThrow()).quantity).toBe(
      0,
    );
    const txs = await t.db
      .selectFrom('order_transactions')
      .select(['status', 'error_code'])
      .where('salesman_id', '=', s.salesman.id)
      .execute();
    expect(txs.filter((x) => x.status === 'Completed')).toHaveLength(7);
    expect(txs.filter((x) => x.error_code === 'SALESMAN_LIMIT_EXCEEDED')).toHaveLength(23);
    const logs = await t.db
      .selectFrom('salesman_limit_logs')
      .select(['old_quantity', 'new_quantity'])
      .where('salesman_limit_id', '=', limitId)
      .orderBy('id')
      .execute();
    expect(logs).toHaveLength(7);
    expect(logs.every((l) => l.old_quantity - l.new_quantity === 1 && l.new_quantity >= 0)).toBe(true);
  });

  it('20 concurrent submits of one cart with 20 different keys: one transaction, one order', { timeout: 60_000 }, async () => {
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 2);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(D.token, { customerAddressCode: D.address.code, idempotencyKey: `concurrent-${i}-key` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 400, 'ORDER_IN_PROGRESS');
    await drainConcurrently();
    expect(await t.db.selectFrom('orders').select('id').where('customer_id', '=', D.customer.id).execute()).toHaveLength(1);
    expect(await stockOf(id)).toEqual({ [cat.w1]: 8, [cat.w2]: 5 });
  });

  it('a process killed after reserving stock, before its commit: nothing is kept, and a restarted portal completes it exactly once', {
    timeout: 120_000,
  }, async () => {
    const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const D = await createDealer(t);
    const id = await product();
    await add(D.token, id, 4);
    const res = await place(D.token, { customerAddressCode: D.address.code });
    expect(res.body.status).toBe('InQueue');

    // 1. A real portal process takes the job and is killed (SIGKILL) inside the order's transaction.
    const crashed = await runProcess(apiRoot, ['--import', 'tsx', 'test/fixtures/crash-during-order.ts'], { DATABASE_URL: t.url! });
    expect(crashed.signal).toBe('SIGKILL');
    expect(crashed.stdout).toContain('reserved');
    // PostgreSQL rolled its transaction back: no stock taken, no documents, the cart intact, the job
    // still held by the dead worker until its lock runs out.
    expect(await stockOf(id)).toEqual({ [cat.w1]: 10, [cat.w2]: 5 });
    expect(await t.db.selectFrom('orders').select('id').where('transaction_id', '=', res.body.transactionId).execute()).toEqual([]);
    expect((await status(D.token, res.body.transactionId)).body.status).toBe('InQueue');
    const job = await t.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'locked_by'])
      .where('queue', '=', ORDER_QUEUE)
      .where(sql`payload->>'transactionId'`, '=', res.body.transactionId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'running', attempts: 1 });
    // The order queue's lock is 15 s; let that time pass at once rather than wait for it.
    await sql`update jobs set locked_until = now() where queue = ${ORDER_QUEUE} and payload->>'transactionId' = ${res.body.transactionId}`.execute(
      t.db,
    );

    // 2. The portal is started again (the real server, its worker on) and finishes the order.
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATABASE_URL: t.url!,
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        LOG_LEVEL: 'silent',
        JOBS_ENABLED: 'true',
        SEED_DEMO: 'never',
        WEB_DIST: '/nonexistent',
        DATA_DIR: '/tmp/dealerport-test-unused',
      },
      stdio: 'ignore',
    });
    try {
      let state = 'InQueue';
      for (let i = 0; i < 300 && state === 'InQueue'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        state = (await status(D.token, res.body.transactionId)).body.status;
      }
      expect(state).toBe('Completed');
    } finally {
      server.kill('SIGTERM');
    }
    expect(await stockOf(id)).toEqual({ [cat.w1]: 6, [cat.w2]: 5 });
    expect(await t.db.selectFrom('orders').select('id').where('transaction_id', '=', res.body.transactionId).execute()).toHaveLength(1);
    const sold = await t.db
      .selectFrom('order_lines')
      .select(sql<number>`sum(quantity)::int`.as('q'))
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sold.q).toBe(4);
    expect(await totalItems(D.token)).toBe(0);
  });
});

/** Runs a command to its end; answers how it ended and what it printed. */
function runProcess(cwd: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

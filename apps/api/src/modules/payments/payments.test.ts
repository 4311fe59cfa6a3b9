import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_GENERAL_SETTINGS, errorMessage } from '@dealerport/contract';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createWarehouse } from '../../../test/catalog-factories';
import { createCustomer, createRole, createSalesman, createTestApp, expectError, onPostgres, type TestApp } from '../../../test/harness';
import { createOrder } from '../../../test/order-factories';
import { signedInUser } from '../../../test/ordering-fixture';
import { dayIn } from '../../lib/dates';
import { ERP_QUEUE } from '../../platform/erp';
import { createPayPalProvider, forgetPayPalTokens, posHash, REFUND_QUEUE } from '../../platform/payments';

/**
 * Online payments (ADR 0047): the calls, online payment off on a portal without demo data, the demo
 * gateway end to end in its test mode (no credit, no ERP event, no mail), PayPal Orders v2 against a local
 * server answering as PayPal's documentation shows, the virtual POS's hashed callback, forged, stale,
 * replayed, wrong-amount and wrong-currency callbacks, and (PostgreSQL) 20 concurrent returns.
 */

// ---- a local PayPal (Orders v2, as documented) ----

type CaptureMode = 'ALWAYS_5XX' | 'COMPLETED' | 'DECLINED_422' | 'DECLINED_201' | '5XX_THEN_COMPLETED' | 'WRONG_AMOUNT' | 'WRONG_CURRENCY';
const paypal = {
  server: null as Server | null,
  url: '',
  mode: 'COMPLETED' as CaptureMode,
  orders: new Map<string, { amount: { currency_code: string; value: string }; captured: boolean; requestId: string }>(),
  calls: [] as string[],
  captureAttempts: 0,
  refundMode: 'COMPLETED' as 'COMPLETED' | '5XX_ONCE' | 'ALWAYS_5XX',
  refundAttempts: 0,
  refundRequestIds: [] as string[],
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function paypalHandler(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req);
  const path = req.url ?? '';
  paypal.calls.push(`${req.method} ${path}`);
  if (req.method === 'POST' && path === '/v1/oauth2/token') {
    const expected = `Basic ${Buffer.from('pp-client:pp-secret').toString('base64')}`;
    if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
      return json(res, 401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    return json(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: 'A21AAFEpH4PsADK7qSS7pSRsgzfENtu-Q1ysgEDVDESseMHBYXVJYE8ovjj68elIDy8nF26AwPhfXTIeWAZHSLIsQkSYz9ifg',
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 31668,
      nonce: '2020-04-03T15:35:36ZaYZlGvEkV4yVSz8g6bAKFoGSEzuy3CQcz3ljhibkOHg',
    });
  }
  if (
    req.headers.authorization !== 'Bearer A21AAFEpH4PsADK7qSS7pSRsgzfENtu-Q1ysgEDVDESseMHBYXVJYE8ovjj68elIDy8nF26AwPhfXTIeWAZHSLIsQkSYz9ifg'
  ) {
    return json(res, 401, { error: 'invalid_token' });
  }
  if (req.method === 'POST' && path === '/v2/checkout/orders') {
    const order = JSON.parse(body);
    const id = `5O190127TN${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    paypal.orders.set(id, { amount: order.purchase_units[0].amount, captured: false, requestId: String(req.headers['paypal-request-id']) });
    return json(res, 200, {
      id,
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      links: [
        { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
      ],
    });
  }
  const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
  if (req.method === 'POST' && capture) {
    const order = paypal.orders.get(capture[1]!);
    if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    paypal.captureAttempts++;
    if (paypal.mode === 'ALWAYS_5XX' || (paypal.mode === '5XX_THEN_COMPLETED' && paypal.captureAttempts === 1)) {
      return json(res, 503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' });
    }
    if (paypal.mode === 'DECLINED_422') {
      return json(res, 422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [
          {
            issue: 'INSTRUMENT_DECLINED',
            description: 'The instrument presented  was either declined by the processor or bank, or it can’t be used for this payment.',
          },
        ],
        message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
        debug_id: 'f8d9b9a6e7e2c',
        links: [
          { href: 'https://developer.paypal.com/docs/api/orders/v2/#error-INSTRUMENT_DECLINED', rel: 'information_link', method: 'GET' },
        ],
      });
    }
    if (order.captured) {
      return json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    }
    order.captured = paypal.mode !== 'DECLINED_201';
    const amount =
      paypal.mode === 'WRONG_AMOUNT'
        ? { ...order.amount, value: '1.00' }
        : paypal.mode === 'WRONG_CURRENCY'
          ? { ...order.amount, currency_code: 'USD' }
          : order.amount;
    const captureStatus = paypal.mode === 'DECLINED_201' ? 'DECLINED' : 'COMPLETED';
    return json(res, 201, {
      id: capture[1],
      status: paypal.mode === 'DECLINED_201' ? 'COMPLETED' : 'COMPLETED',
      payment_source: { paypal: { name: { given_name: 'John', surname: 'Doe' }, email_address: 'customer@example.com' } },
      purchase_units: [
        {
          reference_id: 'default',
          payments: {
            captures: [
              {
                id: `3C679366HH${capture[1]!.slice(-6)}`,
                status: captureStatus,
                amount,
                seller_protection: { status: 'ELIGIBLE' },
                final_capture: true,
                create_time: '2018-04-01T21:20:49Z',
                update_time: '2018-04-01T21:20:49Z',
              },
            ],
          },
        },
      ],
      payer: { name: { given_name: 'John', surname: 'Doe' }, email_address: 'customer@example.com', payer_id: 'QYR5Z8XDVJNXQ' },
      links: [{ href: `https://api-m.paypal.com/v2/checkout/orders/${capture[1]}`, rel: 'self', method: 'GET' }],
    });
  }
  const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
  if (req.method === 'POST' && refund) {
    paypal.refundAttempts++;
    paypal.refundRequestIds.push(String(req.headers['paypal-request-id']));
    if (paypal.refundMode === 'ALWAYS_5XX' || (paypal.refundMode === '5XX_ONCE' && paypal.refundAttempts === 1)) {
      return json(res, 503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' });
    }
    return json(res, 201, {
      id: '1JU08902781691411',
      status: 'COMPLETED',
      links: [{ rel: 'self', method: 'GET', href: 'https://api-m.paypal.com/v2/payments/refunds/1JU08902781691411' }],
    });
  }
  return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
}

// ---- the world ----

let t: TestApp;
const tag = `P${randomUUID().slice(0, 5)}`.toUpperCase();
const W1 = `${tag}W1`;
const ids = {} as { customerA: string; customerB: string; userA: string; product: number };
const tokens = {} as Record<'dealerA' | 'dealerB' | 'salesman' | 'admin' | 'staffBare', string>;
const ORIGIN = 'http://localhost:3000';
const POS_URL = 'https://bank.example.test/3dgate';

beforeAll(async () => {
  paypal.server = createServer((req, res) => {
    void paypalHandler(req, res);
  });
  await new Promise<void>((r) => paypal.server!.listen(0, '127.0.0.1', r));
  paypal.url = `http://127.0.0.1:${(paypal.server.address() as AddressInfo).port}`;
  t = await createTestApp({ PAYPAL_API_URL: paypal.url });
  ids.customerA = (await createCustomer(t.db)).id;
  ids.customerB = (await createCustomer(t.db)).id;
  const dealerRole = await createRole(t.db, 'dealer', []);
  const a = await signedInUser(t, { roleId: dealerRole, userType: 'dealer', customerId: ids.customerA });
  ids.userA = a.id;
  tokens.dealerA = a.token;
  tokens.dealerB = (await signedInUser(t, { roleId: dealerRole, userType: 'dealer', customerId: ids.customerB })).token;
  const salesmanRole = await createRole(t.db, 'salesman', []);
  tokens.salesman = (
    await signedInUser(t, { roleId: salesmanRole, userType: 'salesman', salesmanId: await createSalesman(t.db, [ids.customerA]) })
  ).token;
  const adminRole = await createRole(t.db, 'staff', [
    'configuration-payment.list',
    'configuration-payment.update',
    'payment-pos.list',
    'payment-pos.create',
    'payment-pos.update',
    'payment-pos.delete',
  ]);
  tokens.admin = (await signedInUser(t, { roleId: adminRole, userType: 'staff' })).token;
  tokens.staffBare = (await signedInUser(t, { roleId: await createRole(t.db, 'staff', []), userType: 'staff' })).token;
  await createWarehouse(t.db, W1, 'Depo 1', 1);
  const category = await createCategory(t.db, { code: `${tag}LST` });
  ids.product = await createProduct(t.db, {
    code: `${tag}-A`,
    name: 'A',
    categoryId: category,
    listPrice: '100.00',
    stocks: { [W1]: 1000 },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => (paypal.server ? paypal.server.close(() => r()) : r()));
});
beforeEach(() => {
  paypal.mode = 'COMPLETED';
  paypal.captureAttempts = 0;
  paypal.calls = [];
  paypal.refundMode = 'COMPLETED';
  paypal.refundAttempts = 0;
  paypal.refundRequestIds = [];
});

async function onlineOrder(opts: { online?: boolean; customerId?: string; userId?: string } = {}) {
  return createOrder(t.db, {
    customerId: opts.customerId ?? ids.customerA,
    userId: opts.userId ?? ids.userA,
    lines: [{ productId: ids.product, warehouses: [{ code: W1, quantity: 2 }] }],
    isOnlinePayment: opts.online ?? true,
    paymentStatus: (opts.online ?? true) ? 'Pending' : 'NotRequired',
    takeStock: false,
  });
}

const startPayment = (docNumber: string, token: string | undefined, extra: Record<string, unknown> = {}, culture?: string) =>
  t.call({
    method: 'POST',
    url: '/api/payments',
    token,
    culture,
    payload: { docNumber, callbackUrl: `${ORIGIN}/paypal/${docNumber}/`, cancelUrl: `${ORIGIN}/orders/${docNumber}`, ...extra },
  });
const process = (paymentOrderId: string, token: string | undefined, callback: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: `/api/payments/processPayment/${paymentOrderId}`, token, payload: { callback } });
const getOrder = (docNumber: string, token = tokens.dealerA) =>
  t.call({ method: 'GET', url: `/api/orders/${encodeURIComponent(docNumber)}`, token });

/** Goes through the demo gateway's page with a card; answers where the gateway sends the payer. */
async function payOnDemoGateway(gatewayUrl: string, cardNumber: string): Promise<URL> {
  const page = await t.call({ method: 'GET', url: gatewayUrl });
  expect(page.status).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const session = /name="t" value="([^"]+)"/.exec(page.body)![1]!;
  const res = await t.app.inject({
    method: 'POST',
    url: gatewayUrl.split('?')[0]!,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ t: session, cardNumber, expiry: '12/30', cvc: '123' }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location));
}

async function paymentRow(id: string) {
  return t.db
    .selectFrom('payments')
    .select(['status', 'capture_transaction_id', 'failure_reason', 'provider_reference'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
const ledgerCredits = async (customerId: string, paymentId: string) =>
  (
    await t.db
      .selectFrom('finance_transactions')
      .select(['amount', 'sign', 'fiche_type_id'])
      .where('customer_id', '=', customerId)
      .where('fiche_no', '=', `PAY-${paymentId}`)
      .execute()
  ).length;
const events = async (id: string) =>
  (await t.db.selectFrom('payment_events').select('kind').where('payment_id', '=', id).orderBy('id').execute()).map((e) => e.kind);

/** A 400 VALIDATION_FAILED worded in `culture`, naming the field's problem. */
function expectInvalid(res: { status: number; body: any }, culture: 'tr' | 'de' | 'en', fragment: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
  expect(res.body.message).toContain(fragment);
}

const availability = (token: string | undefined, docNumber?: string, culture?: string) =>
  t.call({
    method: 'GET',
    url: `/api/payments/availability${docNumber === undefined ? '' : `?docNumber=${encodeURIComponent(docNumber)}`}`,
    token,
    culture,
  });
const ledgerBalance = async (customerId: string) =>
  (
    await t.db
      .selectFrom('finance_transactions')
      .select(sql<string>`coalesce(sum(sign * amount), 0)::numeric(14,2)::text`.as('balance'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow()
  ).balance;
const erpKinds = async (orderId: string) =>
  (
    await t.db
      .selectFrom('jobs')
      .select(sql<string>`payload->>'kind'`.as('kind'))
      .where('queue', '=', ERP_QUEUE)
      .where(sql`payload->>'orderId'`, '=', orderId)
      .execute()
  ).map((j) => j.kind);
const receivedMails = async (docNumber: string) =>
  (await t.db.selectFrom('email_outbox').select('subject').where('event', '=', 'PaymentReceived').execute()).filter((m) =>
    m.subject.includes(docNumber),
  );
/** Switches the "payment received" email on (an email event is off until an administrator switches it on). */
const paymentReceivedMailOn = () =>
  t.db
    .updateTable('email_event_settings')
    .set({ is_active: true })
    .where('event_name', '=', 'PaymentReceived')
    .where('category_id', 'is', null)
    .execute();
/** A customer with a dealer and an open balance of `amount` in its currency (an invoice in its ledger). */
async function dealerOwing(amount: string) {
  const customer = await createCustomer(t.db);
  const dealer = await signedInUser(t, { roleId: await createRole(t.db, 'dealer', []), userType: 'dealer', customerId: customer.id });
  const currency = (
    await t.db.selectFrom('customers').select('currency').where('id', '=', customer.id).executeTakeFirstOrThrow()
  ).currency.trim();
  await t.db
    .insertInto('finance_transactions')
    .values({
      customer_id: customer.id,
      fiche_no: 'INV-1',
      fiche_type: 'Satış Faturası',
      fiche_type_id: 8,
      create_date: '2026-11-01',
      sign: 1,
      amount,
      currency,
    })
    .execute();
  return { customer, dealer, currency };
}
const balanceBody = (amount: string) => ({ amount, callbackUrl: `${ORIGIN}/paypal/balance/`, cancelUrl: `${ORIGIN}/customer-finance` });

// ---- safe defaults: a portal without demo data (no payment settings stored) ----

describe('a portal without demo data: online payment is off until an administrator picks a provider', () => {
  it('nothing stored reads `none`; POST /api/payments is a localised 400 ONLINE_PAYMENT_OFF; the availability says off', async () => {
    expect(await t.db.selectFrom('settings').select('key').where('key', '=', 'payment').executeTakeFirst()).toBeUndefined();
    expect((await t.call({ method: 'GET', url: '/api/commons/paymentSettings', token: tokens.admin })).body.defaultProvider).toBe('none');
    const order = await onlineOrder();
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectError(
        await startPayment(order.docNumber, tokens.dealerA, { paymentMethod: 'Online' }, culture),
        400,
        'ONLINE_PAYMENT_OFF',
        culture,
      );
    }
    expect(errorMessage('ONLINE_PAYMENT_OFF', 'en')).toContain('Online payment is off');
    // Naming the demo gateway does not get round it: nobody offered it.
    expectError(
      await startPayment(order.docNumber, tokens.dealerA, { paymentMethod: 'Demo' }, 'de'),
      400,
      'PAYMENT_PROVIDER_NOT_CONFIGURED',
      'de',
      {
        provider: 'demo',
      },
    );
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    // The order still awaits its payment; the client asks whether to offer "Pay online".
    expect((await getOrder(order.docNumber)).body).toMatchObject({ paymentStatus: 'Pending', canPayOnline: true });
    const off = await availability(tokens.dealerA, order.docNumber);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ online: false, provider: null, testMode: false });
    expect((await availability(tokens.salesman, order.docNumber)).body.online).toBe(false);
    // The open balance, likewise.
    const { dealer, customer } = await dealerOwing('500.00');
    expect((await availability(dealer.token)).body).toEqual({ online: false, provider: null, testMode: false });
    expectError(
      await t.call({ method: 'POST', url: '/api/payments', token: dealer.token, culture: 'en', payload: balanceBody('100') }),
      400,
      'ONLINE_PAYMENT_OFF',
      'en',
    );
    expect(await ledgerBalance(customer.id)).toBe('500.00');
  });

  it('a customer POS entry naming a provider still applies (here the demo gateway, in its test mode)', async () => {
    const entry = await t.call({
      method: 'POST',
      url: '/api/payments/customer-pos-config',
      token: tokens.admin,
      payload: { posId: 'demo', amount: '100000', priority: 1, description: 'Demo for B', customerId: ids.customerB },
    });
    expect(entry.status).toBe(200);
    try {
      const orderB = await onlineOrder({ customerId: ids.customerB });
      expect((await availability(tokens.dealerB, orderB.docNumber)).body).toEqual({ online: true, provider: 'demo', testMode: true });
      const started = await startPayment(orderB.docNumber, tokens.dealerB, { paymentMethod: 'Online' });
      expect(started.status).toBe(200);
      expect(started.body.provider).toBe('demo');
      // Customer A has no entry: still off.
      const orderA = await onlineOrder();
      expect((await availability(tokens.dealerA, orderA.docNumber)).body.online).toBe(false);
      expectError(await startPayment(orderA.docNumber, tokens.dealerA), 400, 'ONLINE_PAYMENT_OFF');
    } finally {
      await t.call({ method: 'DELETE', url: `/api/payments/customer-pos-config/${entry.body.id}`, token: tokens.admin });
    }
  });
});

describe('GET /api/payments/availability', () => {
  it('401 anonymous; another customer’s order, or staff who may not act for it, is 404; no customer is 400; bad input is a localised 400', async () => {
    const order = await onlineOrder();
    expectError(await availability(undefined, order.docNumber), 401, 'UNAUTHORIZED');
    expectError(await availability(undefined), 401, 'UNAUTHORIZED');
    expectError(await availability(tokens.dealerB, order.docNumber), 404, 'NOT_FOUND');
    expectError(await availability(tokens.staffBare, order.docNumber), 404, 'NOT_FOUND');
    expectError(await availability(tokens.dealerA, 'NO-SUCH-DOC'), 404, 'NOT_FOUND');
    expectError(await availability(tokens.staffBare, undefined, 'de'), 400, 'CUSTOMER_REQUIRED', 'de');
    expectInvalid(await availability(tokens.dealerA, '', 'en'), 'en', 'Order number: Must not be empty.');
    expectInvalid(await availability(tokens.dealerA, 'X'.repeat(41), 'tr'), 'tr', 'Sipariş no: ');
  });
});

// ---- settings ----

describe('GET/PUT /api/commons/paymentSettings', () => {
  const URL_ = '/api/commons/paymentSettings';
  it('401 anonymous, 403 without configuration-payment', async () => {
    expectError(await t.call({ method: 'GET', url: URL_ }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url: URL_, token: tokens.staffBare }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'PUT', url: URL_, token: tokens.dealerA, payload: {} }), 403, 'FORBIDDEN');
  });

  it('stores secrets sealed, never answers them, keeps them on a blank PUT', async () => {
    const put = await t.call({
      method: 'PUT',
      url: URL_,
      token: tokens.admin,
      payload: {
        customerCode: '120.01',
        paymentMethodCode: 'KK',
        payPal: { clientId: 'pp-client', clientSecret: 'pp-secret', useSandbox: true },
        netahsilat: { serviceUrl: POS_URL, credential: { username: 'merchant-1', password: 'store-key-1' } },
        defaultProvider: 'demo',
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.payPal).toEqual({ clientId: 'pp-client', clientSecret: null, clientSecretSet: true, useSandbox: true });
    expect(put.body.netahsilat.credential).toEqual({ username: 'merchant-1', password: null, passwordSet: true });
    const raw = JSON.stringify(await t.db.selectFrom('settings').select('value').where('key', '=', 'payment').executeTakeFirstOrThrow());
    expect(raw).not.toContain('pp-secret');
    expect(raw).not.toContain('store-key-1');
    // The GET's answer sent back as it is keeps both secrets.
    const get = await t.call({ method: 'GET', url: URL_, token: tokens.admin });
    expect(JSON.stringify(get.body)).not.toContain('pp-secret');
    const again = await t.call({ method: 'PUT', url: URL_, token: tokens.admin, payload: get.body });
    expect(again.status).toBe(200);
    expect(again.body.payPal.clientSecretSet).toBe(true);
    expect(again.body.netahsilat.credential.passwordSet).toBe(true);
    const list = await t.call({ method: 'GET', url: '/api/commons/settings', token: tokens.admin });
    expect(JSON.stringify(list.body)).not.toContain('pp-secret');
  });

  it('accepts `none` (online payment off) and the demo gateway; an absent default provider is `none`', async () => {
    const put = (defaultProvider?: string) =>
      t.call({ method: 'PUT', url: URL_, token: tokens.admin, payload: defaultProvider === undefined ? {} : { defaultProvider } });
    const order = await onlineOrder();
    expect((await put('none')).body.defaultProvider).toBe('none');
    expect((await t.call({ method: 'GET', url: URL_, token: tokens.admin })).body.defaultProvider).toBe('none');
    expect((await availability(tokens.dealerA, order.docNumber)).body.online).toBe(false);
    expect((await put('demo')).body.defaultProvider).toBe('demo');
    expect((await availability(tokens.dealerA, order.docNumber)).body).toEqual({ online: true, provider: 'demo', testMode: true });
    expect((await put()).body.defaultProvider).toBe('none');
    expectError(await startPayment(order.docNumber, tokens.dealerA), 400, 'ONLINE_PAYMENT_OFF');
    // PayPal chosen but not set up: not offered.
    expect((await put('paypal')).body.defaultProvider).toBe('paypal');
    expect((await availability(tokens.dealerA, order.docNumber)).body).toEqual({ online: false, provider: null, testMode: false });
    expectError(await startPayment(order.docNumber, tokens.dealerA), 400, 'PAYMENT_PROVIDER_NOT_CONFIGURED', 'tr', { provider: 'paypal' });
    // The tests below pay on the demo gateway.
    expect((await put('demo')).status).toBe(200);
  });

  it('bad input is a 400 in the caller’s language', async () => {
    const res = await t.call({
      method: 'PUT',
      url: URL_,
      token: tokens.admin,
      culture: 'de',
      payload: { netahsilat: { serviceUrl: 'ftp://bank' }, defaultProvider: 'cash' },
    });
    expectInvalid(res, 'de', 'Dienstadresse: Muss eine gültige Adresse mit http:// oder https:// sein.');
  });
});

// ---- POST /api/payments and processPayment: the demo gateway ----

describe('paying an order on the demo gateway', () => {
  it('401 anonymous; another customer’s order is 404; bad input is a localised 400', async () => {
    const order = await onlineOrder();
    expectError(await startPayment(order.docNumber, undefined), 401, 'UNAUTHORIZED');
    expectError(await startPayment(order.docNumber, tokens.dealerB), 404, 'NOT_FOUND');
    expectError(await startPayment(order.docNumber, tokens.staffBare), 404, 'NOT_FOUND');
    const bad = await t.call({ method: 'POST', url: '/api/payments', token: tokens.dealerA, culture: 'en', payload: { docNumber: '' } });
    expectInvalid(bad, 'en', 'Order number: Must not be empty.');
    expectError(
      await startPayment(order.docNumber, tokens.dealerA, { callbackUrl: 'https://evil.example/paypal/x/' }, 'tr'),
      400,
      'CALLBACK_URL_INVALID',
      'tr',
    );
    expectError(await process(randomUUID(), undefined), 401, 'UNAUTHORIZED');
    const badId = await t.call({
      method: 'POST',
      url: '/api/payments/processPayment/not-a-uuid',
      token: tokens.dealerA,
      culture: 'de',
      payload: {},
    });
    expectInvalid(badId, 'de', 'Zahlungsnummer: ');
  });

  it('an order not paid online, or already paid, cannot be paid', async () => {
    const offline = await onlineOrder({ online: false });
    const res = await startPayment(offline.docNumber, tokens.dealerA, {}, 'en');
    expectError(res, 400, 'PAYMENT_NOT_PAYABLE', 'en', { docNumber: offline.docNumber });
    expect(res.body.message).toBe(errorMessage('PAYMENT_NOT_PAYABLE', 'en', { docNumber: offline.docNumber }));
    expect((await getOrder(offline.docNumber)).body.canPayOnline).toBe(false);
  });

  it('approve (test mode): payment Paid with testMode, order TestPaid; no ledger row, no ERP order.paid, no mail; a replay changes nothing', async () => {
    await paymentReceivedMailOn();
    const order = await onlineOrder();
    expect((await getOrder(order.docNumber)).body.canPayOnline).toBe(true);
    expect((await availability(tokens.dealerA, order.docNumber)).body).toEqual({ online: true, provider: 'demo', testMode: true });
    const before = await ledgerBalance(ids.customerA);
    const started = await startPayment(order.docNumber, tokens.dealerA);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ redirectGateway: true, htmlFormContent: null, provider: 'demo', amount: order.totals.total });
    expect(started.body.gatewayUrl).toMatch(/^\/api\/payments\/demo-gateway\//);
    const id = started.body.paymentOrderId as string;
    // The gateway's own page says it is a test mode that takes no money.
    const page = await t.app.inject({ method: 'GET', url: started.body.gatewayUrl, headers: { 'accept-language': 'en' } });
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('no money is taken');
    // The amount as money is written in the payer's language, not a bare decimal.
    const total = new Intl.NumberFormat('en', { style: 'currency', currency: 'TRY' }).format(Number(order.totals.total));
    expect(page.body).toContain(`<dd>${total}</dd>`);

    const back = await payOnDemoGateway(started.body.gatewayUrl, '4242 4242 4242 4242');
    expect(`${back.origin}${back.pathname}`).toBe(`${ORIGIN}/paypal/${order.docNumber}/${id}`);
    const token = back.searchParams.get('token')!;
    expect((await process(id, tokens.dealerA, { token })).status).toBe(204);

    const row = await paymentRow(id);
    expect(row.status).toBe('Paid');
    expect(row.capture_transaction_id).toMatch(/^demo_/);
    const state = await t.call({ method: 'GET', url: `/api/payments/${id}`, token: tokens.dealerA });
    expect(state.body).toMatchObject({ status: 'Paid', provider: 'demo', testMode: true });
    const detail = (await getOrder(order.docNumber)).body;
    expect(detail).toMatchObject({ paymentStatus: 'TestPaid', canPayOnline: false, captureTransactionId: row.capture_transaction_id });
    // No money received: nothing credited, the ERP hears of no payment, no "payment received" mail.
    expect(await ledgerCredits(ids.customerA, id)).toBe(0);
    expect(await ledgerBalance(ids.customerA)).toBe(before);
    expect(await erpKinds(order.id)).toEqual([]);
    expect(await receivedMails(order.docNumber)).toHaveLength(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(sql<string>`after::text`.as('after'))
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after)).toMatchObject({ paymentStatus: 'TestPaid', paymentOrderId: id, provider: 'demo' });

    // The same callback again, from another tab: nothing changes.
    expect((await process(id, tokens.dealerA, { token })).status).toBe(204);
    expect(await events(id)).toEqual(['created', 'paid']);
    expect(await ledgerBalance(ids.customerA)).toBe(before);
    // TestPaid: no second payment.
    expectError(await startPayment(order.docNumber, tokens.dealerA), 400, 'PAYMENT_NOT_PAYABLE');
  });

  it('two tabs, two payments of one order: the second approval is refused (Cancelled, no second credit)', async () => {
    const order = await onlineOrder();
    const first = await startPayment(order.docNumber, tokens.dealerA);
    const second = await startPayment(order.docNumber, tokens.dealerA);
    expect(second.status).toBe(200);
    const backFirst = await payOnDemoGateway(first.body.gatewayUrl, '4242424242424242');
    const backSecond = await payOnDemoGateway(second.body.gatewayUrl, '4242424242424242');
    await process(first.body.paymentOrderId, tokens.dealerA, { token: backFirst.searchParams.get('token')! });
    await process(second.body.paymentOrderId, tokens.dealerA, { token: backSecond.searchParams.get('token')! });
    expect((await paymentRow(first.body.paymentOrderId)).status).toBe('Paid');
    expect(await paymentRow(second.body.paymentOrderId)).toMatchObject({ status: 'Cancelled', failure_reason: 'order no longer payable' });
    expect((await getOrder(order.docNumber)).body.paymentStatus).toBe('TestPaid');
    expect(await ledgerCredits(ids.customerA, first.body.paymentOrderId)).toBe(0);
    expect(await ledgerCredits(ids.customerA, second.body.paymentOrderId)).toBe(0);
  });

  it('a salesman of the customer may pay its order; another dealer may not process it', async () => {
    const order = await onlineOrder();
    const started = await startPayment(order.docNumber, tokens.salesman);
    expect(started.status).toBe(200);
    const back = await payOnDemoGateway(started.body.gatewayUrl, '4242424242424242');
    expectError(await process(started.body.paymentOrderId, tokens.dealerB, { token: back.searchParams.get('token')! }), 404, 'NOT_FOUND');
    expect((await paymentRow(started.body.paymentOrderId)).status).toBe('Created');
    expect((await process(started.body.paymentOrderId, tokens.salesman, { token: back.searchParams.get('token')! })).status).toBe(204);
    expect((await paymentRow(started.body.paymentOrderId)).status).toBe('Paid');
  });

  it('decline and cancel leave the order payable', async () => {
    const order = await onlineOrder();
    const first = await startPayment(order.docNumber, tokens.dealerA);
    const declined = await payOnDemoGateway(first.body.gatewayUrl, '4000 0000 0000 0002');
    expect((await process(first.body.paymentOrderId, tokens.dealerA, { token: declined.searchParams.get('token')! })).status).toBe(204);
    expect((await paymentRow(first.body.paymentOrderId)).status).toBe('Failed');
    expect((await getOrder(order.docNumber)).body).toMatchObject({ paymentStatus: 'Pending', canPayOnline: true });

    const second = await startPayment(order.docNumber, tokens.dealerA);
    const cancelPage = await t.call({ method: 'GET', url: second.body.gatewayUrl });
    const cancelHref = /href="([^"]+\/cancel\?t=[^"]+)"/.exec(cancelPage.body)![1]!.replace(/&amp;/g, '&');
    const cancelled = await t.call({ method: 'GET', url: cancelHref });
    expect(cancelled.status).toBe(303);
    const token = new URL(String(cancelled.headers.location)).searchParams.get('token')!;
    await process(second.body.paymentOrderId, tokens.dealerA, { token });
    expect((await paymentRow(second.body.paymentOrderId)).status).toBe('Cancelled');
    expect((await getOrder(order.docNumber)).body.canPayOnline).toBe(true);
    expect(await ledgerCredits(ids.customerA, second.body.paymentOrderId)).toBe(0);
  });

  it('an unknown card stays on the gateway; a forged session shows the expired page', async () => {
    const order = await onlineOrder();
    const started = await startPayment(order.docNumber, tokens.dealerA);
    const page = await t.call({ method: 'GET', url: started.body.gatewayUrl });
    const session = /name="t" value="([^"]+)"/.exec(page.body)![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: started.body.gatewayUrl.split('?')[0],
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams({ t: session, cardNumber: '5555555555554444', expiry: '12/30', cvc: '1' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('please use a test card');
    const forged = await t.call({ method: 'GET', url: `${started.body.gatewayUrl.split('?')[0]}?t=x.y.z` });
    expect(forged.status).toBe(400);
  });

  it('forged, stale, replayed, wrong-amount and wrong-currency callbacks change nothing and are logged', async () => {
    const order = await onlineOrder();
    const started = await startPayment(order.docNumber, tokens.dealerA);
    const id = started.body.paymentOrderId as string;
    const key = createHash('sha256').update(`dealerport:demo-gateway:${t.config.JWT_SECRET}`).digest();
    const sign = (claims: Record<string, unknown>, opts: { key?: Uint8Array; sub?: string; exp?: number | string } = {}) =>
      new SignJWT({ amt: order.totals.total, cur: 'TRY', outcome: 'approved', txn: 'demo_forged', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(opts.sub ?? id)
        .setIssuer('dealerport-demo-gateway')
        .setAudience('demo-gateway-result')
        .setIssuedAt()
        .setExpirationTime(opts.exp ?? '15m')
        .sign(opts.key ?? key);
    const currency = (
      await t.db.selectFrom('orders').select('currency').where('id', '=', order.id).executeTakeFirstOrThrow()
    ).currency.trim();
    const attempts = [
      await sign({ cur: currency }, { key: new TextEncoder().encode('not-the-portal-key-0123456789abcdef') }), // forged
      await sign({ cur: currency }, { exp: Math.floor(Date.now() / 1000) - 60 }), // stale
      await sign({ cur: currency }, { sub: randomUUID() }), // another payment's
      await sign({ cur: currency, amt: '0.01' }), // wrong amount
      await sign({ cur: currency === 'EUR' ? 'USD' : 'EUR' }), // wrong currency
      'not-a-token',
    ];
    for (const token of attempts) expect((await process(id, tokens.dealerA, { token })).status).toBe(204);
    expect(await process(id, tokens.dealerA, {})).toMatchObject({ status: 204 });
    expect((await paymentRow(id)).status).toBe('Created');
    expect((await getOrder(order.docNumber)).body).toMatchObject({ paymentStatus: 'Pending', captureTransactionId: null });
    expect(await ledgerCredits(ids.customerA, id)).toBe(0);
    const logged = await t.db
      .selectFrom('payment_events')
      .select(['kind', 'detail'])
      .where('payment_id', '=', id)
      .where('kind', '=', 'rejected')
      .execute();
    expect(logged.map((e) => (e.detail as { reason: string }).reason)).toEqual([
      'signature invalid',
      'token expired',
      'token of another payment',
      'wrong amount',
      'wrong currency',
      'signature invalid',
      'no token',
    ]);
    // A genuine approval still goes through afterwards.
    const back = await payOnDemoGateway(started.body.gatewayUrl, '4242424242424242');
    await process(id, tokens.dealerA, { token: back.searchParams.get('token')! });
    expect((await paymentRow(id)).status).toBe('Paid');
    // Replaying that approval for a second payment of another order: refused there.
    const other = await onlineOrder();
    const otherStart = await startPayment(other.docNumber, tokens.dealerA);
    await process(otherStart.body.paymentOrderId, tokens.dealerA, { token: back.searchParams.get('token')! });
    expect((await paymentRow(otherStart.body.paymentOrderId)).status).toBe('Created');
  });
});

// ---- our extension: part of the open balance; GET /api/payments/{id} ----

describe('paying part of the open balance', () => {
  it('pays an amount of the balance on the demo gateway (test mode): the ledger and the balance unchanged; the state is readable', async () => {
    const { customer, dealer, currency } = await dealerOwing('1000.00');
    expect((await availability(dealer.token)).body).toEqual({ online: true, provider: 'demo', testMode: true });
    const tooMuch = await t.call({
      method: 'POST',
      url: '/api/payments',
      token: dealer.token,
      culture: 'en',
      payload: balanceBody('1000.01'),
    });
    expectError(tooMuch, 400, 'PAYMENT_AMOUNT_INVALID', 'en', { max: '1000.00', currency });
    expectError(
      await t.call({ method: 'POST', url: '/api/payments', token: dealer.token, payload: balanceBody('0') }),
      400,
      'PAYMENT_AMOUNT_INVALID',
    );
    const both = await t.call({
      method: 'POST',
      url: '/api/payments',
      token: dealer.token,
      culture: 'de',
      payload: { ...balanceBody('10'), docNumber: 'X' },
    });
    expectInvalid(both, 'de', 'Senden Sie entweder eine Belegnummer');
    // Staff acting for no customer: which balance?
    expectError(
      await t.call({ method: 'POST', url: '/api/payments', token: tokens.staffBare, payload: balanceBody('10') }),
      400,
      'CUSTOMER_REQUIRED',
    );

    const started = await t.call({ method: 'POST', url: '/api/payments', token: dealer.token, payload: balanceBody('250') });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ amount: '250.00', currency, provider: 'demo' });
    const id = started.body.paymentOrderId as string;
    // The gateway's page names what is paid in words (not the internal BALANCE), the amount as money.
    const page = await t.app.inject({ method: 'GET', url: started.body.gatewayUrl, headers: { 'accept-language': 'de' } });
    expect(page.body).toContain('<dd>Zahlung auf den offenen Saldo</dd>');
    expect(page.body).not.toContain('<dd>BALANCE</dd>');
    expect(page.body).toContain(`<dd>${new Intl.NumberFormat('de', { style: 'currency', currency }).format(250)}</dd>`);
    const back = await payOnDemoGateway(started.body.gatewayUrl, '4242424242424242');
    expect(back.pathname).toBe(`/paypal/balance/${id}`);
    expect((await process(id, dealer.token, { token: back.searchParams.get('token')! })).status).toBe(204);
    expect((await process(id, dealer.token, { token: back.searchParams.get('token')! })).status).toBe(204);
    // A test payment changes nothing in the ledger.
    expect(await ledgerCredits(customer.id, id)).toBe(0);
    expect(await ledgerBalance(customer.id)).toBe('1000.00');
    const finance = await t.call({ method: 'GET', url: '/api/customers/finance?PageNumber=1&PageSize=10', token: dealer.token });
    expect(Number(finance.body.customerInfo.currentBalance)).toBe(1000);

    const state = await t.call({ method: 'GET', url: `/api/payments/${id}`, token: dealer.token });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({
      paymentOrderId: id,
      docNumber: null,
      status: 'Paid',
      amount: '250.00',
      currency,
      provider: 'demo',
      testMode: true,
    });
    expect(state.body.captureTransactionId).toMatch(/^demo_/);
    expectError(await t.call({ method: 'GET', url: `/api/payments/${id}` }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url: `/api/payments/${id}`, token: tokens.dealerB }), 404, 'NOT_FOUND');
    // Nothing was paid: the whole balance is still open.
    expectError(
      await t.call({ method: 'POST', url: '/api/payments', token: dealer.token, culture: 'tr', payload: balanceBody('1000.01') }),
      400,
      'PAYMENT_AMOUNT_INVALID',
      'tr',
      { max: '1000.00', currency },
    );
  });
});

// ---- PayPal ----

describe('PayPal Orders v2', () => {
  beforeAll(async () => {
    forgetPayPalTokens();
    const put = await t.call({
      method: 'PUT',
      url: '/api/commons/paymentSettings',
      token: tokens.admin,
      payload: {
        payPal: { clientId: 'pp-client', clientSecret: 'pp-secret', useSandbox: true },
        netahsilat: { serviceUrl: POS_URL, credential: { username: 'merchant-1', password: 'store-key-1' } },
        defaultProvider: 'demo',
      },
    });
    expect(put.status).toBe(200);
  });

  async function startPayPal() {
    const order = await onlineOrder();
    const started = await startPayment(order.docNumber, tokens.dealerA, { paymentMethod: 'PayPal' });
    expect(started.status).toBe(200);
    const orderId = (await paymentRow(started.body.paymentOrderId)).provider_reference!;
    return { order, id: started.body.paymentOrderId as string, orderId, started };
  }

  it('creates an order for the amount and currency, answers the approval link, captures COMPLETED on return: one credit, order.paid, the mail', async () => {
    await paymentReceivedMailOn();
    const { order, id, orderId, started } = await startPayPal();
    expect(started.body).toMatchObject({ provider: 'paypal', redirectGateway: true, htmlFormContent: null });
    expect(started.body.gatewayUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`);
    const created = paypal.orders.get(orderId)!;
    expect(created.amount.value).toBe(order.totals.total);
    expect(created.requestId).toBe(`create-${id}`);
    expect((await process(id, tokens.dealerA, { token: orderId, PayerID: 'QYR5Z8XDVJNXQ' })).status).toBe(204);
    const row = await paymentRow(id);
    expect(row).toMatchObject({ status: 'Paid', capture_transaction_id: `3C679366HH${orderId.slice(-6)}` });
    expect((await getOrder(order.docNumber)).body).toMatchObject({
      paymentStatus: 'Paid',
      captureTransactionId: row.capture_transaction_id,
    });
    expect(await ledgerCredits(ids.customerA, id)).toBe(1);
    const credit = await t.db
      .selectFrom('finance_transactions')
      .select(sql<string>`create_date::text`.as('day'))
      .where('fiche_no', '=', `PAY-${id}`)
      .executeTakeFirstOrThrow();
    expect(credit.day).toBe(dayIn(DEFAULT_GENERAL_SETTINGS.timeZone)); // the distributor's day (ADR 0060)
    expect(paypal.calls.filter((c) => c.endsWith('/capture'))).toHaveLength(1);
    expect(await erpKinds(order.id)).toEqual(['order.paid']);
    expect(await receivedMails(order.docNumber)).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: `/api/payments/${id}`, token: tokens.dealerA })).body).toMatchObject({
      status: 'Paid',
      provider: 'paypal',
      testMode: false,
    });
    // A replay: nothing changes.
    expect((await process(id, tokens.dealerA, { token: orderId, PayerID: 'QYR5Z8XDVJNXQ' })).status).toBe(204);
    expect(await ledgerCredits(ids.customerA, id)).toBe(1);
    expect(await receivedMails(order.docNumber)).toHaveLength(1);
  });

  it('pays part of the open balance: one credit (BALANCE), the balance lower; what is left can be paid, more cannot', async () => {
    const { customer, dealer, currency } = await dealerOwing('1000.00');
    const started = await t.call({
      method: 'POST',
      url: '/api/payments',
      token: dealer.token,
      payload: { ...balanceBody('250'), paymentMethod: 'PayPal' },
    });
    expect(started.body).toMatchObject({ provider: 'paypal', amount: '250.00', currency });
    const id = started.body.paymentOrderId as string;
    const orderId = (await paymentRow(id)).provider_reference!;
    expect((await process(id, dealer.token, { token: orderId })).status).toBe(204);
    expect(await ledgerCredits(customer.id, id)).toBe(1);
    expect(await ledgerBalance(customer.id)).toBe('750.00');
    const row = await t.db
      .selectFrom('finance_transactions')
      .select('description')
      .where('fiche_no', '=', `PAY-${id}`)
      .executeTakeFirstOrThrow();
    expect(row.description).toMatch(/^BALANCE \(paypal /);
    expectError(
      await t.call({ method: 'POST', url: '/api/payments', token: dealer.token, culture: 'tr', payload: balanceBody('750.01') }),
      400,
      'PAYMENT_AMOUNT_INVALID',
      'tr',
      { max: '750.00', currency },
    );
  });

  it.runIf(onPostgres)('20 concurrent returns of one payment: one capture, one ledger credit (PostgreSQL)', async () => {
    const { order, id, orderId } = await startPayPal();
    const answers = await Promise.all(Array.from({ length: 20 }, () => process(id, tokens.dealerA, { token: orderId })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
    expect(paypal.calls.filter((c) => c.endsWith('/capture'))).toHaveLength(1);
    expect(await ledgerCredits(ids.customerA, id)).toBe(1);
    expect((await events(id)).filter((k) => k === 'paid')).toHaveLength(1);
    expect((await getOrder(order.docNumber)).body.paymentStatus).toBe('Paid');
  });

  it('capture DECLINED (422 INSTRUMENT_DECLINED, or a DECLINED capture): Failed, the order payable again', async () => {
    for (const mode of ['DECLINED_422', 'DECLINED_201'] as const) {
      paypal.mode = mode;
      const { order, id, orderId } = await startPayPal();
      await process(id, tokens.dealerA, { token: orderId });
      expect((await paymentRow(id)).status).toBe('Failed');
      expect((await getOrder(order.docNumber)).body).toMatchObject({ paymentStatus: 'Pending', canPayOnline: true });
      expect(await ledgerCredits(ids.customerA, id)).toBe(0);
    }
  });

  it('a 5xx, then success: retried with the same PayPal-Request-Id, paid once', async () => {
    paypal.mode = '5XX_THEN_COMPLETED';
    const { id, orderId } = await startPayPal();
    await process(id, tokens.dealerA, { token: orderId });
    expect(paypal.captureAttempts).toBe(2);
    expect((await paymentRow(id)).status).toBe('Paid');
  });

  it('a capture for another amount or currency, or another order’s token, changes nothing', async () => {
    for (const mode of ['WRONG_AMOUNT', 'WRONG_CURRENCY'] as const) {
      paypal.mode = mode;
      const { order, id, orderId } = await startPayPal();
      await process(id, tokens.dealerA, { token: orderId });
      expect((await paymentRow(id)).status).toBe('Created');
      expect((await getOrder(order.docNumber)).body.paymentStatus).toBe('Pending');
      expect(await ledgerCredits(ids.customerA, id)).toBe(0);
    }
    paypal.mode = 'COMPLETED';
    const { id } = await startPayPal();
    await process(id, tokens.dealerA, { token: 'SOME-OTHER-ORDER' });
    expect((await paymentRow(id)).status).toBe('Created');
    expect(await events(id)).toContain('rejected');
  });

  it('PayPal answering 5xx every time: 503 after the retries, the payment left open, logged', async () => {
    paypal.mode = 'ALWAYS_5XX';
    const { order, id, orderId } = await startPayPal();
    const res = await process(id, tokens.dealerA, { token: orderId });
    expectError(res, 503, 'PAYMENT_PROVIDER_UNAVAILABLE');
    expect(paypal.captureAttempts).toBe(3);
    expect((await paymentRow(id)).status).toBe('Created');
    expect((await getOrder(order.docNumber)).body.paymentStatus).toBe('Pending');
    expect(await events(id)).toContain('provider-error');
  });

  it('refund: POST /v2/payments/captures/{id}/refund', async () => {
    const provider = createPayPalProvider({ clientId: 'pp-client', clientSecret: 'pp-secret', baseUrl: paypal.url, retryDelayMs: 1 });
    const refund = await provider.refund({
      id: randomUUID(),
      amount: '10.00',
      currency: 'EUR',
      docNumber: 'X',
      returnUrl: `${ORIGIN}/paypal/X/1`,
      cancelUrl: `${ORIGIN}/orders/X`,
      providerReference: 'ORDER',
      captureTransactionId: '3C679366HH908993F',
    });
    expect(refund.refundId).toBe('1JU08902781691411');
    expect(paypal.calls).toContain('POST /v2/payments/captures/3C679366HH908993F/refund');
  });
});

// ---- the virtual POS ----

describe('virtual POS (3-D form, hashed callback)', () => {
  it('answers the auto-submitting form; a correctly hashed approval pays, a forged one changes nothing', async () => {
    const order = await onlineOrder();
    const started = await startPayment(order.docNumber, tokens.dealerA, { paymentMethod: 'VirtualPos' });
    expect(started.status).toBe(200);
    const id = started.body.paymentOrderId as string;
    expect(started.body.redirectGateway).toBe(false);
    expect(started.body.htmlFormContent).toContain(`action="${POS_URL}"`);
    expect(started.body.htmlFormContent).toContain(`name="orderId" value="${id}"`);
    const page = await t.call({ method: 'GET', url: started.body.gatewayUrl });
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain('form-action https://bank.example.test');

    const currency = started.body.currency as string;
    const answer = (status: string, key = 'store-key-1', amount = order.totals.total as string) => {
      const fields: Record<string, string> = {
        merchantId: 'merchant-1',
        orderId: id,
        amount,
        currency,
        status,
        transId: 'T-778899',
        rnd: 'abc123',
      };
      fields.hash = posHash(
        key,
        ['merchantId', 'orderId', 'amount', 'currency', 'status', 'transId', 'rnd'].map((f) => fields[f]!),
      );
      return fields;
    };
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/pos-callback/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });

    // Forged (another key), then a wrong amount: not kept (the payer still goes on to the return page).
    for (const fields of [answer('Approved', 'not-the-key'), answer('Approved', 'store-key-1', '0.01')]) {
      const res = await post(fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${ORIGIN}/paypal/${order.docNumber}/${id}`);
      // What the browser sends is not believed: only a kept post is.
      await process(id, tokens.dealerA, answer('Approved'));
      expect((await paymentRow(id)).status).toBe('Created');
    }
    expect((await events(id)).filter((e) => e === 'callback-rejected')).toHaveLength(2);
    await post(answer('Approved'));
    // A forged post after the bank's cannot overwrite it.
    await post(answer('Declined', 'not-the-key'));
    await process(id, tokens.dealerA);
    expect((await paymentRow(id)).status).toBe('Paid');
    expect((await getOrder(order.docNumber)).body.captureTransactionId).toBe('T-778899');
    // A late post changes nothing.
    await post(answer('Declined'));
    expect((await paymentRow(id)).status).toBe('Paid');
  });
});

// ---- customer POS configuration ----

describe('customer POS configuration', () => {
  const URL_ = '/api/payments/customer-pos-config';
  it('401, 403; create, list (paged, filtered), update, delete; bad input and unknown customer are 400', async () => {
    expectError(await t.call({ method: 'GET', url: `${URL_}?PageNumber=1&PageSize=10` }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url: `${URL_}?PageNumber=1&PageSize=10`, token: tokens.dealerA }), 403, 'FORBIDDEN');
    expectError(
      await t.call({ method: 'POST', url: URL_, token: tokens.staffBare, payload: { posId: 'demo', amount: 1, priority: 1 } }),
      403,
      'FORBIDDEN',
    );
    const created = await t.call({
      method: 'POST',
      url: URL_,
      token: tokens.admin,
      payload: { posId: 'virtual-pos', amount: '100000', priority: 1, description: 'Bank A', customerId: ids.customerB },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ posId: 'virtual-pos', amount: '100000.00', priority: 1, description: 'Bank A' });
    expect(created.body.customer.id).toBe(ids.customerB);
    expect(created.body.createdBy).toBeTruthy();
    const list = await t.call({
      method: 'GET',
      url: `${URL_}?PageNumber=1&PageSize=10&ColumnFilters=${encodeURIComponent(JSON.stringify({ customerId: ids.customerB }))}`,
      token: tokens.admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([created.body.id]);
    const updated = await t.call({
      method: 'PUT',
      url: `${URL_}/${created.body.id}`,
      token: tokens.admin,
      payload: { posId: 'virtual-pos', amount: 50000, priority: 2, description: 'Bank A (2)', customerId: ids.customerB },
    });
    expect(updated.body).toMatchObject({ amount: '50000.00', priority: 2, description: 'Bank A (2)' });

    // The customer's order goes to the virtual POS through "Online".
    const order = await onlineOrder({ customerId: ids.customerB });
    const started = await startPayment(order.docNumber, tokens.dealerB, { paymentMethod: 'Online' });
    expect(started.body.provider).toBe('virtual-pos');
    // Customer A has no entry: the default (the demo gateway, chosen above).
    const orderA = await onlineOrder();
    expect((await startPayment(orderA.docNumber, tokens.dealerA, { paymentMethod: 'Online' })).body.provider).toBe('demo');

    const bad = await t.call({
      method: 'POST',
      url: URL_,
      token: tokens.admin,
      culture: 'tr',
      payload: { posId: 'cash', amount: -1, priority: 'x' },
    });
    expectInvalid(bad, 'tr', 'Ödeme altyapısı: Şunlardan biri olmalı: "demo", "paypal", "virtual-pos"');
    const unknown = randomUUID();
    expectError(
      await t.call({
        method: 'POST',
        url: URL_,
        token: tokens.admin,
        culture: 'de',
        payload: { posId: 'demo', amount: 1, priority: 1, customerId: unknown },
      }),
      400,
      'POS_CONFIG_CUSTOMER_UNKNOWN',
      'de',
      { customerId: unknown },
    );
    expectError(await t.call({ method: 'DELETE', url: `${URL_}/${created.body.id}`, token: tokens.dealerA }), 403, 'FORBIDDEN');
    expect((await t.call({ method: 'DELETE', url: `${URL_}/${created.body.id}`, token: tokens.admin })).status).toBe(204);
    expectError(await t.call({ method: 'DELETE', url: `${URL_}/${created.body.id}`, token: tokens.admin }), 404, 'NOT_FOUND');
  });
});

// ---- refunds of cancelled orders ----

describe('cancelling an order paid online refunds it (the payments.refund job)', () => {
  beforeAll(async () => {
    forgetPayPalTokens();
    const put = await t.call({
      method: 'PUT',
      url: '/api/commons/paymentSettings',
      token: tokens.admin,
      payload: { payPal: { clientId: 'pp-client', clientSecret: 'pp-secret', useSandbox: true }, defaultProvider: 'demo' },
    });
    expect(put.status).toBe(200);
  });

  const cancel = (docNumber: string, token = tokens.dealerA, culture?: string) =>
    t.call({ method: 'PUT', url: `/api/orders/${encodeURIComponent(docNumber)}/cancellation`, token, payload: {}, culture });
  const debits = async (paymentId: string) =>
    t.db
      .selectFrom('finance_transactions')
      .select([sql<string>`amount::text`.as('amount'), 'sign', 'fiche_type', sql<string>`create_date::text`.as('day')])
      .where('fiche_no', '=', `REF-${paymentId}`)
      .execute();
  const refundJobs = (orderId: string) =>
    t.db
      .selectFrom('jobs')
      .select(['id', 'status', 'attempts', 'max_attempts', 'last_error'])
      .where('queue', '=', REFUND_QUEUE)
      .where(sql`payload->>'orderId'`, '=', orderId)
      .orderBy('id')
      .execute();
  /** Makes the order's waiting refund jobs due now (the back-off put them later), optionally on their last attempt. */
  const dueNow = (orderId: string, lastAttempt = false) =>
    t.db
      .updateTable('jobs')
      .set({ run_at: sql`now()`, ...(lastAttempt ? { max_attempts: sql`attempts + 1` } : {}) })
      .where('queue', '=', REFUND_QUEUE)
      .where(sql`payload->>'orderId'`, '=', orderId)
      .where('status', '=', 'pending')
      .execute();

  async function paidOnDemo() {
    const order = await onlineOrder();
    const started = await startPayment(order.docNumber, tokens.dealerA);
    const id = started.body.paymentOrderId as string;
    const back = await payOnDemoGateway(started.body.gatewayUrl, '4242 4242 4242 4242');
    expect((await process(id, tokens.dealerA, { token: back.searchParams.get('token')! })).status).toBe(204);
    expect((await paymentRow(id)).status).toBe('Paid');
    expect((await getOrder(order.docNumber)).body.paymentStatus).toBe('TestPaid');
    return { order, id };
  }

  async function paidOnPayPal() {
    const order = await onlineOrder();
    const started = await startPayment(order.docNumber, tokens.dealerA, { paymentMethod: 'PayPal' });
    const id = started.body.paymentOrderId as string;
    const orderId = (await paymentRow(id)).provider_reference!;
    expect((await process(id, tokens.dealerA, { token: orderId, PayerID: 'QYR5Z8XDVJNXQ' })).status).toBe(204);
    expect((await paymentRow(id)).status).toBe('Paid');
    return { order, id };
  }

  it('demo gateway (test mode): the dealer cancels a TestPaid order; the job refunds it with no ledger debit, marks the order Refunded', async () => {
    const before = await ledgerBalance(ids.customerA);
    const { order, id } = await paidOnDemo();
    expect(await ledgerBalance(ids.customerA)).toBe(before);

    expect((await cancel(order.docNumber)).status).toBe(204);
    // Until the job ran: Cancelled, still TestPaid.
    expect((await getOrder(order.docNumber)).body).toMatchObject({ status: 'Cancelled', paymentStatus: 'TestPaid' });
    expect(await refundJobs(order.id)).toHaveLength(1);

    await t.app.jobs.drain();
    expect((await refundJobs(order.id))[0]).toMatchObject({ status: 'done', attempts: 1 });
    expect((await paymentRow(id)).status).toBe('Refunded');
    // It credited nothing, so nothing is debited.
    expect(await debits(id)).toEqual([]);
    expect(await ledgerBalance(ids.customerA)).toBe(before);
    const detail = (await getOrder(order.docNumber)).body;
    expect(detail).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded', canCancel: false, canPayOnline: false });
    expect(await events(id)).toEqual(['created', 'paid', 'refunded']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', sql<string>`before::text`.as('before'), sql<string>`after::text`.as('after')])
      .where('entity', '=', 'order')
      .where('entity_id', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.before)).toMatchObject({ paymentStatus: 'TestPaid' });
    expect(JSON.parse(audit.after)).toMatchObject({ paymentStatus: 'Refunded', paymentOrderId: id, provider: 'demo' });
    expect(await erpKinds(order.id)).toEqual(['order.cancelled']);

    // The job twice (queued again, or run again after a lost answer): one refund, still no debit.
    await t.db
      .insertInto('jobs')
      .values({ queue: REFUND_QUEUE, payload: JSON.stringify({ orderId: order.id }) })
      .execute();
    await t.app.jobs.drain();
    expect(await debits(id)).toHaveLength(0);
    expect(await ledgerBalance(ids.customerA)).toBe(before);
    expect((await events(id)).filter((e) => e === 'refunded')).toHaveLength(1);
  });

  it('a single item of a paid order cannot be cancelled: a localised message tells to cancel the whole order', async () => {
    const { order } = await paidOnDemo();
    const line = order.lines[0]!.id;
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await t.call({
        method: 'PUT',
        url: `/api/orders/${order.id}/items/${line}/cancellation`,
        token: tokens.dealerA,
        payload: {},
        culture,
      });
      expectError(res, 400, 'ORDER_PAID_LINE_NOT_CANCELLABLE', culture, { docNumber: order.docNumber, orderLineId: line });
    }
    const de = await t.call({
      method: 'PUT',
      url: `/api/orders/${order.id}/items/${line}/cancellation`,
      token: tokens.dealerA,
      payload: {},
      culture: 'de',
    });
    expect(de.body.message).toContain('stornieren Sie die ganze Bestellung');
    expect((await getOrder(order.docNumber)).body).toMatchObject({ status: 'Pending', paymentStatus: 'TestPaid' });
    expect(await refundJobs(order.id)).toHaveLength(0);
  });

  it('PayPal: POST /v2/payments/captures/{id}/refund with PayPal-Request-Id refund-{payment}; COMPLETED refunds and reverses the credit', async () => {
    const before = await ledgerBalance(ids.customerA);
    const { order, id } = await paidOnPayPal();
    expect(Number(await ledgerBalance(ids.customerA))).toBeCloseTo(Number(before) - Number(order.totals.total), 2);
    const capture = (await paymentRow(id)).capture_transaction_id!;
    expect((await cancel(order.docNumber, tokens.salesman)).status).toBe(204);
    await t.app.jobs.drain();
    expect(paypal.calls).toContain(`POST /v2/payments/captures/${capture}/refund`);
    expect(paypal.refundRequestIds).toEqual([`refund-${id}`]);
    expect((await paymentRow(id)).status).toBe('Refunded');
    // dated the distributor's calendar day (ADR 0060), not the database server's
    expect(await debits(id)).toEqual([
      { amount: order.totals.total, sign: 1, fiche_type: 'Online Ödeme İadesi', day: dayIn(DEFAULT_GENERAL_SETTINGS.timeZone) },
    ]);
    expect(await ledgerBalance(ids.customerA)).toBe(before);
    expect((await getOrder(order.docNumber)).body).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
  });

  it('PayPal: a 5xx, then success: retried with the same PayPal-Request-Id, refunded once', async () => {
    paypal.refundMode = '5XX_ONCE';
    const { order, id } = await paidOnPayPal();
    expect((await cancel(order.docNumber)).status).toBe(204);
    await t.app.jobs.drain();
    expect(paypal.refundAttempts).toBe(2);
    expect(new Set(paypal.refundRequestIds)).toEqual(new Set([`refund-${id}`]));
    expect((await paymentRow(id)).status).toBe('Refunded');
    expect(await debits(id)).toHaveLength(1);
  });

  it('PayPal down: the job retries with back-off; a later attempt refunds', async () => {
    paypal.refundMode = 'ALWAYS_5XX';
    const { order, id } = await paidOnPayPal();
    expect((await cancel(order.docNumber)).status).toBe(204);
    await t.app.jobs.drain();
    const [waiting] = await refundJobs(order.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.last_error).toContain('PayPal');
    expect((await paymentRow(id)).status).toBe('Paid');
    expect(await events(id)).toContain('provider-error');
    expect(await debits(id)).toHaveLength(0);

    paypal.refundMode = 'COMPLETED';
    await dueNow(order.id);
    await t.app.jobs.drain();
    expect((await refundJobs(order.id))[0]).toMatchObject({ status: 'done', attempts: 2 });
    expect((await paymentRow(id)).status).toBe('Refunded');
    expect(new Set(paypal.refundRequestIds)).toEqual(new Set([`refund-${id}`]));
    expect((await getOrder(order.docNumber)).body.paymentStatus).toBe('Refunded');
  });

  it('PayPal down to the last attempt: the payment stays Paid, refund-failed is logged, the order reads Paid and Cancelled', async () => {
    paypal.refundMode = 'ALWAYS_5XX';
    const { order, id } = await paidOnPayPal();
    expect((await cancel(order.docNumber)).status).toBe(204);
    await dueNow(order.id, true);
    await t.app.jobs.drain();
    expect((await refundJobs(order.id))[0]).toMatchObject({ status: 'failed' });
    expect((await paymentRow(id)).status).toBe('Paid');
    expect(await events(id)).toContain('refund-failed');
    expect(await debits(id)).toHaveLength(0);
    expect((await getOrder(order.docNumber)).body).toMatchObject({ status: 'Cancelled', paymentStatus: 'Paid' });
  });

  it('a refund job whose worker died on its last attempt logs refund-failed; the payment stays Paid', async () => {
    const { order, id } = await paidOnDemo();
    expect((await cancel(order.docNumber)).status).toBe(204);
    await t.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: sql`max_attempts`, locked_by: 'worker-gone', locked_until: sql`now() - interval '1 minute'` })
      .where('queue', '=', REFUND_QUEUE)
      .where(sql`payload->>'orderId'`, '=', order.id)
      .execute();
    await t.app.jobs.drain();
    expect((await refundJobs(order.id))[0]).toMatchObject({ status: 'failed' });
    expect((await paymentRow(id)).status).toBe('Paid');
    expect(await events(id)).toContain('refund-failed');
  });
});

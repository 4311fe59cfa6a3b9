import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer, createStockedProduct } from '../../../test/cart-factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config/config';
import { ERP_QUEUE, httpConnector, queueErpDelivery, SIGNATURE_HEADER, signErpBody, TIMESTAMP_HEADER, verifyErpSignature } from '.';

const SECRET = 'erp-test-secret-0123456789';

interface Received {
  body: any;
  event: string;
  valid: boolean;
}

/** A stand-in ERP: verifies the signature, answers `answers` in turn (then 200 with a reference). */
async function startErp(answers: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const valid = verifyErpSignature(SECRET, String(req.headers[TIMESTAMP_HEADER]), raw, String(req.headers[SIGNATURE_HEADER]));
    received.push({ body: JSON.parse(raw), event: String(req.headers['x-dealerport-event']), valid });
    const status = answers.shift() ?? 200;
    if (!valid) {
      res.writeHead(401).end('bad signature');
      return;
    }
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify(status === 200 ? { reference: `ERP-${received.length}` } : { error: 'busy' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`;
  return { url, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('signing', () => {
  it('HMAC-SHA256 over timestamp.body; any change breaks it', () => {
    const sig = signErpBody(SECRET, '1700000000', '{"a":1}');
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyErpSignature(SECRET, '1700000000', '{"a":1}', sig)).toBe(true);
    expect(verifyErpSignature(SECRET, '1700000001', '{"a":1}', sig)).toBe(false);
    expect(verifyErpSignature(SECRET, '1700000000', '{"a":2}', sig)).toBe(false);
    expect(verifyErpSignature('another-secret-0123456789', '1700000000', '{"a":1}', sig)).toBe(false);
  });

  it('the HTTP connector posts signed JSON and reads the reference; a non-2xx throws', async () => {
    const erp = await startErp([503]);
    try {
      const c = httpConnector({ url: erp.url, secret: SECRET });
      await expect(c.deliver({ event: 'order.created', sentAt: 'now', order: { docNumber: 'B2B26000001' } })).rejects.toThrow(/503/);
      await expect(c.deliver({ event: 'order.created', sentAt: 'now', order: { docNumber: 'B2B26000001' } })).resolves.toEqual({
        reference: 'ERP-2',
      });
      expect(erp.received.map((r) => r.valid)).toEqual([true, true]);
      const wrong = httpConnector({ url: erp.url, secret: 'wrong-secret-0123456789' });
      await expect(wrong.deliver({ event: 'order.created', sentAt: 'now', order: {} })).rejects.toThrow(/401/);
    } finally {
      await erp.close();
    }
  });

  it('the configuration needs the secret with the URL', () => {
    expect(() => loadConfig({ ERP_ORDER_URL: 'http://erp.local/x', JWT_SECRET: 'x'.repeat(40) })).toThrow(/ERP_SECRET/);
  });
});

describe('orders handed to the ERP', () => {
  let erp: Awaited<ReturnType<typeof startErp>>;
  let t: TestApp;
  /** What the stand-in ERP answers next (then 200). */
  const answers: number[] = [500];
  beforeAll(async () => {
    erp = await startErp(answers);
    t = await createTestApp({ ERP_ORDER_URL: erp.url, ERP_SECRET: SECRET });
  });
  afterAll(async () => {
    await t?.close();
    await erp?.close();
  });

  /** Places an order of one line for a new dealer and lets the worker run; answers the order and its world. */
  async function placeOne(quantity = 1) {
    const cat = await createCartCatalogue(t.db);
    const D = await createDealer(t);
    const id = await createStockedProduct(t.db, {
      code: `E-${cat.tag}`,
      name: 'Tyre',
      categoryId: cat.summer,
      listPrice: '50',
      stocks: { [cat.w1]: 5 },
    });
    const added = await t.call({ method: 'POST', url: '/api/baskets/cart/products', token: D.token, payload: { productId: id, quantity } });
    if (added.status !== 204) throw new Error(JSON.stringify(added.body));
    const placed = await t.call({
      method: 'POST',
      url: '/api/baskets/place-order',
      token: D.token,
      payload: { customerAddressCode: D.address.code },
    });
    if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
    await t.app.jobs.drain();
    const order = await t.db
      .selectFrom('orders')
      .select(['id', 'doc_number', 'erp_status', 'erp_reference'])
      .where('transaction_id', '=', placed.body.transactionId)
      .executeTakeFirstOrThrow();
    return { ...order, cat, dealer: D };
  }

  it('a placed order is posted, retried after a failure, then Sent with the ERP reference', async () => {
    const { cat, dealer: D, ...order } = await placeOne(2);
    expect(order.erp_status).toBe('Pending'); // the ERP answered 500: the job waits for its retry
    await t.db.updateTable('jobs').set({ run_at: sql`now()` }).where('queue', '=', ERP_QUEUE).where('status', '=', 'pending').execute();
    await t.app.jobs.drain();
    const sent = await t.db
      .selectFrom('orders')
      .select(['erp_status', 'erp_reference'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ erp_status: 'Sent', erp_reference: 'ERP-2' });
    expect(erp.received).toHaveLength(2);
    const last = erp.received[1]!;
    expect(last.valid).toBe(true);
    expect(last.event).toBe('order.created');
    expect(last.body.order).toMatchObject({
      docNumber: order.doc_number,
      customerCode: D.customer.code,
      currency: 'TRY',
      totals: { gross: '100.00', total: '120.00' },
      lines: [
        {
          lineNo: 1,
          productCode: `E-${cat.tag}`,
          quantity: 2,
          warehouseOrders: [{ number: `${order.doc_number}-1`, warehouseCode: cat.w1, quantity: 2 }],
        },
      ],
    });

    // A payment (queued by the payments area) is posted as its own event, with the payment's fields.
    await t.db.updateTable('orders').set({ payment_status: 'Paid', capture_transaction_id: 'CAP-1' }).where('id', '=', order.id).execute();
    await t.db.transaction().execute((trx) => queueErpDelivery(trx, { kind: 'order.paid', orderId: order.id }));
    await t.app.jobs.drain();
    expect(erp.received.at(-1)!.event).toBe('order.paid');
    expect(erp.received.at(-1)!.body.order).toMatchObject({ paymentStatus: 'Paid', captureTransactionId: 'CAP-1' });

    // A cancellation (queued by the orders area) is posted as its own event.
    await t.db.transaction().execute((trx) => queueErpDelivery(trx, { kind: 'order.cancelled', orderId: order.id }));
    await t.app.jobs.drain();
    expect(erp.received.at(-1)!.event).toBe('order.cancelled');
  });

  const erpJobs = (orderId: string) =>
    t.db
      .selectFrom('jobs')
      .select(['status', 'attempts', sql<string>`payload->>'kind'`.as('kind')])
      .where('queue', '=', ERP_QUEUE)
      .where(sql`payload->>'orderId'`, '=', orderId)
      .orderBy('id')
      .execute();
  const eventsFor = (docNumber: string) => erp.received.filter((r) => r.body.order.docNumber === docNumber).map((r) => r.event);
  const runDueErpJobs = async () => {
    await t.db.updateTable('jobs').set({ run_at: sql`now()` }).where('queue', '=', ERP_QUEUE).where('status', '=', 'pending').execute();
    await t.app.jobs.drain();
  };

  it('a cancellation waits for its order to reach the ERP, without using its attempts, then follows it', async () => {
    answers.push(500); // the creation fails once
    const order = await placeOne();
    expect(eventsFor(order.doc_number)).toEqual(['order.created']);
    await t.db.transaction().execute((trx) => queueErpDelivery(trx, { kind: 'order.cancelled', orderId: order.id }));
    await t.app.jobs.drain();
    // The creation is waiting for its retry: the cancellation is not sent before it, and waits unpenalised.
    expect(eventsFor(order.doc_number)).toEqual(['order.created']);
    expect(await erpJobs(order.id)).toEqual([
      { status: 'pending', attempts: 1, kind: 'order.created' },
      { status: 'pending', attempts: 0, kind: 'order.cancelled' },
    ]);
    for (let i = 0; i < 3 && (await erpJobs(order.id)).some((j) => j.status !== 'done'); i++) await runDueErpJobs();
    expect(eventsFor(order.doc_number)).toEqual(['order.created', 'order.created', 'order.cancelled']);
    expect((await erpJobs(order.id)).map((j) => j.status)).toEqual(['done', 'done']);
  });

  it('an order the ERP refuses to the last attempt is marked Failed; its cancellation is not sent', async () => {
    answers.push(...Array.from({ length: 10 }, () => 503));
    const order = await placeOne();
    for (let i = 0; i < 12 && (await erpJobs(order.id))[0]!.status === 'pending'; i++) await runDueErpJobs();
    expect(await erpJobs(order.id)).toEqual([{ status: 'failed', attempts: 10, kind: 'order.created' }]);
    const row = await t.db
      .selectFrom('orders')
      .select(['erp_status', 'erp_reference'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ erp_status: 'Failed', erp_reference: null });
    expect((await t.db.selectFrom('orders').select('erp_error').where('id', '=', order.id).executeTakeFirstOrThrow()).erp_error).toMatch(
      /^ERP answered 503/,
    );
    expect(eventsFor(order.doc_number)).toHaveLength(10);
    await t.db.transaction().execute((trx) => queueErpDelivery(trx, { kind: 'order.cancelled', orderId: order.id }));
    await t.app.jobs.drain();
    expect((await erpJobs(order.id)).map((j) => j.status)).toEqual(['failed', 'done']);
    expect(eventsFor(order.doc_number)).toHaveLength(10);
  });

  it('an order the ERP rejects (422) is Rejected with the answer at once, never retried; 408 and 429 are retried', async () => {
    answers.push(422);
    const order = await placeOne();
    expect(await erpJobs(order.id)).toEqual([{ status: 'done', attempts: 1, kind: 'order.created' }]);
    const row = await t.db.selectFrom('orders').select(['erp_status', 'erp_error']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ erp_status: 'Rejected', erp_error: 'ERP answered 422: {"error":"busy"}' });
    await runDueErpJobs();
    expect(eventsFor(order.doc_number)).toHaveLength(1);
    // its cancellation is not sent: the ERP never took the order
    await t.db.transaction().execute((trx) => queueErpDelivery(trx, { kind: 'order.cancelled', orderId: order.id }));
    await t.app.jobs.drain();
    expect(eventsFor(order.doc_number)).toEqual(['order.created']);

    for (const transient of [408, 429]) {
      answers.push(transient);
      const later = await placeOne();
      expect(later.erp_status).toBe('Pending');
      expect((await erpJobs(later.id))[0]).toMatchObject({ status: 'pending', attempts: 1 });
      await runDueErpJobs();
      const sent = await t.db.selectFrom('orders').select(['erp_status', 'erp_error']).where('id', '=', later.id).executeTakeFirstOrThrow();
      expect(sent).toEqual({ erp_status: 'Sent', erp_error: null });
    }
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer, createStockedProduct } from '../../../test/cart-factories';
import { createRole, createTestApp, createUser, signIn, type TestApp } from '../../../test/harness';
import { connectorFromConfig, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyErpSignature } from '../../platform/erp';
import { getErpHandOffTarget, isErpHandOffConfigured } from '.';

const SETTINGS_SECRET = 'settings-secret-0123456789';
const ENV_SECRET = 'environment-secret-0123456789';

/** A stand-in ERP that records which secret signed each request. */
async function startErp(name: string) {
  const received: { event: string; signedWith: string | null; docNumber: string | undefined }[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const ts = String(req.headers[TIMESTAMP_HEADER]);
    const sig = String(req.headers[SIGNATURE_HEADER]);
    const signedWith = [SETTINGS_SECRET, ENV_SECRET].find((s) => verifyErpSignature(s, ts, raw, sig)) ?? null;
    received.push({ event: String(req.headers['x-dealerport-event']), signedWith, docNumber: JSON.parse(raw).order?.docNumber });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ reference: `${name}-${received.length}` }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`;
  return { url, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function adminOf(t: TestApp) {
  const role = await createRole(t.db, 'staff', ['configuration-logo-rest.list', 'configuration-logo-rest.update']);
  return (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
}

/** Places an order of one line for a new dealer and runs the jobs; answers the order's ERP columns. */
async function placeOne(t: TestApp) {
  const cat = await createCartCatalogue(t.db);
  const D = await createDealer(t);
  const id = await createStockedProduct(t.db, {
    code: `H-${cat.tag}`,
    name: 'Tyre',
    categoryId: cat.summer,
    listPrice: '50',
    stocks: { [cat.w1]: 5 },
  });
  const added = await t.call({
    method: 'POST',
    url: '/api/baskets/cart/products',
    token: D.token,
    payload: { productId: id, quantity: 1 },
  });
  if (added.status !== 204) throw new Error(JSON.stringify(added.body));
  const placed = await t.call({
    method: 'POST',
    url: '/api/baskets/place-order',
    token: D.token,
    payload: { customerAddressCode: D.address.code },
  });
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  await t.app.jobs.drain();
  return t.db
    .selectFrom('orders')
    .select(['doc_number', 'erp_status', 'erp_reference'])
    .where('transaction_id', '=', placed.body.transactionId)
    .executeTakeFirstOrThrow();
}

describe('the order hand-off reads the ERP connection settings', () => {
  let t: TestApp;
  let erp: Awaited<ReturnType<typeof startErp>>;
  let token: string;
  beforeAll(async () => {
    erp = await startErp('SET');
    t = await createTestApp();
    token = await adminOf(t);
  });
  afterAll(async () => {
    await t?.close();
    await erp?.close();
  });

  const save = (payload: object) => t.call({ method: 'PUT', url: '/api/commons/logoRestSettings', token, payload });

  it('standalone while no url and secret are set; then posts to the url signed with clientSecret; standalone again once cleared', async () => {
    expect(await placeOne(t)).toMatchObject({ erp_status: 'Standalone' });

    expect((await save({ url: erp.url, clientSecret: SETTINGS_SECRET })).status).toBe(200);
    const sent = await placeOne(t);
    expect(sent).toMatchObject({ erp_status: 'Sent', erp_reference: 'SET-1' });
    expect(erp.received).toEqual([{ event: 'order.created', signedWith: SETTINGS_SECRET, docNumber: sent.doc_number }]);

    // The change applies to the next delivery: no restart, the cache is dropped by the write.
    expect((await save({ url: erp.url, clearClientSecret: true })).status).toBe(200);
    expect(await placeOne(t)).toMatchObject({ erp_status: 'Standalone' });
    expect(erp.received).toHaveLength(1);
  });

  it('reads the settings row once, not per order, until a settings write drops the cache', async () => {
    await save({ url: erp.url, clientSecret: SETTINGS_SECRET });
    // PostgreSQL: the save's own notification arrives later and would drop the cache this warms.
    await t.settleNotifications();
    const first = await t.statementsOf(() => getErpHandOffTarget(t.db, t.config));
    expect(first.result).toEqual({ url: erp.url, secret: SETTINGS_SECRET });
    expect(first.statements.filter((s) => /from "settings"/.test(s))).toHaveLength(1);
    const again = await t.statementsOf(async () => {
      for (let i = 0; i < 5; i++) {
        await getErpHandOffTarget(t.db, t.config);
        expect(await isErpHandOffConfigured(t.db, t.config)).toBe(true);
      }
    });
    expect(again.statements).toEqual([]);
    // Another URL takes the secret again (a stored secret signs only for the URL it was saved with).
    await save({ url: `${erp.url}/v2`, clientSecret: SETTINGS_SECRET });
    expect(await getErpHandOffTarget(t.db, t.config)).toEqual({ url: `${erp.url}/v2`, secret: SETTINGS_SECRET });
  });
});

describe('ERP_ORDER_URL and ERP_SECRET in the environment win over the settings', () => {
  let t: TestApp;
  let fromEnv: Awaited<ReturnType<typeof startErp>>;
  let fromSettings: Awaited<ReturnType<typeof startErp>>;
  beforeAll(async () => {
    fromEnv = await startErp('ENV');
    fromSettings = await startErp('SET');
    t = await createTestApp({ ERP_ORDER_URL: fromEnv.url, ERP_SECRET: ENV_SECRET });
  });
  afterAll(async () => {
    await t?.close();
    await fromEnv?.close();
    await fromSettings?.close();
  });

  it('orders go to ERP_ORDER_URL signed with ERP_SECRET; the settings say they are overridden', async () => {
    const token = await adminOf(t);
    const saved = await t.call({
      method: 'PUT',
      url: '/api/commons/logoRestSettings',
      token,
      payload: { url: fromSettings.url, clientSecret: SETTINGS_SECRET },
    });
    expect(saved.body).toMatchObject({ url: fromSettings.url, clientSecretSet: true, overriddenByEnvironment: true });
    expect(await placeOne(t)).toMatchObject({ erp_status: 'Sent', erp_reference: 'ENV-1' });
    expect(fromEnv.received.map((r) => r.signedWith)).toEqual([ENV_SECRET]);
    expect(fromSettings.received).toEqual([]);
  });

  it('connectorFromConfig: env first, then the settings per delivery, standalone without either', async () => {
    const target = { url: 'http://erp.example.test/orders', secret: SETTINGS_SECRET };
    let asked = 0;
    const settings = {
      guard: t.app.outbound,
      target: async () => {
        asked++;
        return target;
      },
    };
    expect((await connectorFromConfig({ ERP_ORDER_URL: 'http://env.example.test/', ERP_SECRET: ENV_SECRET }, settings)()).kind).toBe(
      'http',
    );
    expect(asked).toBe(0);
    const source = connectorFromConfig({}, settings);
    const a = await source();
    const b = await source();
    expect(a.kind).toBe('http');
    expect(b).toBe(a); // the same target keeps its connector
    expect(asked).toBe(2);
    expect((await connectorFromConfig({}, { guard: t.app.outbound, target: async () => null })()).kind).toBe('standalone');
    expect((await connectorFromConfig({})()).kind).toBe('standalone');
  });
});

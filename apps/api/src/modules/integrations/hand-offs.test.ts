import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createWarehouse } from '../../../test/catalog-factories';
import {
  createCustomer,
  createRole,
  createTestApp,
  createUser,
  expectError,
  signIn,
  signInAdmin,
  type TestApp,
} from '../../../test/harness';
import { createOrder } from '../../../test/order-factories';

/**
 * The orders the ERP has not taken (issue 14): an administrator lists them with the ERP's answer and sends
 * a Failed or Rejected one again.
 */
let t: TestApp;
let admin: string;
let reader: string;
let dealer: string;
let staff: string;
const tag = randomUUID().slice(0, 5).toUpperCase();
const orders: Record<'sent' | 'pending' | 'failed' | 'rejected' | 'standalone', { id: string; docNumber: string }> = {} as never;
const LIST = '/api/integrations/order-hand-offs';
const resend = (orderId: string, token: string | undefined = admin, culture?: string) =>
  t.call({ method: 'POST', url: `${LIST}/${orderId}/resend`, token, culture });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t);
  const customer = await createCustomer(t.db, { name: `Hand-off ${tag}`, code: `H${tag}` });
  const dealerRole = await createRole(t.db, 'dealer', []);
  const user = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: customer.id });
  dealer = (await signIn(t, user.account_name)).token;
  const readerRole = await createRole(t.db, 'staff', ['integration.list']);
  reader = (await signIn(t, (await createUser(t.db, { roleId: readerRole, userType: 'staff' })).account_name)).token;
  const staffRole = await createRole(t.db, 'staff', ['user.list']);
  staff = (await signIn(t, (await createUser(t.db, { roleId: staffRole, userType: 'staff' })).account_name)).token;

  await createWarehouse(t.db, `W${tag}`, 'Depo', 1);
  const category = await createCategory(t.db, { code: `${tag}CAT` });
  const productId = await createProduct(t.db, {
    code: `${tag}-P`,
    name: 'Jant',
    categoryId: category,
    listPrice: '100.00',
    stocks: { [`W${tag}`]: 100 },
  });
  const states = ['sent', 'pending', 'failed', 'rejected', 'standalone'] as const;
  for (const [i, state] of states.entries()) {
    const order = await createOrder(t.db, {
      customerId: customer.id,
      userId: user.id,
      lines: [{ productId, warehouses: [{ code: `W${tag}`, quantity: 1 }] }],
      createdAt: new Date(Date.now() - (states.length - i) * 60_000),
    });
    const erpStatus = ({ sent: 'Sent', pending: 'Pending', failed: 'Failed', rejected: 'Rejected', standalone: 'Standalone' } as const)[
      state
    ];
    const erpError = state === 'rejected' ? 'HTTP 422: unknown account code' : state === 'failed' ? 'connect ECONNREFUSED' : null;
    await t.db.updateTable('orders').set({ erp_status: erpStatus, erp_error: erpError }).where('id', '=', order.id).execute();
    orders[state] = { id: order.id, docNumber: order.docNumber };
  }
});
afterAll(() => t?.close());

const ours = (items: any[]): any[] => {
  const mine = new Set(Object.values(orders).map((o) => o.id));
  return items.filter((i) => mine.has(i.orderId));
};

describe('GET /api/integrations/order-hand-offs', () => {
  it('lists the orders the ERP has not taken, newest first, with its answer', async () => {
    const res = await t.call({ method: 'GET', url: `${LIST}?PageNumber=1&PageSize=500`, token: reader });
    expect(res.status).toBe(200);
    const items = ours(res.body.items);
    expect(items.map((i: { docNumber: string }) => i.docNumber)).toEqual([
      orders.rejected.docNumber,
      orders.failed.docNumber,
      orders.pending.docNumber,
    ]);
    expect(items[0]).toMatchObject({
      erpStatus: 'Rejected',
      erpError: 'HTTP 422: unknown account code',
      customerCode: `H${tag}`,
      customerName: `Hand-off ${tag}`,
      totalAmount: expect.any(Number),
      currency: expect.any(String),
      inProgress: false,
      canResend: true,
    });
    expect(items[1]).toMatchObject({ erpStatus: 'Failed', erpError: 'connect ECONNREFUSED', canResend: true });
    expect(items[2]).toMatchObject({ erpStatus: 'Pending', erpError: null, canResend: false });
  });

  it('narrows to one state, and pages', async () => {
    const rejected = await t.call({ method: 'GET', url: `${LIST}?PageNumber=1&PageSize=500&status=Rejected`, token: reader });
    expect(rejected.status).toBe(200);
    expect(rejected.body.items.every((i: { erpStatus: string }) => i.erpStatus === 'Rejected')).toBe(true);
    expect(ours(rejected.body.items)).toHaveLength(1);
    const first = await t.call({ method: 'GET', url: `${LIST}?PageNumber=1&PageSize=1`, token: reader });
    expect(first.body).toMatchObject({ pageIndex: 1, pageSize: 1, hasPreviousPage: false });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.totalCount).toBeGreaterThanOrEqual(3);
  });

  it('refuses anonymous (401), a user without the permission (403), a dealer (403), and a bad state (400, localised)', async () => {
    expect((await t.call({ method: 'GET', url: `${LIST}?PageNumber=1&PageSize=10` })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: `${LIST}?PageNumber=1&PageSize=10`, token: staff })).status).toBe(403);
    expect((await t.call({ method: 'GET', url: `${LIST}?PageNumber=1&PageSize=10`, token: dealer })).status).toBe(403);
    const bad = await t.call({ method: 'GET', url: `${LIST}?PageNumber=1&PageSize=10&status=Sent`, token: reader, culture: 'de' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.message).not.toBe('');
  });
});

describe('GET /api/orders/{docNumber}: the hand-off beside the order (ADR 0057)', () => {
  const detail = (docNumber: string, token: string) => t.call({ method: 'GET', url: `/api/orders/${docNumber}`, token });

  it('an administrator (integration.list) reads the ERP state and answer on the order; its dealer does not', async () => {
    const rejected = await detail(orders.rejected.docNumber, admin);
    expect(rejected.status).toBe(200);
    expect(rejected.body.erpHandOff).toEqual({
      status: 'Rejected',
      error: 'HTTP 422: unknown account code',
      inProgress: false,
      canResend: true,
    });
    expect((await detail(orders.sent.docNumber, admin)).body.erpHandOff).toEqual({
      status: 'Sent',
      error: null,
      inProgress: false,
      canResend: false,
    });
    const mine = await detail(orders.rejected.docNumber, dealer);
    expect(mine.status).toBe(200);
    expect(mine.body.erpHandOff).toBeNull();
  });
});

describe('POST /api/integrations/order-hand-offs/{orderId}/resend', () => {
  it('sends a Rejected order again: Pending, its delivery queued, audited; twice is refused', async () => {
    const res = await resend(orders.rejected.id);
    expect(res.status).toBe(204);
    const row = await t.db
      .selectFrom('orders')
      .select(['erp_status', 'erp_error'])
      .where('id', '=', orders.rejected.id)
      .executeTakeFirstOrThrow();
    expect(row.erp_status).toBe('Pending');
    const jobs = await t.db.selectFrom('jobs').select(['queue', 'payload', 'status']).where('queue', '=', 'erp.deliver').execute();
    expect(jobs.filter((j) => (j.payload as { orderId?: string }).orderId === orders.rejected.id)).toEqual([
      expect.objectContaining({ payload: { kind: 'order.created', orderId: orders.rejected.id } }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order-erp-hand-off')
      .where('entity_id', '=', orders.rejected.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['resend']);

    // the order's detail says so too
    expect((await t.call({ method: 'GET', url: `/api/orders/${orders.rejected.docNumber}`, token: admin })).body.erpHandOff).toMatchObject({
      status: 'Pending',
      inProgress: true,
      canResend: false,
    });
    const listed = await t.call({ method: 'GET', url: `${LIST}?PageNumber=1&PageSize=500&status=Pending`, token: reader });
    expect(ours(listed.body.items).find((i) => i.orderId === orders.rejected.id)).toMatchObject({ inProgress: true, canResend: false });

    expectError(await resend(orders.rejected.id, admin, 'de'), 400, 'ORDER_HAND_OFF_NOT_RESENDABLE', 'de', {
      docNumber: orders.rejected.docNumber,
      erpStatus: 'Pending',
    });
  });

  it('sends a Failed order again', async () => {
    expect((await resend(orders.failed.id)).status).toBe(204);
    const row = await t.db.selectFrom('orders').select('erp_status').where('id', '=', orders.failed.id).executeTakeFirstOrThrow();
    expect(row.erp_status).toBe('Pending');
  });

  it('refuses an order the ERP took, or a standalone one (400, localised), an unknown one (404) and a bad id (400)', async () => {
    expectError(await resend(orders.sent.id, admin, 'en'), 400, 'ORDER_HAND_OFF_NOT_RESENDABLE', 'en', {
      docNumber: orders.sent.docNumber,
      erpStatus: 'Sent',
    });
    expectError(await resend(orders.standalone.id, admin, 'tr'), 400, 'ORDER_HAND_OFF_NOT_RESENDABLE', 'tr', {
      docNumber: orders.standalone.docNumber,
      erpStatus: 'Standalone',
    });
    expect((await resend(randomUUID())).status).toBe(404);
    const bad = await resend('not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses anonymous (401), a reader without the update permission (403), and a dealer (403)', async () => {
    expect((await resend(orders.pending.id, '')).status).toBe(401);
    expect((await resend(orders.pending.id, reader)).status).toBe(403);
    expect((await resend(orders.pending.id, dealer)).status).toBe(403);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct, createWarehouse } from '../../../test/catalog-factories';
import {
  createCustomer,
  createIntegrationKey,
  createRole,
  createTestApp,
  createUser,
  expectError,
  freshAddress,
  signInAdmin,
  type TestApp,
  testDatabaseKind,
} from '../../../test/harness';
import { createOrder } from '../../../test/order-factories';

/**
 * The change feed (ADR 0035 addendum, docs/integrations.md "Change feed"): what the portal changed that the
 * ERP reads back, followed by its cursor, in commit order.
 */
let t: TestApp;
let key: string;
let catalogOnly: string;
let admin: string;
let customer: { id: string; code: string | null };
let userId: string;
let productId: number;
const tag = randomUUID().slice(0, 5).toUpperCase();
const W = `W${tag}`;

const read = (area: string, query = '', token = key, culture?: string) =>
  t.call({ method: 'GET', url: `/api/integrations/changes/${area}${query}`, token, culture });

/**
 * The feed answers only below the cluster's oldest running transaction, and on PostgreSQL that is shared by
 * every database of the server: another test file's open transaction (in its own database) holds a change
 * back until it ends, as a production ERP would see it arrive a moment later. Read until it is there.
 */
const settled = <T>(check: () => Promise<T>) => vi.waitFor(check, { timeout: 20_000, interval: 100 });

const placeOrder = () =>
  createOrder(t.db, { customerId: customer.id, userId, lines: [{ productId, warehouses: [{ code: W, quantity: 1 }] }] });

/** Reads past whatever the orders feed holds already; the cursor at its end (null when it is empty). */
async function readToTheEnd(): Promise<string | null> {
  let cursor: string | null = null;
  for (;;) {
    const page: { next: string | null; hasMore: boolean } = (await read('orders', `?limit=1000${cursor ? `&after=${cursor}` : ''}`)).body;
    cursor = page.next;
    if (!page.hasMore) return cursor;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  key = await createIntegrationKey(t, ['customers', 'orders']);
  catalogOnly = await createIntegrationKey(t, ['catalog']);
  admin = await signInAdmin(t);
  await createWarehouse(t.db, W, 'Depo', 1);
  const category = await createCategory(t.db, { code: `${tag}CAT` });
  productId = await createProduct(t.db, {
    code: `${tag}-P1`,
    name: 'Lastik',
    categoryId: category,
    listPrice: '100.00',
    stocks: { [W]: 1000 },
  });
  customer = await createCustomer(t.db, { code: `C${tag}` });
  const role = await createRole(t.db, 'dealer', ['order.list']);
  userId = (await createUser(t.db, { roleId: role, userType: 'dealer', customerId: customer.id })).id;
});
afterAll(() => t?.close());

describe('auth and bad input', () => {
  it.each(['orders', 'customers'])('%s: no key 401, wrong scope 403, a user token 401', async (area) => {
    expectError(await t.call({ method: 'GET', url: `/api/integrations/changes/${area}` }), 401, 'UNAUTHORIZED');
    expectError(await read(area, '', catalogOnly, 'en'), 403, 'FORBIDDEN', 'en');
    expectError(await read(area, '', admin, 'de'), 401, 'UNAUTHORIZED', 'de');
  });

  it.each([
    '?after=12',
    '?after=abc.1',
    '?after=08101534435.592',
    '?after=1.99999999999999999999',
    '?after=99999999999999999999.1',
    '?limit=0',
    '?limit=1001',
    '?limit=x',
  ])('refuses %s, localised', async (query) => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await read('orders', query, key, culture);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('orders', () => {
  it('lists orders placed and cancelled in the portal, page by page from the cursor, and nothing twice', async () => {
    const cursor = await readToTheEnd();
    const a = await placeOrder();
    const b = await placeOrder();
    const c = await placeOrder();
    await t.db.updateTable('orders').set({ cancelled_at: new Date() }).where('id', '=', b.id).execute();

    // All four changes readable (so the first page below is not a partial one).
    await settled(async () => expect((await read('orders', `?limit=100${cursor ? `&after=${cursor}` : ''}`)).body.items).toHaveLength(4));
    const first = await read('orders', `?limit=2${cursor ? `&after=${cursor}` : ''}`);
    expect(first.status).toBe(200);
    expect(first.body.items.map((i: any) => [i.kind, i.docNumber])).toEqual([
      ['placed', a.docNumber],
      ['placed', b.docNumber],
    ]);
    expect(first.body.items[0]).toMatchObject({ orderId: a.id, customerCode: customer.code, cursor: expect.stringMatching(/^\d+\.\d+$/) });
    expect(first.body.hasMore).toBe(true);
    expect(first.body.next).toBe(first.body.items[1].cursor);

    const second = await read('orders', `?limit=2&after=${first.body.next}`);
    expect(second.body.items.map((i: any) => [i.kind, i.docNumber])).toEqual([
      ['placed', c.docNumber],
      ['cancelled', b.docNumber],
    ]);
    expect(second.body.hasMore).toBe(false);

    // The end: nothing more, and the cursor stays where it was.
    const end = await read('orders', `?after=${second.body.next}`);
    expect(end.body).toEqual({ items: [], next: second.body.next, hasMore: false });
    // The same cursor answers the same changes.
    expect((await read('orders', `?limit=2&after=${first.body.next}`)).body).toEqual(second.body);
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'never skips an order whose transaction commits after a later one: it waits until every earlier transaction has ended',
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const earlier = await placeOrder();
      await settled(async () => {
        const all = (await read('orders', '?limit=1000')).body.items.map((i: any) => i.docNumber);
        expect(all).toContain(earlier.docNumber);
      });
      const after2 = await readToTheEnd();
      // A transaction that writes its change first and commits last (as a slow order's would).
      const slow = t.db.transaction().execute(async (trx) => {
        await trx.insertInto('integration_changes').values({ area: 'orders', kind: 'cancelled', ref_id: earlier.id }).execute();
        await held;
      });
      await new Promise((r) => setTimeout(r, 200));
      const fast = await placeOrder();
      // The later order is committed, but an earlier transaction is still running: not yet.
      const from = after2 ? `&after=${after2}` : '';
      expect((await read('orders', `?limit=100${from}`)).body.items).toEqual([]);
      release();
      await slow;
      const items = await settled(async () => {
        const found = (await read('orders', `?limit=100${from}`)).body.items.map((i: any) => [i.kind, i.docNumber]);
        expect(found).toHaveLength(2);
        return found;
      });
      expect(items).toEqual([
        ['cancelled', earlier.docNumber],
        ['placed', fast.docNumber],
      ]);
    },
  );
});

describe('customers', () => {
  it('lists customers created by an approved registration', async () => {
    const before = (await read('customers')).body.next as string | null;
    const n = randomUUID().slice(0, 6);
    const applied = await t.call({
      method: 'POST',
      url: '/api/customers/customer-registration',
      remoteAddress: freshAddress(),
      payload: {
        name: `Yıldız Oto ${n}`,
        title: `Yıldız Oto Ltd. ${n}`,
        email: `basvuru.${n}@example.test`,
        phoneNumber: '+90 532 555 12 34',
        representativePerson: 'Ayşe Yıldız',
        isKvkkConfirm: true,
        isCommunicationConfirm: true,
        customerSectors: ['Lastik'],
        taxNumber: '1234567890',
        taxOffice: 'Kadıköy',
        address: 'Bağdat Caddesi 1',
        city: 'İstanbul',
        countryCode: 'TR',
      },
    });
    expect(applied.status).toBe(200);
    const dealerRole = await createRole(t.db, 'dealer', ['order.list']);
    const approved = await t.call({
      method: 'POST',
      url: `/api/customers/customer-registration/${applied.body.data.registrationId}/approve`,
      token: admin,
      payload: { roleId: dealerRole },
    });
    expect(approved.status).toBe(200);
    const page = await settled(async () => {
      const answer = await read('customers', before ? `?after=${before}` : '');
      expect(answer.status).toBe(200);
      expect(answer.body.items).toHaveLength(1);
      return answer;
    });
    expect(page.body.items).toEqual([
      expect.objectContaining({
        kind: 'registered',
        code: approved.body.customerCode,
        name: `Yıldız Oto ${n}`,
        customerId: expect.any(String),
      }),
    ]);
  });
});

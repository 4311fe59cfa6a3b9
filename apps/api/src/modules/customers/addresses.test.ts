import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TestApp;
let alpha: { id: string };
let beta: { id: string };
let tokens: { dealer: string; dealerBeta: string; salesman: string; staffNoSelect: string };

beforeAll(async () => {
  t = await createTestApp();
  alpha = await createCustomer(t.db, { name: 'Alpha Lastik' });
  beta = await createCustomer(t.db, { name: 'Beta Reifen', country_code: 'DE' });
  const dealerRole = await createRole(t.db, 'dealer');
  const salesmanRole = await createRole(t.db, 'salesman');
  const staffRole = await createRole(t.db, 'staff', ['customer.list']);
  const salesmanId = await createSalesman(t.db, [alpha.id]);
  const mk = async (roleId: number, userType: 'staff' | 'salesman' | 'dealer', extra: { customerId?: string; salesmanId?: string } = {}) =>
    (await signIn(t, (await createUser(t.db, { roleId, userType, ...extra })).account_name)).token;
  tokens = {
    dealer: await mk(dealerRole, 'dealer', { customerId: alpha.id }),
    dealerBeta: await mk(dealerRole, 'dealer', { customerId: beta.id }),
    salesman: await mk(salesmanRole, 'salesman', { salesmanId }),
    staffNoSelect: await mk(staffRole, 'staff'),
  };
});
afterAll(() => t?.close());

let seq = 0;
function body(overrides: Record<string, unknown> = {}) {
  return {
    code: `ADR-${++seq}-${randomUUID().slice(0, 4)}`,
    caption: 'Merkez depo',
    title: 'Alpha Lastik A.Ş.',
    responsible: 'Ayşe Yılmaz',
    address: 'Organize Sanayi Bölgesi 3. Cadde No: 12',
    city: 'Bursa',
    postCode: '16140',
    countryCode: 'tr',
    ...overrides,
  };
}
const create = (token: string, payload: Record<string, unknown>, culture?: string, customerId?: string) =>
  t.call({ method: 'POST', url: '/api/customers/addresses', token, payload, culture, customerId });
const listOf = (token: string, customerId?: string) => t.call({ method: 'GET', url: '/api/customers/addresses', token, customerId });

describe('access', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/customers/addresses'],
    ['POST', '/api/customers/addresses'],
    ['PUT', `/api/customers/addresses/${id}`],
    ['DELETE', `/api/customers/addresses/${id}`],
  ] as const)('%s %s: anonymous 401, no customer selected 400, another customer 403', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? body() : undefined;
    expectError(await t.call({ method, url, payload }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method, url, payload, token: tokens.staffNoSelect, culture: 'en' }), 400, 'CUSTOMER_REQUIRED', 'en');
    expectError(
      await t.call({ method, url, payload, token: tokens.dealer, customerId: beta.id, culture: 'de' }),
      403,
      'CUSTOMER_FORBIDDEN',
      'de',
    );
    expectError(await t.call({ method, url, payload, token: tokens.salesman, customerId: beta.id }), 403, 'CUSTOMER_FORBIDDEN');
  });
});

describe('delivery addresses', () => {
  it("creates, lists, updates and deletes the selected customer's addresses", async () => {
    const first = await create(tokens.dealer, body({ code: 'MERKEZ' }));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(String),
      code: 'MERKEZ',
      caption: 'Merkez depo',
      title: 'Alpha Lastik A.Ş.',
      responsible: 'Ayşe Yılmaz',
      address: 'Organize Sanayi Bölgesi 3. Cadde No: 12',
      city: 'Bursa',
      postCode: '16140',
      countryCode: 'TR',
      isDefault: true, // the first one
    });
    // The salesman acting for alpha adds a second one, blank optionals become null.
    const second = await create(
      tokens.salesman,
      body({ code: 'SUBE', title: '', responsible: null, postCode: undefined }),
      undefined,
      alpha.id,
    );
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ code: 'SUBE', title: null, responsible: null, postCode: null, isDefault: false });

    const listed = await listOf(tokens.dealer);
    expect(listed.status).toBe(200);
    expect(listed.body.map((a: { code: string }) => a.code)).toEqual(['MERKEZ', 'SUBE']);

    const updated = await t.call({
      method: 'PUT',
      url: `/api/customers/addresses/${second.body.id}`,
      token: tokens.dealer,
      payload: body({ code: 'SUBE', caption: 'Şube', city: 'İzmir', isDefault: true }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: second.body.id, caption: 'Şube', city: 'İzmir', isDefault: true });
    const after = await listOf(tokens.salesman, alpha.id);
    expect(after.body.map((a: { code: string; isDefault: boolean }) => [a.code, a.isDefault])).toEqual([
      ['SUBE', true],
      ['MERKEZ', false],
    ]);

    const del = await t.call({ method: 'DELETE', url: `/api/customers/addresses/${first.body.id}`, token: tokens.dealer });
    expect(del.status).toBe(204);
    expect((await listOf(tokens.dealer)).body.map((a: { code: string }) => a.code)).toEqual(['SUBE']);
    // Soft: the row stays for the orders that reference it.
    const row = await t.db.selectFrom('customer_addresses').select('deleted_at').where('id', '=', first.body.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expectError(
      await t.call({ method: 'DELETE', url: `/api/customers/addresses/${first.body.id}`, token: tokens.dealer }),
      404,
      'NOT_FOUND',
    );
    // A deleted address frees its code.
    expect((await create(tokens.dealer, body({ code: 'merkez' }))).status).toBe(200);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'customer-address')
      .where('entity_id', '=', first.body.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('refuses a code the customer already uses (any case), on create and update', async () => {
    const a = await create(tokens.dealerBeta, body({ code: 'LAGER-1', countryCode: 'DE' }));
    const b = await create(tokens.dealerBeta, body({ code: 'LAGER-2', countryCode: 'DE' }));
    expectError(await create(tokens.dealerBeta, body({ code: 'lager-1' }), 'de'), 400, 'ADDRESS_CODE_TAKEN', 'de', { code: 'lager-1' });
    expectError(
      await t.call({
        method: 'PUT',
        url: `/api/customers/addresses/${b.body.id}`,
        token: tokens.dealerBeta,
        payload: body({ code: 'LAGER-1' }),
        culture: 'en',
      }),
      400,
      'ADDRESS_CODE_TAKEN',
      'en',
      { code: 'LAGER-1' },
    );
    // Keeping its own code is fine; another customer may use the same code.
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/customers/addresses/${a.body.id}`,
          token: tokens.dealerBeta,
          payload: body({ code: 'LAGER-1' }),
        })
      ).status,
    ).toBe(200);
    expect((await create(tokens.dealer, body({ code: 'LAGER-1' }))).status).toBe(200);
  });

  it("never shows or touches another customer's address: 404", async () => {
    const betaAddress = await create(tokens.dealerBeta, body({ countryCode: 'DE' }));
    expect(betaAddress.status).toBe(200);
    const url = `/api/customers/addresses/${betaAddress.body.id}`;
    expectError(await t.call({ method: 'PUT', url, token: tokens.dealer, payload: body() }), 404, 'NOT_FOUND');
    expectError(await t.call({ method: 'DELETE', url, token: tokens.dealer }), 404, 'NOT_FOUND');
    expectError(
      await t.call({ method: 'DELETE', url: `/api/customers/addresses/${randomUUID()}`, token: tokens.dealer }),
      404,
      'NOT_FOUND',
    );
    expect((await listOf(tokens.dealer)).body.map((a: { id: string }) => a.id)).not.toContain(betaAddress.body.id);
    const row = await t.db
      .selectFrom('customer_addresses')
      .select(['deleted_at', 'code'])
      .where('id', '=', betaAddress.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleted_at: null, code: betaAddress.body.code });
  });

  it.each([
    [{ code: '' }, 'code'],
    [{ caption: '   ' }, 'caption'],
    [{ address: undefined }, 'address'],
    [{ city: '' }, 'city'],
    [{ countryCode: 'TUR' }, 'countryCode'],
    [{ code: 'a'.repeat(51) }, 'code'],
  ])('refuses %j with a localised VALIDATION_FAILED naming %s', async (overrides, field) => {
    const res = await create(tokens.dealer, body(overrides), 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
    expect(res.body.details.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('refuses a malformed address id', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/customers/addresses/not-a-uuid',
      token: tokens.dealer,
      payload: body(),
      culture: 'de',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'de'));
  });
});

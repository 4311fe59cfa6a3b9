import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';

let t: TestApp;
let token: string;
let otherToken: string;
/** A unique word in this file's salesmen names, so searches see only them. */
const tag = `Plasiyer${randomUUID().slice(0, 6)}`;
let ali: string;
let sule: string;
let customers: { id: string; name: string; code: string | null }[];

beforeAll(async () => {
  t = await createTestApp();
  const role = await createRole(t.db, 'staff', ['salesman.list']);
  token = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
  const otherRole = await createRole(t.db, 'staff', ['user.list']);
  otherToken = (await signIn(t, (await createUser(t.db, { roleId: otherRole, userType: 'staff' })).account_name)).token;

  customers = [
    await createCustomer(t.db, { name: 'Zafer Oto', country_code: 'TR' }),
    await createCustomer(t.db, { name: 'Autohaus Berg', country_code: 'DE' }),
  ];
  const insert = (code: string, name: string, email: string | null) =>
    t.db.insertInto('salesmen').values({ code, name, email }).returning('id').executeTakeFirstOrThrow();
  ali = (await insert(`${tag}-01`, `Ali Yıldız ${tag}`, 'ali@example.test')).id;
  sule = (await insert(`${tag}-02`, `Şule Işık ${tag}`, null)).id;
  await t.db
    .insertInto('salesman_customers')
    .values(customers.map((c) => ({ salesman_id: sule, customer_id: c.id })))
    .execute();
});
afterAll(() => t?.close());

const list = (query: string, culture?: string) => t.call({ method: 'GET', url: `/api/salesmans?${query}`, token, culture });

describe('access', () => {
  it.each(['/api/salesmans?PageNumber=1&PageSize=10', `/api/salesmans/${randomUUID()}/customers`])(
    '%s: 401 anonymous, 403 without salesman.list',
    async (url) => {
      expectError(await t.call({ method: 'GET', url }), 401, 'UNAUTHORIZED');
      expectError(await t.call({ method: 'GET', url, token: otherToken, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    },
  );
});

describe('GET /api/salesmans', () => {
  it('pages with customer counts, searches Turkish-insensitively and sorts', async () => {
    const res = await list(`SearchTerm=${tag}&PageNumber=1&PageSize=10`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      totalCount: 2,
      totalPages: 1,
      hasPreviousPage: false,
      hasNextPage: false,
    });
    expect(res.body.items).toEqual([
      { id: ali, code: `${tag}-01`, name: `Ali Yıldız ${tag}`, email: 'ali@example.test', customerCount: 0 },
      { id: sule, code: `${tag}-02`, name: `Şule Işık ${tag}`, email: null, customerCount: 2 },
    ]);

    const folded = await list(`SearchTerm=${encodeURIComponent('SULE ISIK')}&PageNumber=1&PageSize=10`);
    expect(folded.body.items.map((s: { id: string }) => s.id)).toEqual([sule]);

    const byCount = await list(`SearchTerm=${tag}&OrderBy=customerCount desc&PageNumber=1&PageSize=1`);
    expect(byCount.body).toMatchObject({ totalCount: 2, totalPages: 2, hasNextPage: true });
    expect(byCount.body.items[0].id).toBe(sule);
    const page2 = await list(`SearchTerm=${tag}&OrderBy=customerCount desc&PageNumber=2&PageSize=1`);
    expect(page2.body.items[0].id).toBe(ali);
  });

  it('refuses an unknown sort field (INVALID_SORT) and a missing page (VALIDATION_FAILED)', async () => {
    expectError(await list('OrderBy=password&PageNumber=1&PageSize=10', 'en'), 400, 'INVALID_SORT', 'en', { orderBy: 'password' });
    const res = await list('PageSize=10', 'de');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'de'));
  });
});

describe('GET /api/salesmans/{salesmanId}/customers', () => {
  it('lists the assigned customers by name', async () => {
    const res = await t.call({ method: 'GET', url: `/api/salesmans/${sule}/customers`, token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: customers[1]!.id, name: 'Autohaus Berg', code: customers[1]!.code, countryCode: 'DE' },
      { id: customers[0]!.id, name: 'Zafer Oto', code: customers[0]!.code, countryCode: 'TR' },
    ]);
    expect((await t.call({ method: 'GET', url: `/api/salesmans/${ali}/customers`, token })).body).toEqual([]);
  });

  it('is 404 for an unknown salesman and 400 for a malformed id', async () => {
    expectError(
      await t.call({ method: 'GET', url: `/api/salesmans/${randomUUID()}/customers`, token, culture: 'en' }),
      404,
      'NOT_FOUND',
      'en',
    );
    const res = await t.call({ method: 'GET', url: '/api/salesmans/not-a-uuid/customers', token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('PUT /api/salesmans/{salesmanId}/customers (assignment)', () => {
  const put = (salesmanId: string, customerIds: unknown, as = token) =>
    t.call({ method: 'PUT', url: `/api/salesmans/${salesmanId}/customers`, token: as, payload: { customerIds } });

  it('needs salesman.update: 401 anonymous, 403 with only salesman.list', async () => {
    expectError(await t.call({ method: 'PUT', url: `/api/salesmans/${ali}/customers`, payload: { customerIds: [] } }), 401, 'UNAUTHORIZED');
    expectError(await put(ali, []), 403, 'FORBIDDEN');
  });

  it('replaces the assignment, audits it, and the salesman acts only for his new customers', async () => {
    const role = await createRole(t.db, 'staff', ['salesman.list', 'salesman.update']);
    const admin = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
    const salesmanRole = await createRole(t.db, 'salesman');
    const aliUser = await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId: ali });
    const aliToken = (await signIn(t, aliUser.account_name)).token;
    const addresses = (customerId: string) => t.call({ method: 'GET', url: '/api/customers/addresses', token: aliToken, customerId });
    expect((await addresses(customers[0]!.id)).status).toBe(403);

    expect((await put(ali, [customers[0]!.id, customers[0]!.id], admin)).status).toBe(204);
    const assigned = await t.call({ method: 'GET', url: `/api/salesmans/${ali}/customers`, token });
    expect(assigned.body.map((c: { id: string }) => c.id)).toEqual([customers[0]!.id]);
    expect((await addresses(customers[0]!.id)).status).toBe(200);

    expect((await put(ali, [], admin)).status).toBe(204);
    expect((await addresses(customers[0]!.id)).status).toBe(403);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'salesman-customers')
      .where('entity_id', '=', ali)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: { customerIds: [customers[0]!.id] }, after: { customerIds: [] } });
  });

  it('unknown salesman 404, unknown customer 400 (nothing changed), bad ids 400', async () => {
    const role = await createRole(t.db, 'staff', ['salesman.update']);
    const admin = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
    expectError(await put(randomUUID(), [], admin), 404, 'NOT_FOUND');
    expectError(await put(sule, [customers[0]!.id, randomUUID()], admin), 400, 'UNKNOWN_CUSTOMER');
    const still = await t.db.selectFrom('salesman_customers').select('customer_id').where('salesman_id', '=', sule).execute();
    expect(still).toHaveLength(2);
    const bad = await put(sule, ['not-a-uuid'], admin);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await put('nope', [], admin)).status).toBe(400);
  });
});

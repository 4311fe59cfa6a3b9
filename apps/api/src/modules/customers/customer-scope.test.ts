import { randomUUID } from 'node:crypto';
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

// design.md §4: x-customer-id is a request, never trusted.

type Customer = { id: string; name: string; code: string | null };

let t: TestApp;
let alpha: Customer;
let beta: Customer;
let gamma: Customer;
let inactive: Customer;
let tokens: { dealer: string; salesman: string; selector: string; plainStaff: string; idleSalesman: string };

beforeAll(async () => {
  t = await createTestApp();
  alpha = await createCustomer(t.db, { name: 'Alpha Lastik', country_code: 'TR' });
  beta = await createCustomer(t.db, { name: 'Beta Reifen', country_code: 'DE' });
  gamma = await createCustomer(t.db, { name: 'Gamma Jant', country_code: 'AT' });
  inactive = await createCustomer(t.db, { name: 'Zeta Closed', is_active: false });

  const dealerRole = await createRole(t.db, 'dealer');
  const salesmanRole = await createRole(t.db, 'salesman', ['customer.list']);
  const selectorRole = await createRole(t.db, 'staff', ['customer.select']);
  const plainRole = await createRole(t.db, 'staff', ['customer.list', 'order.list']);

  const salesmanId = await createSalesman(t.db, [alpha.id, beta.id, inactive.id]);
  const idleSalesmanId = await createSalesman(t.db);
  const dealer = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: alpha.id });
  const salesman = await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId });
  const idleSalesman = await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId: idleSalesmanId });
  const selector = await createUser(t.db, { roleId: selectorRole, userType: 'staff' });
  const plainStaff = await createUser(t.db, { roleId: plainRole, userType: 'staff' });
  tokens = {
    dealer: (await signIn(t, dealer.account_name)).token,
    salesman: (await signIn(t, salesman.account_name)).token,
    idleSalesman: (await signIn(t, idleSalesman.account_name)).token,
    selector: (await signIn(t, selector.account_name)).token,
    plainStaff: (await signIn(t, plainStaff.account_name)).token,
  };
});
afterAll(() => t?.close());

const list = (token: string | undefined, customerId?: string, culture?: string) =>
  t.call({ method: 'GET', url: '/api/home/customers', token, customerId, culture });
const whoAmI = (token: string, customerId?: string, culture?: string) =>
  t.call({ method: 'GET', url: '/api/auths/who-am-i', token, customerId, culture });
const ids = (body: Array<{ id: string }>) => body.map((c) => c.id);

/** Both calls refuse the customer the same way, in every culture. */
async function expectRefused(token: string, customerId: string) {
  for (const culture of ['tr', 'de', 'en'] as const) {
    expectError(await list(token, customerId, culture), 403, 'CUSTOMER_FORBIDDEN', culture);
    expectError(await whoAmI(token, customerId, culture), 403, 'CUSTOMER_FORBIDDEN', culture);
  }
}
async function expectAllowed(token: string, customerId: string) {
  expect((await list(token, customerId)).status).toBe(200);
  expect((await whoAmI(token, customerId)).status).toBe(200);
}

describe('GET /api/home/customers and x-customer-id', () => {
  it('a dealer sees only its own customer and is pinned to it', async () => {
    const res = await list(tokens.dealer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: alpha.id, name: 'Alpha Lastik', code: alpha.code, countryCode: 'TR', language: null }]);
    await expectAllowed(tokens.dealer, alpha.id);
    await expectRefused(tokens.dealer, beta.id);
    await expectRefused(tokens.dealer, inactive.id);
    await expectRefused(tokens.dealer, 'not-a-uuid');
    await expectRefused(tokens.dealer, randomUUID());
  });

  it('a salesman lists and acts for his active assigned customers only', async () => {
    const res = await list(tokens.salesman);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([alpha.id, beta.id]);
    await expectAllowed(tokens.salesman, alpha.id);
    await expectAllowed(tokens.salesman, beta.id);
    await expectRefused(tokens.salesman, gamma.id);
    await expectRefused(tokens.salesman, inactive.id);
    await expectRefused(tokens.salesman, 'not-a-uuid');
    await expectRefused(tokens.salesman, randomUUID());
  });

  it('a salesman without assignments lists nothing and may act for no one', async () => {
    const res = await list(tokens.idleSalesman);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    await expectRefused(tokens.idleSalesman, alpha.id);
  });

  it("staff with 'customer.select' lists every active customer and may act for any", async () => {
    const res = await list(tokens.selector);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining([alpha.id, beta.id, gamma.id]));
    expect(ids(res.body)).not.toContain(inactive.id);
    // Sorted by name.
    const names = res.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    for (const c of [alpha, beta, gamma]) await expectAllowed(tokens.selector, c.id);
    await expectRefused(tokens.selector, inactive.id);
    await expectRefused(tokens.selector, 'not-a-uuid');
    await expectRefused(tokens.selector, randomUUID());
  });

  it("staff without 'customer.select' gets an empty list and may act for no one", async () => {
    const res = await list(tokens.plainStaff);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    for (const c of [alpha, beta, gamma]) await expectRefused(tokens.plainStaff, c.id);
    await expectRefused(tokens.plainStaff, 'not-a-uuid');
  });

  it('without the header nobody is refused; an empty header counts as none', async () => {
    for (const token of Object.values(tokens)) {
      expect((await list(token)).status).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/home/customers', token, headers: { 'x-customer-id': '  ' } })).status).toBe(200);
    }
  });

  it('a customer deactivated later is refused at once', async () => {
    const delta = await createCustomer(t.db, { name: 'Delta Akü' });
    await expectAllowed(tokens.selector, delta.id);
    await t.db.updateTable('customers').set({ is_active: false }).where('id', '=', delta.id).execute();
    await expectRefused(tokens.selector, delta.id);
  });

  it('anonymous callers get 401, header or not', async () => {
    expectError(await list(undefined), 401, 'UNAUTHORIZED');
    expectError(await list(undefined, alpha.id, 'en'), 401, 'UNAUTHORIZED', 'en');
  });
});

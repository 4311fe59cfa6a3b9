import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, signIn, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('smoke', () => {
  it('signs in and answers who-am-i', async () => {
    const customer = await createCustomer(t.db);
    const role = await createRole(t.db, 'dealer', ['order.list']);
    const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId: customer.id });
    const tokens = await signIn(t, user.account_name);
    const me = await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: tokens.token });
    expect(me.status).toBe(200);
    expect(me.body.customer.id).toBe(customer.id);
    expect(me.body.role.permissions).toEqual(['order.list']);
    const bad = await t.call({ method: 'POST', url: '/api/auths/authenticate', payload: { userName: '' }, culture: 'de' });
    expect(bad.status).toBe(400);
    const oa = await t.call({ method: 'GET', url: '/api/openapi.json' });
    expect(oa.status).toBe(200);
    expect(Object.keys(oa.body.paths)).toContain('/api/auths/authenticate');
  });
});

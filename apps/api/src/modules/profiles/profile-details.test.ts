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
let dealerRole: number;
let salesmanRole: number;

beforeAll(async () => {
  t = await createTestApp();
  dealerRole = await createRole(t.db, 'dealer');
  salesmanRole = await createRole(t.db, 'salesman');
});
afterAll(() => t?.close());

const getProfile = (token?: string) => t.call({ method: 'GET', url: '/api/profiles', token });
const putProfile = (token: string | undefined, payload: unknown, culture?: string) =>
  t.call({ method: 'PUT', url: '/api/profiles', token, payload: payload as object, culture });

describe('GET /api/profiles', () => {
  it('answers the caller’s own profile with customer, role and last sign-in', async () => {
    const customer = await createCustomer(t.db, { name: 'Öztürk Lastik', code: 'C-PROFILE-1' });
    const user = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: customer.id });
    await t.db.updateTable('users').set({ first_name: 'Ayşe', last_name: 'Yılmaz', language: 'de' }).where('id', '=', user.id).execute();
    const { token } = await signIn(t, user.account_name);
    const role = await t.db.selectFrom('roles').select('name').where('id', '=', dealerRole).executeTakeFirstOrThrow();
    const res = await getProfile(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      accountName: user.account_name,
      email: user.email,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      language: 'de',
      customer: { id: customer.id, name: 'Öztürk Lastik', code: 'C-PROFILE-1' },
      salesman: null,
      roleName: role.name,
      lastLoggedOn: expect.any(String),
    });
  });

  it('shows a salesman’s salesman and no customer', async () => {
    const salesmanId = await createSalesman(t.db);
    const user = await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId });
    const { token } = await signIn(t, user.account_name);
    const res = await getProfile(token);
    expect(res.body.customer).toBeNull();
    expect(res.body.salesman).toMatchObject({ id: salesmanId, code: expect.any(String), name: expect.any(String) });
  });

  it('is 401 without a token', async () => {
    expectError(await getProfile(), 401, 'UNAUTHORIZED');
  });
});

describe('PUT /api/profiles', () => {
  const newUser = async () => {
    const customer = await createCustomer(t.db);
    const user = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: customer.id });
    return { user, token: (await signIn(t, user.account_name)).token };
  };

  it('changes names, email and language (204), reads back, and writes an audit row', async () => {
    const { user, token } = await newUser();
    const email = `new.${user.account_name}@example.test`;
    const res = await putProfile(token, { firstName: ' Mehmet ', lastName: 'Çelik', email, language: 'en' });
    expect(res.status).toBe(204);
    expect((await getProfile(token)).body).toMatchObject({
      firstName: 'Mehmet',
      lastName: 'Çelik',
      email,
      language: 'en',
      accountName: user.account_name,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', user.id)
      .where('action', '=', 'update-profile')
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(user.id);
    expect(audit.before).toMatchObject({ email: user.email, firstName: null });
    expect(audit.after).toMatchObject({ email, firstName: 'Mehmet', lastName: 'Çelik', language: 'en' });
    // The new email signs in too.
    expect((await signIn(t, email)).token).toEqual(expect.any(String));
  });

  it('keeps the own email (any case) and clears names sent as null', async () => {
    const { user, token } = await newUser();
    await putProfile(token, { firstName: 'A', lastName: 'B', email: user.email, language: 'tr' });
    const res = await putProfile(token, { firstName: null, lastName: null, email: user.email.toUpperCase(), language: 'tr' });
    expect(res.status).toBe(204);
    expect((await getProfile(token)).body).toMatchObject({ firstName: null, lastName: null });
  });

  it('refuses an email another user has (EMAIL_TAKEN, case-insensitive, localised)', async () => {
    const { user: other } = await newUser();
    const { user, token } = await newUser();
    const taken = other.email.toUpperCase();
    expectError(await putProfile(token, { email: taken, language: 'tr' }, 'de'), 400, 'EMAIL_TAKEN', 'de', { email: taken });
    expect((await getProfile(token)).body.email).toBe(user.email);
  });

  it.each([
    [{ email: 'not-an-email', language: 'tr' }],
    [{ email: 'a@example.test', language: 'fr' }],
    [{ language: 'tr' }],
    [{ email: 'a@example.test', language: 'tr', firstName: 'x'.repeat(101) }],
  ])('refuses %j with VALIDATION_FAILED', async (payload) => {
    const { token } = await newUser();
    const res = await putProfile(token, payload, 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
  });

  it('is 401 without a token', async () => {
    expectError(await putProfile(undefined, { email: 'a@example.test', language: 'tr' }), 401, 'UNAUTHORIZED');
  });
});

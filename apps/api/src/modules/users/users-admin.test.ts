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
let adminToken: string;
let adminUserId: string;
/** Holds role.list only: signed in, but not allowed here. */
let otherToken: string;
let staffRole: number;
let dealerRole: number;
let salesmanRole: number;

beforeAll(async () => {
  t = await createTestApp();
  const adminRole = await createRole(t.db, 'staff', ['user.list', 'user.create', 'user.update', 'user.delete', 'order.list']);
  const admin = await createUser(t.db, { roleId: adminRole, userType: 'staff' });
  adminUserId = admin.id;
  adminToken = (await signIn(t, admin.account_name)).token;
  const otherRole = await createRole(t.db, 'staff', ['role.list']);
  const other = await createUser(t.db, { roleId: otherRole, userType: 'staff' });
  otherToken = (await signIn(t, other.account_name)).token;
  staffRole = await createRole(t.db, 'staff', ['order.list']);
  dealerRole = await createRole(t.db, 'dealer', ['order.list']);
  salesmanRole = await createRole(t.db, 'salesman', ['order.list']);
});
afterAll(() => t?.close());

let seq = 0;
const newName = (prefix = 'yeni') => `${prefix}.${++seq}.${randomUUID().slice(0, 6)}`;

function staffBody(overrides: Record<string, unknown> = {}) {
  const accountName = newName();
  return { accountName, email: `${accountName}@example.test`, roleId: staffRole, language: 'tr', userType: 'staff', ...overrides };
}

const createViaApi = (payload: Record<string, unknown>, culture?: string) =>
  t.call({ method: 'POST', url: '/api/users', payload, token: adminToken, culture });

const auditRows = (entityId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', entityId).orderBy('id').execute();

const uuid = () => randomUUID();

describe('access', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/users?PageNumber=1&PageSize=10'],
    ['GET', '/api/users/all'],
    ['GET', `/api/users/${id}`],
    ['POST', '/api/users'],
    ['PUT', `/api/users/${id}`],
    ['DELETE', `/api/users/${id}`],
    ['PUT', `/api/users/${id}/update-password`],
  ] as const)('%s %s: anonymous is 401, without the permission 403', async (method, url) => {
    // A valid body, so only the guard (plugins/auth-guard.ts, before validation) can refuse.
    const payload = url.endsWith('update-password')
      ? { newPassword: 'Yeni12345', confirmNewPassword: 'Yeni12345' }
      : method === 'POST' || method === 'PUT'
        ? staffBody()
        : undefined;
    expectError(await t.call({ method, url, payload }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method, url, payload, token: otherToken, culture: 'de' }), 403, 'FORBIDDEN', 'de');
  });

  it('user.list alone does not allow changes', async () => {
    const role = await createRole(t.db, 'staff', ['user.list']);
    const user = await createUser(t.db, { roleId: role, userType: 'staff' });
    const token = (await signIn(t, user.account_name)).token;
    expect((await t.call({ method: 'GET', url: '/api/users/all', token })).status).toBe(200);
    expectError(await t.call({ method: 'POST', url: '/api/users', token, payload: staffBody() }), 403, 'FORBIDDEN');
    expectError(await t.call({ method: 'DELETE', url: `/api/users/${user.id}`, token }), 403, 'FORBIDDEN');
  });
});

describe('POST /api/users', () => {
  it('creates a user who must change the password and can sign in with it', async () => {
    const customer = await createCustomer(t.db, { name: 'Anadolu Lastik' });
    const accountName = newName('bayi');
    const res = await createViaApi(
      {
        accountName,
        email: `${accountName}@example.test`,
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        roleId: dealerRole,
        language: 'de',
        userType: 'dealer',
        customerId: customer.id,
        salesmanId: uuid(), // not a salesman user: cleared
        password: 'Start1234',
      },
      'en',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      accountName,
      email: `${accountName}@example.test`,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      language: 'de',
      roleId: dealerRole,
      roleType: 'dealer',
      roleTypeName: 'Dealer',
      customerId: customer.id,
      customerName: 'Anadolu Lastik',
      salesmanId: null,
      salesmanName: null,
      userType: 'dealer',
      isActive: true,
      isPasswordChangeRequired: true,
      lastLoggedOn: null,
    });

    const tokens = await signIn(t, accountName, 'Start1234');
    const me = await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: tokens.token });
    expect(me.body).toMatchObject({ id: res.body.id, isPasswordChangeRequired: true, customer: { id: customer.id } });

    const read = await t.call({ method: 'GET', url: `/api/users/${res.body.id}`, token: adminToken });
    expect(read.status).toBe(200);
    expect(read.body.lastLoggedOn).toEqual(expect.any(String));
  });

  it('generates a temporary password when none is given (still a change-required, working account)', async () => {
    const body = staffBody();
    const res = await createViaApi(body);
    expect(res.status).toBe(200);
    expect(res.body.isPasswordChangeRequired).toBe(true);
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('creates a salesman user linked to his salesman', async () => {
    const salesmanId = await createSalesman(t.db);
    const res = await createViaApi(staffBody({ roleId: salesmanRole, userType: 'salesman', salesmanId, customerId: uuid() }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userType: 'salesman', salesmanId, salesmanName: expect.any(String), customerId: null });
  });

  it('writes the audit log without the password or its hash', async () => {
    const body = staffBody({ password: 'Geheim123' });
    const res = await createViaApi(body);
    const [row] = await auditRows(res.body.id);
    expect(row).toMatchObject({ action: 'create', actor_user_id: adminUserId, before: null });
    expect(row!.after).toMatchObject({
      id: res.body.id,
      accountName: body.accountName,
      isPasswordChangeRequired: true,
      passwordGenerated: false,
    });
    const text = JSON.stringify(row);
    expect(text).not.toContain('Geheim123');
    expect(text).not.toContain('argon2');
    expect(text.toLowerCase()).not.toContain('password_hash');
  });

  it('refuses a duplicate account name or email, case-insensitively', async () => {
    const body = staffBody();
    expect((await createViaApi(body)).status).toBe(200);
    const name = await createViaApi(staffBody({ accountName: body.accountName.toUpperCase() }), 'en');
    expectError(name, 400, 'USER_NAME_TAKEN', 'en', { accountName: body.accountName.toUpperCase() });
    const email = await createViaApi(staffBody({ email: body.email.toUpperCase() }), 'de');
    expectError(email, 400, 'EMAIL_TAKEN', 'de', { email: body.email.toUpperCase() });
    expect(email.body.message).toBe(`Die E-Mail-Adresse „${body.email.toUpperCase()}“ wird bereits verwendet.`);
  });

  it('refuses missing or unknown links', async () => {
    expectError(await createViaApi(staffBody({ roleId: dealerRole, userType: 'dealer' }), 'en'), 400, 'CUSTOMER_ID_REQUIRED', 'en');
    expectError(await createViaApi(staffBody({ roleId: dealerRole, userType: 'dealer', customerId: uuid() })), 400, 'UNKNOWN_CUSTOMER');
    expectError(await createViaApi(staffBody({ roleId: salesmanRole, userType: 'salesman' })), 400, 'SALESMAN_ID_REQUIRED');
    expectError(await createViaApi(staffBody({ roleId: salesmanRole, userType: 'salesman', salesmanId: uuid() })), 400, 'UNKNOWN_SALESMAN');
    expectError(await createViaApi(staffBody({ roleId: 987654 })), 400, 'UNKNOWN_ROLE');
  });

  it('refuses a password against the policy', async () => {
    expectError(await createViaApi(staffBody({ password: 'weak' }), 'en'), 400, 'PASSWORD_POLICY', 'en');
  });

  it.each([
    [{ accountName: undefined }],
    [{ accountName: 'has space' }],
    [{ email: 'not-an-email' }],
    [{ language: 'fr' }],
    [{ userType: 'boss' }],
    [{ roleId: 'one' }],
    [{ customerId: 'not-a-uuid' }],
  ])('refuses a malformed body %j with VALIDATION_FAILED', async (overrides) => {
    const res = await createViaApi(staffBody(overrides), 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
  });
});

describe('GET /api/users and /api/users/all', () => {
  it('pages, searches over names and email Turkish-insensitively, sorts and filters', async () => {
    const customer = await createCustomer(t.db);
    const tag = randomUUID().slice(0, 6);
    const a = await createViaApi(
      staffBody({ accountName: `ciğdem.${tag}`, email: `c.${tag}@example.test`, firstName: 'Çiğdem', lastName: 'Işık' }),
    );
    const b = await createViaApi(
      staffBody({ accountName: `ilker.${tag}`, email: `ilker.${tag}@example.test`, firstName: 'İlker', lastName: 'Şahin' }),
    );
    const c = await createViaApi(
      staffBody({
        accountName: `bayi.${tag}`,
        email: `bayi.${tag}@example.test`,
        roleId: dealerRole,
        userType: 'dealer',
        customerId: customer.id,
        lastName: 'Isik',
      }),
    );
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);

    const bySurname = await t.call({
      method: 'GET',
      url: `/api/users?PageNumber=1&PageSize=10&SearchTerm=ISIK&OrderBy=accountName`,
      token: adminToken,
    });
    expect(bySurname.status).toBe(200);
    expect(bySurname.body.items.map((u: { id: string }) => u.id)).toEqual([c.body.id, a.body.id]);

    const fullName = await t.call({
      method: 'GET',
      url: `/api/users?PageNumber=1&PageSize=10&SearchTerm=${encodeURIComponent('ilker şah')}`,
      token: adminToken,
    });
    expect(fullName.body.items.map((u: { id: string }) => u.id)).toEqual([b.body.id]);

    const byTag = `/api/users?PageNumber=1&PageSize=2&SearchTerm=${tag}&OrderBy=accountName%20desc`;
    const page1 = await t.call({ method: 'GET', url: byTag, token: adminToken, culture: 'de' });
    expect(page1.body).toMatchObject({
      pageIndex: 1,
      pageSize: 2,
      totalCount: 3,
      totalPages: 2,
      hasPreviousPage: false,
      hasNextPage: true,
    });
    expect(page1.body.items.map((u: { id: string }) => u.id)).toEqual([b.body.id, a.body.id]);
    expect(page1.body.items[0].roleTypeName).toBe('Mitarbeiter');

    const dealers = await t.call({
      method: 'GET',
      url: `/api/users?PageNumber=1&PageSize=10&SearchTerm=${tag}&ColumnFilters=${encodeURIComponent(JSON.stringify({ userType: 'dealer', customerId: customer.id }))}`,
      token: adminToken,
    });
    expect(dealers.body.items.map((u: { id: string }) => u.id)).toEqual([c.body.id]);

    const all = await t.call({ method: 'GET', url: '/api/users/all', token: adminToken });
    expect(all.status).toBe(200);
    expect(all.body).toContainEqual({ id: a.body.id, accountName: `ciğdem.${tag}` });
  });

  it('refuses bad paging, sorting and filters with 400', async () => {
    expect((await t.call({ method: 'GET', url: '/api/users?PageNumber=0&PageSize=10', token: adminToken })).status).toBe(400);
    expectError(
      await t.call({ method: 'GET', url: '/api/users?PageNumber=1&PageSize=10&OrderBy=passwordHash', token: adminToken }),
      400,
      'INVALID_SORT',
    );
    expectError(
      await t.call({
        method: 'GET',
        url: `/api/users?PageNumber=1&PageSize=10&ColumnFilters=${encodeURIComponent('{"password":"x"}')}`,
        token: adminToken,
        culture: 'en',
      }),
      400,
      'INVALID_FILTER',
      'en',
    );
  });
});

describe('GET /api/users/{id}', () => {
  it('answers 404 for unknown and deleted users, 400 for a malformed id', async () => {
    expectError(await t.call({ method: 'GET', url: `/api/users/${uuid()}`, token: adminToken, culture: 'en' }), 404, 'NOT_FOUND', 'en');
    const res = await t.call({ method: 'GET', url: '/api/users/12', token: adminToken });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('PUT /api/users/{id}', () => {
  it('updates the fields and audits before and after', async () => {
    const created = await createViaApi(staffBody({ firstName: 'Ali' }));
    const id = created.body.id as string;
    const salesmanId = await createSalesman(t.db);
    const accountName = newName('plasiyer');
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: adminToken,
      culture: 'en',
      payload: {
        accountName,
        email: `${accountName}@example.test`,
        lastName: 'Veli',
        roleId: salesmanRole,
        language: 'en',
        userType: 'salesman',
        salesmanId,
        isPasswordChangeRequired: false,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      accountName,
      firstName: 'Ali',
      lastName: 'Veli',
      userType: 'salesman',
      salesmanId,
      roleTypeName: 'Salesman',
      isPasswordChangeRequired: false,
    });
    const rows = await auditRows(id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.before).toMatchObject({ accountName: created.body.accountName, userType: 'staff', salesmanId: null });
    expect(rows[1]!.after).toMatchObject({ accountName, userType: 'salesman', salesmanId });
    expect(JSON.stringify(rows)).not.toContain('argon2');
  });

  it('disabling a user ends its sessions at once', async () => {
    const user = await createUser(t.db, { roleId: staffRole, userType: 'staff' });
    const tokens = await signIn(t, user.account_name);
    expect((await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: tokens.token })).status).toBe(200);
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      token: adminToken,
      payload: { accountName: user.account_name, email: user.email, roleId: staffRole, language: 'tr', userType: 'staff', isActive: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expectError(await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: tokens.token }), 401, 'UNAUTHORIZED');
    const refresh = await t.call({
      method: 'POST',
      url: '/api/auths/authenticate-with-refresh-token',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refresh.status).toBe(401);
    const tokensLeft = await t.db.selectFrom('refresh_tokens').select('revoked_reason').where('user_id', '=', user.id).execute();
    expect(tokensLeft.every((r) => r.revoked_reason === 'user-disabled')).toBe(true);
  });

  it('refuses disabling oneself, duplicates, unknown links and unknown users', async () => {
    const me = await t.db
      .selectFrom('users')
      .select(['account_name', 'email', 'role_id'])
      .where('id', '=', adminUserId)
      .executeTakeFirstOrThrow();
    const self = { accountName: me.account_name, email: me.email, roleId: me.role_id, language: 'tr', userType: 'staff' };
    expectError(
      await t.call({
        method: 'PUT',
        url: `/api/users/${adminUserId}`,
        token: adminToken,
        payload: { ...self, isActive: false },
        culture: 'en',
      }),
      400,
      'CANNOT_CHANGE_OWN_ACCOUNT',
      'en',
    );
    // Changing one's own other fields is fine.
    expect(
      (await t.call({ method: 'PUT', url: `/api/users/${adminUserId}`, token: adminToken, payload: { ...self, firstName: 'Admin' } }))
        .status,
    ).toBe(200);

    const other = await createViaApi(staffBody());
    const put = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: `/api/users/${other.body.id}`, token: adminToken, payload });
    expectError(await put(staffBody({ accountName: me.account_name })), 400, 'USER_NAME_TAKEN');
    expectError(await put(staffBody({ email: me.email })), 400, 'EMAIL_TAKEN');
    expectError(await put(staffBody({ roleId: dealerRole, userType: 'dealer' })), 400, 'CUSTOMER_ID_REQUIRED');
    expectError(await put(staffBody({ roleId: 987654 })), 400, 'UNKNOWN_ROLE');
    expect((await put({ ...staffBody(), email: 'broken' })).status).toBe(400);
    expectError(await t.call({ method: 'PUT', url: `/api/users/${uuid()}`, token: adminToken, payload: staffBody() }), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('soft-deletes, ends sessions, frees the name and audits', async () => {
    const user = await createUser(t.db, { roleId: staffRole, userType: 'staff' });
    const tokens = await signIn(t, user.account_name);
    const res = await t.call({ method: 'DELETE', url: `/api/users/${user.id}`, token: adminToken });
    expect(res.status).toBe(204);
    expectError(await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: tokens.token }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url: `/api/users/${user.id}`, token: adminToken }), 404, 'NOT_FOUND');
    expectError(await t.call({ method: 'DELETE', url: `/api/users/${user.id}`, token: adminToken }), 404, 'NOT_FOUND');
    const row = await t.db.selectFrom('users').select(['deleted_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    const all = await t.call({ method: 'GET', url: '/api/users/all', token: adminToken });
    expect(all.body.map((u: { id: string }) => u.id)).not.toContain(user.id);
    const [audit] = await auditRows(user.id);
    expect(audit).toMatchObject({ action: 'delete', after: null, before: { id: user.id, accountName: user.account_name } });
    // The account name can be used again.
    expect((await createViaApi(staffBody({ accountName: user.account_name, email: user.email }))).status).toBe(200);
  });

  it('refuses deleting oneself and answers unknown users with 404', async () => {
    expectError(
      await t.call({ method: 'DELETE', url: `/api/users/${adminUserId}`, token: adminToken, culture: 'de' }),
      400,
      'CANNOT_CHANGE_OWN_ACCOUNT',
      'de',
    );
    expectError(await t.call({ method: 'DELETE', url: `/api/users/${uuid()}`, token: adminToken }), 404, 'NOT_FOUND');
    expect((await t.call({ method: 'DELETE', url: '/api/users/nope', token: adminToken })).status).toBe(400);
  });
});

describe('PUT /api/users/{userId}/update-password', () => {
  it('sets the password, requires a change and ends the sessions', async () => {
    const user = await createUser(t.db, { roleId: staffRole, userType: 'staff' });
    const tokens = await signIn(t, user.account_name);
    const res = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}/update-password`,
      token: adminToken,
      payload: { newPassword: 'Yeni12345', confirmNewPassword: 'Yeni12345' },
    });
    expect(res.status).toBe(204);
    expectError(await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: tokens.token }), 401, 'UNAUTHORIZED');
    const fresh = await signIn(t, user.account_name, 'Yeni12345');
    const me = await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: fresh.token });
    expect(me.body.isPasswordChangeRequired).toBe(true);
    const [audit] = await auditRows(user.id);
    expect(audit).toMatchObject({ action: 'set-password', actor_user_id: adminUserId });
    expect(JSON.stringify(audit)).not.toContain('Yeni12345');
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('refuses mismatches, weak passwords, unknown users', async () => {
    const user = await createUser(t.db, { roleId: staffRole, userType: 'staff' });
    const url = `/api/users/${user.id}/update-password`;
    expectError(
      await t.call({
        method: 'PUT',
        url,
        token: adminToken,
        payload: { newPassword: 'Yeni12345', confirmNewPassword: 'Yeni12346' },
        culture: 'en',
      }),
      400,
      'PASSWORD_MISMATCH',
      'en',
    );
    expectError(
      await t.call({
        method: 'PUT',
        url,
        token: adminToken,
        payload: { newPassword: 'weakweak', confirmNewPassword: 'weakweak' },
        culture: 'de',
      }),
      400,
      'PASSWORD_POLICY',
      'de',
    );
    expect((await t.call({ method: 'PUT', url, token: adminToken, payload: { newPassword: '' } })).status).toBe(400);
    expectError(
      await t.call({
        method: 'PUT',
        url: `/api/users/${uuid()}/update-password`,
        token: adminToken,
        payload: { newPassword: 'Yeni12345', confirmNewPassword: 'Yeni12345' },
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe("you can't grant what you don't hold (docs/decisions/0021)", () => {
  /** A user manager holding user.* and order.list, but not role.list nor anything an administrator has. */
  let managerToken: string;
  let managerId: string;
  let managerRole: number;
  /** A role with a permission the manager lacks, and an admin-type role. */
  let strongerRole: number;
  let adminTypeRole: number;

  beforeAll(async () => {
    managerRole = await createRole(t.db, 'staff', ['user.list', 'user.create', 'user.update', 'user.delete', 'order.list']);
    const manager = await createUser(t.db, { roleId: managerRole, userType: 'staff' });
    managerId = manager.id;
    managerToken = (await signIn(t, manager.account_name)).token;
    strongerRole = await createRole(t.db, 'staff', ['order.list', 'role.update']);
    adminTypeRole = await createRole(t.db, 'admin', ['order.list']);
  });

  const as = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, culture?: string) =>
    t.call({ method, url, payload, token, culture });

  it('creates users only with a role whose permissions the caller holds', async () => {
    expectError(await as(managerToken, 'POST', '/api/users', staffBody({ roleId: strongerRole }), 'de'), 403, 'ROLE_NOT_GRANTABLE', 'de');
    expectError(await as(managerToken, 'POST', '/api/users', staffBody({ roleId: adminTypeRole }), 'en'), 403, 'ROLE_NOT_GRANTABLE', 'en');
    // his own role's permissions, or fewer, are fine
    expect((await as(managerToken, 'POST', '/api/users', staffBody({ roleId: staffRole }))).status).toBe(200);
    expect((await as(managerToken, 'POST', '/api/users', staffBody({ roleId: managerRole }))).status).toBe(200);
    const refused = await t.db.selectFrom('users').select('id').where('role_id', 'in', [strongerRole, adminTypeRole]).execute();
    expect(refused).toEqual([]);
  });

  it('gives nobody a stronger role, and nobody changes his own role', async () => {
    const created = await as(managerToken, 'POST', '/api/users', staffBody());
    const id = created.body.id as string;
    const body = { ...staffBody(), accountName: created.body.accountName, email: created.body.email };
    expectError(await as(managerToken, 'PUT', `/api/users/${id}`, { ...body, roleId: strongerRole }), 403, 'ROLE_NOT_GRANTABLE');
    expectError(await as(managerToken, 'PUT', `/api/users/${id}`, { ...body, roleId: adminTypeRole }), 403, 'ROLE_NOT_GRANTABLE');

    const me = await t.db.selectFrom('users').select(['account_name', 'email']).where('id', '=', managerId).executeTakeFirstOrThrow();
    const self = { accountName: me.account_name, email: me.email, language: 'tr', userType: 'staff' };
    expectError(
      await as(managerToken, 'PUT', `/api/users/${managerId}`, { ...self, roleId: adminTypeRole }, 'tr'),
      403,
      'CANNOT_CHANGE_OWN_ROLE',
      'tr',
    );
    // even to a weaker role (an administrator does that)
    expectError(await as(managerToken, 'PUT', `/api/users/${managerId}`, { ...self, roleId: staffRole }), 403, 'CANNOT_CHANGE_OWN_ROLE');
    const after = await t.db.selectFrom('users').select('role_id').where('id', '=', managerId).executeTakeFirstOrThrow();
    expect(after.role_id).toBe(managerRole);
    // his other fields he may still change
    expect((await as(managerToken, 'PUT', `/api/users/${managerId}`, { ...self, roleId: managerRole, firstName: 'Mert' })).status).toBe(
      200,
    );
  });

  it('does not let the caller change, delete or set the password of a user above him', async () => {
    const boss = await createUser(t.db, { roleId: adminTypeRole, userType: 'staff' });
    const body = {
      accountName: boss.account_name,
      email: 'taken-over@example.test',
      roleId: adminTypeRole,
      language: 'tr',
      userType: 'staff',
    };
    expectError(await as(managerToken, 'PUT', `/api/users/${boss.id}`, body, 'en'), 403, 'USER_NOT_MANAGEABLE', 'en');
    expectError(
      await as(managerToken, 'PUT', `/api/users/${boss.id}/update-password`, { newPassword: 'Yeni12345', confirmNewPassword: 'Yeni12345' }),
      403,
      'USER_NOT_MANAGEABLE',
    );
    expectError(await as(managerToken, 'DELETE', `/api/users/${boss.id}`), 403, 'USER_NOT_MANAGEABLE');
    const row = await t.db.selectFrom('users').select(['email', 'deleted_at']).where('id', '=', boss.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: boss.email, deleted_at: null });
    expect(await signIn(t, boss.account_name)).toHaveProperty('token');
  });

  it('lets an administrator (admin-type role) assign any role', async () => {
    const adminRole = await createRole(t.db, 'admin', ['user.create']);
    const admin = await createUser(t.db, { roleId: adminRole, userType: 'staff' });
    const token = (await signIn(t, admin.account_name)).token;
    expect((await as(token, 'POST', '/api/users', staffBody({ roleId: strongerRole }))).status).toBe(200);
    expect((await as(token, 'POST', '/api/users', staffBody({ roleId: adminTypeRole }))).status).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';

let t: TestApp;
/** user.list and user.update. */
let adminToken: string;
/** user.list only. */
let listToken: string;
let dealerRole: number;
let staffRole: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.test' });
  const adminRole = await createRole(t.db, 'staff', ['user.list', 'user.update']);
  adminToken = (await signIn(t, (await createUser(t.db, { roleId: adminRole, userType: 'staff' })).account_name)).token;
  const listRole = await createRole(t.db, 'staff', ['user.list']);
  listToken = (await signIn(t, (await createUser(t.db, { roleId: listRole, userType: 'staff' })).account_name)).token;
  dealerRole = await createRole(t.db, 'dealer');
  staffRole = await createRole(t.db, 'staff');
});
afterAll(() => t?.close());

const NOTIFY = '/api/users/notify-users-for-default-password';

describe('access', () => {
  it('GET /api/users/customers: 401 anonymous, 403 without user.list', async () => {
    const roleOnly = await createRole(t.db, 'staff', ['role.list']);
    const token = (await signIn(t, (await createUser(t.db, { roleId: roleOnly, userType: 'staff' })).account_name)).token;
    expectError(await t.call({ method: 'GET', url: '/api/users/customers' }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url: '/api/users/customers', token, culture: 'en' }), 403, 'FORBIDDEN', 'en');
  });

  it('notify: 401 anonymous, 403 with user.list only (it sends emails: user.update)', async () => {
    const url = `${NOTIFY}?PageNumber=1&PageSize=10`;
    expectError(await t.call({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    expectError(await t.call({ method: 'GET', url, token: listToken, culture: 'de' }), 403, 'FORBIDDEN', 'de');
  });
});

describe('GET /api/users/customers', () => {
  it('lists the customers that have live dealer users, once each, by name', async () => {
    const withUsers = await createCustomer(t.db, { name: 'Aydın Jant' });
    const withDeletedUser = await createCustomer(t.db, { name: 'Bitmiş Bayi' });
    const withoutUsers = await createCustomer(t.db, { name: 'Boş Müşteri' });
    await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: withUsers.id });
    await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: withUsers.id });
    const gone = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: withDeletedUser.id });
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();

    const res = await t.call({ method: 'GET', url: '/api/users/customers', token: listToken });
    expect(res.status).toBe(200);
    expect(res.body.filter((c: { id: string }) => c.id === withUsers.id)).toEqual([
      { id: withUsers.id, name: 'Aydın Jant', code: withUsers.code },
    ]);
    const ids = res.body.map((c: { id: string }) => c.id);
    expect(ids).not.toContain(withDeletedUser.id);
    expect(ids).not.toContain(withoutUsers.id);
    const names = res.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET /api/users/notify-users-for-default-password', () => {
  const tag = `notify${randomUUID().slice(0, 6)}`;
  let de: { id: string; email: string };
  let en: { id: string; email: string };

  const outboxFor = (email: string) => t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  const notify = (query = '', culture?: string) =>
    t.call({ method: 'GET', url: `${NOTIFY}?SearchTerm=${tag}&PageNumber=1&PageSize=10${query}`, token: adminToken, culture });

  beforeAll(async () => {
    de = await createUser(t.db, { roleId: staffRole, userType: 'staff', accountName: `${tag}.de`, passwordChangeRequired: true });
    await t.db.updateTable('users').set({ language: 'de', first_name: 'Jürgen' }).where('id', '=', de.id).execute();
    en = await createUser(t.db, { roleId: staffRole, userType: 'staff', accountName: `${tag}.en`, passwordChangeRequired: true });
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', en.id).execute();
    // Not emailed: changed the password already, disabled, deleted.
    await createUser(t.db, { roleId: staffRole, userType: 'staff', accountName: `${tag}.done`, passwordChangeRequired: false });
    await createUser(t.db, {
      roleId: staffRole,
      userType: 'staff',
      accountName: `${tag}.off`,
      passwordChangeRequired: true,
      isActive: false,
    });
    const gone = await createUser(t.db, { roleId: staffRole, userType: 'staff', accountName: `${tag}.gone`, passwordChangeRequired: true });
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', gone.id).execute();
  });

  it('queues one email per user still on an admin-set password, in the user’s language, and answers them paged', async () => {
    const res = await notify('', 'en');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 2, pageIndex: 1, pageSize: 10 });
    expect(res.body.items.map((u: { accountName: string }) => u.accountName)).toEqual([`${tag}.de`, `${tag}.en`]);
    expect(res.body.items[0]).toMatchObject({ id: de.id, isPasswordChangeRequired: true, isActive: true, roleTypeName: 'Staff' });

    const [deMail, ...moreDe] = await outboxFor(de.email);
    expect(moreDe).toEqual([]);
    expect(deMail).toMatchObject({ subject: 'Dealerport: Bitte ändern Sie Ihr Passwort', status: 'kept' });
    expect(deMail!.text).toContain('Hallo Jürgen');
    expect(deMail!.text).toContain('https://portal.example.test/sign-in');
    expect(deMail!.text).toContain('https://portal.example.test/forgot-password');
    expect(deMail!.html).toContain('<a href="https://portal.example.test/sign-in">');
    const [enMail] = await outboxFor(en.email);
    expect(enMail!.subject).toBe('Dealerport: please change your password');
    expect(enMail!.text).toContain(`Hello ${tag}.en`);

    for (const name of ['done', 'off', 'gone']) expect(await outboxFor(`${tag}.${name}@example.test`)).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'notify-default-password')
      .where('entity_id', '=', de.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('does not email the same user twice within 24 hours, but again after', async () => {
    const again = await notify();
    expect(again.status).toBe(200);
    expect(again.body.totalCount).toBe(2); // still listed
    expect(await outboxFor(de.email)).toHaveLength(1);
    expect(await outboxFor(en.email)).toHaveLength(1);

    // 25 hours later for the German user only.
    await t.db
      .updateTable('audit_log')
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where('action', '=', 'notify-default-password')
      .where('entity_id', '=', de.id)
      .execute();
    await notify();
    expect(await outboxFor(de.email)).toHaveLength(2);
    expect(await outboxFor(en.email)).toHaveLength(1);
  });

  it('narrows by ColumnFilters and refuses a bad one (INVALID_FILTER) and a missing page (VALIDATION_FAILED)', async () => {
    const none = await notify(`&ColumnFilters=${encodeURIComponent(JSON.stringify({ userType: 'dealer' }))}`);
    expect(none.body.totalCount).toBe(0);
    expectError(await notify('&ColumnFilters=nope', 'en'), 400, 'INVALID_FILTER', 'en');
    const res = await t.call({ method: 'GET', url: `${NOTIFY}?PageSize=10`, token: adminToken, culture: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
  });
});

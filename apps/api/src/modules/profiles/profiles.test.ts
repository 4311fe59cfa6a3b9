import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createRole,
  createTestApp,
  createUser,
  expectError,
  freshAddress,
  signIn,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/harness';

const NEW_PASSWORD = 'Changed2024';

let t: TestApp;
let role: number;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  role = await createRole(t.db, 'dealer');
  customerId = (await createCustomer(t.db)).id;
});
afterAll(() => t?.close());

// Each call from its own address: the route is rate limited per address.
const change = (token: string | undefined, payload: unknown, culture?: string) =>
  t.call({
    method: 'PUT',
    url: '/api/profiles/change-password',
    token,
    payload: payload as object,
    remoteAddress: freshAddress(),
    culture,
  });
const whoAmI = (token: string) => t.call({ method: 'GET', url: '/api/auths/who-am-i', token });
const refresh = (refreshToken: string) =>
  t.call({ method: 'POST', url: '/api/auths/authenticate-with-refresh-token', payload: { refreshToken }, remoteAddress: freshAddress() });
const tryPassword = (userName: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auths/authenticate', payload: { userName, password }, remoteAddress: freshAddress() });
const auditRows = (userId: string) =>
  t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', userId).orderBy('id').execute();

describe('PUT /api/profiles/change-password', () => {
  it('refuses a wrong old password and changes nothing', async () => {
    const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId, passwordChangeRequired: true });
    const session = await signIn(t, user.account_name);
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectError(
        await change(session.token, { oldPassword: 'NotMine123', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }, culture),
        400,
        'OLD_PASSWORD_WRONG',
        culture,
      );
    }
    expect((await tryPassword(user.account_name, TEST_PASSWORD)).status).toBe(200);
    expect((await whoAmI(session.token)).body.isPasswordChangeRequired).toBe(true);
    expect(await auditRows(user.id)).toEqual([]);
  });

  it('changes the password, clears the forced change, keeps this session and ends the others', async () => {
    const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId, passwordChangeRequired: true });
    const mine = await signIn(t, user.account_name);
    const other = await signIn(t, user.account_name);
    expect((await whoAmI(mine.token)).body.isPasswordChangeRequired).toBe(true);

    const res = await change(mine.token, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect(res.body).toBe('');

    const row = await t.db.selectFrom('users').select(['is_password_change_required']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.is_password_change_required).toBe(false);
    expect((await whoAmI(mine.token)).body.isPasswordChangeRequired).toBe(false);

    // This session goes on, including its refresh.
    const refreshed = await refresh(mine.refreshToken);
    expect(refreshed.status).toBe(200);
    expect((await whoAmI(refreshed.body.token)).status).toBe(200);

    // The other sign-in is over.
    expectError(await whoAmI(other.token), 401, 'UNAUTHORIZED');
    expectError(await refresh(other.refreshToken), 401, 'INVALID_REFRESH_TOKEN');

    // Audited as the user's own change, without the old or the new password.
    const audit = await auditRows(user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'change-password',
      actor_user_id: user.id,
      after: { passwordChanged: true, isPasswordChangeRequired: false, otherSessionsEnded: true },
    });
    const stored = JSON.stringify(audit[0]);
    for (const secret of [TEST_PASSWORD, NEW_PASSWORD, 'argon2']) expect(stored).not.toContain(secret);

    expect((await tryPassword(user.account_name, NEW_PASSWORD)).status).toBe(200);
    expectError(await tryPassword(user.account_name, TEST_PASSWORD), 400, 'INVALID_CREDENTIALS');
  });

  it('checks confirmation and policy', async () => {
    const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId });
    const { token } = await signIn(t, user.account_name);
    expectError(
      await change(token, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: 'Other12345' }, 'en'),
      400,
      'PASSWORD_MISMATCH',
      'en',
    );
    expectError(
      await change(token, { oldPassword: TEST_PASSWORD, newPassword: 'weakpass', confirmNewPassword: 'weakpass' }, 'de'),
      400,
      'PASSWORD_POLICY',
      'de',
    );
    for (const payload of [{}, { oldPassword: TEST_PASSWORD }, { oldPassword: 1, newPassword: 2, confirmNewPassword: 3 }, []]) {
      const res = await change(token, payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toBeTruthy();
    }
    expect((await tryPassword(user.account_name, TEST_PASSWORD)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expectError(
      await change(undefined, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }),
      401,
      'UNAUTHORIZED',
    );
  });
});

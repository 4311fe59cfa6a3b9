import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createRole,
  createSalesman,
  createTestApp,
  createUser,
  expectError,
  freshAddress,
  onPostgres,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { hashToken } from '../../lib/crypto';
import { signAccessToken } from '../../lib/jwt';

const WHO_AM_I = '/api/auths/who-am-i';
const REFRESH = '/api/auths/authenticate-with-refresh-token';

let t: TestApp;
let dealerRole: number;
let customer: { id: string; name: string; code: string | null };

beforeAll(async () => {
  t = await createTestApp();
  dealerRole = await createRole(t.db, 'dealer', ['order.list', 'customer.list']);
  customer = await createCustomer(t.db, { country_code: 'DE', name: 'Reifen Müller GmbH' });
});
afterAll(() => t?.close());

const newDealer = () => createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: customer.id });
const whoAmI = (token: string | undefined, culture?: string) => t.call({ method: 'GET', url: WHO_AM_I, token, culture });
const refresh = (refreshToken: unknown, culture?: string) =>
  t.call({ method: 'POST', url: REFRESH, payload: { refreshToken }, remoteAddress: freshAddress(), culture });
const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('access tokens', () => {
  it('refuses a missing, garbage, foreign, unsigned or expired token with 401 UNAUTHORIZED', async () => {
    const user = await newDealer();
    const { token } = await signIn(t, user.account_name);
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const secret = t.config.JWT_SECRET;
    const now = Math.floor(Date.now() / 1000);

    const foreign = (await signAccessToken('another-secret-another-secret-another-secret', user.id, sid, 900)).token;
    const expired = (await signAccessToken(secret, user.id, sid, 900, new Date(Date.now() - 3600_000))).token;
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: user.id, sid, iss: 'dealerport', aud: 'dealerport-web', iat: now, exp: now + 900 })}.`;
    const wrongAudience = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('dealerport')
      .setAudience('someone-else')
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(new TextEncoder().encode(secret));
    const hs512 = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.id)
      .setIssuer('dealerport')
      .setAudience('dealerport-web')
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(new TextEncoder().encode(secret));
    const unknownSession = (await signAccessToken(secret, user.id, randomUUID(), 900)).token;
    const unknownUser = (await signAccessToken(secret, randomUUID(), sid, 900)).token;
    const notUuid = (await signAccessToken(secret, "1' or '1'='1", sid, 900)).token;
    const tampered = `${token.split('.')[0]}.${b64({ sub: randomUUID(), sid, iss: 'dealerport', aud: 'dealerport-web', iat: now, exp: now + 900 })}.${token.split('.')[2]}`;

    const cases: Record<string, Record<string, string>> = {
      none: {},
      garbage: { authorization: 'Bearer not-a-jwt' },
      'empty bearer': { authorization: 'Bearer ' },
      'not bearer': { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      'token without scheme': { authorization: token },
      'another secret': { authorization: `Bearer ${foreign}` },
      'alg none': { authorization: `Bearer ${algNone}` },
      'alg HS512': { authorization: `Bearer ${hs512}` },
      'wrong audience': { authorization: `Bearer ${wrongAudience}` },
      expired: { authorization: `Bearer ${expired}` },
      'unknown session': { authorization: `Bearer ${unknownSession}` },
      'unknown user': { authorization: `Bearer ${unknownUser}` },
      'subject not a uuid': { authorization: `Bearer ${notUuid}` },
      tampered: { authorization: `Bearer ${tampered}` },
    };
    for (const [name, headers] of Object.entries(cases)) {
      const res = await t.call({ method: 'GET', url: WHO_AM_I, headers, culture: 'en' });
      expect(res.status, name).toBe(401);
      expectError(res, 401, 'UNAUTHORIZED', 'en');
    }
    // The genuine token works, and the message follows x-culture.
    expect((await whoAmI(token)).status).toBe(200);
    expectError(await whoAmI(undefined, 'de'), 401, 'UNAUTHORIZED', 'de');
    expectError(await whoAmI(undefined), 401, 'UNAUTHORIZED', 'tr');
  });

  it('who-am-i of a dealer carries role, permissions, customer and country', async () => {
    const user = await newDealer();
    const { token } = await signIn(t, user.email);
    const me = await whoAmI(token);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: user.id,
      accountName: user.account_name,
      email: user.email,
      firstName: null,
      lastName: null,
      language: 'tr',
      isPasswordChangeRequired: false,
      role: { id: dealerRole, name: expect.any(String), roleType: 'dealer', permissions: ['customer.list', 'order.list'] },
      customer: { id: customer.id, name: 'Reifen Müller GmbH', code: customer.code },
      salesman: null,
      countryCode: 'DE',
    });
  });

  it('who-am-i of a salesman carries the salesman and no customer', async () => {
    const role = await createRole(t.db, 'salesman', ['customer.list']);
    const salesmanId = await createSalesman(t.db, [customer.id]);
    const user = await createUser(t.db, { roleId: role, userType: 'salesman', salesmanId, passwordChangeRequired: true });
    const me = await whoAmI((await signIn(t, user.account_name)).token);
    expect(me.status).toBe(200);
    expect(me.body.role).toMatchObject({ id: role, roleType: 'salesman', permissions: ['customer.list'] });
    expect(me.body.salesman).toEqual({ id: salesmanId, name: expect.any(String), code: expect.any(String) });
    expect(me.body.customer).toBeNull();
    expect(me.body.isPasswordChangeRequired).toBe(true);
  });

  it('who-am-i of staff has neither customer nor salesman; an empty role has no permissions', async () => {
    const role = await createRole(t.db, 'staff');
    const user = await createUser(t.db, { roleId: role, userType: 'staff' });
    const me = await whoAmI((await signIn(t, user.account_name)).token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ customer: null, salesman: null, countryCode: null, role: { roleType: 'staff', permissions: [] } });
  });
});

describe('POST /api/auths/authenticate-with-refresh-token', () => {
  const familyOf = async (refreshToken: string) =>
    (
      await t.db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hashToken(refreshToken))
        .executeTakeFirstOrThrow()
    ).family_id;

  it('rotates: the new pair works, the old refresh token does not', async () => {
    const user = await newDealer();
    const first = await signIn(t, user.account_name);
    const second = await refresh(first.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ schema: 'Bearer', token: expect.any(String), refreshToken: expect.any(String) });
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(await familyOf(second.body.refreshToken)).toBe(await familyOf(first.refreshToken));
    expect((await whoAmI(second.body.token)).body.id).toBe(user.id);

    // A second use right away (a race between two tabs) is refused but does not end the session.
    expectError(await refresh(first.refreshToken, 'en'), 401, 'INVALID_REFRESH_TOKEN', 'en');
    expect((await whoAmI(second.body.token)).status).toBe(200);

    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);
    expect((await whoAmI(third.body.token)).status).toBe(200);
    // The access token of the previous rotation stays valid until it expires (same session).
    expect((await whoAmI(first.token)).status).toBe(200);
  });

  it('a token reused after the grace period revokes the whole family, other sessions live on', async () => {
    const user = await newDealer();
    const stolen = await signIn(t, user.account_name);
    const otherDevice = await signIn(t, user.account_name);
    const successor = await refresh(stolen.refreshToken);
    expect(successor.status).toBe(200);

    // Pretend the rotation happened a minute ago, then replay the old token.
    await t.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date(Date.now() - 60_000) })
      .where('token_hash', '=', hashToken(stolen.refreshToken))
      .execute();
    expectError(await refresh(stolen.refreshToken, 'de'), 401, 'INVALID_REFRESH_TOKEN', 'de');

    const family = await t.db
      .selectFrom('refresh_tokens')
      .select(['revoked_at', 'revoked_reason'])
      .where('family_id', '=', await familyOf(stolen.refreshToken))
      .execute();
    expect(family).toHaveLength(2);
    for (const row of family) {
      expect(row.revoked_at).not.toBeNull();
      expect(row.revoked_reason).toBe('reuse');
    }
    expectError(await refresh(successor.body.refreshToken), 401, 'INVALID_REFRESH_TOKEN');
    expectError(await whoAmI(successor.body.token), 401, 'UNAUTHORIZED');
    expectError(await whoAmI(stolen.token), 401, 'UNAUTHORIZED');

    // The user's other sign-in is a different family and keeps working.
    expect((await whoAmI(otherDevice.token)).status).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  it('refuses unknown, malformed and expired refresh tokens', async () => {
    expectError(await refresh('x'.repeat(43), 'en'), 401, 'INVALID_REFRESH_TOKEN', 'en');
    for (const bad of [undefined, '', 'short', 42, null, 'x'.repeat(501)]) {
      const res = await refresh(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toBeTruthy();
    }
    const user = await newDealer();
    const session = await signIn(t, user.account_name);
    await t.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(session.refreshToken))
      .execute();
    expectError(await refresh(session.refreshToken), 401, 'INVALID_REFRESH_TOKEN');
  });

  it('a disabled user can neither refresh nor use an access token', async () => {
    const user = await newDealer();
    const session = await signIn(t, user.account_name);
    expect((await whoAmI(session.token)).status).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expectError(await whoAmI(session.token), 401, 'UNAUTHORIZED');
    expectError(await refresh(session.refreshToken), 401, 'INVALID_REFRESH_TOKEN');
    // Enabling the user again does not revive the refused session.
    await t.db.updateTable('users').set({ is_active: true }).where('id', '=', user.id).execute();
    expectError(await refresh(session.refreshToken), 401, 'INVALID_REFRESH_TOKEN');
    expectError(await whoAmI(session.token), 401, 'UNAUTHORIZED');
  });

  it('a deleted user is refused at once', async () => {
    const user = await newDealer();
    const session = await signIn(t, user.account_name);
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
    expectError(await whoAmI(session.token), 401, 'UNAUTHORIZED');
    expectError(await refresh(session.refreshToken), 401, 'INVALID_REFRESH_TOKEN');
  });

  it.runIf(onPostgres)('concurrent refreshes of one token: exactly one wins and the family survives', async () => {
    const user = await newDealer();
    const session = await signIn(t, user.account_name);
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 401, 'INVALID_REFRESH_TOKEN');
    const rows = await t.db.selectFrom('refresh_tokens').select(['revoked_at']).where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revoked_at === null)).toBe(true);
    const next = await refresh(winners[0]!.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await whoAmI(next.body.token)).status).toBe(200);
  });
});

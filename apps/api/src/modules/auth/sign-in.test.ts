import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createRole,
  createTestApp,
  createUser,
  expectError,
  freshAddress,
  TEST_PASSWORD,
  type TestApp,
} from '../../../test/harness';

const SIGN_IN = '/api/auths/authenticate';

let t: TestApp;
let dealerRole: number;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  dealerRole = await createRole(t.db, 'dealer', ['order.list']);
  customerId = (await createCustomer(t.db)).id;
});
afterAll(() => t?.close());

const newDealer = (opts: Partial<Parameters<typeof createUser>[1]> = {}) =>
  createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId, ...opts });

/** Signs in from an address of its own, so the per-address throttle of one test never touches another. */
const attempt = (payload: unknown, opts: { culture?: string; remoteAddress?: string } = {}) =>
  t.call({
    method: 'POST',
    url: SIGN_IN,
    payload: payload as object,
    remoteAddress: opts.remoteAddress ?? freshAddress(),
    culture: opts.culture,
  });

describe('POST /api/auths/authenticate', () => {
  it('signs in by account name and by email, ignoring case', async () => {
    const user = await newDealer({ accountName: 'Mehmet.Yilmaz', email: 'Mehmet.Yilmaz@Example.test' });
    for (const userName of [
      'Mehmet.Yilmaz',
      'mehmet.yilmaz',
      'MEHMET.YILMAZ',
      'mehmet.yilmaz@example.test',
      'MEHMET.YILMAZ@EXAMPLE.TEST',
      '  mehmet.yilmaz  ',
    ]) {
      const res = await attempt({ userName, password: TEST_PASSWORD });
      expect(res.status, userName).toBe(200);
      expect(res.body).toMatchObject({ schema: 'Bearer', token: expect.any(String), refreshToken: expect.any(String) });
      expect(new Date(res.body.expiresIn).getTime()).toBeGreaterThan(Date.now());
      const me = await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: res.body.token });
      expect(me.body.id).toBe(user.id);
    }
    const row = await t.db.selectFrom('users').select('last_logged_on').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.last_logged_on).not.toBeNull();
  });

  it('prefers the account whose name matches when another account has that text as its email', async () => {
    const a = await newDealer({ accountName: 'shared-name', email: 'a-owner@example.test' });
    await newDealer({ accountName: 'other-owner', email: 'Shared-Name' });
    const res = await attempt({ userName: 'shared-name', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const me = await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: res.body.token });
    expect(me.body.id).toBe(a.id);
  });

  it('stores the language sent with the sign-in', async () => {
    const user = await newDealer();
    expect((await attempt({ userName: user.account_name, password: TEST_PASSWORD, language: 'de-DE' })).status).toBe(200);
    let row = await t.db.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('de');
    expect((await attempt({ userName: user.account_name, password: TEST_PASSWORD, language: 'en' })).status).toBe(200);
    row = await t.db.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    // Without a language the stored one stays.
    expect((await attempt({ userName: user.account_name, password: TEST_PASSWORD })).status).toBe(200);
    row = await t.db.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    const me = await t.call({
      method: 'GET',
      url: '/api/auths/who-am-i',
      token: (await attempt({ userName: user.account_name, password: TEST_PASSWORD })).body.token,
    });
    expect(me.body.language).toBe('en');
  });

  it('answers wrong password, unknown user and disabled user with the same body (no enumeration)', async () => {
    const user = await newDealer();
    const disabled = await newDealer({ isActive: false });
    for (const culture of ['tr', 'de', 'en'] as const) {
      const wrong = await attempt({ userName: user.account_name, password: 'Wrong12345' }, { culture });
      const unknown = await attempt({ userName: `nobody-${culture}`, password: TEST_PASSWORD }, { culture });
      // By name or by email: the same account (and the same failure allowance, below the lock).
      const off = await attempt(
        { userName: culture === 'en' ? disabled.email : disabled.account_name, password: TEST_PASSWORD },
        { culture },
      );
      for (const res of [wrong, unknown, off]) {
        expectError(res, 400, 'INVALID_CREDENTIALS', culture);
        expect(res.body).toEqual(wrong.body);
      }
    }
    expect(errorMessage('INVALID_CREDENTIALS', 'de')).toBe('Benutzername oder Passwort ist falsch.');
    // A failed sign-in leaves no session behind.
    const tokens = await t.db.selectFrom('refresh_tokens').select('id').where('user_id', 'in', [user.id, disabled.id]).execute();
    expect(tokens).toHaveLength(0);
  });

  it('does not sign in a deleted user', async () => {
    const user = await newDealer();
    await t.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
    expectError(await attempt({ userName: user.account_name, password: TEST_PASSWORD }), 400, 'INVALID_CREDENTIALS');
  });

  describe('bad bodies are 400 with a message, never 500', () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['missing fields', { payload: {} }],
      ['missing password', { payload: { userName: 'someone' } }],
      ['missing userName', { payload: { password: 'x' } }],
      ['empty userName', { payload: { userName: '   ', password: 'x' } }],
      ['wrong types', { payload: { userName: 42, password: true } }],
      ['array body', { payload: [] }],
      ['null body', { body: 'null', headers: { 'content-type': 'application/json' } }],
      ['too long', { payload: { userName: 'a'.repeat(201), password: 'x' } }],
      ['no body at all', {}],
      ['empty JSON body', { body: '', headers: { 'content-type': 'application/json' } }],
      ['malformed JSON', { body: '{"userName": "a", ', headers: { 'content-type': 'application/json' } }],
      ['non-JSON content type', { body: 'userName=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
      ['plain text', { body: 'hello', headers: { 'content-type': 'text/plain' } }],
    ];
    for (const [name, opts] of cases) {
      it(name, async () => {
        const res = await t.call({ method: 'POST', url: SIGN_IN, remoteAddress: freshAddress(), culture: 'en', ...opts });
        expect(res.status).toBe(400);
        expect(['VALIDATION_FAILED', 'BAD_REQUEST']).toContain(res.body.code);
        expect(res.body.message).toMatch(/^(The data sent is not valid\.|The request could not be understood\.)/);
      });
    }

    it('names the failing field in the caller language', async () => {
      const res = await t.call({ method: 'POST', url: SIGN_IN, remoteAddress: freshAddress(), culture: 'de', payload: { userName: 'x' } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain('Die gesendeten Angaben sind ungültig.');
      expect(res.body.message).toContain('Passwort: ');
      expect(res.body.message).not.toContain('password');
      expect(res.body.details.fields).toEqual([expect.objectContaining({ field: 'password', message: expect.any(String) })]);
    });

    it('names the type that was really sent', async () => {
      const wrongType = await t.call({
        method: 'POST',
        url: SIGN_IN,
        remoteAddress: freshAddress(),
        culture: 'en',
        payload: { userName: 42, password: 'x' },
      });
      expect(wrongType.body.details.fields).toEqual([{ field: 'userName', message: 'Expected text, received number.' }]);
      const missing = await t.call({
        method: 'POST',
        url: SIGN_IN,
        remoteAddress: freshAddress(),
        culture: 'de',
        payload: { userName: 'x' },
      });
      expect(missing.body.details.fields).toEqual([{ field: 'password', message: 'Dieses Feld ist erforderlich.' }]);
      const array = await t.call({ method: 'POST', url: SIGN_IN, remoteAddress: freshAddress(), culture: 'tr', payload: [] });
      expect(array.body.details.fields[0].field).toBe('body');
      expect(array.body.details.fields[0].message).toBe('Beklenen: nesne; gönderilen: liste.');
    });
  });
});

describe('token answers are never cached (issue 11 finding 8)', () => {
  it('sign-in and refresh answer Cache-Control: no-store and Pragma: no-cache', async () => {
    const user = await newDealer();
    const signedIn = await attempt({ userName: user.account_name, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    const refreshed = await t.call({
      method: 'POST',
      url: '/api/auths/authenticate-with-refresh-token',
      payload: { refreshToken: signedIn.body.refreshToken },
      remoteAddress: freshAddress(),
    });
    expect(refreshed.status).toBe(200);
    const failed = await attempt({ userName: user.account_name, password: 'Wrong12345' });
    for (const res of [signedIn, refreshed, failed]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.pragma).toBe('no-cache');
    }
  });
});

describe('sign-in throttling (ADR 0029)', () => {
  let th: TestApp;
  let role: number;
  let customer: string;
  // Delays of 1 ms, 2 ms, ... so the tests wait nothing worth counting; they assert the delay decided.
  // With this base: the pair waits 2, 4, 8, 16, 32, then 60 ms past 5 failures; the address 1 ms up to 32
  // past 5; the account 1 ms up to 8 past 8 (by default 1 s to 30 s, 0.5 s to 16 s, 0.5 s to 4 s).
  beforeAll(async () => {
    th = await createTestApp({
      SIGNIN_MAX_FAILURES_PER_PAIR: '5',
      SIGNIN_FREE_FAILURES_PER_ADDRESS: '5',
      SIGNIN_FREE_FAILURES_PER_ACCOUNT: '8',
      SIGNIN_DELAY_BASE_MS: '1',
      SIGNIN_WINDOW_MINUTES: '15',
    });
    role = await createRole(th.db, 'dealer');
    customer = (await createCustomer(th.db)).id;
  });
  afterAll(() => th?.close());

  const newUser = () => createUser(th.db, { roleId: role, userType: 'dealer', customerId: customer });
  const signInAt = (remoteAddress: string, userName: string, password: string, headers: Record<string, string> = {}, culture = 'en') =>
    th.call({ method: 'POST', url: SIGN_IN, payload: { userName, password }, remoteAddress, headers, culture });
  const delayOf = (res: { headers: Record<string, unknown> }) => Number(res.headers['x-sign-in-delay']);

  it('issue 11 finding 7: 35 wrong sign-ins over unknown names slow the address but never refuse an innocent correct password', async () => {
    const address = freshAddress();
    const delays: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await signInAt(address, `nobody-${i}`, 'Wrong12345');
      expectError(res, 400, 'INVALID_CREDENTIALS', 'en');
      delays.push(delayOf(res));
    }
    // 5 free, then 1, 2, 4, 8, 16 ms and 32 (32x the base) from there on: growing, capped.
    expect(delays.slice(0, 12)).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 32]);
    expect(new Set(delays.slice(10))).toEqual(new Set([32]));
    const user = await newUser();
    const res = await signInAt(address, user.account_name, TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(delayOf(res)).toBe(32);
    // The success gave its count back: the address stays where the attacker left it, no worse.
    const row = await th.db
      .selectFrom('sign_in_throttle')
      .select('failures')
      .where('key', '=', `address:${address}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(35);
  });

  it('someone else failing an account at a shared address (an office behind one NAT) only slows its owner there', async () => {
    const user = await newUser();
    const office = freshAddress();
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await signInAt(office, user.account_name, 'Wrong12345');
      expectError(res, 400, 'INVALID_CREDENTIALS', 'en');
      delays.push(delayOf(res));
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 2]);
    // The owner in the same office with the right password: signed in, late by the pair's delay (the
    // pair's 7th attempt: 4 ms, more than the address's 2 ms).
    const owner = await signInAt(office, user.account_name, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    expect(delayOf(owner)).toBe(4);
    // From another address no pair delay (and the account's 7 failures are within its 8 free ones).
    const elsewhere = await signInAt(freshAddress(), user.email, TEST_PASSWORD);
    expect(elsewhere.status).toBe(200);
    expect(delayOf(elsewhere)).toBe(0);
    // A wrong password from the pair still fails, as late: the owner's successes gave their counts back,
    // the others' failures stand. By email too: the same account, the same pair.
    for (const userName of [user.account_name, user.email.toUpperCase()]) {
      const wrong = await signInAt(office, userName, 'Wrong12345', {}, 'de');
      expectError(wrong, 400, 'INVALID_CREDENTIALS', 'de');
      expect(delayOf(wrong)).toBeGreaterThanOrEqual(4);
    }
  });

  it('slows a pair 2, 4, 8, 16, 32 and then 60 x the base, and never refuses a correct password', async () => {
    const user = await newUser();
    const address = freshAddress();
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signInAt(address, user.account_name, 'Wrong12345');
      expectError(res, 400, 'INVALID_CREDENTIALS', 'en');
      delays.push(delayOf(res));
    }
    // The largest of the pair, address and account delays: the pair's, from its 6th failure on.
    expect(delays).toEqual([0, 0, 0, 0, 0, 2, 4, 8, 16, 32, 60, 60]);
    const owner = await signInAt(address, user.account_name, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(delayOf(owner)).toBe(60);
  });

  it('slows an unknown account the same way (no enumeration through the delays)', async () => {
    const user = await newUser();
    const [a, b] = [freshAddress(), freshAddress()];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) {
      const wrong = await signInAt(a, user.account_name, 'Wrong12345');
      const ghost = await signInAt(b, `ghost-${user.account_name}`, 'Wrong12345');
      for (const res of [wrong, ghost]) expectError(res, 400, 'INVALID_CREDENTIALS', 'en');
      expect(ghost.body).toEqual(wrong.body);
      known.push(delayOf(wrong));
      unknown.push(delayOf(ghost));
    }
    expect(known).toEqual([0, 0, 0, 0, 0, 2, 4, 8]);
    expect(unknown).toEqual(known);
  });

  it('slows an account attacked from many addresses (softer, capped at 8x), and its owner still signs in', async () => {
    const user = await newUser();
    const delays: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await signInAt(freshAddress(), user.account_name, 'Wrong12345');
      expectError(res, 400, 'INVALID_CREDENTIALS', 'en');
      delays.push(delayOf(res));
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 8]);
    const owner = await signInAt(freshAddress(), user.account_name, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(delayOf(owner)).toBe(8);
  });

  it('a slowed account gets its password reset by its owner, which lifts the delays of its pairs and of the account', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 6; i++) await signInAt(address, user.account_name, 'Wrong12345');
    for (let i = 0; i < 10; i++) await signInAt(freshAddress(), user.email, 'Wrong12345');
    // Pair 7th (4 ms), address 7th (2 ms), account 17th (8 ms, its cap).
    const slowed = await signInAt(address, user.account_name, 'Wrong12345');
    expectError(slowed, 400, 'INVALID_CREDENTIALS', 'en');
    expect(delayOf(slowed)).toBe(8);

    const callBackUrl = 'http://localhost:3000/reset-password';
    const asked = await th.call({
      method: 'POST',
      url: '/api/auths/forgotten-password',
      query: { callBackUrl },
      payload: { email: user.email },
      remoteAddress: address,
    });
    expect(asked.status).toBe(204);
    await th.app.jobs.drain();
    const mail = await th.db.selectFrom('email_outbox').select('text').where('to_address', '=', user.email).executeTakeFirstOrThrow();
    const token = new RegExp(`${callBackUrl}/([A-Za-z0-9_-]+)`).exec(mail.text)![1]!;
    const newPassword = 'BrandNew456';
    const reset = await th.call({
      method: 'POST',
      url: `/api/auths/${token}/change-password`,
      payload: { newPassword, confirmNewPassword: newPassword },
      remoteAddress: address,
    });
    expect(reset.status).toBe(204);
    // Elsewhere nothing is left; at that address only the address's own count (its 8th attempt, 4 ms):
    // without the reset the pair's (8 ms) and the account's (8 ms) would still apply.
    const elsewhere = await signInAt(freshAddress(), user.account_name, newPassword);
    expect(elsewhere.status).toBe(200);
    expect(delayOf(elsewhere)).toBe(0);
    const there = await signInAt(address, user.account_name, newPassword);
    expect(there.status).toBe(200);
    expect(delayOf(there)).toBe(4);
  });

  it("the owner's successes neither add to the pair's count nor wipe the failures of others from it", async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await signInAt(address, user.account_name, 'Wrong12345');
    for (let round = 0; round < 3; round++) {
      const res = await signInAt(address, user.account_name, TEST_PASSWORD);
      expect(res.status).toBe(200);
      expect(delayOf(res)).toBe(2); // always the pair's 6th attempt
    }
    expectError(await signInAt(address, user.account_name, 'Wrong12345'), 400, 'INVALID_CREDENTIALS', 'en');
    expect(delayOf(await signInAt(address, user.account_name, TEST_PASSWORD))).toBe(4);
  });

  it('a burst of parallel guesses at one pair: no more than the free ones go unslowed, the others queue in slots', async () => {
    const user = await newUser();
    const address = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInAt(address, i % 2 ? user.email : user.account_name, `Wrong${i}abc`)),
    );
    for (const r of results) expectError(r, 400, 'INVALID_CREDENTIALS', 'en');
    const delays = results.map(delayOf);
    expect(delays.filter((d) => d === 0).length).toBeLessThanOrEqual(5);
    // Past the 5 free ones each waits at least the pair's first delay, its slot starting where the one
    // before it ends, so the last ones wait longer than any single delay (60 ms).
    expect(delays.filter((d) => d >= 2).length).toBeGreaterThanOrEqual(15);
    expect(Math.max(...delays)).toBeGreaterThan(60);
    expect((await signInAt(address, user.account_name, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses an attempt whose slot would start more than 60 s on (only a flood gets there) with RATE_LIMITED', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await signInAt(address, user.account_name, 'Wrong12345');
    // As if a parallel flood had queued two minutes of slots at this pair.
    await th.db
      .updateTable('sign_in_throttle')
      .set({ locked_until: new Date(Date.now() + 120_000) })
      .where('key', '=', `pair:${user.account_name.toLowerCase()}|${address}`)
      .execute();
    const res = await signInAt(address, user.account_name, TEST_PASSWORD, {}, 'de');
    expectError(res, 429, 'RATE_LIMITED', 'de');
    expect(delayOf(res)).toBeGreaterThan(60_000);
    expect((await signInAt(freshAddress(), user.account_name, TEST_PASSWORD)).status).toBe(200);
  });

  it('successful sign-ins do not count against the address', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 8; i++) expect((await signInAt(address, user.account_name, TEST_PASSWORD)).status).toBe(200);
    const others = await Promise.all(Array.from({ length: 3 }, () => newUser()));
    const parallel = await Promise.all(others.map((u) => signInAt(address, u.account_name, TEST_PASSWORD)));
    expect(parallel.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const u of others) {
      const res = await signInAt(address, u.email, TEST_PASSWORD);
      expect(res.status).toBe(200);
      expect(delayOf(res)).toBe(0);
    }
    const row = await th.db.selectFrom('sign_in_throttle').select('failures').where('key', '=', `address:${address}`).executeTakeFirst();
    expect(row?.failures ?? 0).toBe(0);
  });

  it('counts the real address only; a forged X-Forwarded-For neither dodges nor resets it', async () => {
    const user = await newUser();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await signInAt(address, `spray-${i}`, 'Wrong12345', {
        'x-forwarded-for': `203.0.113.${i + 1}`,
        'x-real-ip': `203.0.113.${i + 1}`,
      });
      expectError(res, 400, 'INVALID_CREDENTIALS', 'en');
    }
    const forged = await signInAt(address, user.account_name, TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.77' });
    expect(forged.status).toBe(200);
    expect(delayOf(forged)).toBe(1);
    const keys = await th.db.selectFrom('sign_in_throttle').select('key').execute();
    expect(keys.map((k) => k.key)).toContain(`address:${address}`);
    expect(keys.some((k) => k.key.includes('203.0.113') || k.key.includes('198.51.100'))).toBe(false);
  });
});

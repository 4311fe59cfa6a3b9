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
import { hashToken } from '../../lib/crypto';

const CALLBACK = 'http://localhost:3000/reset-password';
const NEW_PASSWORD = 'BrandNew456';

let t: TestApp;
let dealerRole: number;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp();
  dealerRole = await createRole(t.db, 'dealer');
  customerId = (await createCustomer(t.db)).id;
});
afterAll(() => t?.close());

const newDealer = () => createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId });

// Each call from its own address: the route is rate limited per address (5 per 15 minutes).
const forgotten = (email: unknown, opts: { callBackUrl?: string | null; culture?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/auths/forgotten-password',
    query: opts.callBackUrl === null ? {} : { callBackUrl: opts.callBackUrl ?? CALLBACK },
    payload: { email } as object,
    remoteAddress: freshAddress(),
    culture: opts.culture,
  });

const reset = (token: string, newPassword: string, confirmNewPassword = newPassword, culture?: string) =>
  t.call({
    method: 'POST',
    url: `/api/auths/${encodeURIComponent(token)}/change-password`,
    payload: { newPassword, confirmNewPassword },
    remoteAddress: freshAddress(),
    culture,
  });

const tryPassword = (userName: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auths/authenticate', payload: { userName, password }, remoteAddress: freshAddress() });

const outboxFor = (to: string) =>
  t.db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'text', 'html', 'status'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

/** Requests a reset for the user, runs the jobs and returns the token from the emailed link. */
async function requestResetToken(user: { email: string }, userName: string = user.email): Promise<string> {
  const before = (await outboxFor(user.email)).length;
  expect((await forgotten(userName)).status).toBe(204);
  await t.app.jobs.drain();
  const mails = await outboxFor(user.email);
  expect(mails).toHaveLength(before + 1);
  const match = new RegExp(`${CALLBACK}/([A-Za-z0-9_-]+)`).exec(mails.at(-1)!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('POST /api/auths/forgotten-password', () => {
  it('answers 204 for known and unknown accounts alike; only a known one gets a mail', async () => {
    const user = await newDealer();
    const known = await forgotten(user.email);
    const unknown = await forgotten('nobody@example.test');
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(204);
    expect(known.body).toBe('');
    expect(unknown.body).toBe('');

    const jobs = await t.db
      .selectFrom('jobs')
      .select(['queue', 'status'])
      .where('queue', '=', 'auth.password-reset')
      .where('status', '=', 'pending')
      .execute();
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    await t.app.jobs.drain();

    const mails = await outboxFor(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    // Without SMTP_URL the mail is kept in the outbox, readable there.
    expect(mail.status).toBe('kept');
    expect(mail.subject).toBe('Dealerport şifre sıfırlama');
    expect(mail.text).toMatch(new RegExp(`${CALLBACK}/[A-Za-z0-9_-]{43}`));
    expect(mail.html).toContain(`<a href="${CALLBACK}/`);
    expect(await outboxFor('nobody@example.test')).toHaveLength(0);
    const done = await t.db.selectFrom('jobs').select('status').where('queue', '=', 'auth.password-reset').execute();
    expect(done.every((j) => j.status === 'done')).toBe(true);

    // The stored token is a hash, never the token itself.
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const rows = await t.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
  });

  it('finds the account by name too, and mails in the caller culture', async () => {
    const user = await newDealer();
    expect((await forgotten(user.account_name.toUpperCase(), { culture: 'de' })).status).toBe(204);
    await t.app.jobs.drain();
    const [mail] = await outboxFor(user.email);
    expect(mail?.subject).toBe('Dealerport: Passwort zurücksetzen');
    expect(mail?.text).toContain('Hallo');
  });

  it('sends nothing to a disabled account, still 204', async () => {
    const user = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId, isActive: false });
    expect((await forgotten(user.email)).status).toBe(204);
    await t.app.jobs.drain();
    expect(await outboxFor(user.email)).toHaveLength(0);
  });

  it('refuses a callback URL of a foreign origin, a non-URL and a missing one', async () => {
    for (const callBackUrl of [
      'https://evil.example/reset-password',
      'http://localhost:3001/reset',
      'javascript:alert(1)',
      'not a url',
      '//evil.example/x',
    ]) {
      expectError(await forgotten('someone@example.test', { callBackUrl, culture: 'en' }), 400, 'CALLBACK_URL_INVALID', 'en');
    }
    expectError(
      await forgotten('someone@example.test', { callBackUrl: 'https://evil.example', culture: 'de' }),
      400,
      'CALLBACK_URL_INVALID',
      'de',
    );
    // With PUBLIC_URL set (as here) only its origin: neither the Vite dev server nor another loopback name.
    for (const callBackUrl of ['http://localhost:5173/reset-password', 'http://127.0.0.1:3000/reset-password']) {
      expectError(await forgotten('someone@example.test', { callBackUrl, culture: 'en' }), 400, 'CALLBACK_URL_INVALID', 'en');
    }

    const missing = await forgotten('someone@example.test', { callBackUrl: null, culture: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    // the field by the name a person knows; details.fields names it for developers
    expect(missing.body.message).toContain('Return link: ');
    expect(missing.body.details.fields[0].field).toBe('callBackUrl');

    for (const email of ['', '   ', 42, undefined]) {
      const res = await forgotten(email);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('is rate limited per address', async () => {
    const remoteAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auths/forgotten-password',
        query: { callBackUrl: CALLBACK },
        payload: { email: 'nobody@example.test' },
        remoteAddress,
        culture: 'en',
      });
      statuses.push(res.status);
      if (res.status === 429) expectError(res, 429, 'RATE_LIMITED', 'en');
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe('POST /api/auths/forgotten-password: which origins a reset link may point at', () => {
  /** A second portal built from `env` (over the harness defaults); the address bar's origin sends Host and Origin. */
  async function portal(env: Record<string, string>) {
    const app = await createTestApp(env);
    const role = await createRole(app.db, 'dealer');
    const user = await createUser(app.db, { roleId: role, userType: 'dealer', customerId: (await createCustomer(app.db)).id });
    const ask = (callBackUrl: string, opts: { host?: string; culture?: string } = {}) => {
      const host = opts.host ?? new URL(callBackUrl).host;
      return app.call({
        method: 'POST',
        url: '/api/auths/forgotten-password',
        query: { callBackUrl },
        payload: { email: user.email },
        headers: { host, origin: `http://${host}` },
        remoteAddress: freshAddress(),
        culture: opts.culture,
      });
    };
    const lastLink = async () => {
      await app.app.jobs.drain();
      const mail = await app.db
        .selectFrom('email_outbox')
        .select('text')
        .where('to_address', '=', user.email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return /(\S+)\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[1];
    };
    return { app, ask, lastLink };
  }

  it('without PUBLIC_URL takes every loopback name of the port (the address the portal was opened at), nothing else', async () => {
    // PUBLIC_URL '' is unset (as an empty environment variable is).
    const p = await portal({ PUBLIC_URL: '', PORT: '3000' });
    try {
      for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000']) {
        expect((await p.ask(`${origin}/reset-password`)).status).toBe(204);
        // The mailed link goes back to the origin the request came from.
        expect(await p.lastLink()).toBe(`${origin}/reset-password`);
      }
      // A forged Host (or Origin) header changes nothing: the link's origin is checked against the list.
      for (const [callBackUrl, host] of [
        ['http://evil.example/reset-password', 'evil.example'],
        ['http://evil.example:3000/reset-password', 'evil.example:3000'],
        ['http://127.0.0.1:3001/reset-password', '127.0.0.1:3001'],
        ['http://127.0.0.2:3000/reset-password', '127.0.0.2:3000'],
        ['https://127.0.0.1:3000/reset-password', '127.0.0.1:3000'],
        // The Vite dev server's port is a portal's only in development (below); here whatever listens there.
        ['http://127.0.0.1:5173/reset-password', '127.0.0.1:5173'],
        ['http://localhost:5173/reset-password', 'localhost:5173'],
      ] as const) {
        expectError(await p.ask(callBackUrl, { host, culture: 'de' }), 400, 'CALLBACK_URL_INVALID', 'de');
      }
      expectError(await p.ask('http://evil.example/reset-password', { host: '127.0.0.1:3000' }), 400, 'CALLBACK_URL_INVALID', 'tr');
      expect((await p.ask('http://127.0.0.1:3000/reset-password', { host: 'evil.example' })).status).toBe(204);
      expect(await p.lastLink()).toBe('http://127.0.0.1:3000/reset-password');
    } finally {
      await p.app.close();
    }
  });

  it('in development (NODE_ENV=development, as `npm run dev` runs) also the Vite dev server the client is opened at', async () => {
    const p = await portal({ PUBLIC_URL: '', PORT: '3000', NODE_ENV: 'development' });
    try {
      for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:3000']) {
        expect((await p.ask(`${origin}/reset-password`)).status).toBe(204);
        expect(await p.lastLink()).toBe(`${origin}/reset-password`);
      }
      expectError(await p.ask('http://localhost:5174/reset-password', { culture: 'en' }), 400, 'CALLBACK_URL_INVALID', 'en');
    } finally {
      await p.app.close();
    }
  });

  it('with PUBLIC_URL set takes only its origin and the CALLBACK_ORIGINS the operator lists', async () => {
    const p = await portal({ PUBLIC_URL: 'https://portal.example.test', PORT: '3000', CALLBACK_ORIGINS: 'https://shop.example.test' });
    try {
      for (const origin of ['https://portal.example.test', 'https://shop.example.test']) {
        expect((await p.ask(`${origin}/reset-password`)).status).toBe(204);
        expect(await p.lastLink()).toBe(`${origin}/reset-password`);
      }
      for (const origin of [
        'http://127.0.0.1:3000',
        'http://localhost:3000',
        'http://[::1]:3000',
        'http://localhost:5173',
        'http://portal.example.test',
      ]) {
        expectError(await p.ask(`${origin}/reset-password`, { culture: 'en' }), 400, 'CALLBACK_URL_INVALID', 'en');
      }
    } finally {
      await p.app.close();
    }
  });
});

describe('POST /api/auths/{token}/change-password', () => {
  it('sets the new password once and ends every session', async () => {
    const user = await newDealer();
    const session = await signIn(t, user.account_name);
    const token = await requestResetToken(user);

    expect((await reset(token, NEW_PASSWORD)).status).toBe(204);
    expect((await tryPassword(user.account_name, NEW_PASSWORD)).status).toBe(200);
    expectError(await tryPassword(user.account_name, TEST_PASSWORD), 400, 'INVALID_CREDENTIALS');

    // Single use.
    expectError(await reset(token, 'Another789', 'Another789', 'en'), 400, 'RESET_TOKEN_INVALID', 'en');
    expect((await tryPassword(user.account_name, NEW_PASSWORD)).status).toBe(200);

    // The sessions from before the reset are over.
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/auths/authenticate-with-refresh-token',
        payload: { refreshToken: session.refreshToken },
        remoteAddress: freshAddress(),
      }),
      401,
      'INVALID_REFRESH_TOKEN',
    );
    expectError(await t.call({ method: 'GET', url: '/api/auths/who-am-i', token: session.token }), 401, 'UNAUTHORIZED');
    const row = await t.db.selectFrom('users').select('is_password_change_required').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.is_password_change_required).toBe(false);

    // One audit row for the one reset that worked, by the user himself, with no password or token in it.
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', user.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'reset-password',
      actor_user_id: user.id,
      before: null,
      after: { passwordChanged: true, isPasswordChangeRequired: false, sessionsEnded: true },
    });
    const stored = JSON.stringify(audit[0]);
    for (const secret of [NEW_PASSWORD, 'Another789', token, hashToken(token), 'argon2']) expect(stored).not.toContain(secret);
  });

  it('clears a pending forced change', async () => {
    const user = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId, passwordChangeRequired: true });
    const token = await requestResetToken(user);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(204);
    const row = await t.db.selectFrom('users').select('is_password_change_required').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.is_password_change_required).toBe(false);
  });

  it('refuses an expired token', async () => {
    const user = await newDealer();
    const token = await requestResetToken(user);
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expectError(await reset(token, NEW_PASSWORD, NEW_PASSWORD, 'de'), 400, 'RESET_TOKEN_INVALID', 'de');
    expect((await tryPassword(user.account_name, TEST_PASSWORD)).status).toBe(200);
  });

  it('a newer request makes the older link invalid', async () => {
    const user = await newDealer();
    const older = await requestResetToken(user);
    const newer = await requestResetToken(user);
    expectError(await reset(older, NEW_PASSWORD), 400, 'RESET_TOKEN_INVALID');
    expect((await reset(newer, NEW_PASSWORD)).status).toBe(204);
  });

  it('checks confirmation and policy without using up the token', async () => {
    const user = await newDealer();
    const token = await requestResetToken(user);
    expectError(await reset(token, NEW_PASSWORD, 'Different456', 'en'), 400, 'PASSWORD_MISMATCH', 'en');
    for (const weak of ['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expectError(await reset(token, weak, weak, 'tr'), 400, 'PASSWORD_POLICY', 'tr');
    }
    expect((await tryPassword(user.account_name, TEST_PASSWORD)).status).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).status).toBe(204);
  });

  it('refuses unknown and malformed tokens and bad bodies', async () => {
    expectError(await reset('x'.repeat(43), NEW_PASSWORD, NEW_PASSWORD, 'en'), 400, 'RESET_TOKEN_INVALID', 'en');
    const short = await reset('abc', NEW_PASSWORD);
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('VALIDATION_FAILED');
    for (const payload of [{}, { newPassword: NEW_PASSWORD }, { newPassword: 1, confirmNewPassword: 1 }, []]) {
      const res = await t.call({
        method: 'POST',
        url: `/api/auths/${'y'.repeat(43)}/change-password`,
        payload,
        remoteAddress: freshAddress(),
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toBeTruthy();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Culture, type ErrorCode, errorMessage, PERMISSION_CODES, SYNC_SCOPES } from '@dealerport/contract';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { expect, inject, vi } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { hashToken, randomToken } from '../src/lib/crypto';

/** Which database this run uses: PGlite in memory, or a fresh database on DATABASE_URL's server. */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
export const onPostgres = testDatabaseKind === 'postgres';

export interface TestApp {
  app: FastifyInstance;
  /** The test database's address on the PostgreSQL server (null on PGlite). */
  url: string | null;
  db: DatabaseHandle['db'];
  config: Config;
  close(): Promise<void>;
  /** inject with JSON helpers: returns status, parsed body and headers. */
  /**
   * The statements sent to the database while `run` ran (their texts, in order): round trips are the
   * currency of the hot calls (docs/performance.md), so tests count them.
   */
  statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  /**
   * Waits until every guard notification of what was written so far has reached this app (PostgreSQL: the
   * triggers of migration 0019 notify asynchronously, and a late one drops the guard cache a test has just
   * warmed). A marker is notified after those writes; notifications arrive in commit order. No-op on PGlite.
   */
  settleNotifications(): Promise<void>;
  call(
    opts: InjectOptions & { token?: string; customerId?: string; culture?: string },
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

/**
 * Waits until `app` has heard every notification sent on `url`'s database so far: a marker sent now reaches
 * it after them (its listening connection hears them in commit order). For a second process in a test too.
 */
export async function settleNotificationsOf(app: FastifyInstance, url: string): Promise<void> {
  const marker = `settle-${randomUUID()}`;
  const heard = vi.spyOn(app.guardCache, 'invalidate');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(`select pg_notify('dealerport_guard', $1)`, [marker]);
    await vi.waitFor(() => expect(heard.mock.calls.some(([reason]) => reason === marker)).toBe(true), { timeout: 15_000 });
  } finally {
    heard.mockRestore();
    await client.end();
  }
}

async function createServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const name = `dealerport_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // From the run's migrated template (test/global-setup.ts) when there is one.
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  let drop: (() => Promise<void>) | undefined;
  let database: DatabaseHandle;
  let url: string | null = null;
  if (onPostgres) {
    const created = await createServerDatabase();
    drop = created.drop;
    url = created.url;
    database = await openDatabase({ url: created.url, poolSize: 30 });
  } else {
    database = await openDatabase({ dataDir: 'memory://', template: await pgliteTemplate() });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/dealerport-test-unused',
    // A fixed key: tests never write a generated one into DATA_DIR.
    SECRETS_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    // The tests' own servers (ERP, SMTP, FTP stand-ins) listen on loopback, which the outbound guard
    // refuses by default (ADR 0061); the guard's own tests pass OUTBOUND_ALLOW: '' to see the default.
    OUTBOUND_ALLOW: '127.0.0.0/8,::1',
    ...env,
  });
  const app = await buildApp({ config, database, logger: process.env.TEST_LOG ? { level: 'error' } : false, startWorker: false });
  await app.ready();
  return {
    app,
    url,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop?.();
    },
    async settleNotifications() {
      if (url) await settleNotificationsOf(app, url);
    },
    async statementsOf(run) {
      // Every statement of either driver passes the change signal's reading of its text.
      const spy = vi.spyOn(database.changes, 'writtenTables');
      try {
        const result = await run();
        return { result, statements: spy.mock.calls.map(([text]) => text) };
      } finally {
        spy.mockRestore();
      }
    },
    async call({ token, customerId, culture, headers, ...opts }) {
      const res = await app.inject({
        ...opts,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(customerId ? { 'x-customer-id': customerId } : {}),
          ...(culture ? { 'x-culture': culture } : {}),
          ...headers,
        },
      });
      let body: unknown = res.body;
      if ((res.headers['content-type'] ?? '').toString().includes('json') && res.body) body = res.json();
      return { status: res.statusCode, body, headers: res.headers };
    },
  };
}

let templateBlob: Promise<Blob | undefined> | undefined;
/** The run's migrated PGlite data directory (test/global-setup.ts), read once per worker. */
function pgliteTemplate(): Promise<Blob | undefined> {
  templateBlob ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return templateBlob;
}

// ---- factories: each test builds the world it needs ----

const passwordHashes = new Map<string, Promise<string>>();
const hashFor = (password: string) => {
  if (!passwordHashes.has(password)) passwordHashes.set(password, hash(password));
  return passwordHashes.get(password)!;
};

export const TEST_PASSWORD = 'Secret123';
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${randomUUID().slice(0, 6)}`;

export async function createRole(db: TestApp['db'], roleType: 'admin' | 'staff' | 'salesman' | 'dealer', permissions: string[] = []) {
  const role = await db
    .insertInto('roles')
    .values({ name: unique(`role-${roleType}-`), role_type: roleType })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (permissions.length)
    await db
      .insertInto('role_permissions')
      .values(permissions.map((p) => ({ role_id: role.id, permission_code: p })))
      .execute();
  return role.id;
}

export async function createCustomer(
  db: TestApp['db'],
  overrides: Partial<{ name: string; code: string | null; country_code: string; is_active: boolean }> = {},
) {
  return db
    .insertInto('customers')
    .values({
      name: overrides.name ?? unique('Customer '),
      code: overrides.code === undefined ? unique('C') : overrides.code,
      country_code: overrides.country_code ?? 'TR',
      is_active: overrides.is_active ?? true,
    })
    .returning(['id', 'name', 'code'])
    .executeTakeFirstOrThrow();
}

export async function createSalesman(db: TestApp['db'], customerIds: string[] = []) {
  const s = await db
    .insertInto('salesmen')
    .values({ code: unique('S'), name: unique('Salesman ') })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (customerIds.length)
    await db
      .insertInto('salesman_customers')
      .values(customerIds.map((c) => ({ salesman_id: s.id, customer_id: c })))
      .execute();
  return s.id;
}

export async function createUser(
  db: TestApp['db'],
  opts: {
    roleId: number;
    userType: 'staff' | 'salesman' | 'dealer';
    customerId?: string;
    salesmanId?: string;
    password?: string;
    isActive?: boolean;
    accountName?: string;
    email?: string;
    passwordChangeRequired?: boolean;
  },
) {
  const accountName = opts.accountName ?? unique('user');
  const user = await db
    .insertInto('users')
    .values({
      account_name: accountName,
      email: opts.email ?? `${accountName}@example.test`,
      password_hash: await hashFor(opts.password ?? TEST_PASSWORD),
      role_id: opts.roleId,
      user_type: opts.userType,
      customer_id: opts.customerId ?? null,
      salesman_id: opts.salesmanId ?? null,
      is_active: opts.isActive ?? true,
      is_password_change_required: opts.passwordChangeRequired ?? false,
    })
    .returning(['id', 'account_name', 'email'])
    .executeTakeFirstOrThrow();
  return { ...user, password: opts.password ?? TEST_PASSWORD };
}

export async function signIn(t: TestApp, userName: string, password = TEST_PASSWORD) {
  const res = await t.call({ method: 'POST', url: '/api/auths/authenticate', payload: { userName, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { token: string; refreshToken: string; expiresIn: string };
}

/** A staff user whose admin role holds every permission, signed in: the caller the contract-wide suites use. */
export async function signInAdmin(t: TestApp): Promise<string> {
  const role = await createRole(t.db, 'admin', PERMISSION_CODES);
  const admin = await createUser(t.db, { roleId: role, userType: 'staff' });
  return (await signIn(t, admin.account_name)).token;
}

/**
 * Runs `run` with the general settings' time zone set to `timeZone` through the settings call (the
 * distributor's zone, ADR 0060), and puts the zone back afterwards, whatever `run` did.
 */
export async function inDistributorTimeZone<T>(t: TestApp, timeZone: string, run: () => Promise<T>): Promise<T> {
  const admin = await signInAdmin(t);
  const url = '/api/commons/generalSettings';
  const general = (await t.call({ method: 'GET', url, token: admin })).body;
  const set = async (zone: string) => {
    const res = await t.call({ method: 'PUT', url, token: admin, payload: { ...general, timeZone: zone } });
    if (res.status !== 200) throw new Error(`setting the time zone failed: ${res.status} ${JSON.stringify(res.body)}`);
  };
  await set(timeZone);
  try {
    return await run();
  } finally {
    await set(general.timeZone);
  }
}

/** An integration key holding every sync scope, stored as the keys call stores one: the `dpk_` secret to send. */
export async function createIntegrationKey(t: TestApp, scopes: readonly string[] = SYNC_SCOPES): Promise<string> {
  const secret = `dpk_${randomToken()}`;
  await t.db
    .insertInto('integration_keys')
    .values({ name: unique('key-'), prefix: `${secret.slice(0, 8)}…`, secret_hash: hashToken(secret), scopes: [...scopes] })
    .execute();
  return secret;
}

/** The token a caller of `ep` sends: the integration key for a machine call, else the user's. */
export const tokenFor = (ep: { auth: unknown }, tokens: { user: string; key: string }) =>
  typeof ep.auth === 'object' && ep.auth !== null && 'integration' in ep.auth ? tokens.key : tokens.user;

let addressCounter = 0;
/**
 * A client address nobody else in this process used. Rate limits and the sign-in throttle count per
 * address, so tests that are not about them pass `remoteAddress: freshAddress()` to stay independent.
 */
export function freshAddress(): string {
  addressCounter++;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** Asserts an error answer: status, code and the message in the given culture (details filled). */
export function expectError(
  res: { status: number; body: any },
  status: number,
  code: ErrorCode,
  culture: Culture = 'tr',
  details?: Record<string, unknown>,
) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body.message).toBe(errorMessage(code, culture, details ?? res.body.details));
}

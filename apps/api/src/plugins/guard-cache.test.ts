import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, expectError, onPostgres, signIn, type TestApp } from '../../test/harness';
import { buildApp } from '../app';
import { ChangeSignal, GUARD_TABLES } from '../db/change-signal';
import { openDatabase } from '../db/database';
import { GuardCache } from './guard-cache';

const WHO_AM_I = '/api/auths/who-am-i';

describe('the write detector', () => {
  const signal = new ChangeSignal();
  it.each([
    ['update "users" set "is_active" = $1 where "id" = $2', ['users']],
    ['insert into "role_permissions" ("role_id", "permission_code") values ($1, $2)', ['role_permissions']],
    ['delete from customer_access where customer_id = $1', ['customer_access']],
    ['with t as (update refresh_tokens set revoked_at = now() where family_id = $1 returning 1) select 1', ['refresh_tokens']],
    ['insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value', ['settings']],
    ['truncate table salesman_customers', ['salesman_customers']],
    ['with a as (insert into orders (x) values (1) returning id) insert into order_lines (y) select id from a', ['orders', 'order_lines']],
    ['select * from "users" where "id" = $1', []],
    ['select id from stocks where product_id = any($1) for update', []],
    ['update "users_audit" set x = 1', ['users_audit']],
  ])('%s writes %j', (text, tables) => {
    expect([...signal.writtenTables(text)].filter((t) => !['of', 'skip', 'nowait'].includes(t))).toEqual(tables);
  });

  it('tells a watcher of its tables only, around such a write and again when its transaction ends', async () => {
    const s = new ChangeSignal();
    let guard = 0;
    let other = 0;
    s.watch(GUARD_TABLES, () => guard++);
    s.watch(['order_parameters'], () => other++);
    const watch = s.connection();
    const run = () => Promise.resolve('done');
    await watch('begin', run);
    expect(guard).toBe(0);
    await watch('update users set is_active = false', run);
    expect(guard).toBe(2);
    await watch('select 1', run);
    await watch('insert into stocks (x) values (1)', run);
    expect(guard).toBe(2);
    await watch('commit', run);
    expect(guard).toBe(3);
    await watch('commit', run); // nothing written since: nothing to say
    expect([guard, other]).toEqual([3, 0]);
    await watch('delete from order_parameters where id = 1', run);
    expect([guard, other]).toEqual([3, 2]);
  });
});

describe('the cache', () => {
  it('keeps what it loaded, drops it all on invalidate, and loads again', async () => {
    const cache = new GuardCache<{ n: number }>({ ttlMs: 60_000, enabled: true });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    cache.invalidate();
    expect(await cache.get('a', load)).toEqual({ n: 2 });
  });

  it('does not keep a load that overlapped a drop (a row read before the commit it missed)', async () => {
    const cache = new GuardCache<{ v: string }>({ ttlMs: 60_000, enabled: true });
    let release: () => void = () => {};
    const slow = cache.get('k', () => new Promise((r) => (release = () => r({ v: 'before the write' }))));
    cache.invalidate(); // the write is heard while the read is under way
    release();
    expect(await slow).toEqual({ v: 'before the write' }); // that request may still use it ...
    expect(await cache.get('k', async () => ({ v: 'after' }))).toEqual({ v: 'after' }); // ... but nobody after it
  });

  it('keeps nothing while off, nor a refusal (null), nor past its time to live', async () => {
    const off = new GuardCache<{ n: number }>({ ttlMs: 60_000, enabled: false });
    let n = 0;
    await off.get('a', async () => ({ n: ++n }));
    await off.get('a', async () => ({ n: ++n }));
    expect(n).toBe(2);
    const on = new GuardCache<{ n: number }>({ ttlMs: 60_000, enabled: true });
    expect(await on.get('x', async () => null)).toBeNull();
    expect(await on.get('x', async () => ({ n: 7 }))).toEqual({ n: 7 });
    const zero = new GuardCache<{ n: number }>({ ttlMs: 0, enabled: true });
    expect(zero.isEnabled).toBe(false);
  });
});

describe('the guard with its cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("this process's own writes end access at once: user disabled, role's permission taken, session revoked", async () => {
    const role = await createRole(t.db, 'staff', ['user.list']);
    const user = await createUser(t.db, { roleId: role, userType: 'staff' });
    const { token } = await signIn(t, user.account_name);
    for (let i = 0; i < 3; i++)
      expect((await t.call({ method: 'GET', url: '/api/users?PageNumber=1&PageSize=10', token })).status).toBe(200);
    await t.db.deleteFrom('role_permissions').where('role_id', '=', role).execute();
    expectError(await t.call({ method: 'GET', url: '/api/users?PageNumber=1&PageSize=10', token }), 403, 'FORBIDDEN');
    expect((await t.call({ method: 'GET', url: WHO_AM_I, token })).status).toBe(200);
    await t.db.updateTable('refresh_tokens').set({ revoked_at: new Date() }).where('user_id', '=', user.id).execute();
    expectError(await t.call({ method: 'GET', url: WHO_AM_I, token }), 401, 'UNAUTHORIZED');
    const second = await signIn(t, user.account_name);
    expect((await t.call({ method: 'GET', url: WHO_AM_I, token: second.token })).status).toBe(200);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    });
    expectError(await t.call({ method: 'GET', url: WHO_AM_I, token: second.token }), 401, 'UNAUTHORIZED');
  });
});

describe('the access version an answer carries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it("moves when the caller's role loses or gains a permission, so an open client reads its identity again", async () => {
    const role = await createRole(t.db, 'staff', ['user.list', 'document.list']);
    const user = await createUser(t.db, { roleId: role, userType: 'staff' });
    const { token } = await signIn(t, user.account_name);
    const version = async () => (await t.call({ method: 'GET', url: WHO_AM_I, token })).headers['x-access-version'];
    const before = await version();
    expect(before).toMatch(/^[\w-]{16}$/);
    // the same access answers the same version, on any call
    const list = await t.call({ method: 'GET', url: '/api/users?PageNumber=1&PageSize=10', token });
    expect(list.headers['x-access-version']).toBe(before);
    await t.db.deleteFrom('role_permissions').where('role_id', '=', role).where('permission_code', '=', 'document.list').execute();
    const after = await version();
    expect(after).not.toBe(before);
    // a refusal carries it too: the client learns why the screen went away
    const refused = await t.call({
      method: 'GET',
      url: '/api/users?PageNumber=1&PageSize=10',
      token: (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', []), userType: 'staff' })).account_name))
        .token,
    });
    expect(refused.status).toBe(403);
    expect(refused.headers['x-access-version']).toMatch(/^[\w-]{16}$/);
    // nobody signed in: no version
    expect((await t.call({ method: 'GET', url: WHO_AM_I })).headers['x-access-version']).toBeUndefined();
  });
});

describe.runIf(onPostgres)("another process's writes (PostgreSQL NOTIFY)", () => {
  let a: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    a = await createTestApp();
    // A second portal on the same database: its own pool and its own cache, like another process.
    otherDb = await openDatabase({ url: a.url!, poolSize: 4 });
    other = await buildApp({ config: a.config, database: otherDb, logger: false, startWorker: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
    await a?.close();
  });

  /** A write no process hears of (triggers off for this session): shows whether A answers from its cache. */
  async function silently(statement: string, values: unknown[]) {
    const c = new pg.Client({ connectionString: a.url! });
    await c.connect();
    try {
      await c.query('set session_replication_role = replica');
      await c.query(statement, values);
    } finally {
      await c.end();
    }
  }
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  };

  it('serves from its cache, and drops it when another process writes', async () => {
    await until(async () => a.app.guardCache.isEnabled);
    expect(a.app.guardCache.isEnabled).toBe(true);
    const user = await createUser(a.db, { roleId: await createRole(a.db, 'staff', []), userType: 'staff' });
    const { token } = await signIn(a, user.account_name);
    expect((await a.call({ method: 'GET', url: WHO_AM_I, token })).status).toBe(200);
    // Disabled behind everyone's back: A still answers from its cache (this is what the cache saves).
    await silently('update users set is_active = false where id = $1', [user.id]);
    expect((await a.call({ method: 'GET', url: WHO_AM_I, token })).status).toBe(200);
    // The other portal writes (any write to the guard's tables): A hears it and reads afresh.
    await otherDb.db.updateTable('users').set({ updated_at: new Date() }).where('id', '=', user.id).execute();
    expect(await until(async () => (await a.call({ method: 'GET', url: WHO_AM_I, token })).status === 401)).toBe(true);
  });

  it('turns the cache off while it cannot hear other processes, and on again once it can', async () => {
    await until(async () => a.app.guardCache.isEnabled);
    const user = await createUser(a.db, { roleId: await createRole(a.db, 'staff', []), userType: 'staff' });
    const { token } = await signIn(a, user.account_name);
    expect((await a.call({ method: 'GET', url: WHO_AM_I, token })).status).toBe(200);
    await silently('update users set is_active = false where id = $1', [user.id]);
    // The listening connection is cut (a server restart, a network failure).
    const admin = new pg.Client({ connectionString: a.url! });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
    );
    await admin.end();
    expect(await until(async () => (await a.call({ method: 'GET', url: WHO_AM_I, token })).status === 401)).toBe(true);
    expect(await until(async () => a.app.guardCache.isEnabled)).toBe(true);
  });
});

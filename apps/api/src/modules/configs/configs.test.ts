import { CONFIG_TUNABLES, errorMessage } from '@dealerport/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCategory, createProduct, createProperty, createPropertyDetail, setAccess } from '../../../test/catalog-factories';
import {
  createCustomer,
  createRole,
  createTestApp,
  createUser,
  expectError,
  onPostgres,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/database';
import { configCacheEnabled } from './config-cache';

let t: TestApp;
const tokens = {} as Record<'admin' | 'reader' | 'bare' | 'dealer' | 'staff', string>;
let customerId: string;
const base = '/api/commons/configs';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, opts: { token?: string; body?: unknown; culture?: string } = {}) =>
  t.call({ method, url, payload: opts.body as never, token: opts.token, culture: opts.culture ?? 'en' });

const item = (over: Record<string, unknown> = {}) => ({
  key: 'erp.retryCount',
  value: '3',
  description: 'How often the ERP hand-off is retried',
  dataType: 'number',
  operation: 'erp',
  ...over,
});

const seeded = async (key: string) => (await call('GET', `${base}/${key}`, { token: tokens.admin })).body;

beforeAll(async () => {
  t = await createTestApp();
  const role = async (codes: string[], type: 'staff' | 'dealer' = 'staff', customer?: string) =>
    (
      await signIn(
        t,
        (
          await createUser(t.db, { roleId: await createRole(t.db, type, codes), userType: type, customerId: customer })
        ).account_name,
      )
    ).token;
  customerId = (await createCustomer(t.db)).id;
  tokens.admin = await role(['config.list', 'config.create', 'config.update']);
  tokens.reader = await role(['config.list']);
  tokens.bare = await role([]);
  tokens.dealer = await role([], 'dealer', customerId);
  tokens.staff = await role(['customer.select']);
});
afterAll(async () => {
  await t?.close();
});

describe('config items: reading', () => {
  it('lists the seeded tunables at the spec’s values, by operation then key', async () => {
    const res = await call('GET', base, { token: tokens.reader });
    expect(res.status).toBe(200);
    expect(res.body.map((i: any) => [i.operation, i.key, i.value, i.dataType, i.isBuiltIn])).toEqual([
      ['catalog', 'productListPageSize', '50', 'number', true],
      ['client', 'badgeMax', '99', 'number', true],
      ['client', 'cartReloadDelayMs', '300', 'number', true],
      ['client', 'customerListPageSize', '10', 'number', true],
      ['client', 'errorToastMs', '3000', 'number', true],
      ['client', 'orderStatusPollMs', '700', 'number', true],
      ['client', 'toastMs', '2000', 'number', true],
    ]);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      key: 'productListPageSize',
      value: '50',
      description: expect.any(String),
      dataType: 'number',
      operation: 'catalog',
      isBuiltIn: true,
    });
  });

  it('groups by operation (any case); an unknown one is an empty list', async () => {
    const res = await call('GET', `${base}/CLIENT/group-by-operation`, { token: tokens.reader });
    expect(res.status).toBe(200);
    expect(res.body.map((i: any) => i.key)).toEqual([
      'badgeMax',
      'cartReloadDelayMs',
      'customerListPageSize',
      'errorToastMs',
      'orderStatusPollMs',
      'toastMs',
    ]);
    expect((await call('GET', `${base}/nothing/group-by-operation`, { token: tokens.reader })).body).toEqual([]);
  });

  it('reads one item by its key (any case); an unknown key is 404', async () => {
    const res = await call('GET', `${base}/BADGEMAX`, { token: tokens.reader });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: 'badgeMax', value: '99' });
    expectError(await call('GET', `${base}/noSuchKey`, { token: tokens.reader, culture: 'de' }), 404, 'NOT_FOUND', 'de');
  });

  it('answers the client’s tunables to any signed-in user, a dealer too, and no other item', async () => {
    const res = await call('GET', '/api/commons/client-configs', { token: tokens.dealer });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      orderStatusPollMs: 700,
      cartReloadDelayMs: 300,
      badgeMax: 99,
      toastMs: 2000,
      errorToastMs: 3000,
      customerListPageSize: 10,
    });
    expectError(await call('GET', '/api/commons/client-configs'), 401, 'UNAUTHORIZED', 'en');
  });
});

describe('config items: who may call', () => {
  const calls: Array<[string, 'GET' | 'POST' | 'PUT', string, unknown, 'reader' | 'admin']> = [
    ['list', 'GET', base, undefined, 'reader'],
    ['by operation', 'GET', `${base}/client/group-by-operation`, undefined, 'reader'],
    ['by key', 'GET', `${base}/badgeMax`, undefined, 'reader'],
    ['create', 'POST', base, item({ key: 'perm.check' }), 'admin'],
    ['update', 'PUT', `${base}/1`, item({ key: 'perm.check' }), 'admin'],
  ];
  it.each(calls)('%s: anonymous 401, without the permission 403 (a dealer too)', async (_name, method, url, body) => {
    expectError(await call(method, url, { body }), 401, 'UNAUTHORIZED', 'en');
    expectError(await call(method, url, { body, token: tokens.bare, culture: 'tr' }), 403, 'FORBIDDEN', 'tr');
    expectError(await call(method, url, { body, token: tokens.dealer, culture: 'de' }), 403, 'FORBIDDEN', 'de');
  });
  it('a reader may not create or change', async () => {
    expectError(await call('POST', base, { body: item({ key: 'perm.check' }), token: tokens.reader }), 403, 'FORBIDDEN', 'en');
    expectError(await call('PUT', `${base}/1`, { body: item({ key: 'perm.check' }), token: tokens.reader }), 403, 'FORBIDDEN', 'en');
  });
});

describe('config items: writing', () => {
  let created: any;

  it('creates an item, audited', async () => {
    const res = await call('POST', base, { token: tokens.admin, body: item() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), ...item(), isBuiltIn: false });
    created = res.body;
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'config')
      .where('entity_id', '=', String(created.id))
      .execute();
    expect(audit).toEqual([{ action: 'create', after: item() }]);
  });

  it('refuses a key another item has, whatever its case', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      expectError(
        await call('POST', base, { token: tokens.admin, body: item({ key: 'ERP.RetryCount' }), culture }),
        400,
        'CONFIG_KEY_TAKEN',
        culture,
        { key: 'ERP.RetryCount' },
      );
    }
    const other = await call('POST', base, { token: tokens.admin, body: item({ key: 'erp.other' }) });
    expect(other.status).toBe(200);
    expectError(await call('PUT', `${base}/${other.body.id}`, { token: tokens.admin, body: item() }), 400, 'CONFIG_KEY_TAKEN', 'en', {
      key: 'erp.retryCount',
    });
  });

  it.each([
    ['number', ['12', '-3.25', ' 7 '], ['abc', '1e5', '', '12,5', '0x10', 'Infinity']],
    ['boolean', ['true', 'false'], ['yes', 'TRUE', '1', '']],
    ['date', ['2026-11-27', '2024-02-29'], ['2026-02-30', '27.11.2026', '2026-13-01', '2026-11-27T10:00:00Z']],
    ['json', ['{"a":[1,2]}', '[]', '"text"', '42'], ['{a:1}', '', '[1,', "{'a':1}"]],
    ['string', ['', 'any text, even {not json}'], []],
  ] as const)('a %s item takes its values and refuses the others in tr, de and en', async (dataType, good, bad) => {
    for (const [i, value] of good.entries()) {
      const res = await call('POST', base, { token: tokens.admin, body: item({ key: `typed.${dataType}${i}`, dataType, value }) });
      expect(res.status, `${dataType} ${value}`).toBe(200);
      expect(res.body.value).toBe(dataType === 'number' ? value.trim() : value);
    }
    for (const [i, value] of bad.entries()) {
      const culture = (['tr', 'de', 'en'] as const)[i % 3]!;
      const res = await call('POST', base, {
        token: tokens.admin,
        body: item({ key: `typed.bad${dataType}${i}`, dataType, value }),
        culture,
      });
      expectError(res, 400, 'CONFIG_VALUE_INVALID', culture, { dataType });
      // and the same value in a change of an existing item
      expectError(
        await call('PUT', `${base}/${created.id}`, { token: tokens.admin, body: item({ dataType, value }), culture }),
        400,
        'CONFIG_VALUE_INVALID',
        culture,
        { dataType },
      );
    }
  });

  it('refuses a malformed body with a localised 400', async () => {
    for (const culture of ['tr', 'de', 'en'] as const) {
      for (const body of [
        item({ key: '1starts-with-a-digit' }),
        item({ key: '' }),
        item({ dataType: 'money' }),
        item({ operation: 'has space' }),
        { key: 'x' },
      ]) {
        const res = await call('POST', base, { token: tokens.admin, body, culture });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
      }
    }
    const badId = await call('PUT', `${base}/abc`, { token: tokens.admin, body: item(), culture: 'de' });
    expect([badId.status, badId.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expectError(await call('PUT', `${base}/999999`, { token: tokens.admin, body: item({ key: 'nope' }) }), 404, 'NOT_FOUND', 'en');
  });

  it('changes an item, audited with before and after', async () => {
    const body = item({ value: '5', description: 'Retries of the hand-off', operation: 'erp' });
    const res = await call('PUT', `${base}/${created.id}`, { token: tokens.admin, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.id, ...body, isBuiltIn: false });
    expect((await call('GET', `${base}/erp.retryCount`, { token: tokens.reader })).body.value).toBe('5');
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'config')
      .where('entity_id', '=', String(created.id))
      .where('action', '=', 'update')
      .execute();
    expect(audit).toEqual([{ action: 'update', before: item(), after: body }]);
  });

  it('a built-in tunable keeps its key, type and group, and its value stays within bounds', async () => {
    const poll = await seeded('orderStatusPollMs');
    const put = (over: Record<string, unknown>, culture = 'en') =>
      call('PUT', `${base}/${poll.id}`, {
        token: tokens.admin,
        culture,
        body: { key: poll.key, value: '700', description: poll.description, dataType: 'number', operation: 'client', ...over },
      });
    expectError(await put({ key: 'pollMs' }), 400, 'CONFIG_BUILTIN_FIXED', 'en', { key: 'orderStatusPollMs' });
    expectError(await put({ dataType: 'string' }, 'de'), 400, 'CONFIG_BUILTIN_FIXED', 'de', { key: 'orderStatusPollMs' });
    expectError(await put({ operation: 'other' }, 'tr'), 400, 'CONFIG_BUILTIN_FIXED', 'tr', { key: 'orderStatusPollMs' });
    const { min, max } = CONFIG_TUNABLES.orderStatusPollMs;
    for (const [value, culture] of [
      ['50', 'tr'],
      ['100000', 'de'],
      ['750.5', 'en'],
    ] as const) {
      expectError(await put({ value }, culture), 400, 'CONFIG_VALUE_OUT_OF_RANGE', culture, { key: 'orderStatusPollMs', min, max });
    }
    // a new item may not take a tunable's key under another type or group either (it is taken anyway)
    expectError(await call('POST', base, { token: tokens.admin, body: item({ key: 'badgeMax' }) }), 400, 'CONFIG_BUILTIN_FIXED', 'en', {
      key: 'badgeMax',
    });
    const ok = await put({ value: '1500', description: 'Slower polling' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ key: 'orderStatusPollMs', value: '1500', description: 'Slower polling', isBuiltIn: true });
  });

  it('a changed tunable reaches the client at once', async () => {
    const poll = await seeded('orderStatusPollMs');
    const before = await call('GET', '/api/commons/client-configs', { token: tokens.dealer });
    expect(before.body.orderStatusPollMs).toBe(Number(poll.value));
    const res = await call('PUT', `${base}/${poll.id}`, {
      token: tokens.admin,
      body: { ...poll, value: '2500', id: undefined, isBuiltIn: undefined },
    });
    expect(res.status).toBe(200);
    expect((await call('GET', '/api/commons/client-configs', { token: tokens.dealer })).body.orderStatusPollMs).toBe(2500);
  });

  it('an unreadable stored tunable (written by SQL) counts as its default', async () => {
    await t.db.updateTable('config_items').set({ value: 'not a number' }).where('key', '=', 'badgeMax').execute();
    expect((await call('GET', '/api/commons/client-configs', { token: tokens.dealer })).body.badgeMax).toBe(99);
    await t.db.updateTable('config_items').set({ value: '99' }).where('key', '=', 'badgeMax').execute();
  });
});

describe('a tunable in use: the product list’s page size', () => {
  it('a list asked for without pageSize gets the configured page size', async () => {
    const category = await createCategory(t.db, { code: 'CFG-LST', names: { tr: 'Lastik', de: 'Reifen', en: 'Tyres' } });
    const brand = await createProperty(t.db, category, 'brand', { names: { tr: 'Marka', de: 'Marke', en: 'Brand' } });
    const detail = await createPropertyDetail(t.db, brand, 'CfgBrand');
    await setAccess(t.db, customerId, detail, { has_list: true, show_price: true });
    for (let i = 0; i < 5; i++) {
      await createProduct(t.db, {
        code: `CFG-${i}`,
        name: `Config tyre ${i}`,
        categoryId: category,
        listPrice: '10.00',
        detailIds: [detail],
      });
    }
    const list = (payload: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/catalogs/products/list',
        token: tokens.staff,
        customerId,
        payload: { categoryId: category, ...payload },
      });
    const first = await list({});
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ pageSize: 50, totalCount: 5, totalPages: 1 });

    const size = await seeded('productListPageSize');
    expect(
      (await call('PUT', `${base}/${size.id}`, { token: tokens.admin, body: { ...size, value: '2', id: undefined, isBuiltIn: undefined } }))
        .status,
    ).toBe(200);
    const small = await list({});
    expect(small.body).toMatchObject({ pageSize: 2, totalCount: 5, totalPages: 3, hasNextPage: true });
    expect(small.body.items).toHaveLength(2);
    // a caller that names its page size keeps it
    expect((await list({ pageSize: 4 })).body.items).toHaveLength(4);
    expect(
      (
        await call('PUT', `${base}/${size.id}`, {
          token: tokens.admin,
          body: { ...size, value: '50', id: undefined, isBuiltIn: undefined },
        })
      ).status,
    ).toBe(200);
  });
});

describe.runIf(onPostgres)('another process sees a change at once (PostgreSQL NOTIFY)', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  let otherDb: Awaited<ReturnType<typeof openDatabase>>;
  beforeAll(async () => {
    // A second portal on the same database: its own pool and its own cache, like another process.
    otherDb = await openDatabase({ url: t.url!, poolSize: 4 });
    other = await buildApp({ config: t.config, database: otherDb, logger: false, startWorker: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });

  const clientConfigs = async (app: typeof other) =>
    (await app.inject({ method: 'GET', url: '/api/commons/client-configs', headers: { authorization: `Bearer ${tokens.dealer}` } })).json();

  /** A write no process hears of (triggers off for this session): shows whether the other app answers from its cache. */
  async function silently(statement: string, values: unknown[]) {
    const c = new pg.Client({ connectionString: t.url! });
    await c.connect();
    try {
      await c.query('set session_replication_role = replica');
      await c.query(statement, values);
    } finally {
      await c.end();
    }
  }

  it('serves from its cache, and drops it when another process changes an item', async () => {
    const toast = await seeded('toastMs');
    // its cache is off until its LISTEN connection is up
    await vi.waitFor(() => expect(configCacheEnabled(otherDb.db)).toBe(true), { timeout: 10_000 });
    expect((await clientConfigs(other)).toastMs).toBe(2000);
    await silently('update config_items set value = $1 where key = $2', ['2222', 'toastMs']);
    // nobody told it: the other process still answers what it holds
    expect((await clientConfigs(other)).toastMs).toBe(2000);

    // a change through the first app's call: the second sees it at once (well within a second)
    const res = await call('PUT', `${base}/${toast.id}`, {
      token: tokens.admin,
      body: { key: 'toastMs', value: '4000', description: toast.description, dataType: 'number', operation: 'client' },
    });
    expect(res.status).toBe(200);
    const changedAt = Date.now();
    let seen = 0;
    while (Date.now() - changedAt < 1000) {
      seen = (await clientConfigs(other)).toastMs;
      if (seen === 4000) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(seen).toBe(4000);
  });
});

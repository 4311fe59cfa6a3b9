import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWarehouse } from '../../../test/catalog-factories';
import { createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { warehousesFor } from './routing';
import { loadRouting, warehousesForDelivery } from './routing-cache';
import { loadWarehouseRouting } from './warehouse-targets.service';

let t: TestApp;
const tokens = {} as Record<'admin' | 'reader' | 'bare', string>;
const listUrl = '/api/catalogs/warehouses/warehouse-targets';
const url = '/api/catalogs/warehouses/target';

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  opts: { token?: string; body?: unknown; path?: string; query?: any; culture?: string },
) =>
  t.call({
    method,
    url: opts.path ?? url,
    payload: opts.body as never,
    query: opts.query,
    token: opts.token,
    culture: opts.culture ?? 'en',
  });

beforeAll(async () => {
  t = await createTestApp();
  const role = async (codes: string[]) =>
    (await signIn(t, (await createUser(t.db, { roleId: await createRole(t.db, 'staff', codes), userType: 'staff' })).account_name)).token;
  tokens.admin = await role(['warehouse-target.list', 'warehouse-target.create', 'warehouse-target.update', 'warehouse-target.delete']);
  tokens.reader = await role(['warehouse-target.list']);
  tokens.bare = await role([]);
  await createWarehouse(t.db, 'WT-IST', 'Istanbul', 1);
  await createWarehouse(t.db, 'WT-ANK', 'Ankara', 2);
  await createWarehouse(t.db, 'WT-KOL', 'Köln', 1);
});
afterAll(async () => {
  await t?.close();
});

describe('warehouse rules', () => {
  let ist: any;
  let ank: any;

  it('creates a rule (country codes upper-cased, without repeats), audited', async () => {
    const res = await call('POST', {
      token: tokens.admin,
      body: { warehouseCode: 'wt-ist', acceptedCountryCodes: ['tr', 'TR'], rejectedCountryCodes: [], priority: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      warehouseCode: 'WT-IST',
      warehouseName: 'Istanbul',
      acceptedCountryCodes: ['TR'],
      rejectedCountryCodes: [],
      priority: 1,
      isExport: false,
      isExportRegistered: false,
    });
    ist = res.body;
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'warehouse-target')
      .where('entity_id', '=', String(ist.id))
      .execute();
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it('refuses an unknown warehouse and a country both accepted and rejected', async () => {
    expectError(
      await call('POST', { token: tokens.admin, body: { warehouseCode: 'NOPE', priority: 1 }, culture: 'de' }),
      400,
      'UNKNOWN_WAREHOUSE',
      'de',
      { code: 'NOPE' },
    );
    expectError(
      await call('POST', {
        token: tokens.admin,
        body: { warehouseCode: 'WT-KOL', acceptedCountryCodes: ['DE', 'at'], rejectedCountryCodes: ['AT', 'FR'], priority: 1 },
      }),
      400,
      'COUNTRY_BOTH_ACCEPTED_AND_REJECTED',
      'en',
      { codes: 'AT' },
    );
  });

  it('updates a rule; unknown rule 404', async () => {
    const a = await call('POST', { token: tokens.admin, body: { warehouseCode: 'WT-ANK', acceptedCountryCodes: ['TR'], priority: 5 } });
    ank = a.body;
    const res = await call('PUT', {
      token: tokens.admin,
      path: `${url}/${ank.id}`,
      body: { warehouseCode: 'WT-ANK', acceptedCountryCodes: ['TR'], priority: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ank.id, warehouseCode: 'WT-ANK', warehouseName: 'Ankara', priority: 2 });
    expectError(
      await call('PUT', { token: tokens.admin, path: `${url}/999999`, body: { warehouseCode: 'WT-ANK', priority: 2 } }),
      404,
      'NOT_FOUND',
      'en',
    );
    expectError(
      await call('PUT', { token: tokens.admin, path: `${url}/${ank.id}`, body: { warehouseCode: 'NOPE', priority: 2 } }),
      400,
      'UNKNOWN_WAREHOUSE',
      'en',
    );
  });

  it('lists by priority with PageIndex/PageSize; the rules drive routing', async () => {
    await call('POST', {
      token: tokens.admin,
      body: { warehouseCode: 'WT-KOL', acceptedCountryCodes: ['DE', 'AT'], rejectedCountryCodes: [], priority: 1 },
    });
    await call('POST', { token: tokens.admin, body: { warehouseCode: 'WT-KOL', priority: 3, isExport: true } });
    const res = await call('GET', { token: tokens.reader, path: listUrl, query: { PageIndex: '1', PageSize: '10' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pageIndex: 1, pageSize: 10, totalCount: 4, totalPages: 1 });
    expect(res.body.items.map((r: any) => `${r.warehouseCode}:${r.priority}`)).toEqual(['WT-IST:1', 'WT-KOL:1', 'WT-ANK:2', 'WT-KOL:3']);
    const page2 = await call('GET', { token: tokens.reader, path: listUrl, query: { PageIndex: '2', PageSize: '3' } });
    expect(page2.body.items.map((r: any) => r.warehouseCode)).toEqual(['WT-KOL']);
    expect(page2.body).toMatchObject({ hasPreviousPage: true, hasNextPage: false, totalPages: 2 });

    const { rules, warehouses } = await loadWarehouseRouting(t.db);
    const route = (countryCode: string) =>
      warehousesFor(rules, warehouses, { countryCode, homeCountryCode: 'TR', isExportRegistered: false });
    expect(route('TR')).toEqual(['WT-IST', 'WT-ANK']);
    expect(route('DE')).toEqual(['WT-KOL']);
    expect(route('FR')).toEqual(['WT-KOL']);
  });

  it('deletes, audited; a second delete 404', async () => {
    expect((await call('DELETE', { token: tokens.admin, path: `${url}/${ank.id}` })).status).toBe(204);
    expectError(await call('DELETE', { token: tokens.admin, path: `${url}/${ank.id}` }), 404, 'NOT_FOUND', 'en');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'warehouse-target')
      .where('entity_id', '=', String(ank.id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('a rule created, changed or deleted routes the next cart read at once (the routing cache is dropped)', async () => {
    const route = async (country: string) => warehousesForDelivery(await loadRouting(t.db), country, false);
    // Read (and cache) the routing as a cart read would: Cyprus is an export, served by Köln's export rule.
    expect(await route('CY')).toEqual(['WT-KOL']);
    const created = await call('POST', {
      token: tokens.admin,
      body: { warehouseCode: 'WT-ANK', acceptedCountryCodes: ['CY'], priority: 0, isExport: true },
    });
    expect(created.status).toBe(200);
    expect(await route('CY')).toEqual(['WT-ANK', 'WT-KOL']);
    const changed = await call('PUT', {
      token: tokens.admin,
      path: `${url}/${created.body.id}`,
      body: { warehouseCode: 'WT-ANK', acceptedCountryCodes: ['CY'], rejectedCountryCodes: [], priority: 5, isExport: true },
    });
    expect(changed.status).toBe(200);
    expect(await route('CY')).toEqual(['WT-KOL', 'WT-ANK']);
    expect((await call('DELETE', { token: tokens.admin, path: `${url}/${created.body.id}` })).status).toBe(204);
    expect(await route('CY')).toEqual(['WT-KOL']);
  });

  it('answers 401 anonymous, 403 without the permission', async () => {
    expectError(await call('GET', { path: listUrl, query: { PageIndex: '1', PageSize: '5' }, culture: 'tr' }), 401, 'UNAUTHORIZED', 'tr');
    expectError(await call('GET', { token: tokens.bare, path: listUrl, query: { PageIndex: '1', PageSize: '5' } }), 403, 'FORBIDDEN', 'en');
    expectError(await call('POST', { token: tokens.reader, body: { warehouseCode: 'WT-IST', priority: 1 } }), 403, 'FORBIDDEN', 'en');
    expectError(
      await call('PUT', { token: tokens.reader, path: `${url}/${ist.id}`, body: { warehouseCode: 'WT-IST', priority: 1 } }),
      403,
      'FORBIDDEN',
      'en',
    );
    expectError(await call('DELETE', { token: tokens.reader, path: `${url}/${ist.id}` }), 403, 'FORBIDDEN', 'en');
  });

  it('answers a localised 400 for bad input', async () => {
    for (const query of [{ PageSize: '5' }, { PageIndex: '0', PageSize: '5' }, { PageIndex: '1' }]) {
      const res = await call('GET', { token: tokens.reader, path: listUrl, query, culture: 'de' });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'de'))).toBe(true);
    }
    for (const body of [
      { warehouseCode: 'WT-IST' },
      { warehouseCode: 'WT-IST', priority: 1, acceptedCountryCodes: ['TUR'] },
      { warehouseCode: '', priority: 1 },
      { warehouseCode: 'WT-IST', priority: -1 },
    ]) {
      const res = await call('POST', { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

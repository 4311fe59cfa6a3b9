import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';

let t: TestApp;
/** user.list, customer.list, salesman.list. */
let adminToken: string;
/** role.list only: roles yes, users/customers/salesmen no. */
let roleToken: string;
/** No permission at all: the open lookups only. */
let plainToken: string;
const tag = `Def${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  t = await createTestApp();
  const adminRole = await createRole(t.db, 'staff', ['user.list', 'customer.list', 'salesman.list']);
  adminToken = (
    await signIn(t, (await createUser(t.db, { roleId: adminRole, userType: 'staff', accountName: `${tag}.admin` })).account_name)
  ).token;
  const roleRole = await createRole(t.db, 'staff', ['role.list']);
  roleToken = (await signIn(t, (await createUser(t.db, { roleId: roleRole, userType: 'staff' })).account_name)).token;
  const plainRole = await createRole(t.db, 'dealer', []);
  const customer = await createCustomer(t.db);
  plainToken = (await signIn(t, (await createUser(t.db, { roleId: plainRole, userType: 'dealer', customerId: customer.id })).account_name))
    .token;
});
afterAll(() => t?.close());

const get = (url: string, token = adminToken, culture?: string) => t.call({ method: 'GET', url, token, culture });
const PAGE = 'PageNumber=1&PageSize=100';

describe('access', () => {
  it.each([
    [`/api/definitions/users?${PAGE}`, 'user.list'],
    ['/api/definitions/users/all', 'user.list'],
    [`/api/definitions/customers?${PAGE}`, 'customer.list'],
    ['/api/definitions/customers/abc', 'customer.list'],
    [`/api/definitions/salesmans?${PAGE}`, 'salesman.list'],
    ['/api/definitions/salesmen/abc', 'salesman.list'],
    [`/api/definitions/roles?${PAGE}`, 'user.list or role.list'],
    ['/api/definitions/roles/all', 'user.list or role.list'],
  ])('%s needs %s', async (url) => {
    expectError(await t.call({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    expectError(await get(url, plainToken, 'de'), 403, 'FORBIDDEN', 'de');
    expect((await get(url)).status).toBe(200);
  });

  // docs/decisions/0021: the user form and the salesman assignment pick from them without the list permissions
  it.each([
    ['user.create', ['/api/definitions/customers/abc', '/api/definitions/salesmen/abc']],
    ['user.update', ['/api/definitions/customers/abc', '/api/definitions/salesmen/abc']],
    ['salesman.update', ['/api/definitions/customers/abc']],
  ])('%s opens the name lookups its screens use, not the paged lists', async (code, open) => {
    const role = await createRole(t.db, 'staff', [code]);
    const token = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
    for (const url of open) expect((await get(url, token)).status, url).toBe(200);
    const closed = ['/api/definitions/customers/abc', '/api/definitions/salesmen/abc'].filter((url) => !open.includes(url));
    for (const url of [
      ...closed,
      `/api/definitions/customers?${PAGE}`,
      `/api/definitions/salesmans?${PAGE}`,
      '/api/definitions/users/all',
    ]) {
      expectError(await get(url, token, 'en'), 403, 'FORBIDDEN', 'en');
    }
  });

  it('customer-registration.update opens the list of all roles (the approval picks the dealer role)', async () => {
    const role = await createRole(t.db, 'staff', ['customer-registration.update']);
    const token = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
    expect((await get('/api/definitions/roles/all', token)).status).toBe(200);
    expectError(await get(`/api/definitions/roles?${PAGE}`, token), 403, 'FORBIDDEN');
  });

  it('role.list alone opens the role lookups only', async () => {
    expect((await get('/api/definitions/roles/all', roleToken)).status).toBe(200);
    expectError(await get('/api/definitions/users/all', roleToken), 403, 'FORBIDDEN');
  });

  it.each([
    `/api/definitions/countries?${PAGE}`,
    '/api/definitions/countries/all',
    '/api/definitions/orders/statuses',
    '/api/definitions/product-list/sort-params',
    '/api/definitions/configs/data-types',
  ])('%s is open to any signed-in user, not to anonymous', async (url) => {
    expectError(await t.call({ method: 'GET', url, culture: 'en' }), 401, 'UNAUTHORIZED', 'en');
    expect((await get(url, plainToken)).status).toBe(200);
  });
});

describe('roles and users', () => {
  it('pages roles and lists all (deleted roles left out)', async () => {
    const live = await createRole(t.db, 'salesman');
    const gone = await createRole(t.db, 'staff');
    await t.db.updateTable('roles').set({ deleted_at: new Date() }).where('id', '=', gone).execute();
    const all = await get('/api/definitions/roles/all');
    expect(all.body).toContainEqual({ id: live, name: expect.any(String), roleType: 'salesman' });
    expect(all.body.map((r: { id: number }) => r.id)).not.toContain(gone);
    const liveName = all.body.find((r: { id: number }) => r.id === live).name;
    const paged = await get(`/api/definitions/roles?SearchTerm=${encodeURIComponent(liveName)}&${PAGE}`);
    expect(paged.body).toMatchObject({ totalCount: 1, items: [{ id: live, name: liveName, roleType: 'salesman' }] });
  });

  it('pages users by account name and lists all', async () => {
    const role = await createRole(t.db, 'staff');
    const b = await createUser(t.db, { roleId: role, userType: 'staff', accountName: `${tag}.b` });
    const a = await createUser(t.db, { roleId: role, userType: 'staff', accountName: `${tag}.a` });
    const paged = await get(`/api/definitions/users?SearchTerm=${tag}.&OrderBy=accountName desc&PageNumber=1&PageSize=2`);
    expect(paged.body).toMatchObject({ totalCount: 3, totalPages: 2, hasNextPage: true });
    // The signed-in `${tag}.admin` is one of the three.
    expect(paged.body.items).toEqual([
      { id: b.id, accountName: `${tag}.b` },
      { id: expect.any(String), accountName: `${tag}.admin` },
    ]);
    const page2 = await get(`/api/definitions/users?SearchTerm=${tag}.&OrderBy=accountName desc&PageNumber=2&PageSize=2`);
    expect(page2.body.items).toEqual([{ id: a.id, accountName: `${tag}.a` }]);
    expect((await get('/api/definitions/users/all')).body).toContainEqual({ id: a.id, accountName: `${tag}.a` });
  });

  it('refuses an unknown sort field with INVALID_SORT', async () => {
    expectError(await get(`/api/definitions/users?OrderBy=password_hash&${PAGE}`, adminToken, 'en'), 400, 'INVALID_SORT', 'en', {
      orderBy: 'password_hash',
    });
  });
});

describe('customers and salesmen', () => {
  it('finds active customers by name, Turkish-insensitively; pages by name and code', async () => {
    const c1 = await createCustomer(t.db, { name: `Işıklar Oto ${tag}`, code: `${tag}-2` });
    const c2 = await createCustomer(t.db, { name: `ISIK Lastik ${tag}`, code: `${tag}-1` });
    await createCustomer(t.db, { name: `Işık Pasif ${tag}`, is_active: false });
    const byName = await get(`/api/definitions/customers/${encodeURIComponent('ışık')}`);
    expect(byName.status).toBe(200);
    expect(byName.body).toEqual([
      { id: c2.id, name: `ISIK Lastik ${tag}`, code: `${tag}-1` },
      { id: c1.id, name: `Işıklar Oto ${tag}`, code: `${tag}-2` },
    ]);
    const paged = await get(`/api/definitions/customers?SearchTerm=${tag}&OrderBy=code desc&${PAGE}`);
    expect(paged.body.items.map((c: { id: string }) => c.id)).toEqual([c1.id, c2.id]);
  });

  it('caps a name lookup at 50', async () => {
    await t.db
      .insertInto('customers')
      .values(Array.from({ length: 55 }, (_, i) => ({ name: `Çok ${tag} ${String(i).padStart(2, '0')}`, country_code: 'TR' })))
      .execute();
    expect((await get(`/api/definitions/customers/${encodeURIComponent(`çok ${tag}`)}`)).body).toHaveLength(50);
  });

  it('finds salesmen by name (salesmen/{name}) and pages them (salesmans)', async () => {
    const s = await t.db
      .insertInto('salesmen')
      .values({ code: `${tag}-S`, name: `Gökhan Öğüt ${tag}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/definitions/salesmen/${encodeURIComponent('GOKHAN OGUT')}`)).body).toEqual([
      { id: s.id, name: `Gökhan Öğüt ${tag}`, code: `${tag}-S` },
    ]);
    const paged = await get(`/api/definitions/salesmans?SearchTerm=${tag}-S&${PAGE}`);
    expect(paged.body).toMatchObject({ totalCount: 1, items: [{ id: s.id, code: `${tag}-S` }] });
  });

  it('refuses a blank name with VALIDATION_FAILED', async () => {
    const res = await get('/api/definitions/customers/%20%20', adminToken, 'en');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
  });
});

describe('countries', () => {
  it('lists all countries with names in the caller’s language, sorted for that language', async () => {
    const tr = await get('/api/definitions/countries/all', plainToken, 'tr');
    expect(tr.body.length).toBeGreaterThanOrEqual(60);
    expect(tr.body).toContainEqual({ id: 'DE', name: 'Almanya' });
    expect(tr.body).toContainEqual({ id: 'TR', name: 'Türkiye' });
    const de = await get('/api/definitions/countries/all', plainToken, 'de');
    expect(de.body).toContainEqual({ id: 'DE', name: 'Deutschland' });
    expect(de.body).toContainEqual({ id: 'AT', name: 'Österreich' });
    const en = await get('/api/definitions/countries/all', plainToken, 'en');
    expect(en.body).toContainEqual({ id: 'GB', name: 'United Kingdom' });
    // "Çin" sorts with C in Turkish, not after Z.
    const names = tr.body.map((c: { name: string }) => c.name);
    expect(names.indexOf('Çin')).toBeLessThan(names.indexOf('Danimarka'));
    expect(names.indexOf('Çin')).toBeGreaterThan(names.indexOf('Cezayir'));
  });

  it('pages, searches Turkish-insensitively over name and code, and sorts by id', async () => {
    const res = await get('/api/definitions/countries?SearchTerm=isvic&PageNumber=1&PageSize=5', plainToken, 'tr');
    expect(res.body).toMatchObject({ totalCount: 1, items: [{ id: 'CH', name: 'İsviçre' }] });
    const byId = await get('/api/definitions/countries?OrderBy=id desc&PageNumber=1&PageSize=2', plainToken, 'en');
    expect(byId.body.items).toEqual([
      { id: 'ZA', name: 'South Africa' },
      { id: 'VA', name: 'Vatican City' },
    ]);
    expect(byId.body.totalCount).toBeGreaterThanOrEqual(60);
    expectError(await get('/api/definitions/countries?OrderBy=population&PageNumber=1&PageSize=2', plainToken), 400, 'INVALID_SORT');
  });
});

describe('constant lookups', () => {
  it('order statuses in the caller’s language', async () => {
    const en = await get('/api/definitions/orders/statuses', plainToken, 'en');
    expect(en.body.map((s: { id: string }) => s.id)).toEqual([
      'Pending',
      'Approved',
      'Processing',
      'Shipped',
      'PartiallyShipped',
      'Delivered',
      'Cancelled',
      'Rejected',
    ]);
    expect(en.body).toContainEqual({ id: 'PartiallyShipped', name: 'Partially shipped' });
    expect((await get('/api/definitions/orders/statuses', plainToken, 'de')).body).toContainEqual({ id: 'Cancelled', name: 'Storniert' });
  });

  it('product sort params: title, column, direction', async () => {
    const res = await get('/api/definitions/product-list/sort-params', plainToken, 'tr');
    expect(res.body).toHaveLength(8);
    expect(res.body).toContainEqual({ id: 'price-asc', title: 'Fiyat (önce en düşük)', column: 'price', direction: 'asc' });
    expect(res.body).toContainEqual({ id: 'newest', title: 'En yeniler', column: 'createdOn', direction: 'desc' });
  });

  it('config data types', async () => {
    const res = await get('/api/definitions/configs/data-types', plainToken, 'de');
    expect(res.body).toEqual([
      { id: 'string', name: 'Text' },
      { id: 'number', name: 'Zahl' },
      { id: 'boolean', name: 'Ja/Nein' },
      { id: 'json', name: 'JSON' },
      { id: 'date', name: 'Datum' },
    ]);
  });
});

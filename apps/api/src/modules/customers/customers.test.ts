import { randomUUID } from 'node:crypto';
import { errorMessage } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createRole,
  createSalesman,
  createTestApp,
  createUser,
  expectError,
  signIn,
  type TestApp,
} from '../../../test/harness';

let t: TestApp;
let tag: string;
let tokens: { staff: string; salesman: string; dealer: string; noPermission: string };
let customers: Record<'sirket' | 'ilker' | 'isik' | 'mueller' | 'closed', { id: string; name: string; code: string | null }>;

beforeAll(async () => {
  t = await createTestApp();
  tag = randomUUID().slice(0, 6);
  customers = {
    sirket: await createCustomer(t.db, { name: `Şirket Lastik ${tag}`, code: `T-${tag}-01`, country_code: 'TR' }),
    ilker: await createCustomer(t.db, { name: `İlker Jant ${tag}`, code: `T-${tag}-02`, country_code: 'TR' }),
    isik: await createCustomer(t.db, { name: `Işık Akü ${tag}`, code: `T-${tag}-03`, country_code: 'TR' }),
    mueller: await createCustomer(t.db, { name: `Müller Reifen ${tag}`, code: `T-${tag}-04`, country_code: 'DE' }),
    closed: await createCustomer(t.db, { name: `Kapalı Bayi ${tag}`, code: `T-${tag}-05`, country_code: 'AT', is_active: false }),
  };
  const staffRole = await createRole(t.db, 'staff', ['customer.list']);
  const salesmanRole = await createRole(t.db, 'salesman', ['customer.list']);
  const dealerRole = await createRole(t.db, 'dealer', ['customer.list']);
  const noRole = await createRole(t.db, 'staff', ['order.list', 'customer.select']);
  const salesmanId = await createSalesman(t.db, [customers.sirket.id, customers.mueller.id]);
  const mk = async (roleId: number, userType: 'staff' | 'salesman' | 'dealer', extra: { customerId?: string; salesmanId?: string } = {}) =>
    (await signIn(t, (await createUser(t.db, { roleId, userType, ...extra })).account_name)).token;
  tokens = {
    staff: await mk(staffRole, 'staff'),
    salesman: await mk(salesmanRole, 'salesman', { salesmanId }),
    dealer: await mk(dealerRole, 'dealer', { customerId: customers.ilker.id }),
    noPermission: await mk(noRole, 'staff'),
  };
});
afterAll(() => t?.close());

const list = (token: string | undefined, query: string, culture?: string) =>
  t.call({ method: 'GET', url: `/api/customers?${query}`, token, culture });
const names = (body: { items: Array<{ name: string }> }) => body.items.map((c) => c.name);

describe('access', () => {
  it.each([`/api/customers?PageNumber=1&PageSize=10`, `/api/customers/abc`])(
    '%s: anonymous 401, without customer.list 403',
    async (url) => {
      expectError(await t.call({ method: 'GET', url }), 401, 'UNAUTHORIZED');
      expectError(await t.call({ method: 'GET', url, token: tokens.noPermission, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    },
  );
});

describe('GET /api/customers', () => {
  it('pages every customer for staff, with the spec row shape', async () => {
    const res = await list(tokens.staff, `SearchTerm=${tag}&PageNumber=1&PageSize=2&OrderBy=code`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pageIndex: 1, pageSize: 2, totalCount: 5, totalPages: 3, hasPreviousPage: false, hasNextPage: true });
    expect(res.body.items[0]).toEqual({
      id: customers.sirket.id,
      code: `T-${tag}-01`,
      name: `Şirket Lastik ${tag}`,
      title: null,
      email: null,
      phoneNumber: null,
      representativePerson: null,
      // a customer that did not come from a registration gave no consent through the portal
      isKvkkConfirm: false,
      isCommunicationConfirm: false,
      customerSectors: [],
      countryCode: 'TR',
      currency: 'TRY',
      language: null,
      isActive: true,
    });
    const last = await list(tokens.staff, `SearchTerm=${tag}&PageNumber=3&PageSize=2&OrderBy=code`);
    expect(last.body.items.map((c: { id: string }) => c.id)).toEqual([customers.closed.id]);
    expect(last.body.hasNextPage).toBe(false);
  });

  it('searches name and code Turkish-letter-insensitively', async () => {
    expect(names((await list(tokens.staff, `SearchTerm=${encodeURIComponent('sirket lastik')}&PageNumber=1&PageSize=10`)).body)).toEqual([
      customers.sirket.name,
    ]);
    expect(names((await list(tokens.staff, `SearchTerm=${encodeURIComponent('ILKER')}&PageNumber=1&PageSize=10`)).body)).toContain(
      customers.ilker.name,
    );
    expect(names((await list(tokens.staff, `SearchTerm=${encodeURIComponent('ışık akü')}&PageNumber=1&PageSize=10`)).body)).toEqual([
      customers.isik.name,
    ]);
    expect(names((await list(tokens.staff, `SearchTerm=T-${tag}-04&PageNumber=1&PageSize=10`)).body)).toEqual([customers.mueller.name]);
  });

  it('sorts and filters', async () => {
    const desc = await list(tokens.staff, `SearchTerm=${tag}&OrderBy=${encodeURIComponent('name desc')}&PageNumber=1&PageSize=10`);
    const asc = await list(tokens.staff, `SearchTerm=${tag}&OrderBy=name&PageNumber=1&PageSize=10`);
    expect(names(desc.body)).toHaveLength(5);
    // Collation differs between PGlite and servers; the direction must not.
    expect(names(desc.body)).toEqual([...names(asc.body)].reverse());
    const filters = encodeURIComponent(JSON.stringify({ isActive: false }));
    expect(names((await list(tokens.staff, `SearchTerm=${tag}&ColumnFilters=${filters}&PageNumber=1&PageSize=10`)).body)).toEqual([
      customers.closed.name,
    ]);
    const de = encodeURIComponent(JSON.stringify({ countryCode: 'DE' }));
    expect(names((await list(tokens.staff, `SearchTerm=${tag}&ColumnFilters=${de}&PageNumber=1&PageSize=10`)).body)).toEqual([
      customers.mueller.name,
    ]);
  });

  it('a salesman sees only his assigned customers; a dealer only its own', async () => {
    const s = await list(tokens.salesman, 'PageNumber=1&PageSize=50&OrderBy=name');
    expect(s.status).toBe(200);
    expect(s.body.items.map((c: { id: string }) => c.id).sort()).toEqual([customers.sirket.id, customers.mueller.id].sort());
    const d = await list(tokens.dealer, 'PageNumber=1&PageSize=50');
    expect(d.body.items.map((c: { id: string }) => c.id)).toEqual([customers.ilker.id]);
  });

  it('refuses bad paging, sorting and filters with a localised 400', async () => {
    const missing = await list(tokens.staff, 'PageSize=10', 'de');
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.message).toContain(errorMessage('VALIDATION_FAILED', 'de'));
    expectError(await list(tokens.staff, 'PageNumber=1&PageSize=10&OrderBy=password', 'en'), 400, 'INVALID_SORT', 'en', {
      orderBy: 'password',
    });
    expectError(
      await list(tokens.staff, `PageNumber=1&PageSize=10&ColumnFilters=${encodeURIComponent('{"nope":1}')}`, 'de'),
      400,
      'INVALID_FILTER',
      'de',
    );
  });
});

describe('the spec’s Customer fields (01 §3, 02 §3)', () => {
  it('answers the consents and sectors the customer holds, in the list and by name', async () => {
    // a tag of its own, so the other tests' counts over `tag` stay as they are
    const own = randomUUID().slice(0, 6);
    const consenting = await createCustomer(t.db, { name: `Onaylı Bayi ${own}` });
    await t.db
      .updateTable('customers')
      .set({
        title: 'Onaylı Bayi Ltd. Şti.',
        email: 'info@onayli.example',
        phone_number: '+90 212 555 0101',
        representative_person: 'Ayşe Onay',
        is_kvkk_confirm: true,
        is_communication_confirm: true,
        customer_sectors: ['LST', 'AKU'],
      })
      .where('id', '=', consenting.id)
      .execute();
    const expected = {
      id: consenting.id,
      name: `Onaylı Bayi ${own}`,
      title: 'Onaylı Bayi Ltd. Şti.',
      email: 'info@onayli.example',
      phoneNumber: '+90 212 555 0101',
      representativePerson: 'Ayşe Onay',
      isKvkkConfirm: true,
      isCommunicationConfirm: true,
      customerSectors: ['LST', 'AKU'],
    };
    const listed = await list(tokens.staff, `SearchTerm=${encodeURIComponent(`Onaylı Bayi ${own}`)}&PageNumber=1&PageSize=10`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([expect.objectContaining(expected)]);
    const byName = await t.call({ method: 'GET', url: `/api/customers/${encodeURIComponent(`Onaylı Bayi ${own}`)}`, token: tokens.staff });
    expect(byName.body).toEqual([expect.objectContaining(expected)]);
    // the dealer's own scope still holds: another customer's consents are not its business
    const dealer = await t.call({ method: 'GET', url: `/api/customers/${encodeURIComponent(`Onaylı Bayi ${own}`)}`, token: tokens.dealer });
    expect(dealer.body).toEqual([]);
  });
});

describe('GET /api/customers/{name}', () => {
  it('finds by a part of the name, names starting with it first, scoped like the list', async () => {
    const other = await createCustomer(t.db, { name: `Anadolu Işık ${tag}` });
    const res = await t.call({ method: 'GET', url: `/api/customers/${encodeURIComponent('isik')}`, token: tokens.staff });
    expect(res.status).toBe(200);
    const found = res.body.map((c: { id: string }) => c.id);
    expect(found).toContain(customers.isik.id);
    expect(found).toContain(other.id);
    expect(found.indexOf(customers.isik.id)).toBeLessThan(found.indexOf(other.id));
    expect(res.body[0]).toHaveProperty('countryCode');

    const salesman = await t.call({ method: 'GET', url: `/api/customers/${encodeURIComponent(tag)}`, token: tokens.salesman });
    expect(salesman.body.map((c: { id: string }) => c.id).sort()).toEqual([customers.sirket.id, customers.mueller.id].sort());
  });

  it('answers an empty list when nothing matches and at most 50 rows', async () => {
    const none = await t.call({ method: 'GET', url: `/api/customers/zzz-${tag}-none`, token: tokens.staff });
    expect(none).toMatchObject({ status: 200, body: [] });
    const bulk = `Bulk ${randomUUID().slice(0, 6)}`;
    await t.db
      .insertInto('customers')
      .values(Array.from({ length: 55 }, (_, i) => ({ name: `${bulk} ${i}`, country_code: 'TR' })))
      .execute();
    const many = await t.call({ method: 'GET', url: `/api/customers/${encodeURIComponent(bulk)}`, token: tokens.staff });
    expect(many.body).toHaveLength(50);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createSalesman, createTestApp, createUser, signIn, type TestApp } from '../../../test/harness';

// Customer lists (docs/architecture.md, ADR 0030): every call that lists or names customers shows a
// salesman only his assigned customers, a dealer only its own, staff (with the call's permission) all.

type Who = 'salesman' | 'otherSalesman' | 'dealer' | 'staff' | 'selector';
type Name = 'mine' | 'shared' | 'germanDealer' | 'inactiveMine';

let t: TestApp;
const tag = `Cl${randomUUID().slice(0, 8)}`;
const ids = {} as Record<Name, string>;
const tokens = {} as Record<Who, string>;
let otherSalesmanId: string;

beforeAll(async () => {
  t = await createTestApp();
  const customer = async (name: string, country: string, isActive = true) =>
    (await createCustomer(t.db, { name: `${name} ${tag}`, code: `${tag}-${name}`, country_code: country, is_active: isActive })).id;
  ids.mine = await customer('Alpha Lastik', 'TR');
  ids.shared = await customer('Beta Reifen', 'DE');
  ids.germanDealer = await customer('Gamma Autohaus', 'DE');
  ids.inactiveMine = await customer('Delta Closed', 'TR', false);

  const salesmanId = await createSalesman(t.db, [ids.mine, ids.shared, ids.inactiveMine]);
  otherSalesmanId = await createSalesman(t.db, [ids.shared, ids.germanDealer]);

  // Every role holds every permission these calls ask for: what the caller sees is the scope's doing.
  const lists = ['customer.list', 'user.list', 'salesman.list', 'user.create'];
  const salesmanRole = await createRole(t.db, 'salesman', lists);
  const dealerRole = await createRole(t.db, 'dealer', lists);
  const staffRole = await createRole(t.db, 'staff', lists);
  const selectorRole = await createRole(t.db, 'staff', [...lists, 'customer.select']);
  const users = {
    salesman: await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId }),
    otherSalesman: await createUser(t.db, { roleId: salesmanRole, userType: 'salesman', salesmanId: otherSalesmanId }),
    dealer: await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: ids.mine }),
    staff: await createUser(t.db, { roleId: staffRole, userType: 'staff' }),
    selector: await createUser(t.db, { roleId: selectorRole, userType: 'staff' }),
  };
  // dealer users of the other customers too (GET /api/users/customers lists customers with dealer users)
  for (const id of [ids.shared, ids.germanDealer, ids.inactiveMine])
    await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: id });
  for (const who of Object.keys(users) as Who[]) tokens[who] = (await signIn(t, users[who].account_name)).token;
});
afterAll(() => t?.close());

const PAGE = 'PageNumber=1&PageSize=100';
/** Every call that lists customers, each answering the customers of this test it names. */
const calls: Record<string, () => string> = {
  'GET /api/customers': () => `/api/customers?SearchTerm=${tag}&${PAGE}`,
  'GET /api/customers/{name}': () => `/api/customers/${tag}`,
  'GET /api/definitions/customers': () => `/api/definitions/customers?SearchTerm=${tag}&${PAGE}`,
  'GET /api/definitions/customers/{name}': () => `/api/definitions/customers/${tag}`,
  'GET /api/home/customers': () => '/api/home/customers',
  'GET /api/users/customers': () => '/api/users/customers',
  'GET /api/salesmans/{salesmanId}/customers': () => `/api/salesmans/${otherSalesmanId}/customers`,
};

async function namedCustomers(who: Who, url: string): Promise<Name[]> {
  const res = await t.call({ method: 'GET', url, token: tokens[who] });
  expect(res.status, `${who} ${url}: ${JSON.stringify(res.body)}`).toBe(200);
  const rows: Array<{ id: string }> = Array.isArray(res.body) ? res.body : res.body.items;
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name as Name]));
  return rows.flatMap((r) => byId.get(r.id) ?? []).sort();
}

/** What each caller sees of the four customers, per call (the inactive one only where the call lists inactive customers). */
const administration: Record<Who, Name[]> = {
  salesman: ['inactiveMine', 'mine', 'shared'],
  otherSalesman: ['germanDealer', 'shared'],
  dealer: ['mine'],
  staff: ['germanDealer', 'inactiveMine', 'mine', 'shared'],
  selector: ['germanDealer', 'inactiveMine', 'mine', 'shared'],
};
const lookups: Record<Who, Name[]> = {
  salesman: ['mine', 'shared'],
  otherSalesman: ['germanDealer', 'shared'],
  dealer: ['mine'],
  staff: ['germanDealer', 'mine', 'shared'],
  selector: ['germanDealer', 'mine', 'shared'],
};
const expected: Record<string, Record<Who, Name[]>> = {
  'GET /api/customers': administration,
  'GET /api/customers/{name}': administration,
  'GET /api/definitions/customers': lookups,
  'GET /api/definitions/customers/{name}': lookups,
  // the picker: staff need customer.select on top
  'GET /api/home/customers': {
    salesman: ['mine', 'shared'],
    otherSalesman: ['germanDealer', 'shared'],
    dealer: ['mine'],
    staff: [],
    selector: ['germanDealer', 'mine', 'shared'],
  },
  'GET /api/users/customers': administration,
  // the other salesman's customers: a salesman sees only those that are also his
  'GET /api/salesmans/{salesmanId}/customers': {
    salesman: ['shared'],
    otherSalesman: ['germanDealer', 'shared'],
    dealer: [],
    staff: ['germanDealer', 'shared'],
    selector: ['germanDealer', 'shared'],
  },
};

describe('every call that lists customers shows the caller only his own', () => {
  for (const [call, url] of Object.entries(calls)) {
    it(call, async () => {
      for (const who of Object.keys(tokens) as Who[]) {
        expect(await namedCustomers(who, url()), `${who}: ${call}`).toEqual(expected[call]![who]);
      }
    });
  }

  it('the paged lookups count only the caller’s customers', async () => {
    const res = await t.call({ method: 'GET', url: calls['GET /api/definitions/customers']!(), token: tokens.salesman });
    expect(res.body.totalCount).toBe(2);
  });
});

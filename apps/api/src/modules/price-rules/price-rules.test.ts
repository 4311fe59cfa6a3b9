import { buildPath, type EndpointDefinition, errorMessage, type HttpMethod, priceRulesApi } from '@dealerport/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/catalog-factories';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';

let t: TestApp;
const tokens = {} as Record<'admin' | 'lister' | 'staff' | 'dealer', string>;
const c = {} as Record<'gold1' | 'gold2' | 'silver' | 'plain' | 'inactiveGold', { id: string; code: string | null; name: string }>;
const p = {} as Record<'tyre' | 'rim', number>;
let tyres: number;
let rims: number;

const BASE = '/api/price-rules';
type Method = HttpMethod;
const call = (method: Method, url: string, opts: { token?: string | null; payload?: object; culture?: string } = {}) =>
  t.call({
    method,
    url,
    token: opts.token === null ? undefined : (opts.token ?? tokens.admin),
    culture: opts.culture ?? 'en',
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
const campaign = (over: object = {}) => ({
  code: 'SPRING-26',
  names: { tr: 'Bahar kampanyası', de: 'Frühlingsaktion' },
  startsOn: '2000-01-01',
  endsOn: '2999-12-31',
  kind: 'percent',
  value: '12.5',
  customerIds: [c.gold1.id],
  priceGroups: ['GOLD'],
  productIds: [p.tyre],
  categoryIds: [rims],
  ...over,
});
/** A 400 VALIDATION_FAILED worded in `culture`: the general sentence, then what is wrong. */
function expectBadInput(res: { status: number; body: any }, culture: 'tr' | 'de' | 'en') {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  expect(res.body.message.startsWith(`${errorMessage('VALIDATION_FAILED', culture)} `)).toBe(true);
}
const audit = (entity: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

let listId: number;
let emptyListId: number;

beforeAll(async () => {
  t = await createTestApp();
  const token = async (kind: 'staff' | 'dealer', permissions: string[], customerId?: string) =>
    (
      await signIn(
        t,
        (
          await createUser(t.db, {
            roleId: await createRole(t.db, kind, permissions),
            userType: kind,
            ...(customerId ? { customerId } : {}),
          })
        ).account_name,
      )
    ).token;
  for (const [key, group, active] of [
    ['gold1', 'GOLD', true],
    ['gold2', 'gold', true],
    ['silver', 'SILVER', true],
    ['plain', null, true],
    ['inactiveGold', 'Gold', false],
  ] as const) {
    c[key] = await createCustomer(t.db, { name: `Price rules ${key}`, is_active: active });
    await t.db.updateTable('customers').set({ price_group: group }).where('id', '=', c[key].id).execute();
  }
  tokens.admin = await token('staff', ['price-rule.list', 'price-rule.create', 'price-rule.update', 'price-rule.delete']);
  tokens.lister = await token('staff', ['price-rule.list']);
  tokens.staff = await token('staff', ['bundle.list', 'customer.list']);
  tokens.dealer = await token('dealer', [], c.plain.id);

  tyres = await createCategory(t.db, { code: 'PRLST', names: { tr: 'Lastik', de: 'Reifen', en: 'Tyres' } });
  rims = await createCategory(t.db, { code: 'PRJNT', names: { tr: 'Jant', de: 'Felgen', en: 'Rims' } });
  p.tyre = await createProduct(t.db, { code: 'PR-TYRE-1', name: 'Michelin Primacy', categoryId: tyres, listPrice: '100' });
  p.rim = await createProduct(t.db, { code: 'PR-RIM-1', name: 'Alloy rim 17', categoryId: rims, listPrice: '250' });

  const list = await t.db
    .insertInto('price_lists')
    .values({ code: 'GOLD-2026', name: 'Gold dealers 2026', currency: 'TRY', valid_from: '2026-01-01', valid_to: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  listId = list.id;
  await t.db
    .insertInto('price_list_items')
    .values([
      { price_list_id: listId, product_id: p.tyre, min_quantity: 1, price: '90' },
      { price_list_id: listId, product_id: p.tyre, min_quantity: 4, price: '85.5' },
      { price_list_id: listId, product_id: p.rim, min_quantity: 1, price: '230.1234' },
    ])
    .execute();
  await t.db
    .insertInto('price_list_assignments')
    .values([
      { price_list_id: listId, customer_id: null, price_group: 'GOLD' },
      { price_list_id: listId, customer_id: c.silver.id, price_group: null },
    ])
    .execute();
  emptyListId = (
    await t.db
      .insertInto('price_lists')
      .values({ code: 'EUR-BASE', name: 'Euro base', currency: 'EUR', is_active: false })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t?.close());

/** Every call of the area with a path that exists and a body that passes. */
const everyCall = () =>
  (priceRulesApi.priceRulesEndpoints as readonly EndpointDefinition[]).map((ep) => ({
    ep,
    url: buildPath(ep.path, { id: ep.path.includes('price-lists') ? listId : 1 }),
    payload:
      ep.method === 'PUT' && ep.path.endsWith('assignments') ? { everyone: true } : ep.body ? campaign({ code: 'X-AUTH' }) : undefined,
  }));

describe('who may call', () => {
  it('answers 401 to an anonymous caller on every call', async () => {
    for (const { ep, url, payload } of everyCall()) {
      const res = await call(ep.method, url, { token: null, ...(payload ? { payload } : {}) });
      expectError(res, 401, 'UNAUTHORIZED', 'en');
    }
  });

  it('answers 403 to a dealer and to staff without the permission, on every call', async () => {
    for (const token of [tokens.dealer, tokens.staff]) {
      for (const { ep, url, payload } of everyCall()) {
        const res = await call(ep.method, url, { token, ...(payload ? { payload } : {}) });
        expect(res.status, `${ep.id}`).toBe(403);
      }
    }
  });

  it('lets a role holding only price-rule.list read but not write', async () => {
    expect((await call('GET', `${BASE}/campaigns`, { token: tokens.lister })).status).toBe(200);
    expect((await call('GET', `${BASE}/price-lists/${listId}/items`, { token: tokens.lister })).status).toBe(200);
    expectError(
      await call('POST', `${BASE}/campaigns`, { token: tokens.lister, payload: campaign({ code: 'LISTER' }) }),
      403,
      'FORBIDDEN',
      'en',
    );
    expectError(
      await call('PUT', `${BASE}/price-lists/${listId}/assignments`, { token: tokens.lister, payload: { everyone: true } }),
      403,
      'FORBIDDEN',
      'en',
    );
    expectError(await call('DELETE', `${BASE}/campaigns/1`, { token: tokens.lister }), 403, 'FORBIDDEN', 'en');
  });
});

describe('campaigns', () => {
  let id: number;

  it('creates a campaign and answers it with its customers, products, categories and status, audited', async () => {
    const res = await call('POST', `${BASE}/campaigns`, { payload: campaign({ priceGroups: ['GOLD', 'gold', 'Silver'] }) });
    expect(res.status).toBe(200);
    id = res.body.id;
    expect(res.body).toMatchObject({
      code: 'SPRING-26',
      name: 'Bahar kampanyası', // no English name: the Turkish one
      names: { tr: 'Bahar kampanyası', de: 'Frühlingsaktion', en: '' },
      startsOn: '2000-01-01',
      endsOn: '2999-12-31',
      kind: 'percent',
      value: '12.50',
      currency: null,
      customers: [{ id: c.gold1.id, code: c.gold1.code, name: c.gold1.name }],
      priceGroups: ['GOLD', 'Silver'],
      products: [{ id: p.tyre, code: 'PR-TYRE-1', name: 'Michelin Primacy' }],
      categories: [{ id: rims, name: 'Rims' }],
      isActive: true,
      status: 'running',
    });
    const de = await call('GET', `${BASE}/campaigns/${id}`, { culture: 'de' });
    expect(de.body).toMatchObject({ name: 'Frühlingsaktion', categories: [{ id: rims, name: 'Felgen' }] });
    const rows = await audit('campaign', id);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'create',
        after: expect.objectContaining({ code: 'SPRING-26', value: '12.50', customerIds: [c.gold1.id] }),
      }),
    ]);
  });

  it('stores a fixed price with its currency (upper-cased), and drops a percent campaign’s currency', async () => {
    const fixed = await call('POST', `${BASE}/campaigns`, {
      payload: campaign({ code: 'FIX-1', kind: 'fixedPrice', value: '79.9', currency: 'try', customerIds: [], priceGroups: [] }),
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ kind: 'fixedPrice', value: '79.90', currency: 'TRY', customers: [], priceGroups: [] });
    const percent = await call('POST', `${BASE}/campaigns`, { payload: campaign({ code: 'PCT-CUR', currency: 'EUR' }) });
    expect(percent.body.currency).toBeNull();
  });

  it('refuses a code taken by another campaign, whatever its case: 409 with the code', async () => {
    const res = await call('POST', `${BASE}/campaigns`, { payload: campaign({ code: 'spring-26' }) });
    expectError(res, 409, 'CAMPAIGN_CODE_TAKEN', 'en', { code: 'spring-26' });
    expect(res.body.message).toBe('A campaign with this code already exists: spring-26');
    const other = await call('POST', `${BASE}/campaigns`, { payload: campaign({ code: 'OTHER-1' }) });
    expectError(
      await call('PUT', `${BASE}/campaigns/${other.body.id}`, { payload: campaign({ code: 'Spring-26' }), culture: 'tr' }),
      409,
      'CAMPAIGN_CODE_TAKEN',
      'tr',
    );
  });

  it('updates a campaign (its own code may stay), audited with before and after', async () => {
    const res = await call('PUT', `${BASE}/campaigns/${id}`, {
      payload: campaign({ names: { tr: 'Bahar', en: 'Spring sale' }, value: '15', customerIds: [], productIds: [p.tyre, p.rim, p.tyre] }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Spring sale', value: '15.00', customers: [], products: [{ id: p.tyre }, { id: p.rim }] });
    const rows = await audit('campaign', id);
    expect(rows.at(-1)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ value: '12.50', customerIds: [c.gold1.id] }),
      after: expect.objectContaining({ value: '15.00', customerIds: [], productIds: [p.tyre, p.rim] }),
    });
  });

  it('answers each campaign’s status on the distributor’s day and filters by it', async () => {
    await call('POST', `${BASE}/campaigns`, { payload: campaign({ code: 'PLAN-1', startsOn: '2998-01-01', endsOn: '2998-12-31' }) });
    await call('POST', `${BASE}/campaigns`, { payload: campaign({ code: 'OLD-1', startsOn: '2001-01-01', endsOn: '2001-01-31' }) });
    await call('POST', `${BASE}/campaigns`, { payload: campaign({ code: 'OFF-1', isActive: false }) });
    const statusOf = async (status: string) =>
      (await call('GET', `${BASE}/campaigns?status=${status}&PageSize=100`)).body.items.map((i: { code: string; status: string }) => [
        i.code,
        i.status,
      ]);
    expect(await statusOf('planned')).toEqual([['PLAN-1', 'planned']]);
    expect(await statusOf('ended')).toEqual([['OLD-1', 'ended']]);
    expect(await statusOf('inactive')).toEqual([['OFF-1', 'inactive']]);
    expect((await statusOf('running')).map(([code]: [string]) => code).sort()).toEqual(['FIX-1', 'OTHER-1', 'PCT-CUR', 'SPRING-26']);
  });

  it('pages and searches by code and by name (Turkish letters folded)', async () => {
    const page = await call('GET', `${BASE}/campaigns?PageNumber=1&PageSize=2&OrderBy=code asc`);
    expect(page.body).toMatchObject({ pageIndex: 1, pageSize: 2, totalCount: 7, totalPages: 4, hasNextPage: true });
    expect(page.body.items.map((i: { code: string }) => i.code)).toEqual(['FIX-1', 'OFF-1']);
    const byName = await call('GET', `${BASE}/campaigns?SearchTerm=${encodeURIComponent('kampanyasi')}`);
    expect(byName.body.items.map((i: { code: string }) => i.code).sort()).toEqual([
      'FIX-1',
      'OFF-1',
      'OLD-1',
      'OTHER-1',
      'PCT-CUR',
      'PLAN-1',
    ]);
    const byCode = await call('GET', `${BASE}/campaigns?SearchTerm=plan`);
    expect(byCode.body.items.map((i: { code: string }) => i.code)).toEqual(['PLAN-1']);
  });

  it('refuses bad input with a localised 400', async () => {
    const post = (payload: object, culture = 'en') => call('POST', `${BASE}/campaigns`, { payload, culture });
    const range = await post(campaign({ code: 'BAD-1', startsOn: '2026-05-02', endsOn: '2026-05-01' }), 'de');
    expectBadInput(range, 'de');
    expect(range.body.message).toBe(
      `${errorMessage('VALIDATION_FAILED', 'de')} Enddatum: Das Enddatum darf nicht vor dem Anfangsdatum liegen.`,
    );
    const percent = await post(campaign({ code: 'BAD-2', value: '100.01' }), 'tr');
    expect(percent.body.message).toBe(`${errorMessage('VALIDATION_FAILED', 'tr')} Değer: En fazla 100 olabilir.`);
    const zero = await post(campaign({ code: 'BAD-3', kind: 'fixedPrice', value: '0', currency: 'EUR' }));
    expect(zero.body.message).toBe(`${errorMessage('VALIDATION_FAILED', 'en')} Value: Must be greater than 0.`);
    const noCurrency = await post(campaign({ code: 'BAD-4', kind: 'fixedPrice', value: '10' }));
    expect(noCurrency.body.message).toBe(`${errorMessage('VALIDATION_FAILED', 'en')} Currency: This field is required.`);
    const noName = await post(campaign({ code: 'BAD-5', names: { tr: ' ' } }));
    expect(noName.status).toBe(400);
    for (const payload of [
      campaign({ code: '' }),
      campaign({ code: 'BAD-6', value: '1,5' }),
      campaign({ code: 'BAD-7', kind: 'half' }),
      campaign({ code: 'BAD-8', startsOn: '2026-02-30' }),
      campaign({ code: 'BAD-9', customerIds: ['not-a-uuid'] }),
      campaign({ code: 'BAD-10', productIds: [0] }),
    ]) {
      expectBadInput(await post(payload), 'en');
    }
  });

  it('refuses unknown customers, products and categories by name', async () => {
    const post = (payload: object) => call('POST', `${BASE}/campaigns`, { payload, culture: 'de' });
    const ghost = '00000000-0000-4000-8000-000000000000';
    expectError(await post(campaign({ code: 'UNK-1', customerIds: [ghost] })), 400, 'UNKNOWN_CUSTOMER', 'de');
    expectError(await post(campaign({ code: 'UNK-2', productIds: [2147483647] })), 400, 'UNKNOWN_PRODUCT', 'de');
    expectError(await post(campaign({ code: 'UNK-3', categoryIds: [2147483647] })), 400, 'UNKNOWN_CATEGORY', 'de');
    expect((await post(campaign({ code: 'UNK-3', categoryIds: [2147483647] }))).body.details).toEqual({ ids: [2147483647] });
  });

  it('answers 404 for a campaign that does not exist', async () => {
    expectError(await call('GET', `${BASE}/campaigns/999999`), 404, 'NOT_FOUND', 'en');
    expectError(await call('PUT', `${BASE}/campaigns/999999`, { payload: campaign({ code: 'NOPE' }) }), 404, 'NOT_FOUND', 'en');
    expectError(await call('DELETE', `${BASE}/campaigns/999999`), 404, 'NOT_FOUND', 'en');
    expectBadInput(await call('GET', `${BASE}/campaigns/abc`), 'en');
  });

  it('deletes a campaign (204), audited; it is gone', async () => {
    const res = await call('DELETE', `${BASE}/campaigns/${id}`);
    expect(res.status).toBe(204);
    expectError(await call('GET', `${BASE}/campaigns/${id}`), 404, 'NOT_FOUND', 'en');
    expect((await audit('campaign', id)).at(-1)).toMatchObject({
      action: 'delete',
      before: expect.objectContaining({ code: 'SPRING-26' }),
    });
  });
});

describe('price lists', () => {
  it('lists them with their counts and who they are for', async () => {
    const res = await call('GET', `${BASE}/price-lists`);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      {
        id: emptyListId,
        code: 'EUR-BASE',
        name: 'Euro base',
        currency: 'EUR',
        validFrom: null,
        validTo: null,
        isActive: false,
        itemCount: 0,
        breakCount: 0,
        assignments: { everyone: false, customerCount: 0, priceGroups: [] },
      },
      {
        id: listId,
        code: 'GOLD-2026',
        name: 'Gold dealers 2026',
        currency: 'TRY',
        validFrom: '2026-01-01',
        validTo: null,
        isActive: true,
        itemCount: 3,
        breakCount: 1,
        assignments: { everyone: false, customerCount: 1, priceGroups: ['GOLD'] },
      },
    ]);
    const searched = await call('GET', `${BASE}/price-lists?SearchTerm=dealers`);
    expect(searched.body.items.map((l: { code: string }) => l.code)).toEqual(['GOLD-2026']);
  });

  it('answers a list with its assignments, and its prices paged and searched', async () => {
    const res = await call('GET', `${BASE}/price-lists/${listId}`);
    expect(res.body).toMatchObject({
      code: 'GOLD-2026',
      assignments: { everyone: false, customers: [{ id: c.silver.id, code: c.silver.code, name: c.silver.name }], priceGroups: ['GOLD'] },
    });
    const items = await call('GET', `${BASE}/price-lists/${listId}/items?PageNumber=1&PageSize=2`);
    expect(items.body).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(items.body.items).toEqual([
      { productId: p.rim, productCode: 'PR-RIM-1', productName: 'Alloy rim 17', minQuantity: 1, price: '230.1234' },
      { productId: p.tyre, productCode: 'PR-TYRE-1', productName: 'Michelin Primacy', minQuantity: 1, price: '90.00' },
    ]);
    const searched = await call('GET', `${BASE}/price-lists/${listId}/items?SearchTerm=michelin`);
    expect(searched.body.items.map((i: { minQuantity: number; price: string }) => [i.minQuantity, i.price])).toEqual([
      [1, '90.00'],
      [4, '85.50'],
    ]);
  });

  it('replaces who a list is for, audited', async () => {
    const res = await call('PUT', `${BASE}/price-lists/${listId}/assignments`, {
      payload: { everyone: true, customerIds: [c.gold1.id, c.gold2.id, c.gold1.id], priceGroups: ['SILVER', 'silver'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.assignments.everyone).toBe(true);
    expect(res.body.assignments.customers.map((x: { id: string }) => x.id).sort()).toEqual([c.gold1.id, c.gold2.id].sort());
    expect(res.body.assignments.priceGroups).toEqual(['SILVER']);
    const rows = await audit('price-list', listId);
    expect(rows.at(-1)).toMatchObject({
      action: 'update-assignments',
      before: { everyone: false, customerIds: [c.silver.id], priceGroups: ['GOLD'] },
      after: { everyone: true, priceGroups: ['SILVER'] },
    });
    const summary = (await call('GET', `${BASE}/price-lists?SearchTerm=GOLD-2026`)).body.items[0];
    expect(summary.assignments).toEqual({ everyone: true, customerCount: 2, priceGroups: ['SILVER'] });

    const cleared = await call('PUT', `${BASE}/price-lists/${listId}/assignments`, { payload: { everyone: false } });
    expect(cleared.body.assignments).toEqual({ everyone: false, customers: [], priceGroups: [] });
  });

  it('refuses unknown customers and bad input; 404 for an unknown list', async () => {
    const url = `${BASE}/price-lists/${listId}/assignments`;
    expectError(
      await call('PUT', url, { payload: { everyone: false, customerIds: ['00000000-0000-4000-8000-000000000000'] }, culture: 'tr' }),
      400,
      'UNKNOWN_CUSTOMER',
      'tr',
    );
    expectBadInput(await call('PUT', url, { payload: { customerIds: [] } }), 'en');
    expectBadInput(await call('PUT', url, { payload: { everyone: false, priceGroups: ['x'.repeat(51)] } }), 'en');
    expectError(await call('GET', `${BASE}/price-lists/999999`), 404, 'NOT_FOUND', 'en');
    expectError(await call('GET', `${BASE}/price-lists/999999/items`), 404, 'NOT_FOUND', 'en');
    expectError(await call('PUT', `${BASE}/price-lists/999999/assignments`, { payload: { everyone: true } }), 404, 'NOT_FOUND', 'en');
  });
});

describe('price groups', () => {
  it('answers the groups customers are in, each once whatever its case, with its active customers counted', async () => {
    const res = await call('GET', `${BASE}/price-groups`);
    expect(res.status).toBe(200);
    // GOLD, gold and an inactive Gold: one group of two active customers
    expect(res.body).toEqual([
      { priceGroup: expect.stringMatching(/^gold$/i), customerCount: 2 },
      { priceGroup: 'SILVER', customerCount: 1 },
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, setDiscountRates } from '../../../test/catalog-factories';
import {
  createCustomer,
  createIntegrationKey,
  createRole,
  createTestApp,
  createUser,
  expectError,
  signIn,
  type TestApp,
} from '../../../test/harness';
import { xlsxOf } from '../../../test/sheets';

/**
 * The price rules' syncs (scope `prices`; docs/integrations.md "Price lists and campaigns"): price lists,
 * their prices and quantity breaks, who each is for, campaigns, and a customer's price group; through HTTP
 * with an integration key, the same batch twice all `unchanged`, bad rows reported, then what a dealer sees.
 */
let t: TestApp;
let key: string;
let catalogOnly: string;
let admin: string;
let reader: string;
let dealer: string;
const tag = randomUUID().slice(0, 5).toUpperCase();
const P1 = `${tag}-P1`;
const P2 = `${tag}-P2`;
const CAT = `${tag}-CAT`;
const SUB = `${tag}-SUB`;
let p1: number;
let p2: number;
let subId: number;
/** The dealer's customer (TRY) and another one buying in euros. */
let c1: { id: string; code: string };
let c2: { id: string; code: string };

const SYNC = '/api/integrations/sync';
const sync = (entity: string, rows: unknown[], culture?: string, token = key) =>
  t.call({ method: 'POST', url: `${SYNC}/${entity}`, token, payload: { rows }, culture });
const rejected = async (entity: string, rows: unknown[]) => {
  const res = await sync(entity, rows, 'en');
  expectError(res, 400, 'SYNC_BATCH_REJECTED', 'en');
  return res.body.details.errors as { row: number; field: string | null; code: string; message: string }[];
};
/** Sends a batch, then the same batch again: the second answers every row unchanged. */
const roundTrip = async (entity: string, rows: unknown[]) => {
  const first = await sync(entity, rows);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const again = await sync(entity, rows);
  expect(again.body, entity).toMatchObject({ accepted: rows.length, created: 0, updated: 0, unchanged: rows.length });
  return first.body;
};

const LISTS = [
  { code: `${tag}-GROUP`, name: 'A grubu bayiler', currency: 'try' },
  { code: `${tag}-EUR`, name: 'Euro list', currency: 'EUR', validFrom: '2026-01-01', validTo: '2026-12-31', active: false },
];

const listRow = (code: string) =>
  t.db
    .selectFrom('price_lists')
    .select([
      'id',
      'code',
      'name',
      sql<string>`trim(currency)`.as('currency'),
      sql<string | null>`valid_from::text`.as('valid_from'),
      sql<string | null>`valid_to::text`.as('valid_to'),
      'is_active',
    ])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
const itemsOf = async (listCode: string) =>
  (
    await t.db
      .selectFrom('price_list_items as i')
      .innerJoin('price_lists as l', 'l.id', 'i.price_list_id')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(['p.code', 'i.min_quantity', 'i.price'])
      .where('l.code', '=', listCode)
      .orderBy('p.code')
      .orderBy('i.min_quantity')
      .execute()
  ).map((r) => ({ code: r.code, minQuantity: r.min_quantity, price: Number(r.price) }));
const assignmentsOf = (listCode: string) =>
  t.db
    .selectFrom('price_list_assignments as a')
    .innerJoin('price_lists as l', 'l.id', 'a.price_list_id')
    .select(['a.customer_id', 'a.price_group'])
    .where('l.code', '=', listCode)
    .orderBy('a.price_group')
    .orderBy('a.customer_id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  key = await createIntegrationKey(t, ['prices', 'customers']);
  catalogOnly = await createIntegrationKey(t, ['catalog', 'customers']);
  const adminRole = await createRole(t.db, 'admin', ['integration.list', 'integration.update']);
  admin = (await signIn(t, (await createUser(t.db, { roleId: adminRole, userType: 'staff' })).account_name)).token;
  const readerRole = await createRole(t.db, 'staff', ['integration.list']);
  reader = (await signIn(t, (await createUser(t.db, { roleId: readerRole, userType: 'staff' })).account_name)).token;
  const category = await createCategory(t.db, { code: CAT });
  subId = await createCategory(t.db, { code: SUB, parentId: category });
  p1 = await createProduct(t.db, { code: P1, name: 'Lastik 1', categoryId: subId, listPrice: '100.00', vatRate: '20' });
  p2 = await createProduct(t.db, { code: P2, name: 'Lastik 2', categoryId: category, listPrice: '50.00' });
  c1 = (await createCustomer(t.db, { code: `${tag}-C1` })) as { id: string; code: string };
  c2 = (await createCustomer(t.db, { code: `${tag}-C2` })) as { id: string; code: string };
  await t.db.updateTable('customers').set({ currency: 'EUR' }).where('id', '=', c2.id).execute();
  const dealerRole = await createRole(t.db, 'dealer', []);
  dealer = (await signIn(t, (await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: c1.id })).account_name)).token;
});
afterAll(() => t?.close());

describe('auth', () => {
  it.each(['price-lists', 'price-list-prices', 'price-list-assignments', 'campaigns'])(
    '%s: no key 401, a key without the prices scope 403, a user token 401',
    async (entity) => {
      expectError(await t.call({ method: 'POST', url: `${SYNC}/${entity}`, payload: { rows: [{}] } }), 401, 'UNAUTHORIZED');
      expectError(await sync(entity, [{}], 'de', catalogOnly), 403, 'FORBIDDEN', 'de');
      expectError(await sync(entity, [{}], 'en', admin), 401, 'UNAUTHORIZED', 'en');
    },
  );
});

describe('price lists', () => {
  it('creates them by code, the same batch again is unchanged; a change updates; the code is matched without regard to case', async () => {
    expect(await roundTrip('price-lists', LISTS)).toMatchObject({ entity: 'price-lists', created: 2, updated: 0, errors: [] });
    expect(await listRow(LISTS[0]!.code)).toMatchObject({
      name: 'A grubu bayiler',
      currency: 'TRY',
      valid_from: null,
      valid_to: null,
      is_active: true,
    });
    expect(await listRow(LISTS[1]!.code)).toMatchObject({
      currency: 'EUR',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      is_active: false,
    });

    const renamed = { ...LISTS[1]!, code: LISTS[1]!.code.toLowerCase(), name: 'Euro list 2026' };
    expect((await sync('price-lists', [renamed])).body).toMatchObject({ updated: 1, created: 0 });
    // one list still, with the spelling it was created with
    expect(await listRow(LISTS[1]!.code)).toMatchObject({ name: 'Euro list 2026' });
    expect((await sync('price-lists', [{ ...renamed, validTo: null }])).body).toMatchObject({ updated: 1 });
    expect((await listRow(LISTS[1]!.code)).valid_to).toBeNull();

    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'integration-sync')
      .where('entity_id', '=', 'price-lists')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ via: 'api', rows: 2, created: 2 });
  });

  it('bad rows: dates in the wrong order, not a day, no currency, a code twice (any case); nothing written', async () => {
    const errors = await rejected('price-lists', [
      { code: `${tag}-BAD1`, name: 'x', currency: 'TRY', validFrom: '2026-06-01', validTo: '2026-05-31' },
      { code: `${tag}-BAD2`, name: 'x', currency: 'TRY', validFrom: '2026-02-30' },
      { code: `${tag}-BAD3`, name: 'x' },
      { code: `${tag}-BAD4`, name: 'x', currency: 'TRY' },
      { code: `${tag}-bad4`, name: 'y', currency: 'TRY' },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({ row: 1, field: 'validTo', code: 'INVALID', message: 'The end date cannot be before the start date.' }),
      expect.objectContaining({ row: 2, field: 'validFrom', code: 'INVALID', message: 'Not a valid date (YYYY-MM-DD).' }),
      expect.objectContaining({ row: 3, field: 'currency', code: 'REQUIRED' }),
      expect.objectContaining({ row: 5, field: 'code', code: 'DUPLICATE_ROW' }),
    ]);
    expect(await t.db.selectFrom('price_lists').select('code').where('code', 'like', `${tag}-BAD%`).execute()).toEqual([]);
  });
});

describe("a list's prices and quantity breaks", () => {
  it('upserts by list, product and minQuantity; the same batch again is unchanged; remove deletes one', async () => {
    const rows = [
      { priceListCode: LISTS[0]!.code, productCode: P1, price: '80' },
      { priceListCode: LISTS[0]!.code.toLowerCase(), productCode: P1, minQuantity: 10, price: 70 },
      { priceListCode: LISTS[0]!.code, productCode: P2, minQuantity: 5, price: '45.5' },
    ];
    expect(await roundTrip('price-list-prices', rows)).toMatchObject({ created: 3 });
    expect(await itemsOf(LISTS[0]!.code)).toEqual([
      { code: P1, minQuantity: 1, price: 80 },
      { code: P1, minQuantity: 10, price: 70 },
      { code: P2, minQuantity: 5, price: 45.5 },
    ]);
    // the same price written another way is the same price
    expect((await sync('price-list-prices', [{ ...rows[0], price: '80.0000' }])).body).toMatchObject({ unchanged: 1 });
    expect((await sync('price-list-prices', [{ ...rows[2], price: '44' }])).body).toMatchObject({ updated: 1 });

    const removal = [{ priceListCode: LISTS[0]!.code, productCode: P2, minQuantity: 5, remove: true }];
    expect((await sync('price-list-prices', removal)).body).toMatchObject({ updated: 1 });
    // removing what is not there is unchanged
    expect((await sync('price-list-prices', removal)).body).toMatchObject({ unchanged: 1 });
    expect(await itemsOf(LISTS[0]!.code)).toEqual([
      { code: P1, minQuantity: 1, price: 80 },
      { code: P1, minQuantity: 10, price: 70 },
    ]);
  });

  it('bad rows: unknown list or product codes, no price, minQuantity below 1, a negative price, a key twice', async () => {
    const errors = await rejected('price-list-prices', [
      { priceListCode: 'NO-SUCH-LIST', productCode: P1, price: 1 },
      { priceListCode: LISTS[0]!.code, productCode: 'NO-SUCH-PRODUCT', price: 1 },
      { priceListCode: LISTS[0]!.code, productCode: P2 },
      { priceListCode: LISTS[0]!.code, productCode: P2, minQuantity: 0, price: 1 },
      { priceListCode: LISTS[0]!.code, productCode: P2, price: -1 },
      { priceListCode: LISTS[0]!.code, productCode: P1, minQuantity: 10, price: 1 },
      { priceListCode: LISTS[0]!.code, productCode: P1, minQuantity: 10, price: 2 },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        row: 1,
        field: 'priceListCode',
        code: 'UNKNOWN_PRICE_LIST',
        message: 'The price list does not exist: NO-SUCH-LIST',
      }),
      expect.objectContaining({ row: 2, field: 'productCode', code: 'UNKNOWN_PRODUCT' }),
      expect.objectContaining({ row: 3, field: 'price', code: 'REQUIRED' }),
      expect.objectContaining({ row: 4, field: 'minQuantity', code: 'INVALID' }),
      expect.objectContaining({ row: 5, field: 'price', code: 'INVALID' }),
      expect.objectContaining({ row: 7, field: 'minQuantity', code: 'DUPLICATE_ROW' }),
    ]);
    const tr = await sync('price-list-prices', [{ priceListCode: 'NO-SUCH-LIST', productCode: P1, price: 1 }], 'tr');
    expect(tr.body.details.errors[0].message).toBe('Fiyat listesi bulunamadı: NO-SUCH-LIST');
    expect((await itemsOf(LISTS[0]!.code)).map((i) => i.price)).toEqual([80, 70]);
  });
});

describe('who a list is for', () => {
  it('a price group, a customer, everyone: created once, then unchanged (a group in any case); remove takes one away', async () => {
    const list = LISTS[0]!.code;
    const rows = [
      { priceListCode: list, priceGroup: ' BAYI-A ' },
      { priceListCode: list, customerCode: c1.code },
      { priceListCode: list, customerCode: null, priceGroup: null },
    ];
    expect(await roundTrip('price-list-assignments', rows)).toMatchObject({ created: 3 });
    expect(await assignmentsOf(list)).toEqual([
      { customer_id: null, price_group: 'BAYI-A' },
      { customer_id: c1.id, price_group: null },
      { customer_id: null, price_group: null },
    ]);
    expect((await sync('price-list-assignments', [{ priceListCode: list, priceGroup: 'bayi-a' }])).body).toMatchObject({ unchanged: 1 });

    const removal = [
      { priceListCode: list, customerCode: c1.code, remove: true },
      { priceListCode: list, remove: true },
    ];
    expect((await sync('price-list-assignments', removal)).body).toMatchObject({ updated: 2 });
    expect((await sync('price-list-assignments', removal)).body).toMatchObject({ unchanged: 2 });
    expect(await assignmentsOf(list)).toEqual([{ customer_id: null, price_group: 'BAYI-A' }]);
  });

  it('bad rows: a customer and a group both, unknown codes, a customer buying in another currency', async () => {
    const errors = await rejected('price-list-assignments', [
      { priceListCode: LISTS[0]!.code, customerCode: c1.code, priceGroup: 'BAYI-A' },
      { priceListCode: LISTS[0]!.code, customerCode: 'NOBODY' },
      { priceListCode: 'NO-SUCH-LIST', priceGroup: 'BAYI-B' },
      { priceListCode: LISTS[0]!.code, customerCode: c2.code },
      { priceListCode: LISTS[0]!.code, priceGroup: 'x'.repeat(51) },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({
        row: 1,
        field: null,
        code: 'CUSTOMER_AND_GROUP',
        message: 'Give a customer code or a price group, not both (neither: every customer in the list’s currency).',
      }),
      expect.objectContaining({ row: 2, field: 'customerCode', code: 'UNKNOWN_CUSTOMER' }),
      expect.objectContaining({ row: 3, field: 'priceListCode', code: 'UNKNOWN_PRICE_LIST' }),
      expect.objectContaining({ row: 4, field: 'customerCode', code: 'CURRENCY_MISMATCH' }),
      expect.objectContaining({ row: 5, field: 'priceGroup', code: 'INVALID' }),
    ]);
    const de = await sync('price-list-assignments', [{ priceListCode: LISTS[0]!.code, customerCode: c1.code, priceGroup: 'G' }], 'de');
    expect(de.body.details.errors[0].message).toContain('Kundencode und Preisgruppe');
  });
});

describe('campaigns', () => {
  // far in the future: these campaigns never touch the prices the other tests read
  const PERCENT = {
    code: `${tag}-KIS`,
    names: { tr: 'Kış kampanyası', de: 'Winteraktion' },
    startsOn: '2090-11-01',
    endsOn: '2090-12-31',
    kind: 'percent',
    value: '12.5',
    customerCodes: [`${tag}-C2`],
    priceGroups: ['BAYI-A', 'bayi-a', 'BAYI-B'],
    productCodes: [P2, P1],
    categoryCodes: [SUB.toLowerCase(), CAT],
  };
  const FIXED = {
    code: `${tag}-SABIT`,
    names: { tr: 'Sabit fiyat' },
    startsOn: '2090-01-01',
    endsOn: '2090-01-01',
    kind: 'fixedPrice',
    value: 49,
    currency: 'eur',
  };
  const campaign = (code: string) =>
    t.db
      .selectFrom('campaigns')
      .select(['code', 'names', 'kind', 'value', 'currency', 'customer_ids', 'price_groups', 'product_ids', 'category_ids', 'is_active'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();

  it('creates them with the codes resolved to ids; the same batch again (lists in another order) is unchanged', async () => {
    expect(await roundTrip('campaigns', [PERCENT, FIXED])).toMatchObject({ created: 2 });
    const percent = await campaign(PERCENT.code);
    expect(percent).toMatchObject({
      names: { tr: 'Kış kampanyası', de: 'Winteraktion', en: 'Kış kampanyası' },
      kind: 'percent',
      currency: null,
      customer_ids: [c2.id],
      is_active: true,
    });
    expect(Number(percent.value)).toBe(12.5);
    expect([...percent.price_groups].sort()).toEqual(['BAYI-A', 'BAYI-B']);
    expect([...percent.product_ids].sort()).toEqual([p1, p2].sort());
    const parent = await t.db.selectFrom('categories').select('id').where('code', '=', CAT).executeTakeFirstOrThrow();
    expect([...percent.category_ids].sort()).toEqual([subId, parent.id].sort());
    const fixed = await campaign(FIXED.code);
    expect({ currency: fixed.currency?.trim(), customer_ids: fixed.customer_ids, product_ids: fixed.product_ids }).toEqual({
      currency: 'EUR',
      customer_ids: [],
      product_ids: [],
    });

    const reordered = { ...PERCENT, code: PERCENT.code.toLowerCase(), productCodes: [P1, P2], priceGroups: ['BAYI-B', 'BAYI-A'] };
    expect((await sync('campaigns', [reordered])).body).toMatchObject({ unchanged: 1 });
    expect((await sync('campaigns', [{ ...PERCENT, productCodes: [], active: false }])).body).toMatchObject({ updated: 1 });
    expect(await campaign(PERCENT.code)).toMatchObject({ product_ids: [], is_active: false });
    // a currency sent with a percent campaign is ignored (as on the admin screen)
    expect((await sync('campaigns', [{ ...PERCENT, productCodes: [], active: false, currency: 'TRY' }])).body).toMatchObject({
      unchanged: 1,
    });
  });

  it('bad rows: dates in the wrong order, a percent over 100, a fixed price without currency, unknown codes, an unknown kind', async () => {
    const errors = await rejected('campaigns', [
      { ...FIXED, code: `${tag}-X1`, startsOn: '2090-02-01', endsOn: '2090-01-31' },
      { ...PERCENT, code: `${tag}-X2`, value: 120 },
      { ...FIXED, code: `${tag}-X3`, currency: undefined },
      { ...PERCENT, code: `${tag}-X4`, customerCodes: ['NOBODY'], productCodes: ['NO-PRODUCT'], categoryCodes: ['NO-CATEGORY'] },
      { ...FIXED, code: `${tag}-X5`, kind: 'gift' },
      { ...FIXED, code: `${tag}-X6`, names: { de: 'Nur Deutsch' } },
    ]);
    expect(errors).toEqual([
      expect.objectContaining({ row: 1, field: 'endsOn', code: 'INVALID', message: 'The end date cannot be before the start date.' }),
      expect.objectContaining({ row: 2, field: 'value', code: 'INVALID', message: 'Must be at most 100.' }),
      expect.objectContaining({ row: 3, field: 'currency', code: 'REQUIRED', message: 'This field is required.' }),
      expect.objectContaining({ row: 4, field: 'customerCodes', code: 'UNKNOWN_CUSTOMER' }),
      expect.objectContaining({ row: 4, field: 'productCodes', code: 'UNKNOWN_PRODUCT' }),
      expect.objectContaining({
        row: 4,
        field: 'categoryCodes',
        code: 'UNKNOWN_CATEGORY',
        message: 'The category does not exist: NO-CATEGORY',
      }),
      expect.objectContaining({ row: 5, field: 'kind', code: 'INVALID' }),
      expect.objectContaining({ row: 6, field: 'names.tr', code: 'REQUIRED' }),
    ]);
    expect(await t.db.selectFrom('campaigns').select('code').where('code', 'like', `${tag}-X%`).execute()).toEqual([]);
  });
});

describe("a customer's price group (customers sync)", () => {
  const customerRow = (extra: Record<string, unknown>) => ({ code: `${tag}-C3`, name: 'Grup müşterisi', countryCode: 'TR', ...extra });
  const stored = () =>
    t.db.selectFrom('customers').select(['price_group', 'view_revision']).where('code', '=', `${tag}-C3`).executeTakeFirstOrThrow();

  it('sets it when sent (trimmed), keeps it when absent, clears it with null; a change moves the view revision', async () => {
    expect((await sync('customers', [customerRow({ priceGroup: ' BAYI-A ' })])).body).toMatchObject({ created: 1 });
    const first = await stored();
    expect(first.price_group).toBe('BAYI-A');
    expect((await sync('customers', [customerRow({ priceGroup: 'BAYI-A' })])).body).toMatchObject({ unchanged: 1 });
    expect((await sync('customers', [customerRow({})])).body).toMatchObject({ unchanged: 1 });
    expect(await stored()).toEqual(first);
    expect((await sync('customers', [customerRow({ priceGroup: 'BAYI-B' })])).body).toMatchObject({ updated: 1 });
    const changed = await stored();
    expect(changed.price_group).toBe('BAYI-B');
    expect(Number(changed.view_revision)).toBeGreaterThan(Number(first.view_revision));
    expect((await sync('customers', [customerRow({ priceGroup: null })])).body).toMatchObject({ updated: 1 });
    expect((await stored()).price_group).toBeNull();
    const errors = await rejected('customers', [customerRow({ priceGroup: 'x'.repeat(51) })]);
    expect(errors).toEqual([expect.objectContaining({ row: 1, field: 'priceGroup', code: 'INVALID' })]);
  });
});

describe('uploads and templates', () => {
  const upload = (entity: string, file: Buffer, fileName: string, culture?: string) => {
    const boundary = '----dealerport-test';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.call({
      method: 'POST',
      url: `${SYNC}/${entity}/upload`,
      token: admin,
      culture,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('an xlsx of price lists (date cells) and of their prices writes them; sent again, unchanged', async () => {
    const lists = await xlsxOf([
      ['code', 'name', 'currency', 'validFrom', 'validTo', 'active'],
      [`${tag}-XLS`, 'Excel list', 'TRY', new Date(Date.UTC(2026, 0, 1)), '31.12.2099', 'evet'],
    ]);
    expect((await upload('price-lists', lists, 'lists.xlsx')).body).toMatchObject({ entity: 'price-lists', created: 1 });
    expect(await listRow(`${tag}-XLS`)).toMatchObject({ valid_from: '2026-01-01', valid_to: '2099-12-31', is_active: true });

    const prices = await xlsxOf([
      ['priceListCode', 'productCode', 'minQuantity', 'price', 'remove'],
      [`${tag}-XLS`, P1, 1, 95.5, ''],
      [`${tag}-XLS`, P1, 4, '90,25', 'hayır'],
    ]);
    expect((await upload('price-list-prices', prices, 'prices.xlsx')).body).toMatchObject({ created: 2 });
    expect((await upload('price-list-prices', prices, 'prices.xlsx')).body).toMatchObject({ unchanged: 2 });
    expect(await itemsOf(`${tag}-XLS`)).toEqual([
      { code: P1, minQuantity: 1, price: 95.5 },
      { code: P1, minQuantity: 4, price: 90.25 },
    ]);
  });

  it('a CSV of campaigns with lists separated by |; a bad row reported by its sheet row', async () => {
    const csv = [
      'code;names.tr;names.en;startsOn;endsOn;kind;value;currency;customerCodes;priceGroups;productCodes;categoryCodes;active',
      `${tag}-CSV;Bahar;Spring;01.03.2091;31.05.2091;percent;7,5;;;BAYI-A|BAYI-B;${P1}|${P2};;evet`,
    ].join('\r\n');
    const res = await upload('campaigns', Buffer.from(`\uFEFF${csv}`, 'utf8'), 'campaigns.csv');
    expect(res.body).toMatchObject({ entity: 'campaigns', created: 1 });
    const row = await t.db
      .selectFrom('campaigns')
      .select(['names', 'price_groups', 'product_ids', 'value'])
      .where('code', '=', `${tag}-CSV`)
      .executeTakeFirstOrThrow();
    expect(row.names).toEqual({ tr: 'Bahar', de: 'Bahar', en: 'Spring' });
    expect([...row.price_groups].sort()).toEqual(['BAYI-A', 'BAYI-B']);
    expect([...row.product_ids].sort()).toEqual([p1, p2].sort());
    expect(Number(row.value)).toBe(7.5);

    const bad = ['code;names.tr;startsOn;endsOn;kind;value', `${tag}-CSV2;Yaz;2091-06-01;2091-06-30;fixedPrice;10`].join('\n');
    const refused = await upload('campaigns', Buffer.from(bad), 'bad.csv', 'en');
    expectError(refused, 400, 'SYNC_BATCH_REJECTED', 'en');
    expect(refused.body.details.errors).toEqual([expect.objectContaining({ row: 2, field: 'currency', code: 'REQUIRED' })]);
  });

  it('a template per entity, with its columns and an example row', async () => {
    const expected: Record<string, string> = {
      'price-lists': 'code;name;currency;validFrom;validTo;active',
      'price-list-prices': 'priceListCode;productCode;minQuantity;price;remove',
      'price-list-assignments': 'priceListCode;customerCode;priceGroup;remove',
      campaigns:
        'code;names.tr;names.de;names.en;startsOn;endsOn;kind;value;currency;customerCodes;priceGroups;productCodes;categoryCodes;active',
    };
    for (const [entity, header] of Object.entries(expected)) {
      const res = await t.call({ method: 'GET', url: `${SYNC}/${entity}/template`, token: reader, culture: 'tr' });
      expect(res.status, entity).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(String(res.body), entity).toContain(header);
    }
    const customers = await t.call({ method: 'GET', url: `${SYNC}/customers/template`, token: reader, culture: 'en' });
    expect(String(customers.body)).toContain('priceGroup');
  });
});

describe('what the dealer sees', () => {
  it("a group price list with a quantity break, for the customer's price group: the product detail's price and breaks", async () => {
    const list = `${tag}-DEALER`;
    await setDiscountRates(t.db, c1.id, ['10']);
    expect((await sync('customers', [{ code: c1.code, name: 'Bayi', countryCode: 'TR', priceGroup: 'bayi-d' }])).status).toBe(200);
    expect((await sync('price-lists', [{ code: list, name: 'D grubu', currency: 'TRY', validFrom: '2020-01-01' }])).body).toMatchObject({
      created: 1,
    });
    expect(
      (
        await sync('price-list-prices', [
          { priceListCode: list, productCode: P1, price: '80.00' },
          { priceListCode: list, productCode: P1, minQuantity: 10, price: '70.00' },
        ])
      ).body,
    ).toMatchObject({ created: 2 });
    expect((await sync('price-list-assignments', [{ priceListCode: list, priceGroup: 'BAYI-D' }])).body).toMatchObject({ created: 1 });

    const detail = await t.call({ method: 'GET', url: `/api/catalogs/products/${p1}/detail`, token: dealer });
    expect(detail.status).toBe(200);
    // the list's price after the customer's 10 % discount; VAT 20 %
    expect(detail.body).toMatchObject({ salePrice: '100.00', discountedPrice: '72.00', discountedPriceWithVat: '86.40' });
    expect(detail.body.quantityBreaks).toEqual([
      { minQuantity: 1, discountedPrice: '72.00', discountedPriceWithVat: '86.40' },
      { minQuantity: 10, discountedPrice: '63.00', discountedPriceWithVat: '75.60' },
    ]);

    // the break removed through the sync: the detail has none any more
    expect((await sync('price-list-prices', [{ priceListCode: list, productCode: P1, minQuantity: 10, remove: true }])).body).toMatchObject(
      {
        updated: 1,
      },
    );
    const after = await t.call({ method: 'GET', url: `/api/catalogs/products/${p1}/detail`, token: dealer });
    expect(after.body).toMatchObject({ discountedPrice: '72.00', quantityBreaks: [] });
  });
});

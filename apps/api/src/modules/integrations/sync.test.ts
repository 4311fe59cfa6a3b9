import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';

/**
 * The inbound sync (ADR 0035, docs/integrations.md): each entity through HTTP with an integration key,
 * then what a dealer sees; all or nothing per batch; the same batch twice is a no-op; uploads of the
 * same rows as CSV and xlsx.
 */
let t: TestApp;
let key: string;
let admin: string;
let reader: string;
let dealer: string;
let dealerCustomer: { id: string; code: string | null };

const SYNC = '/api/integrations/sync';
const sync = (entity: string, rows: unknown[], culture?: string) =>
  t.call({ method: 'POST', url: `${SYNC}/${entity}`, token: key, payload: { rows }, culture });

const CATEGORIES = [
  // the child first: its parent comes later in the same batch
  { code: 'T-BNK', parentCode: 'T', names: { tr: 'Binek', de: 'Pkw', en: 'Passenger' }, order: 1 },
  { code: 'T', names: { tr: 'Lastik', de: 'Reifen', en: 'Tyres' }, order: 1 },
];
const PROPERTIES = [
  { categoryCode: 'T', key: 'brand', names: { tr: 'Marka', de: 'Marke', en: 'Brand' }, order: 1 },
  { categoryCode: 'T', key: 'season', names: { tr: 'Mevsim', de: 'Saison', en: 'Season' }, order: 2 },
];
const VALUES = [
  { categoryCode: 'T', propertyKey: 'brand', code: 'Michelin', name: 'Michelin', order: 1 },
  { categoryCode: 'T', propertyKey: 'season', code: 'winter', name: 'Kış', names: { tr: 'Kış', de: 'Winter', en: 'Winter' }, order: 1 },
];
const PRODUCTS = [
  {
    code: 'SYN-0001',
    name: 'Michelin 205/55R16 Alpin 6',
    categoryCode: 'T-BNK',
    properties: { brand: 'Michelin', season: 'winter' },
    vatRate: 20,
    unit: 'ADET',
    minOrderQuantity: 2,
    maxOrderQuantity: 8,
    listPrice: '1500.50',
    currency: 'TRY',
  },
];

const revisions = async () => {
  const { rows } = await sql<{ revision: string; stock: string }>`
    select (select revision::text from catalogue_revision) as revision, (select last_value::text from catalogue_stock_revision) as stock`.execute(
    t.db,
  );
  return rows[0]!;
};

beforeAll(async () => {
  t = await createTestApp();
  const adminRole = await createRole(t.db, 'admin', ['integration.list', 'integration.update']);
  admin = (await signIn(t, (await createUser(t.db, { roleId: adminRole, userType: 'staff' })).account_name)).token;
  const readerRole = await createRole(t.db, 'staff', ['integration.list']);
  reader = (await signIn(t, (await createUser(t.db, { roleId: readerRole, userType: 'staff' })).account_name)).token;
  dealerCustomer = await createCustomer(t.db, { code: 'D-100' });
  const dealerRole = await createRole(t.db, 'dealer', []);
  dealer = (
    await signIn(t, (await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: dealerCustomer.id })).account_name)
  ).token;
  const created = await t.call({
    method: 'POST',
    url: '/api/integrations/keys',
    token: admin,
    payload: { name: 'ERP', scopes: ['catalog', 'stock', 'prices'] },
  });
  key = created.body.secret;
});
afterAll(() => t?.close());

describe('each entity, then the dealer sees it', () => {
  it('categories, properties, values, warehouses, products, stock, prices and discounts', async () => {
    expect((await sync('categories', CATEGORIES)).body).toMatchObject({
      entity: 'categories',
      rows: 2,
      accepted: 2,
      created: 2,
      errors: [],
    });
    const cats = await t.db.selectFrom('categories').select(['id', 'code', 'parent_id']).where('code', 'in', ['T', 'T-BNK']).execute();
    const idOf = Object.fromEntries(cats.map((c) => [c.code, c.id]));
    expect(cats.find((c) => c.code === 'T-BNK')!.parent_id).toBe(idOf.T);

    expect((await sync('properties', PROPERTIES)).body).toMatchObject({ created: 2, updated: 0, unchanged: 0 });
    expect((await sync('property-values', VALUES)).body).toMatchObject({ created: 2 });
    expect(
      (
        await sync('warehouses', [
          { code: 'IST', name: 'İstanbul', priority: 1 },
          { code: 'ANK', name: 'Ankara', priority: 2 },
        ])
      ).body,
    ).toMatchObject({ created: 2 });
    expect((await sync('products', PRODUCTS)).body).toMatchObject({ created: 1, accepted: 1 });
    expect(
      (
        await sync('stocks', [
          { productCode: 'SYN-0001', warehouseCode: 'IST', quantity: 7 },
          { productCode: 'SYN-0001', warehouseCode: 'ANK', quantity: 5 },
        ])
      ).body,
    ).toMatchObject({ created: 2 });

    const list = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: {} });
    expect(list.status).toBe(200);
    const item = list.body.items.find((i: { code: string }) => i.code === 'SYN-0001');
    expect(item).toMatchObject({
      name: 'Michelin 205/55R16 Alpin 6',
      salePrice: '1500.50',
      vatRate: '20.00',
      stock: 12,
      currencyText: 'TRY',
      minOrderQuantity: 2,
      maxOrderQuantity: 8,
      unitCode: 'ADET',
    });
    // the property values drive the facets and the search ("winter" in German and English too)
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'detail_ids', 'search_text'])
      .where('code', '=', 'SYN-0001')
      .executeTakeFirstOrThrow();
    const links = await t.db
      .selectFrom('product_property_details')
      .select('property_detail_id')
      .where('product_id', '=', product.id)
      .execute();
    expect(links.map((l) => l.property_detail_id).sort()).toEqual([...product.detail_ids].sort());
    expect(product.search_text).toContain('michelin');
    expect(product.search_text).toContain('winter');

    // a stock change moves the list's figure
    await sync('stocks', [{ productCode: 'SYN-0001', warehouseCode: 'IST', quantity: 30 }]);
    const after = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: {} });
    expect(after.body.items.find((i: { code: string }) => i.code === 'SYN-0001').stock).toBe(35);

    // a EUR price list and the dealer's discounts
    expect((await sync('prices', [{ productCode: 'SYN-0001', currency: 'eur', listPrice: 38.2 }])).body).toMatchObject({ created: 1 });
    const discounts = await sync('customer-discounts', [{ customerCode: 'D-100', discountRates: [10, '5'] }]);
    expect(discounts.body).toMatchObject({ updated: 1 });
    const discounted = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: {} });
    expect(discounted.body.items.find((i: { code: string }) => i.code === 'SYN-0001')).toMatchObject({
      salePrice: '1500.50',
      discountRate: '14.50',
    });
    await t.db.updateTable('customers').set({ currency: 'EUR' }).where('id', '=', dealerCustomer.id).execute();
    const inEuro = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: {} });
    expect(inEuro.body.items.find((i: { code: string }) => i.code === 'SYN-0001')).toMatchObject({
      salePrice: '38.20',
      currencyText: 'EUR',
    });
    await t.db.updateTable('customers').set({ currency: 'TRY' }).where('id', '=', dealerCustomer.id).execute();

    // every call audited with the key
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'after'])
      .where('entity', '=', 'integration-sync')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(9);
    expect(audit.find((a) => a.entity_id === 'products')!.after).toMatchObject({ via: 'api', keyName: 'ERP', rows: 1, created: 1 });
  });

  it('updates a changed product and deactivates it: the dealer no longer sees it', async () => {
    const res = await sync('products', [
      { ...PRODUCTS[0], name: 'Michelin Alpin 6 (new)', properties: { brand: 'Michelin' }, active: false },
    ]);
    expect(res.body).toMatchObject({ updated: 1, created: 0 });
    const list = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: {} });
    expect(list.body.items.map((i: { code: string }) => i.code)).not.toContain('SYN-0001');
    const links = await t.db
      .selectFrom('product_property_details as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select('l.property_detail_id')
      .where('p.code', '=', 'SYN-0001')
      .execute();
    expect(links).toHaveLength(1);
    expect((await sync('products', PRODUCTS)).body).toMatchObject({ updated: 1 });
  });

  it('a product barcode (ean): stored, checked, kept when not sent, cleared by null', async () => {
    const ean = async () => (await t.db.selectFrom('products').select('ean').where('code', '=', 'SYN-0001').executeTakeFirstOrThrow()).ean;
    expect((await sync('products', [{ ...PRODUCTS[0], ean: '4006381333931' }])).body).toMatchObject({ updated: 1 });
    expect(await ean()).toBe('4006381333931');
    // the same row again, and the row without an ean: nothing changes, the barcode stays
    expect((await sync('products', [{ ...PRODUCTS[0], ean: '4006381333931' }])).body).toMatchObject({ unchanged: 1 });
    expect((await sync('products', PRODUCTS)).body).toMatchObject({ unchanged: 1 });
    expect(await ean()).toBe('4006381333931');
    // EAN-8, UPC-A (12), GTIN-14 are barcodes too
    for (const good of ['96385074', '036000291452', '10012345678902']) {
      expect((await sync('products', [{ ...PRODUCTS[0], ean: good }])).body).toMatchObject({ updated: 1 });
      expect(await ean()).toBe(good);
    }
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await sync(
        'products',
        [
          { ...PRODUCTS[0], ean: '4006381333932' },
          { ...PRODUCTS[0], code: 'SYN-EAN', ean: '12345' },
        ],
        culture,
      );
      expectError(res, 400, 'SYNC_BATCH_REJECTED', culture);
      expect(res.body.details.errors).toEqual([
        expect.objectContaining({ row: 1, field: 'ean', code: 'INVALID_EAN' }),
        expect.objectContaining({ row: 2, field: 'ean', code: 'INVALID_EAN' }),
      ]);
    }
    expect(await ean()).toBe('10012345678902');
    expect((await sync('products', [{ ...PRODUCTS[0], ean: null }])).body).toMatchObject({ updated: 1 });
    expect(await ean()).toBeNull();
  });

  it("a product's names per language (ADR 0062): each reader reads theirs, kept when not sent, cleared by null", async () => {
    const names = { de: 'Michelin 205/55R16 Alpin 6 Winterreifen', en: 'Michelin 205/55R16 Alpin 6 winter tyre' };
    expect((await sync('products', [{ ...PRODUCTS[0], names }])).body).toMatchObject({ updated: 1 });
    const nameIn = async (culture: string) => {
      const list = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: {}, culture });
      const detail = await t.call({ method: 'GET', url: '/api/catalogs/products/SYN-0001/detail-by-code', token: dealer, culture });
      const search = await t.call({ method: 'GET', url: '/api/catalogs/products/search-by-text?q=alpin', token: dealer, culture });
      const found = search.body.flatMap((g: { products: { code: string; name: string }[] }) => g.products);
      return [
        list.body.items.find((i: { code: string }) => i.code === 'SYN-0001').name,
        detail.body.name,
        found.find((p: { code: string }) => p.code === 'SYN-0001').name,
      ];
    };
    expect(await nameIn('de')).toEqual([names.de, names.de, names.de]);
    // the header search's summaries are shared by every culture: English reads English after German
    expect(await nameIn('en')).toEqual([names.en, names.en, names.en]);
    // no Turkish name sent: a Turkish reader reads the ERP's name
    expect(await nameIn('tr')).toEqual(Array(3).fill(PRODUCTS[0]!.name));
    const stored = () =>
      t.db.selectFrom('products').select(['names', 'search_text']).where('code', '=', 'SYN-0001').executeTakeFirstOrThrow();
    expect((await stored()).names).toEqual(names);
    // found by its name in every language
    expect((await stored()).search_text).toContain('winterreifen');

    // a sync without names leaves them (and their search words) as they are
    expect((await sync('products', PRODUCTS)).body).toMatchObject({ unchanged: 1 });
    expect((await stored()).names).toEqual(names);
    expect((await sync('products', [{ ...PRODUCTS[0], maxOrderQuantity: 12 }])).body).toMatchObject({ updated: 1 });
    expect(await stored()).toMatchObject({ names, search_text: expect.stringContaining('winterreifen') });
    // an empty object is none, null removes them
    expect((await sync('products', [{ ...PRODUCTS[0], names: {} }])).body).toMatchObject({ updated: 1 });
    expect((await stored()).names).toBeNull();
    expect((await sync('products', [{ ...PRODUCTS[0], names }])).body).toMatchObject({ updated: 1 });
    expect((await sync('products', [{ ...PRODUCTS[0], names: null }])).body).toMatchObject({ updated: 1 });
    expect(await stored()).toMatchObject({ names: null, search_text: expect.not.stringContaining('winterreifen') });
    expect(await nameIn('de')).toEqual(Array(3).fill(PRODUCTS[0]!.name));
  });

  it('names per language that are not: 400 naming the row and the field, nothing written', async () => {
    const res = await sync(
      'products',
      [
        { ...PRODUCTS[0], names: { de: 'Winterreifen' } },
        { ...PRODUCTS[0], code: 'SYN-0200', names: { fr: 'Pneu hiver' } },
        { ...PRODUCTS[0], code: 'SYN-0201', names: { de: '   ' } },
        { ...PRODUCTS[0], code: 'SYN-0202', names: 'Winterreifen' },
      ],
      'en',
    );
    expectError(res, 400, 'SYNC_BATCH_REJECTED', 'en', { errorCount: 3 });
    expect(res.body.details.errors).toEqual([
      expect.objectContaining({ row: 2, field: 'names', code: 'INVALID', message: 'Unknown field: fr' }),
      expect.objectContaining({ row: 3, field: 'names.de', code: 'INVALID', message: 'Must not be empty.' }),
      expect.objectContaining({ row: 4, field: 'names', code: 'INVALID' }),
    ]);
    expect((await t.db.selectFrom('products').select('names').where('code', '=', 'SYN-0001').executeTakeFirstOrThrow()).names).toBeNull();
  });
});

describe('batch rules', () => {
  it('the same batch twice changes nothing: unchanged, no revision moved', async () => {
    for (const [entity, rows] of [
      ['categories', CATEGORIES],
      ['properties', PROPERTIES],
      ['property-values', VALUES],
      ['products', PRODUCTS],
      ['stocks', [{ productCode: 'SYN-0001', warehouseCode: 'IST', quantity: 30 }]],
      ['prices', [{ productCode: 'SYN-0001', currency: 'EUR', listPrice: '38.20' }]],
      ['customer-discounts', [{ customerCode: 'D-100', discountRates: ['10', '5.00'] }]],
    ] as const) {
      await sync(entity, [...rows]);
      const before = await revisions();
      const view = await t.db.selectFrom('customers').select('view_revision').where('id', '=', dealerCustomer.id).executeTakeFirstOrThrow();
      const res = await sync(entity, [...rows]);
      expect(res.status, entity).toBe(200);
      expect(res.body, entity).toMatchObject({ accepted: rows.length, created: 0, updated: 0, unchanged: rows.length });
      expect(await revisions(), entity).toEqual(before);
      expect(
        (await t.db.selectFrom('customers').select('view_revision').where('id', '=', dealerCustomer.id).executeTakeFirstOrThrow())
          .view_revision,
      ).toBe(view.view_revision);
    }
  });

  it('a batch with one bad row writes nothing and reports that row, in tr, de and en', async () => {
    const rows = [
      { ...PRODUCTS[0], code: 'SYN-0100' },
      { ...PRODUCTS[0], code: 'SYN-0101', categoryCode: 'NOPE' },
      { ...PRODUCTS[0], code: 'SYN-0102' },
    ];
    const before = await revisions();
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await sync('products', rows, culture);
      expectError(res, 400, 'SYNC_BATCH_REJECTED', culture, { errorCount: 1 });
      expect(res.body.details).toMatchObject({ entity: 'products', rows: 3, accepted: 0, created: 0, errorCount: 1 });
      expect(res.body.details.errors).toHaveLength(1);
      expect(res.body.details.errors[0]).toMatchObject({ row: 2, field: 'categoryCode', code: 'UNKNOWN_CATEGORY' });
    }
    const res = await sync('products', rows, 'de');
    expect(res.body.details.errors[0].message).toBe('Die Kategorie wurde nicht gefunden: NOPE');
    expect(await t.db.selectFrom('products').select('code').where('code', 'in', ['SYN-0100', 'SYN-0102']).execute()).toEqual([]);
    expect(await revisions()).toEqual(before);
    const rejected = await t.db.selectFrom('audit_log').select('after').where('action', '=', 'sync-rejected').execute();
    expect(rejected.length).toBeGreaterThanOrEqual(4);
  });

  it('field errors name the row and field in the caller language; unknown codes of every kind', async () => {
    const res = await sync('products', [{ code: 'X', name: 'X', categoryCode: 'T', vatRate: 120, listPrice: 'abc', extra: 1 }], 'en');
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(res.body.details.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(byField.vatRate).toBe('Must be at most 100.');
    expect(byField['']).toBeUndefined();
    expect(res.body.details.errors.every((e: { row: number }) => e.row === 1)).toBe(true);
    expect(res.body.details.errors.some((e: { code: string; message: string }) => e.message === 'Unknown field: extra')).toBe(true);

    const tr = await sync('products', [{ name: 'X', categoryCode: 'T', vatRate: 20, listPrice: 1 }], 'tr');
    expect(tr.body.details.errors[0]).toMatchObject({ row: 1, field: 'code', code: 'REQUIRED', message: 'Bu alan zorunludur.' });

    const props = await sync('products', [{ ...PRODUCTS[0], properties: { colour: 'red', brand: 'Nokian' } }], 'en');
    expect(props.body.details.errors).toEqual([
      expect.objectContaining({ field: 'properties.colour', code: 'UNKNOWN_PROPERTY' }),
      expect.objectContaining({
        field: 'properties.brand',
        code: 'UNKNOWN_PROPERTY_VALUE',
        message: 'The value of property brand does not exist: Nokian',
      }),
    ]);
    const stock = await sync('stocks', [{ productCode: 'NONE', warehouseCode: 'NOWH', quantity: 1 }], 'en');
    expect(stock.body.details.errors.map((e: { code: string }) => e.code)).toEqual(['UNKNOWN_PRODUCT', 'UNKNOWN_WAREHOUSE']);
    const cycle = await sync('categories', [{ code: 'T', parentCode: 'T-BNK', names: { tr: 'Lastik' } }], 'en');
    expect(cycle.body.details.errors[0]).toMatchObject({ field: 'parentCode', code: 'CATEGORY_CYCLE' });
    const dup = await sync(
      'warehouses',
      [
        { code: 'Z1', name: 'a' },
        { code: 'Z1', name: 'b' },
      ],
      'en',
    );
    expect(dup.body.details.errors[0]).toMatchObject({
      row: 2,
      code: 'DUPLICATE_ROW',
      message: 'The same key appears earlier in this batch (row 1).',
    });
    const customer = await sync('customer-discounts', [{ customerCode: 'NOBODY', discountRates: [] }], 'en');
    expect(customer.body.details.errors[0]).toMatchObject({ code: 'UNKNOWN_CUSTOMER' });
    expect(await t.db.selectFrom('warehouses').select('code').where('code', '=', 'Z1').execute()).toEqual([]);
  });

  it('5,001 rows: 400, nothing read; no rows: 400', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => ({ productCode: 'SYN-0001', warehouseCode: `W${i}`, quantity: 1 }));
    const res = await sync('stocks', rows, 'de');
    expect(res.status).toBe(400);
    expect(res.body.details.fields[0]).toEqual({ field: 'rows', message: 'Darf höchstens 5000 Einträge haben.' });
    expect((await sync('stocks', [], 'en')).body.details.fields[0]).toEqual({ field: 'rows', message: 'Must have at least 1 items.' });
  });
});

describe('upload from the admin screen', () => {
  const upload = (entity: string, file: Buffer, fileName: string, token = admin, culture?: string) => {
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
      token,
      culture,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };

  it('a CSV of products (Turkish Excel: ; and decimal comma) writes them, reports by sheet row', async () => {
    const csv = [
      'code;name;names.de;categoryCode;properties.brand;vatRate;unit;minOrderQuantity;maxOrderQuantity;active;listPrice;currency;ean',
      'CSV-1;Michelin Pilot Sport;;T-BNK;Michelin;20;ADET;1;;evet;2450,75;TRY;4006381333931',
      'CSV-2;Michelin Primacy yaz lastiği;Michelin Primacy Sommerreifen;T-BNK;;10;ADET;1;4;true;999;TRY;',
    ].join('\r\n');
    const res = await upload('products', Buffer.from(`\uFEFF${csv}`, 'utf8'), 'products.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entity: 'products', rows: 2, created: 2 });
    const list = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: { searchText: 'Pilot' } });
    expect(list.body.items[0]).toMatchObject({ code: 'CSV-1', salePrice: '2450.75' });
    const eans = await t.db
      .selectFrom('products')
      .select(['code', 'ean'])
      .where('code', 'in', ['CSV-1', 'CSV-2'])
      .orderBy('code')
      .execute();
    expect(eans).toEqual([
      { code: 'CSV-1', ean: '4006381333931' },
      { code: 'CSV-2', ean: null },
    ]);
    // a `names.de` column: the German name where the cell has one
    const names = await t.db
      .selectFrom('products')
      .select(['code', 'names'])
      .where('code', 'in', ['CSV-1', 'CSV-2'])
      .orderBy('code')
      .execute();
    expect(names).toEqual([
      { code: 'CSV-1', names: null },
      { code: 'CSV-2', names: { de: 'Michelin Primacy Sommerreifen' } },
    ]);

    const bad = ['code;name;categoryCode;vatRate;listPrice;colour', 'CSV-3;Michelin X;T-BNK;20;abc;red'].join('\n');
    const rejected = await upload('products', Buffer.from(bad), 'bad.csv', admin, 'en');
    expectError(rejected, 400, 'SYNC_BATCH_REJECTED', 'en', { errorCount: 2 });
    expect(rejected.body.details.errors).toEqual([
      expect.objectContaining({ row: 1, field: 'colour', code: 'UNKNOWN_COLUMN' }),
      expect.objectContaining({ row: 2, field: 'listPrice', code: 'INVALID' }),
    ]);
    expect(await t.db.selectFrom('products').select('code').where('code', '=', 'CSV-3').execute()).toEqual([]);
  });

  it('an xlsx of stock writes it; the upload needs integration.update', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stock');
    sheet.addRow(['productCode', 'warehouseCode', 'quantity']);
    sheet.addRow(['CSV-1', 'IST', 12]);
    sheet.addRow(['CSV-2', 'ANK', 3]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expectError(await upload('stocks', file, 'stock.xlsx', reader, 'de'), 403, 'FORBIDDEN', 'de');
    expectError(await upload('stocks', file, 'stock.xlsx', key), 401, 'UNAUTHORIZED');
    const res = await upload('stocks', file, 'stock.xlsx');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entity: 'stocks', rows: 2, created: 2 });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'after'])
      .where('entity_id', '=', 'stocks')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ via: 'upload', fileName: 'stock.xlsx' });
    expect(audit.actor_user_id).not.toBeNull();
    const unknown = await upload('galaxies', file, 'x.xlsx');
    expect({ status: unknown.status, code: unknown.body.code, field: unknown.body.details.fields[0].field }).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      field: 'entity',
    });
    expectError(
      await upload('stocks', Buffer.from('productCode;warehouseCode;quantity\r\n'), 'empty.csv', admin, 'tr'),
      400,
      'SYNC_FILE_EMPTY',
      'tr',
    );
  });

  it('a template per entity, in the reader locale', async () => {
    const res = await t.call({ method: 'GET', url: `${SYNC}/products/template`, token: reader, culture: 'de' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.body)).toContain('code;name;names.tr;names.de;names.en;categoryCode;properties.brand');
    expect(String(res.body)).toMatch(/;ean\r?\n/);
    expect(String(res.body)).toContain('2450,00');
    expectError(await t.call({ method: 'GET', url: `${SYNC}/products/template` }), 401, 'UNAUTHORIZED');
  });
});

describe("what a batch drops of the catalogue's caches (ADR 0057)", () => {
  const list = () => t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: {} });
  const itemOf = (res: { body: any }) => res.body.items.find((i: { code: string }) => i.code === 'SYN-0001');
  // the statements that (re)build a cache: the whole index, its stock figures and order, the category
  // tree, the list's rows (the row cache), the facet filter's detail -> property map
  const built = (statements: string[]) => ({
    index: statements.filter((s) => s.includes('with recursive tree')).length,
    stockOrder: statements.filter((s) => !s.includes('with recursive tree') && s.includes('order by p.total_stock desc')).length,
    categories: statements.filter((s) => /from "categories"\s+order by "sort_order"/.test(s)).length,
    rows: statements.filter((s) => s.includes('cross join catalogue_stock_revision')).length,
  });

  beforeAll(async () => {
    // the world of the first test, whichever tests run (each call leaves rows as they are when they match)
    for (const [entity, rows] of [
      ['categories', CATEGORIES],
      ['properties', PROPERTIES],
      ['property-values', VALUES],
      [
        'warehouses',
        [
          { code: 'IST', name: 'İstanbul', priority: 1 },
          { code: 'ANK', name: 'Ankara', priority: 2 },
        ],
      ],
      ['products', PRODUCTS],
    ] as const)
      expect((await sync(entity, [...rows])).status).toBe(200);
  });

  it('a stock batch: the next list shows the new stock, with only the stock figures rebuilt', async () => {
    await list();
    const warm = await t.statementsOf(list);
    expect(built(warm.statements)).toEqual({ index: 0, stockOrder: 0, categories: 0, rows: 0 });

    expect(
      (
        await sync('stocks', [
          { productCode: 'SYN-0001', warehouseCode: 'IST', quantity: 100 },
          { productCode: 'SYN-0001', warehouseCode: 'ANK', quantity: 1 },
        ])
      ).body,
    ).toMatchObject({ accepted: 2, unchanged: 0 });
    const after = await t.statementsOf(list);
    expect(itemOf(after.result).stock).toBe(101);
    expect(built(after.statements)).toEqual({ index: 0, stockOrder: 1, categories: 0, rows: 0 });
    // and the same batch again moves nothing, so nothing is rebuilt
    expect((await sync('stocks', [{ productCode: 'SYN-0001', warehouseCode: 'IST', quantity: 100 }])).body).toMatchObject({ unchanged: 1 });
    expect(built((await t.statementsOf(list)).statements)).toEqual({ index: 0, stockOrder: 0, categories: 0, rows: 0 });
  });

  it('a price batch rebuilds the index (and with it the rows) and keeps the category tree', async () => {
    // a customer buying in euros sees the EUR price list
    await t.db.updateTable('customers').set({ currency: 'EUR' }).where('id', '=', dealerCustomer.id).execute();
    try {
      await list();
      expect((await sync('prices', [{ productCode: 'SYN-0001', currency: 'EUR', listPrice: '41.50' }])).body).toMatchObject({
        accepted: 1,
        unchanged: 0,
      });
      const after = await t.statementsOf(list);
      expect(itemOf(after.result)).toMatchObject({ salePrice: '41.50', currencyText: 'EUR' });
      expect(built(after.statements)).toMatchObject({ index: 1, categories: 0, rows: 1 });
    } finally {
      await t.db.updateTable('customers').set({ currency: 'TRY' }).where('id', '=', dealerCustomer.id).execute();
    }
  });

  it('a category batch drops every cache', async () => {
    await list();
    expect((await sync('categories', [{ ...CATEGORIES[1], order: 7 }])).body).toMatchObject({ updated: 1 });
    expect(built((await t.statementsOf(list)).statements)).toMatchObject({ index: 1, categories: 1, rows: 1 });
  });
});

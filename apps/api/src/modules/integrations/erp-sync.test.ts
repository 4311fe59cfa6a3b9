import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createWarehouse } from '../../../test/catalog-factories';
import {
  createIntegrationKey,
  createRole,
  createTestApp,
  createUser,
  expectError,
  signIn,
  signInAdmin,
  type TestApp,
} from '../../../test/harness';
import { createOrder } from '../../../test/order-factories';

/**
 * The ERP's customers, salesmen, ledger and order updates (ADR 0035 addendum, docs/integrations.md):
 * through HTTP with an integration key, then the call a person uses to see it.
 */
let t: TestApp;
let key: string;
let catalogOnly: string;
let admin: string;
const tag = randomUUID().slice(0, 5).toUpperCase();
const C1 = `C${tag}1`;
const S1 = `S${tag}1`;
const S2 = `S${tag}2`;
const W = `W${tag}`;
let productId: number;
let product2: number;

const sync = (entity: string, rows: unknown[], culture?: string, token = key) =>
  t.call({ method: 'POST', url: `/api/integrations/sync/${entity}`, token, payload: { rows }, culture });

const CUSTOMER = {
  code: C1,
  name: 'Acar Lastik',
  title: 'Acar Lastik Ltd. Şti.',
  email: 'info@acar.example',
  taxNumber: '1234567890',
  taxOffice: 'Kadıköy',
  countryCode: 'tr',
  currency: 'TRY',
  language: 'de',
  salesmanCodes: [S1],
  addresses: [
    { code: 'MERKEZ', caption: 'Merkez', address: 'Bağdat Cad. 1', city: 'İstanbul', countryCode: 'TR' },
    { code: 'DEPO', caption: 'Depo', address: 'Sanayi Sok. 2', city: 'Kocaeli', countryCode: 'TR', isDefault: true },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
  key = await createIntegrationKey(t, ['customers', 'finance', 'orders']);
  catalogOnly = await createIntegrationKey(t, ['catalog']);
  admin = await signInAdmin(t);
  await createWarehouse(t.db, W, 'Depo', 1);
  const category = await createCategory(t.db, { code: `${tag}CAT` });
  productId = await createProduct(t.db, {
    code: `${tag}-P1`,
    name: 'Lastik 1',
    categoryId: category,
    listPrice: '100.00',
    stocks: { [W]: 100 },
  });
  product2 = await createProduct(t.db, {
    code: `${tag}-P2`,
    name: 'Lastik 2',
    categoryId: category,
    listPrice: '50.00',
    stocks: { [W]: 100 },
  });
});
afterAll(() => t?.close());

describe('auth', () => {
  it.each(['customers', 'salesmen', 'finance-transactions', 'order-updates'])(
    '%s: no key 401, wrong scope 403, a user token 401',
    async (entity) => {
      expectError(await t.call({ method: 'POST', url: `/api/integrations/sync/${entity}`, payload: { rows: [{}] } }), 401, 'UNAUTHORIZED');
      expectError(await sync(entity, [{}], 'en', catalogOnly), 403, 'FORBIDDEN', 'en');
      expectError(await sync(entity, [{}], 'en', admin), 401, 'UNAUTHORIZED', 'en');
    },
  );
});

describe('salesmen and customers', () => {
  it('creates them; the customer list shows the customer; a dealer user made for it signs in and sees its catalogue', async () => {
    expect(
      (
        await sync('salesmen', [
          { code: S1, name: 'Mehmet', email: 'm@example.test' },
          { code: S2, name: 'Ali' },
        ])
      ).body,
    ).toMatchObject({
      created: 2,
    });
    expect((await sync('customers', [CUSTOMER])).body).toMatchObject({ created: 1, accepted: 1 });
    const customer = await t.db.selectFrom('customers').selectAll().where('code', '=', C1).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ name: 'Acar Lastik', tax_office: 'Kadıköy', language: 'de', is_active: true });
    const addresses = await t.db
      .selectFrom('customer_addresses')
      .select(['code', 'is_default'])
      .where('customer_id', '=', customer.id)
      .where('deleted_at', 'is', null)
      .orderBy('code')
      .execute();
    expect(addresses).toEqual([
      { code: 'DEPO', is_default: true },
      { code: 'MERKEZ', is_default: false },
    ]);
    const list = await t.call({ method: 'GET', url: `/api/customers?PageNumber=1&PageSize=10&SearchTerm=${C1}`, token: admin });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Acar Lastik');
    // the customer's mail language is shown where customers are listed and picked
    expect(list.body.items[0]).toMatchObject({ code: C1, language: 'de' });
    const selectable = await t.call({ method: 'GET', url: '/api/home/customers', token: admin });
    expect(selectable.body.find((c: { code: string }) => c.code === C1)).toMatchObject({ language: 'de' });

    const dealerRole = await createRole(t.db, 'dealer', []);
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        accountName: `dealer${tag}`.toLowerCase(),
        email: `d${tag}@example.test`.toLowerCase(),
        roleId: dealerRole,
        language: 'tr',
        userType: 'dealer',
        customerId: customer.id,
        password: 'Secret123!x',
      },
    });
    expect(created.status).toBe(200);
    const user = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: customer.id });
    const dealer = (await signIn(t, user.account_name)).token;
    const products = await t.call({ method: 'POST', url: '/api/catalogs/products/list', token: dealer, payload: {} });
    expect(products.status).toBe(200);
    expect(products.body.items.map((i: { code: string }) => i.code)).toContain(`${tag}-P1`);
    const mine = await t.call({ method: 'GET', url: '/api/customers/addresses', token: dealer });
    expect(JSON.stringify(mine.body)).toContain('Sanayi Sok. 2');
  });

  it('the same batch twice writes nothing; addresses and salesmen are replace-sets', async () => {
    const before = await t.db.selectFrom('customers').select('updated_at').where('code', '=', C1).executeTakeFirstOrThrow();
    expect((await sync('customers', [CUSTOMER])).body).toMatchObject({ unchanged: 1, updated: 0 });
    expect((await sync('salesmen', [{ code: S1, name: 'Mehmet', email: 'm@example.test' }])).body).toMatchObject({ unchanged: 1 });
    const after = await t.db.selectFrom('customers').select('updated_at').where('code', '=', C1).executeTakeFirstOrThrow();
    expect(after.updated_at).toEqual(before.updated_at);

    const res = await sync('customers', [{ ...CUSTOMER, salesmanCodes: [S2], addresses: [CUSTOMER.addresses[0]] }]);
    expect(res.body).toMatchObject({ updated: 1 });
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', C1).executeTakeFirstOrThrow();
    const standing = await t.db
      .selectFrom('customer_addresses')
      .select(['code', 'is_default'])
      .where('customer_id', '=', customer.id)
      .where('deleted_at', 'is', null)
      .execute();
    expect(standing).toEqual([{ code: 'MERKEZ', is_default: true }]);
    const salesmen = await t.db
      .selectFrom('salesman_customers as sc')
      .innerJoin('salesmen as s', 's.id', 'sc.salesman_id')
      .select('s.code')
      .where('sc.customer_id', '=', customer.id)
      .execute();
    expect(salesmen).toEqual([{ code: S2 }]);
    // the salesman's side: S1 gets the customer back
    expect((await sync('salesmen', [{ code: S1, name: 'Mehmet', email: 'm@example.test', customerCodes: [C1] }])).body).toMatchObject({
      updated: 1,
    });
    expect((await sync('salesmen', [{ code: S1, name: 'Mehmet', email: 'm@example.test', customerCodes: [C1] }])).body).toMatchObject({
      unchanged: 1,
    });
  });

  it('addresses: the sync replaces only the ERP’s; one the dealer added on the portal stays (and stays its default)', async () => {
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', C1).executeTakeFirstOrThrow();
    const role = await createRole(t.db, 'dealer', []);
    const dealer = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'dealer', customerId: customer.id })).account_name))
      .token;
    const standing = () =>
      t.db
        .selectFrom('customer_addresses')
        .select(['code', 'is_default', 'origin'])
        .where('customer_id', '=', customer.id)
        .where('deleted_at', 'is', null)
        .orderBy('code')
        .execute();
    const own = await t.call({
      method: 'POST',
      url: '/api/customers/addresses',
      token: dealer,
      payload: { code: 'SUBE', caption: 'Şube', address: 'Atatürk Cad. 5', city: 'Bursa', countryCode: 'TR' },
    });
    expect(own.status).toBe(200);
    // the ERP sends its list without the dealer's address: the ERP's are replaced, the dealer's stays
    expect((await sync('customers', [{ ...CUSTOMER, addresses: CUSTOMER.addresses }])).body).toMatchObject({ updated: 1 });
    expect(await standing()).toEqual([
      { code: 'DEPO', is_default: true, origin: 'erp' },
      { code: 'MERKEZ', is_default: false, origin: 'erp' },
      { code: 'SUBE', is_default: false, origin: 'portal' },
    ]);
    expect((await sync('customers', [{ ...CUSTOMER, addresses: CUSTOMER.addresses }])).body).toMatchObject({ unchanged: 1 });
    // the dealer makes its own address the default: an ERP list with no default flagged leaves that choice
    const mine = await t.call({ method: 'GET', url: '/api/customers/addresses', token: dealer });
    const sube = mine.body.find((a: { code: string }) => a.code === 'SUBE');
    const put = await t.call({
      method: 'PUT',
      url: `/api/customers/addresses/${sube.id}`,
      token: dealer,
      payload: { code: 'SUBE', caption: 'Şube', address: 'Atatürk Cad. 5', city: 'Bursa', countryCode: 'TR', isDefault: true },
    });
    expect(put.status).toBe(200);
    const unflagged = CUSTOMER.addresses.map((a) => ({ ...a, isDefault: false }));
    expect((await sync('customers', [{ ...CUSTOMER, addresses: unflagged.slice(0, 1) }])).body).toMatchObject({ updated: 1 });
    expect(await standing()).toEqual([
      { code: 'MERKEZ', is_default: false, origin: 'erp' },
      { code: 'SUBE', is_default: true, origin: 'portal' },
    ]);
    // [] removes all of the ERP's, never the dealer's
    expect((await sync('customers', [{ ...CUSTOMER, addresses: [] }])).body).toMatchObject({ updated: 1 });
    expect(await standing()).toEqual([{ code: 'SUBE', is_default: true, origin: 'portal' }]);
    // an ERP address flagged default takes the default; one named like the dealer's takes that address over
    expect((await sync('customers', [{ ...CUSTOMER, addresses: CUSTOMER.addresses }])).body).toMatchObject({ updated: 1 });
    expect(await standing()).toEqual([
      { code: 'DEPO', is_default: true, origin: 'erp' },
      { code: 'MERKEZ', is_default: false, origin: 'erp' },
      { code: 'SUBE', is_default: false, origin: 'portal' },
    ]);
    const takeover = { code: 'sube', caption: 'Şube (ERP)', address: 'Atatürk Cad. 5', city: 'Bursa', countryCode: 'TR' };
    expect((await sync('customers', [{ ...CUSTOMER, addresses: [...CUSTOMER.addresses, takeover] }])).body).toMatchObject({ updated: 1 });
    expect(await standing()).toEqual([
      { code: 'DEPO', is_default: true, origin: 'erp' },
      { code: 'MERKEZ', is_default: false, origin: 'erp' },
      { code: 'sube', is_default: false, origin: 'erp' },
    ]);
    // back to the ERP's two (the taken-over address is the ERP's now: removed)
    expect((await sync('customers', [CUSTOMER])).body).toMatchObject({ updated: 1 });
    expect((await standing()).map((a) => a.code)).toEqual(['DEPO', 'MERKEZ']);
  });

  it('a salesman the ERP deactivates can neither sign in nor act for its customers; reactivated, it can again', async () => {
    const salesman = await t.db.selectFrom('salesmen').select('id').where('code', '=', S1).executeTakeFirstOrThrow();
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', C1).executeTakeFirstOrThrow();
    const role = await createRole(t.db, 'salesman', ['customer.list']);
    const user = await createUser(t.db, { roleId: role, userType: 'salesman', salesmanId: salesman.id });
    const session = await signIn(t, user.account_name);
    const actFor = (token: string) =>
      t.call({ method: 'GET', url: '/api/customers/addresses', token, headers: { 'x-customer-id': customer.id } });
    expect((await actFor(session.token)).status).toBe(200);

    expect((await sync('salesmen', [{ code: S1, name: 'Mehmet', email: 'm@example.test', active: false }])).body).toMatchObject({
      updated: 1,
    });
    expectError(await actFor(session.token), 401, 'UNAUTHORIZED');
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/auths/authenticate',
        culture: 'de',
        payload: { userName: user.account_name, password: user.password },
      }),
      400,
      'INVALID_CREDENTIALS',
      'de',
    );
    expectError(
      await t.call({ method: 'POST', url: '/api/auths/authenticate-with-refresh-token', payload: { refreshToken: session.refreshToken } }),
      401,
      'INVALID_REFRESH_TOKEN',
    );
    // the customer's other users (a dealer) are not touched
    const dealerRole = await createRole(t.db, 'dealer', []);
    const dealer = await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: customer.id });
    expect((await actFor((await signIn(t, dealer.account_name)).token)).status).toBe(200);

    expect((await sync('salesmen', [{ code: S1, name: 'Mehmet', email: 'm@example.test' }])).body).toMatchObject({ updated: 1 });
    expect((await actFor((await signIn(t, user.account_name)).token)).status).toBe(200);
  });

  it('a batch with one bad row writes nothing and names it, in tr, de and en', async () => {
    const rows = [
      { ...CUSTOMER, code: `${C1}-NEW` },
      { ...CUSTOMER, code: `${C1}-BAD`, countryCode: 'QQ', salesmanCodes: ['NOBODY'] },
    ];
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await sync('customers', rows, culture);
      expectError(res, 400, 'SYNC_BATCH_REJECTED', culture, { errorCount: 2 });
    }
    const res = await sync('customers', rows, 'de');
    expect(res.body.details.errors).toEqual([
      expect.objectContaining({ row: 2, field: 'countryCode', code: 'UNKNOWN_COUNTRY', message: 'Das Land wurde nicht gefunden: QQ' }),
      expect.objectContaining({ row: 2, field: 'salesmanCodes', code: 'UNKNOWN_SALESMAN' }),
    ]);
    expect(await t.db.selectFrom('customers').select('id').where('code', '=', `${C1}-NEW`).execute()).toEqual([]);
    const twoDefaults = await sync(
      'customers',
      [{ ...CUSTOMER, addresses: CUSTOMER.addresses.map((a) => ({ ...a, isDefault: true })) }],
      'en',
    );
    expect(twoDefaults.body.details.errors[0]).toMatchObject({
      field: 'addresses',
      code: 'SEVERAL_DEFAULT_ADDRESSES',
      message: 'At most one address can be the default.',
    });
  });
});

describe('finance transactions', () => {
  const ROWS = () => [
    {
      id: `${tag}-1`,
      customerCode: C1,
      ficheNo: 'FAT-1',
      ficheType: 'Fatura',
      ficheTypeId: 8,
      date: '2026-11-01',
      dueDate: '2026-12-01',
      sign: 1,
      amount: '1000.50',
      currency: 'TRY',
    },
    {
      id: `${tag}-2`,
      customerCode: C1,
      ficheNo: 'THS-1',
      ficheType: 'Tahsilat',
      ficheTypeId: 1,
      date: '2026-11-05',
      sign: -1,
      amount: 400,
      currency: 'TRY',
    },
  ];
  let dealer: string;
  beforeAll(async () => {
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', C1).executeTakeFirstOrThrow();
    const role = await createRole(t.db, 'dealer', []);
    dealer = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'dealer', customerId: customer.id })).account_name)).token;
  });
  const account = async () => (await t.call({ method: 'GET', url: '/api/customers/finance', token: dealer })).body;

  it('writes the ledger: the dealer’s finance call shows the rows and the balance; a resent row updates; deleted removes', async () => {
    expect((await sync('finance-transactions', ROWS())).body).toMatchObject({ created: 2 });
    let body = await account();
    expect(body.customerInfo.currentBalance).toBe('600.50');
    expect(body.customerFinanceTransactions.items.map((i: { ficheNo: string }) => i.ficheNo)).toEqual(['FAT-1', 'THS-1']);
    expect((await sync('finance-transactions', ROWS())).body).toMatchObject({ unchanged: 2 });
    expect((await sync('finance-transactions', [{ ...ROWS()[1], amount: '500' }])).body).toMatchObject({ updated: 1 });
    body = await account();
    expect(body.customerInfo.currentBalance).toBe('500.50');
    expect((await sync('finance-transactions', [{ ...ROWS()[0], deleted: true }])).body).toMatchObject({ updated: 1 });
    expect((await account()).customerInfo.currentBalance).toBe('-500.00');
    expect((await sync('finance-transactions', [{ ...ROWS()[0], deleted: true }])).body).toMatchObject({ unchanged: 1 });
  });

  it('one bad row writes nothing: unknown customer, another currency, a fiche number of another row', async () => {
    const res = await sync(
      'finance-transactions',
      [
        { ...ROWS()[0], id: `${tag}-9`, ficheNo: 'FAT-9' },
        { ...ROWS()[0], id: `${tag}-10`, customerCode: 'NOBODY' },
        { ...ROWS()[0], id: `${tag}-11`, ficheNo: 'FAT-11', currency: 'EUR' },
        { ...ROWS()[0], id: `${tag}-12`, ficheNo: 'THS-1' },
      ],
      'en',
    );
    expect(res.status).toBe(400);
    expect(res.body.details.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [2, 'UNKNOWN_CUSTOMER'],
      [3, 'CURRENCY_MISMATCH'],
      [4, 'FICHE_TAKEN'],
    ]);
    const tr = await sync('finance-transactions', [{ ...ROWS()[0], date: '01.11.2026' }], 'tr');
    expect(tr.body.details.errors[0]).toMatchObject({ field: 'date', code: 'INVALID' });
    expect((await account()).customerInfo.currentBalance).toBe('-500.00');
  });
});

describe('uploads of customers, salesmen and the ledger (CSV and xlsx)', () => {
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
      url: `/api/integrations/sync/${entity}/upload`,
      token: admin,
      culture,
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const xlsx = async (rows: unknown[][]) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const U = `U${tag}`;

  it('salesmen: a CSV writes them; a bad row is reported by its sheet row and nothing is written', async () => {
    const csv = [
      'code;name;email;phoneNumber;active',
      `${U}-S1;Veli Kaya;veli@example.test;+90 532 000 00 00;evet`,
      `${U}-S2;Ayşe Demir;;;hayır`,
    ];
    const res = await upload('salesmen', Buffer.from(`\uFEFF${csv.join('\r\n')}`, 'utf8'), 'salesmen.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entity: 'salesmen', rows: 2, created: 2 });
    const written = await t.db
      .selectFrom('salesmen')
      .select(['code', 'name', 'is_active'])
      .where('code', 'like', `${U}-S%`)
      .orderBy('code')
      .execute();
    expect(written).toEqual([
      { code: `${U}-S1`, name: 'Veli Kaya', is_active: true },
      { code: `${U}-S2`, name: 'Ayşe Demir', is_active: false },
    ]);
    const bad = await upload(
      'salesmen',
      await xlsx([
        ['code', 'name', 'email'],
        [`${U}-S3`, 'Can'],
        [`${U}-S4`, '', 'not-an-email'],
      ]),
      's.xlsx',
      'de',
    );
    expectError(bad, 400, 'SYNC_BATCH_REJECTED', 'de');
    expect(bad.body.details.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [3, 'name'],
      [3, 'email'],
    ]);
    expect(await t.db.selectFrom('salesmen').select('code').where('code', '=', `${U}-S3`).execute()).toEqual([]);
  });

  it('customers: an xlsx writes them with their salesmen (a list cell); a CSV with a bad row is reported by sheet row', async () => {
    const file = await xlsx([
      ['code', 'name', 'taxNumber', 'taxOffice', 'countryCode', 'currency', 'language', 'exportRegistered', 'salesmanCodes'],
      [`${U}-C1`, 'Kaya Oto', '1111111111', 'Nilüfer', 'TR', 'TRY', 'en', false, `${U}-S1|${U}-S2`],
      [`${U}-C2`, 'Demir Lastik', 2222222222, 'Osmangazi', 'TR', 'TRY', '', 'hayır', `${U}-S1`],
    ]);
    const res = await upload('customers', file, 'customers.xlsx');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entity: 'customers', rows: 2, created: 2 });
    const c1 = await t.db.selectFrom('customers').selectAll().where('code', '=', `${U}-C1`).executeTakeFirstOrThrow();
    expect(c1).toMatchObject({ name: 'Kaya Oto', language: 'en', tax_office: 'Nilüfer' });
    const c2 = await t.db.selectFrom('customers').selectAll().where('code', '=', `${U}-C2`).executeTakeFirstOrThrow();
    expect(c2).toMatchObject({ tax_number: '2222222222', language: null });
    const assigned = await t.db
      .selectFrom('salesman_customers as sc')
      .innerJoin('salesmen as s', 's.id', 'sc.salesman_id')
      .select('s.code')
      .where('sc.customer_id', '=', c1.id)
      .orderBy('s.code')
      .execute();
    expect(assigned.map((a) => a.code)).toEqual([`${U}-S1`, `${U}-S2`]);
    expect((await upload('customers', file, 'customers.xlsx')).body).toMatchObject({ unchanged: 2 });

    const csv = [
      'code;name;taxNumber;taxOffice;countryCode;currency;salesmanCodes',
      `${U}-C3;Yeni Bayi;3333333333;Kadıköy;TR;TRY;`,
      `${U}-C4;Başka Bayi;4444444444;Kadıköy;QQ;TRY;NOBODY`,
    ].join('\r\n');
    const bad = await upload('customers', Buffer.from(csv), 'customers.csv', 'en');
    expectError(bad, 400, 'SYNC_BATCH_REJECTED', 'en', { errorCount: 2 });
    expect(bad.body.details.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [3, 'UNKNOWN_COUNTRY'],
      [3, 'UNKNOWN_SALESMAN'],
    ]);
    expect(await t.db.selectFrom('customers').select('id').where('code', '=', `${U}-C3`).execute()).toEqual([]);
  });

  it('the ledger: a CSV (Turkish dates and decimal comma) and an xlsx (date cells) write it; a bad row is reported by sheet row', async () => {
    const csv = [
      'id;customerCode;ficheNo;ficheType;ficheTypeId;date;dueDate;sign;amount;currency',
      `${U}-F1;${U}-C1;FAT-U1;Fatura;8;20.11.2026;20.12.2026;1;1250,50;TRY`,
      `${U}-F2;${U}-C1;THS-U1;Tahsilat;1;2026-11-25;;-1;250;TRY`,
    ].join('\r\n');
    const res = await upload('finance-transactions', Buffer.from(`\uFEFF${csv}`, 'utf8'), 'ledger.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ entity: 'finance-transactions', rows: 2, created: 2 });
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', `${U}-C1`).executeTakeFirstOrThrow();
    const ledger = () =>
      t.db
        .selectFrom('finance_transactions')
        .select(['fiche_no', 'amount', sql<string>`create_date::text`.as('date'), sql<string | null>`due_date::text`.as('due')])
        .where('customer_id', '=', customer.id)
        .orderBy('fiche_no')
        .execute();
    expect(await ledger()).toEqual([
      { fiche_no: 'FAT-U1', amount: '1250.50', date: '2026-11-20', due: '2026-12-20' },
      { fiche_no: 'THS-U1', amount: '250.00', date: '2026-11-25', due: null },
    ]);

    const header = ['id', 'customerCode', 'ficheNo', 'ficheType', 'ficheTypeId', 'date', 'sign', 'amount', 'currency'];
    const file = await xlsx([header, [`${U}-F3`, `${U}-C1`, 'FAT-U3', 'Fatura', 8, new Date(Date.UTC(2026, 10, 26)), 1, 99.9, 'TRY']]);
    expect((await upload('finance-transactions', file, 'ledger.xlsx')).body).toMatchObject({ created: 1 });
    expect((await ledger()).find((r) => r.fiche_no === 'FAT-U3')).toMatchObject({ amount: '99.90', date: '2026-11-26' });

    const bad = await upload(
      'finance-transactions',
      await xlsx([
        header,
        [`${U}-F4`, `${U}-C1`, 'FAT-U4', 'Fatura', 8, '2026-11-27', 1, 10, 'TRY'],
        [`${U}-F5`, 'NOBODY', 'FAT-U5', 'Fatura', 8, 'yesterday', 1, 10, 'TRY'],
      ]),
      'bad.xlsx',
      'tr',
    );
    expectError(bad, 400, 'SYNC_BATCH_REJECTED', 'tr');
    expect(bad.body.details.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([[3, 'date']]);
    expect((await ledger()).map((r) => r.fiche_no)).toEqual(['FAT-U1', 'FAT-U3', 'THS-U1']);
  });
});

describe('order updates', () => {
  let order: Awaited<ReturnType<typeof createOrder>>;
  let dealer: string;
  let orderUserId: string;
  beforeAll(async () => {
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', C1).executeTakeFirstOrThrow();
    const role = await createRole(t.db, 'dealer', ['order.list']);
    const user = await createUser(t.db, { roleId: role, userType: 'dealer', customerId: customer.id });
    orderUserId = user.id;
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', user.id).execute();
    dealer = (await signIn(t, user.account_name)).token;
    order = await createOrder(t.db, {
      customerId: customer.id,
      userId: user.id,
      lines: [
        { productId, warehouses: [{ code: W, quantity: 4 }] },
        { productId: product2, warehouses: [{ code: W, quantity: 2 }] },
      ],
    });
  });
  const detail = async () => (await t.call({ method: 'GET', url: `/api/orders/${order.docNumber}`, token: dealer })).body;

  it('status, shipped quantity, a line added and one deleted by the ERP: the order detail shows them, totals follow, the dealer is mailed', async () => {
    const before = await detail();
    const [first, second] = before.orderItems;
    const mailsBefore = await t.db.selectFrom('email_outbox').select('id').execute();
    const row = {
      docNumber: order.docNumber,
      status: 'PartiallyShipped',
      erpModifiedBy: 'LOGO',
      erpModifiedOn: '2026-11-20T10:00:00Z',
      lines: [
        { id: first.id, shippedQuantity: 3, status: 'PartiallyShipped' },
        { id: second.id, deleted: true },
        { erpLineCode: 'E-1', productCode: `${tag}-P2`, quantity: 1, salePrice: '50.00', vatRate: 20 },
      ],
    };
    const res = await sync('order-updates', [row]);
    expect(res.body).toMatchObject({ updated: 1 });
    const after = await detail();
    expect(after).toMatchObject({ status: 'PartiallyShipped', erpModifiedBy: 'LOGO', erpModifiedOn: '2026-11-20T10:00:00.000Z' });
    expect(after.orderItems).toHaveLength(3);
    expect(after.orderItems[0]).toMatchObject({ shippedQuantity: 3, status: 'PartiallyShipped' });
    expect(after.orderItems[0].orders[0]).toMatchObject({ shippedQuantity: 3, erpModifiedBy: 'LOGO' });
    expect(after.orderItems[1]).toMatchObject({ isDeletedByErp: true, status: 'Cancelled' });
    expect(after.orderItems[2]).toMatchObject({ isAddedByErp: true, quantity: 1, productCode: `${tag}-P2`, salePrice: '50.00' });
    // totals = the standing lines: 4 x 100 and 1 x 50, VAT 20 %
    expect(after).toMatchObject({ totalAmountWithoutTax: '450.00', totalTaxAmount: '90.00', totalAmount: '540.00' });
    const mails = await t.db
      .selectFrom('email_outbox')
      .select(['subject', 'to_address'])
      .where('id', 'not in', mailsBefore.length ? mailsBefore.map((m) => m.id) : ['0'])
      .execute();
    expect(mails).toHaveLength(1);
    // the customer's language (de), not the user's (en)
    expect(mails[0]!.subject).toContain('Teilweise');

    // the same batch twice: nothing written, no mail
    expect((await sync('order-updates', [row])).body).toMatchObject({ unchanged: 1 });
    expect((await t.db.selectFrom('email_outbox').select('id').execute()).length).toBe(mailsBefore.length + 1);
  });

  it('restores an item the ERP had deleted: it stands again with the order’s status, totals follow; the same row again is a no-op', async () => {
    const [, second] = (await detail()).orderItems;
    expect(second).toMatchObject({ isDeletedByErp: true, status: 'Cancelled' });
    const row = { docNumber: order.docNumber, lines: [{ id: second.id }] };
    expect((await sync('order-updates', [row])).body).toMatchObject({ updated: 1 });
    const after = await detail();
    expect(after.orderItems[1]).toMatchObject({ isDeletedByErp: false, status: 'PartiallyShipped', quantity: 2 });
    expect(after.orderItems[1].orders[0]).toMatchObject({ status: 'PartiallyShipped' });
    // 4 x 100 + 2 x 50 + 1 x 50, VAT 20 %
    expect(after).toMatchObject({ totalAmountWithoutTax: '550.00', totalTaxAmount: '110.00', totalAmount: '660.00' });
    expect((await sync('order-updates', [row])).body).toMatchObject({ unchanged: 1 });
    // deleted again, then restored with a status of its own
    expect((await sync('order-updates', [{ docNumber: order.docNumber, lines: [{ id: second.id, deleted: true }] }])).body).toMatchObject({
      updated: 1,
    });
    expect((await detail()).totalAmount).toBe('540.00');
    await sync('order-updates', [{ docNumber: order.docNumber, lines: [{ id: second.id, status: 'Approved' }] }]);
    expect((await detail()).orderItems[1]).toMatchObject({ isDeletedByErp: false, status: 'Approved' });
    await sync('order-updates', [{ docNumber: order.docNumber, lines: [{ id: second.id, deleted: true }] }]);
  });

  it('an item spread over two warehouse orders: shipped units fill them in turn; a changed quantity adds to the first, comes off the last', async () => {
    const W2 = `${W}2`;
    await createWarehouse(t.db, W2, 'Depo 2', 2);
    await t.db.insertInto('stocks').values({ product_id: productId, warehouse_code: W2, quantity: 10 }).execute();
    const customer = await t.db.selectFrom('customers').select('id').where('code', '=', C1).executeTakeFirstOrThrow();
    const spread = await createOrder(t.db, {
      customerId: customer.id,
      userId: orderUserId,
      lines: [
        {
          productId,
          warehouses: [
            { code: W, quantity: 3 },
            { code: W2, quantity: 2 },
          ],
        },
      ],
    });
    const get = async () => (await t.call({ method: 'GET', url: `/api/orders/${spread.docNumber}`, token: dealer })).body;
    const item = (await get()).orderItems[0];
    expect(item.orders).toHaveLength(2);
    const parts = async () =>
      (await get()).orderItems[0].orders.map((o: { warehouseCode: string; quantity: number; shippedQuantity: number }) => [
        o.warehouseCode,
        o.quantity,
        o.shippedQuantity,
      ]);
    const update = (line: Record<string, unknown>) =>
      sync('order-updates', [{ docNumber: spread.docNumber, lines: [{ id: item.id, ...line }] }]);

    expect((await update({ shippedQuantity: 4 })).body).toMatchObject({ updated: 1 });
    expect(await parts()).toEqual([
      [W, 3, 3],
      [W2, 2, 1],
    ]);
    expect((await update({ quantity: 6 })).body).toMatchObject({ updated: 1 });
    expect(await parts()).toEqual([
      [W, 4, 4],
      [W2, 2, 0],
    ]);
    expect((await get()).orderItems[0]).toMatchObject({ quantity: 6, shippedQuantity: 4 });
    expect((await update({ quantity: 3, shippedQuantity: 3, status: 'Shipped' })).body).toMatchObject({ updated: 1 });
    expect(await parts()).toEqual([
      [W, 3, 3],
      [W2, 0, 0],
    ]);
    const after = await get();
    expect(after.orderItems[0]).toMatchObject({ quantity: 3, shippedQuantity: 3, status: 'Shipped' });
    // the emptied warehouse order stays listed, cancelled
    expect(after.orderItems[0].orders.map((o: { status: string }) => o.status)).toEqual(['Shipped', 'Cancelled']);
    // 3 x 100, VAT 20 %
    expect(after).toMatchObject({ totalAmountWithoutTax: '300.00', totalAmount: '360.00' });
    const tooMany = await update({ shippedQuantity: 4 });
    expect(tooMany.body.details.errors[0]).toMatchObject({ code: 'SHIPPED_ABOVE_ORDERED' });
  });

  it('unknown document, unknown item, a new item without product: row errors, nothing written; a portal-cancelled order refuses', async () => {
    const res = await sync(
      'order-updates',
      [
        { docNumber: order.docNumber, status: 'Shipped' },
        { docNumber: 'NOPE-1', status: 'Shipped' },
        { docNumber: `${order.docNumber}`, lines: [] },
      ],
      'en',
    );
    expect(res.body.details.errors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([
      [2, 'UNKNOWN_ORDER'],
      [3, 'DUPLICATE_ROW'],
    ]);
    const lines = await sync('order-updates', [{ docNumber: order.docNumber, lines: [{ id: 999999999 }, { erpLineCode: 'E-2' }] }], 'de');
    expect(lines.body.details.errors.map((e: { code: string }) => e.code)).toEqual(['UNKNOWN_ORDER_LINE', 'NEW_LINE_INCOMPLETE']);
    expect((await detail()).status).toBe('PartiallyShipped');

    await t.db.updateTable('orders').set({ status: 'Cancelled', cancelled_at: new Date() }).where('id', '=', order.id).execute();
    const cancelled = await sync('order-updates', [{ docNumber: order.docNumber, status: 'Shipped' }], 'tr');
    expect(cancelled.body.details.errors[0]).toMatchObject({ code: 'ORDER_CANCELLED' });
  });

  it('cannot be uploaded as a file', async () => {
    expectError(
      await t.call({ method: 'GET', url: '/api/integrations/sync/order-updates/template', token: admin, culture: 'en' }),
      400,
      'SYNC_UPLOAD_UNSUPPORTED',
      'en',
    );
  });
});

import { errorMessage } from '@dealerport/contract';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../../test/catalog-factories';
import { createRole, createTestApp, createUser, expectError, onPostgres, signIn, type TestApp } from '../../../test/harness';
import { activeLimits, consumeLimitsForDocument } from '../../../test/limit-ledger';

let t: TestApp;
const tokens = {} as Record<'admin' | 'reader' | 'bare', string>;
const url = '/api/catalogs/limits/salesman';
const uploadUrl = `${url}/upload`;
let uploader: string;

async function xlsx(rows: unknown[][], opts: { dateCells?: boolean } = {}) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Limits');
  for (const r of rows) ws.addRow(r);
  if (opts.dateCells) {
    ws.getColumn(4).numFmt = 'dd.mm.yyyy';
    ws.getColumn(5).numFmt = 'dd.mm.yyyy';
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function form(file?: { name: string; type: string; data: Buffer | string }, extra: Record<string, string> = {}) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(extra)) fd.append(k, v);
  if (file) fd.append('file', new Blob([file.data], { type: file.type }), file.name);
  return fd;
}
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (body: FormData, token = tokens.admin, culture = 'en') =>
  t.call({ method: 'POST', url: uploadUrl, payload: body as never, token, culture });

const limitsOf = (salesman: string) =>
  t.db
    .selectFrom('salesman_limits')
    .select(['id', 'salesman_code', 'product_code', 'quantity'])
    .select((eb) => [
      eb.fn('to_char', ['start_date', eb.val('YYYY-MM-DD')]).as('start'),
      eb.fn('to_char', ['end_date', eb.val('YYYY-MM-DD')]).as('end'),
    ])
    .where('salesman_code', '=', salesman)
    .orderBy('product_code')
    .orderBy('start_date')
    .execute();
const countLimits = async () =>
  Number(
    (
      await t.db
        .selectFrom('salesman_limits')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  const role = async (codes: string[]) => {
    const user = await createUser(t.db, { roleId: await createRole(t.db, 'staff', codes), userType: 'staff' });
    return { token: (await signIn(t, user.account_name)).token, name: user.account_name };
  };
  const admin = await role(['salesman-limit.list', 'salesman-limit.create']);
  tokens.admin = admin.token;
  uploader = admin.name;
  tokens.reader = (await role(['salesman-limit.list'])).token;
  tokens.bare = (await role([])).token;
  await t.db
    .insertInto('salesmen')
    .values([
      { code: 'SL-S1', name: 'Ayşe Yılmaz' },
      { code: 'SL-S2', name: 'Jens Müller' },
    ])
    .execute();
  const category = await createCategory(t.db, { code: 'SL-LST' });
  await createProduct(t.db, { code: 'SL-P1', name: 'Michelin Pilot Sport 5', categoryId: category, listPrice: '100' });
  await createProduct(t.db, { code: 'SL-P2', name: 'Lassa Driveways', categoryId: category, listPrice: '80' });
  await createProduct(t.db, { code: 'SL-P3', name: 'Petlas Imperium', categoryId: category, listPrice: '70' });
});
afterAll(async () => {
  await t?.close();
});

describe('salesman limit upload', () => {
  it('imports a good xlsx (camelCase headings, real Excel dates and ISO text), logs each created limit', async () => {
    const file = await xlsx(
      [
        ['salesmanCode', 'productCode', 'quantity', 'startDate', 'endDate'],
        ['sl-s1', 'SL-P1', 10, new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(2026, 2, 31))],
        ['SL-S1', 'SL-P2', 5, '2026-01-01', '2026-03-31'],
        [],
        ['SL-S2', 'sl-p1', 0, '01.01.2026', '31.03.2026'],
      ],
      { dateCells: true },
    );
    const res = await upload(form({ name: 'limits.xlsx', type: XLSX_TYPE, data: file }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ rows: 3, created: 3, updated: 0 });
    expect(await limitsOf('SL-S1')).toEqual([
      { id: expect.any(Number), salesman_code: 'SL-S1', product_code: 'SL-P1', quantity: 10, start: '2026-01-01', end: '2026-03-31' },
      { id: expect.any(Number), salesman_code: 'SL-S1', product_code: 'SL-P2', quantity: 5, start: '2026-01-01', end: '2026-03-31' },
    ]);
    const [p1] = await limitsOf('SL-S1');
    const logs = await t.call({ method: 'GET', url: `${url}/${p1!.id}/transactions`, token: tokens.reader });
    expect(logs.status).toBe(200);
    expect(logs.body).toEqual([
      {
        id: expect.any(Number),
        docNo: null,
        customerCode: null,
        oldQuantity: 0,
        newQuantity: 10,
        orderDate: null,
        salesmanLimitId: p1!.id,
        createdBy: uploader,
        createdOnUtc: expect.any(String),
      },
    ]);
    // The ledger the orders use sees the limit.
    expect((await activeLimits(t.db, 'SL-S1', ['SL-P1'], '2026-02-01')).get('SL-P1')).toEqual({
      id: p1!.id,
      quantity: 10,
    });
  });

  it('imports a csv as Turkish Excel writes it (BOM, ;, Turkish headings, dd.mm.yyyy): updates, creates, leaves unchanged rows alone', async () => {
    const before = await limitsOf('SL-S1');
    const csv =
      '\uFEFFPlasiyer Kodu;Ürün Kodu;Miktar;Başlangıç Tarihi;Bitiş Tarihi\r\nSL-S1;SL-P1;7;01.01.2026;31.03.2026\r\nSL-S1;SL-P2;5;01.01.2026;31.03.2026\r\nSL-S1;SL-P3;3;1.4.2026;30.06.2026\r\n';
    const res = await upload(form({ name: 'limits.csv', type: 'text/csv', data: csv }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ rows: 3, created: 1, updated: 1 });
    const after = await limitsOf('SL-S1');
    expect(after.map((l) => `${l.product_code}:${l.quantity}:${l.start}`)).toEqual([
      'SL-P1:7:2026-01-01',
      'SL-P2:5:2026-01-01',
      'SL-P3:3:2026-04-01',
    ]);
    expect(after[0]!.id).toBe(before[0]!.id);
    const logs = await t.call({ method: 'GET', url: `${url}/${before[0]!.id}/transactions`, token: tokens.reader });
    expect(logs.body.map((l: any) => [l.oldQuantity, l.newQuantity])).toEqual([
      [10, 7],
      [0, 10],
    ]);
    const unchanged = await t.call({ method: 'GET', url: `${url}/${before[1]!.id}/transactions`, token: tokens.reader });
    expect(unchanged.body).toHaveLength(1);
  });

  it('imports a German csv with , separators and quoted fields', async () => {
    const csv = 'Verkäufer;Artikelnummer;Menge;Gültig ab;Gültig bis\n"SL-S2";"SL-P2";"12";2026-01-01;2026-03-31\n'.replace(/;/g, ',');
    const res = await upload(form({ name: 'limits.csv', type: 'text/csv', data: csv }), tokens.admin, 'de');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ rows: 1, created: 1, updated: 0 });
  });

  it('refuses a file with bad rows with the per-row report, localised, and imports nothing', async () => {
    const count = await countLimits();
    const quantityBefore = (await limitsOf('SL-S1'))[0]!.quantity;
    const file = await xlsx([
      ['Salesman code', 'Product code', 'Quantity', 'Start date', 'End date'],
      ['SL-S1', 'SL-P1', 99, '2026-01-01', '2026-03-31'],
      ['NOPE', 'SL-P1', 1, '2026-01-01', '2026-03-31'],
      ['SL-S1', 'NOPE', -1, '2026-02-30', '2026-03-31'],
      ['SL-S2', 'SL-P3', 1.5, '2026-05-01', '2026-04-01'],
      ['sl-s1', 'sl-p1', 3, '01.01.2026', '2026-06-30'],
      ['', 'SL-P3', '', '', ''],
    ]);
    const res = await upload(form({ name: 'bad.xlsx', type: XLSX_TYPE, data: file }), tokens.admin, 'de');
    expectError(res, 400, 'LIMIT_UPLOAD_INVALID', 'de');
    expect(res.body.details.count).toBe(11);
    expect(res.body.details.errors).toEqual([
      { row: 3, column: 'salesmanCode', message: 'Verkäufer nicht gefunden: NOPE' },
      { row: 4, column: 'productCode', message: 'Produkt nicht gefunden: NOPE' },
      { row: 4, column: 'quantity', message: 'Die Menge muss eine ganze Zahl ab null sein: -1' },
      { row: 4, column: 'startDate', message: 'Ungültiges Datum (TT.MM.JJJJ oder JJJJ-MM-TT): 2026-02-30' },
      { row: 5, column: 'quantity', message: 'Die Menge muss eine ganze Zahl ab null sein: 1.5' },
      { row: 5, column: 'endDate', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
      { row: 6, column: null, message: 'Derselbe Verkäufer, dasselbe Produkt und Startdatum stehen schon in Zeile 2.' },
      { row: 7, column: 'salesmanCode', message: 'Es wurde kein Wert angegeben.' },
      { row: 7, column: 'quantity', message: 'Es wurde kein Wert angegeben.' },
      { row: 7, column: 'startDate', message: 'Es wurde kein Wert angegeben.' },
      { row: 7, column: 'endDate', message: 'Es wurde kein Wert angegeben.' },
    ]);
    expect(await countLimits()).toBe(count);
    expect((await limitsOf('SL-S1'))[0]!.quantity).toBe(quantityBefore);
  });

  it('reports missing columns and an empty sheet', async () => {
    const missing = await upload(
      form({ name: 'x.csv', type: 'text/csv', data: 'salesmanCode;productCode;quantity\nSL-S1;SL-P1;1\n' }),
      tokens.admin,
      'tr',
    );
    expectError(missing, 400, 'LIMIT_UPLOAD_INVALID', 'tr');
    expect(missing.body.details.errors).toEqual([
      { row: 1, column: 'startDate', message: 'Başlık satırında "startDate" sütunu yok.' },
      { row: 1, column: 'endDate', message: 'Başlık satırında "endDate" sütunu yok.' },
    ]);
    const headerOnly = await upload(
      form({ name: 'x.csv', type: 'text/csv', data: 'salesmanCode;productCode;quantity;startDate;endDate\n' }),
    );
    expectError(headerOnly, 400, 'LIMIT_UPLOAD_INVALID', 'en');
    expect(headerOnly.body.details.errors).toEqual([{ row: 2, column: null, message: 'The file has no data after the header row.' }]);
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    expectError(await upload(form({ name: 'x.xlsx', type: XLSX_TYPE, data: png })), 400, 'SPREADSHEET_UNREADABLE', 'en');
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    expectError(await upload(form({ name: 'x.xlsx', type: XLSX_TYPE, data: brokenZip })), 400, 'SPREADSHEET_UNREADABLE', 'en');
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
    expectError(
      await upload(form({ name: 'x.xls', type: 'application/vnd.ms-excel', data: xls }), tokens.admin, 'tr'),
      400,
      'SPREADSHEET_UNREADABLE',
      'tr',
    );
    expectError(await upload(form({ name: 'empty.csv', type: 'text/csv', data: '' })), 400, 'SPREADSHEET_UNREADABLE', 'en');
  });

  it('refuses a file over the upload limit (5 MB) with 413, importing nothing', async () => {
    const count = await countLimits();
    const big = `salesmanCode;productCode;quantity;startDate;endDate\n${'SL-S1;SL-P1;1;2026-01-01;2026-03-31\n'.repeat(160_000)}`;
    expectError(await upload(form({ name: 'big.csv', type: 'text/csv', data: big })), 413, 'PAYLOAD_TOO_LARGE', 'en');
    expect(await countLimits()).toBe(count);
  });

  it('needs a file in the field `file`, as multipart', async () => {
    expectError(await upload(form(undefined, { note: 'x' })), 400, 'FILE_REQUIRED', 'en', { field: 'file' });
    const other = new FormData();
    other.append('document', new Blob(['a;b']), 'x.csv');
    expectError(await upload(other), 400, 'UNEXPECTED_FILE', 'en', { field: 'document' });
    const json = await t.call({ method: 'POST', url: uploadUrl, payload: {}, token: tokens.admin, culture: 'en' });
    expectError(json, 400, 'MULTIPART_REQUIRED', 'en');
  });

  it('answers 401 anonymous, 403 without the permission', async () => {
    const csv = () => form({ name: 'x.csv', type: 'text/csv', data: 'a' });
    expectError(await t.call({ method: 'POST', url: uploadUrl, payload: csv() as never, culture: 'de' }), 401, 'UNAUTHORIZED', 'de');
    expectError(await upload(csv(), tokens.reader), 403, 'FORBIDDEN', 'en');
    expectError(await upload(csv(), tokens.bare), 403, 'FORBIDDEN', 'en');
  });
});

describe('salesman limit list and log', () => {
  it('lists newest period first, paged, searchable by code or name, filtered by a day', async () => {
    const all = await t.call({ method: 'GET', url, token: tokens.reader });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ pageIndex: 1, pageSize: 50, totalCount: 5 });
    expect(all.body.items[0]).toEqual({
      id: expect.any(Number),
      salesmanCode: 'SL-S1',
      salesmanName: 'Ayşe Yılmaz',
      productCode: 'SL-P3',
      productName: 'Petlas Imperium',
      quantity: 3,
      startDate: '2026-04-01',
      endDate: '2026-06-30',
    });
    const page = await t.call({ method: 'GET', url, query: { PageNumber: '2', PageSize: '2' }, token: tokens.reader });
    expect(page.body).toMatchObject({ pageIndex: 2, totalPages: 3, hasNextPage: true, hasPreviousPage: true });
    expect(page.body.items).toHaveLength(2);
    const byName = await t.call({ method: 'GET', url, query: { SearchTerm: 'muller' }, token: tokens.reader });
    expect(byName.body.items.map((i: any) => `${i.salesmanCode}/${i.productCode}`)).toEqual(['SL-S2/SL-P1', 'SL-S2/SL-P2']);
    const byCode = await t.call({ method: 'GET', url, query: { SearchTerm: 'sl-p3' }, token: tokens.reader });
    expect(byCode.body.totalCount).toBe(1);
    const active = await t.call({ method: 'GET', url, query: { ActiveOn: '2026-05-15' }, token: tokens.reader });
    expect(active.body.items.map((i: any) => i.productCode)).toEqual(['SL-P3']);
  });

  it('the log of an unknown limit is 404; 401, 403 and 400 answers', async () => {
    expectError(
      await t.call({ method: 'GET', url: `${url}/999999/transactions`, token: tokens.reader, culture: 'en' }),
      404,
      'NOT_FOUND',
      'en',
    );
    expectError(await t.call({ method: 'GET', url, culture: 'en' }), 401, 'UNAUTHORIZED', 'en');
    expectError(await t.call({ method: 'GET', url: `${url}/1/transactions`, culture: 'en' }), 401, 'UNAUTHORIZED', 'en');
    expectError(await t.call({ method: 'GET', url, token: tokens.bare, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    expectError(await t.call({ method: 'GET', url: `${url}/1/transactions`, token: tokens.bare, culture: 'en' }), 403, 'FORBIDDEN', 'en');
    for (const query of [{ PageSize: '0' }, { ActiveOn: '15.05.2026' }, { ActiveOn: '2026-02-30' }, { PageNumber: 'x' }] as Record<
      string,
      string
    >[]) {
      const res = await t.call({ method: 'GET', url, query, token: tokens.reader, culture: 'tr' });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message.startsWith(errorMessage('VALIDATION_FAILED', 'tr'))).toBe(true);
    }
    const badId = await t.call({ method: 'GET', url: `${url}/abc/transactions`, token: tokens.reader, culture: 'tr' });
    expect(badId.status).toBe(400);
  });
});

describe('the limit that applies on a day (place-order’s early check and activeLimits)', () => {
  it('is the latest period that covers the day, codes compared in any case; none outside every period', async () => {
    const limit = (salesman: string, product: string, quantity: number, start: string, end: string) =>
      t.db
        .insertInto('salesman_limits')
        .values({ salesman_code: salesman, product_code: product, quantity, start_date: start, end_date: end })
        .returning('id')
        .executeTakeFirstOrThrow();
    await limit('AL-S1', 'al-p1', 100, '2028-01-01', '2028-12-31');
    const latest = await limit('al-s1', 'AL-P1', 4, '2028-06-01', '2028-06-30');
    await limit('AL-S1', 'AL-P1', 7, '2028-07-01', '2028-07-31');
    const other = await limit('AL-S1', 'AL-P2', 9, '2028-06-15', '2028-06-20');
    await limit('AL-S2', 'AL-P2', 1, '2028-01-01', '2028-12-31');
    const on = (day: string) => activeLimits(t.db, 'Al-S1', ['AL-p1', 'al-p2', 'AL-P3'], day);
    expect(await on('2028-06-15')).toEqual(
      new Map([
        ['AL-P1', { id: latest.id, quantity: 4 }],
        ['AL-P2', { id: other.id, quantity: 9 }],
      ]),
    );
    expect((await on('2028-05-31')).get('AL-P1')?.quantity).toBe(100);
    expect((await on('2028-07-31')).get('AL-P1')?.quantity).toBe(7);
    expect((await on('2028-06-21')).has('AL-P2')).toBe(false);
    expect(await on('2029-01-01')).toEqual(new Map());
    expect(await activeLimits(t.db, 'AL-S1', [], '2028-06-15')).toEqual(new Map());
  });
});

describe('salesman limit upload under concurrency', () => {
  it.runIf(onPostgres)('two uploads of the same new limit at once: both succeed, one limit exists', async () => {
    const csv = 'salesmanCode;productCode;quantity;startDate;endDate\nSL-S2;SL-P3;9;2027-01-01;2027-03-31\n';
    const results = await Promise.all([0, 1].map(() => upload(form({ name: 'x.csv', type: 'text/csv', data: csv }))));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.created).sort()).toEqual([0, 1]);
    const rows = await t.db
      .selectFrom('salesman_limits')
      .select('quantity')
      .where('salesman_code', '=', 'SL-S2')
      .where('product_code', '=', 'SL-P3')
      .execute();
    expect(rows).toEqual([{ quantity: 9 }]);
  });

  it.runIf(onPostgres)('an upload and orders at once: the limit never goes below zero and the log adds up', async () => {
    const file = (q: number) =>
      form({
        name: 'x.csv',
        type: 'text/csv',
        data: `salesmanCode;productCode;quantity;startDate;endDate\nSL-S2;SL-P2;${q};2027-04-01;2027-06-30\n`,
      });
    expect((await upload(file(10))).status).toBe(200);
    const [limit] = await t.db
      .selectFrom('salesman_limits')
      .select('id')
      .where('salesman_code', '=', 'SL-S2')
      .where('product_code', '=', 'SL-P2')
      .where(sql<boolean>`start_date = '2027-04-01'`)
      .execute();
    const order = (n: number) =>
      t.db
        .transaction()
        .execute((trx) =>
          consumeLimitsForDocument(trx, {
            salesmanCode: 'SL-S2',
            uses: [{ productCode: 'SL-P2', quantity: 3 }],
            docNo: `DOC-${n}`,
            customerCode: null,
            orderDate: new Date('2027-05-01T10:00:00Z'),
            userId: null,
          }),
        )
        .then(
          () => 'ok',
          (err: { code?: string }) => err.code ?? 'error',
        );
    const outcomes = await Promise.all([order(1), order(2), upload(file(4)).then((r) => String(r.status)), order(3), order(4)]);
    expect(outcomes[2]).toBe('200');
    const final = await t.db.selectFrom('salesman_limits').select('quantity').where('id', '=', limit!.id).executeTakeFirstOrThrow();
    expect(final.quantity).toBeGreaterThanOrEqual(0);
    // replaying the log from the first upload gives the quantity there is now
    const logs = await t.db
      .selectFrom('salesman_limit_logs')
      .select(['old_quantity', 'new_quantity'])
      .where('salesman_limit_id', '=', limit!.id)
      .orderBy('id')
      .execute();
    for (let i = 1; i < logs.length; i++) expect(logs[i]!.old_quantity).toBe(logs[i - 1]!.new_quantity);
    expect(logs.at(-1)!.new_quantity).toBe(final.quantity);
    expect(outcomes.filter((o) => o !== 'ok' && o !== '200').every((o) => o === 'SALESMAN_LIMIT_EXCEEDED')).toBe(true);
  });
});

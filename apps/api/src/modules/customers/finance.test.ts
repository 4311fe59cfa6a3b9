import { errorMessage } from '@dealerport/contract';
import { sql } from 'kysely';
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
import { monthlyPoints } from './finance.service';

let t: TestApp;
let alpha: { id: string; code: string | null };
let beta: { id: string };
let empty: { id: string };
let tokens: { dealer: string; dealerBeta: string; salesman: string; selector: string };

/** [date, ficheNo, sign, amount]: invoices (1), payments and returns (-1); some on the same day. */
const LEDGER: Array<[string, string, 1 | -1, string]> = [
  ['2026-01-05', 'FAT-001', 1, '1000.10'],
  ['2026-01-05', 'FAT-002', 1, '250.25'],
  ['2026-01-20', 'TAH-001', -1, '800.00'],
  ['2026-02-03', 'FAT-003', 1, '0.05'],
  ['2026-02-15', 'IAD-001', -1, '100.40'],
  ['2026-03-01', 'FAT-004', 1, '12345.67'],
  ['2026-03-10', 'TAH-002', -1, '12000.00'],
];

async function insertLedger(customerId: string, rows: typeof LEDGER, currency = 'TRY') {
  // Inserted newest day first: the balance must follow the dates, not the insertion (same-day rows
  // keep their order, the id breaks the tie).
  const byDayDesc = rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r[0].localeCompare(a.r[0]) || a.i - b.i)
    .map((x) => x.r);
  for (const [date, ficheNo, sign, amount] of byDayDesc) {
    const type = ficheNo.startsWith('FAT')
      ? ['Satış faturası', 8]
      : ficheNo.startsWith('TAH')
        ? ['Tahsilat', 1]
        : ['Satış iade faturası', 3];
    await t.db
      .insertInto('finance_transactions')
      .values({
        customer_id: customerId,
        fiche_no: ficheNo,
        fiche_type: type[0] as string,
        fiche_type_id: type[1] as number,
        description: `${ficheNo} açıklama`,
        create_date: date,
        due_date: sign === 1 ? date.replace(/-(\d\d)$/, '-28') : null,
        sign,
        amount,
        currency,
      })
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  alpha = await createCustomer(t.db, { name: 'Alpha Lastik' });
  beta = await createCustomer(t.db, { name: 'Beta Reifen', country_code: 'DE' });
  empty = await createCustomer(t.db, { name: 'Empty Akü' });
  await insertLedger(alpha.id, LEDGER);
  await t.db.updateTable('customers').set({ currency: 'EUR' }).where('id', '=', beta.id).execute();
  await insertLedger(beta.id, [['2026-01-01', 'RE-100', 1, '99.99']], 'EUR');
  const dealerRole = await createRole(t.db, 'dealer');
  const salesmanRole = await createRole(t.db, 'salesman');
  const selectorRole = await createRole(t.db, 'staff', ['customer.select']);
  const salesmanId = await createSalesman(t.db, [alpha.id]);
  const mk = async (roleId: number, userType: 'staff' | 'salesman' | 'dealer', extra: { customerId?: string; salesmanId?: string } = {}) =>
    (await signIn(t, (await createUser(t.db, { roleId, userType, ...extra })).account_name)).token;
  tokens = {
    dealer: await mk(dealerRole, 'dealer', { customerId: alpha.id }),
    dealerBeta: await mk(dealerRole, 'dealer', { customerId: beta.id }),
    salesman: await mk(salesmanRole, 'salesman', { salesmanId }),
    selector: await mk(selectorRole, 'staff'),
  };
});
afterAll(() => t?.close());

const account = (token: string, query = '', customerId?: string, culture?: string) =>
  t.call({ method: 'GET', url: `/api/customers/finance${query}`, token, customerId, culture });

/** Running balances of LEDGER computed in cents, as decimal strings. */
function expectedBalances(): string[] {
  let cents = 0;
  return LEDGER.map(([, , sign, amount]) => {
    cents += sign * Math.round(Number(amount) * 100);
    const abs = Math.abs(cents);
    return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  });
}

describe('access', () => {
  it.each(['/api/customers/finance', '/api/customers/finance/FAT-001', '/api/customers/finance/balance-history'])(
    '%s: anonymous 401, no customer 400, another customer 403',
    async (url) => {
      expectError(await t.call({ method: 'GET', url }), 401, 'UNAUTHORIZED');
      expectError(await t.call({ method: 'GET', url, token: tokens.selector, culture: 'en' }), 400, 'CUSTOMER_REQUIRED', 'en');
      expectError(
        await t.call({ method: 'GET', url, token: tokens.dealerBeta, customerId: alpha.id, culture: 'de' }),
        403,
        'CUSTOMER_FORBIDDEN',
        'de',
      );
      expectError(await t.call({ method: 'GET', url, token: tokens.salesman, customerId: beta.id }), 403, 'CUSTOMER_FORBIDDEN');
    },
  );
});

describe('GET /api/customers/finance', () => {
  it('answers the balance and the ledger with exact decimal strings and the running balance', async () => {
    const res = await account(tokens.dealer);
    expect(res.status).toBe(200);
    expect(res.body.customerInfo).toEqual({ code: alpha.code, name: 'Alpha Lastik', currentBalance: '695.67', currency: 'TRY' });
    const page = res.body.customerFinanceTransactions;
    expect(page).toMatchObject({ pageIndex: 1, pageSize: 50, totalCount: 7, totalPages: 1 });
    expect(page.items.map((r: { ficheNo: string }) => r.ficheNo)).toEqual(LEDGER.map((r) => r[1]));
    expect(page.items.map((r: { balance: string }) => r.balance)).toEqual(expectedBalances());
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      ficheNo: 'FAT-001',
      ficheType: 'Satış faturası',
      ficheTypeId: 8,
      description: 'FAT-001 açıklama',
      createDate: '2026-01-05',
      dueDate: '2026-01-28',
      sign: 1,
      amount: '1000.10',
      balance: '1000.10',
      currency: 'TRY',
    });
    expect(page.items[2]).toMatchObject({ ficheNo: 'TAH-001', sign: -1, amount: '800.00', dueDate: null, balance: '450.35' });
  });

  it('keeps the running balance across pages and date ranges', async () => {
    const all = expectedBalances();
    const pages = [];
    for (const n of [1, 2, 3]) {
      const res = await account(tokens.salesman, `?PageNumber=${n}&PageSize=3`, alpha.id);
      expect(res.status).toBe(200);
      pages.push(...res.body.customerFinanceTransactions.items.map((r: { balance: string }) => r.balance));
      expect(res.body.customerFinanceTransactions).toMatchObject({ pageIndex: n, pageSize: 3, totalCount: 7, totalPages: 3 });
    }
    expect(pages).toEqual(all);

    const feb = await account(tokens.dealer, '?StartDate=2026-02-01&EndDate=2026-02-28');
    const items = feb.body.customerFinanceTransactions.items;
    expect(items.map((r: { ficheNo: string }) => r.ficheNo)).toEqual(['FAT-003', 'IAD-001']);
    // The balance includes January: the range does not restart it.
    expect(items.map((r: { balance: string }) => r.balance)).toEqual([all[3], all[4]]);
    expect(feb.body.customerFinanceTransactions.totalCount).toBe(2);
    expect(feb.body.customerInfo.currentBalance).toBe('695.67');

    const fromMarch = await account(tokens.dealer, '?StartDate=2026-03-01&PageNumber=1&PageSize=1');
    expect(fromMarch.body.customerFinanceTransactions).toMatchObject({ totalCount: 2, totalPages: 2, hasNextPage: true });
    expect(fromMarch.body.customerFinanceTransactions.items[0]).toMatchObject({ ficheNo: 'FAT-004', balance: all[5] });
  });

  it('answers an empty ledger with a zero balance', async () => {
    const res = await account(tokens.selector, '', empty.id);
    expect(res.status).toBe(200);
    expect(res.body.customerInfo.currentBalance).toBe('0.00');
    expect(res.body.customerFinanceTransactions).toMatchObject({ items: [], totalCount: 0, totalPages: 0 });
  });

  it("shows only the selected customer's rows", async () => {
    const res = await account(tokens.dealerBeta);
    expect(res.body.customerInfo).toMatchObject({ name: 'Beta Reifen', currentBalance: '99.99', currency: 'EUR' });
    expect(res.body.customerFinanceTransactions.items.map((r: { ficheNo: string }) => r.ficheNo)).toEqual(['RE-100']);
  });

  it.each(['?StartDate=2026-13-01', '?EndDate=yesterday', '?StartDate=2026-03-01&EndDate=2026-02-01', '?PageSize=0', '?PageSize=501'])(
    'refuses %s with a localised VALIDATION_FAILED',
    async (query) => {
      const res = await account(tokens.dealer, query, undefined, 'de');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'de'));
    },
  );
});

describe('GET /api/customers/finance/{ficheNo}', () => {
  it('answers one fiche of the selected customer with its running balance', async () => {
    const res = await t.call({ method: 'GET', url: '/api/customers/finance/IAD-001', token: tokens.dealer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ficheNo: 'IAD-001',
      ficheType: 'Satış iade faturası',
      sign: -1,
      amount: '100.40',
      balance: expectedBalances()[4],
      createDate: '2026-02-15',
    });
  });

  it("answers 404 for another customer's fiche and for an unknown one", async () => {
    expectError(
      await t.call({ method: 'GET', url: '/api/customers/finance/RE-100', token: tokens.dealer, culture: 'en' }),
      404,
      'NOT_FOUND',
      'en',
    );
    expectError(await t.call({ method: 'GET', url: '/api/customers/finance/NOPE-1', token: tokens.dealer }), 404, 'NOT_FOUND');
    expect((await t.call({ method: 'GET', url: '/api/customers/finance/RE-100', token: tokens.dealerBeta })).status).toBe(200);
  });
});

describe('ledger export (xlsx, csv)', () => {
  const download = (token: string, query: string, culture = 'tr', customerId?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/customers/finance/export${query}`,
      headers: {
        authorization: `Bearer ${token}`,
        'x-culture': culture,
        ...(customerId ? { 'x-customer-id': customerId } : {}),
      },
    });

  it('xlsx: every row of the period with the running balance, as numbers, headings in the caller language', async () => {
    const res = await download(tokens.dealer, '?StartDate=2026-01-20&EndDate=2026-03-01', 'de');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="kontoauszug-.*\.xlsx"/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(String(values[0]![1])).toContain('Alpha Lastik');
    const header = values.findIndex((r) => r[1] === 'Datum');
    expect(values[header]!.slice(1)).toEqual([
      'Datum',
      'Fällig',
      'Beleg-Nr.',
      'Belegart',
      'Beschreibung',
      'Soll',
      'Haben',
      'Saldo',
      'Währung',
    ]);
    const data = values.slice(header + 1);
    expect(data.map((r) => r[3])).toEqual(['TAH-001', 'FAT-003', 'IAD-001', 'FAT-004']);
    const balances = expectedBalances();
    expect(data.map((r) => (r[8] as number).toFixed(2))).toEqual(balances.slice(2, 6));
    expect(data[0]![7]).toBe(800);
    expect(data[0]![6]).toBeUndefined();
  });

  it('csv in Turkish: semicolons, decimal comma, BOM, every row', async () => {
    const res = await download(tokens.dealer, '?Format=csv', 'tr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Tarih;Vade;Fiş no;Fiş türü;Açıklama;Borç;Alacak;Bakiye;Döviz');
    expect(lines).toHaveLength(LEDGER.length + 1);
    expect(lines[1]).toBe('2026-01-05;2026-01-28;FAT-001;Satış faturası;FAT-001 açıklama;1000,10;;1000,10;TRY');
  });

  it('csv in English uses commas and points; only the caller customer rows ever', async () => {
    const res = await download(tokens.dealerBeta, '?Format=csv', 'en');
    const lines = res.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'Date,Due date,Document no.,Type,Description,Debit,Credit,Balance,Currency',
      '2026-01-01,2026-01-28,RE-100,Satış iade faturası,RE-100 açıklama,99.99,,99.99,EUR',
    ]);
  });

  it('neutralises text cells a spreadsheet would run as formulas (OWASP); amounts stay numbers, also negative ones', async () => {
    const attacked = await createCustomer(t.db, { name: '=HYPERLINK("http://evil")' });
    const payloads = ["+1+cmd|' /C calc'!A0", '=1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', 'plain - text'];
    let day = 1;
    for (const description of payloads) {
      await t.db
        .insertInto('finance_transactions')
        .values({
          customer_id: attacked.id,
          fiche_no: day === 1 ? '=FICHE' : `F-${day}`,
          fiche_type: 'Tahsilat',
          fiche_type_id: 1,
          description,
          create_date: `2026-05-${String(day).padStart(2, '0')}`,
          due_date: null,
          sign: -1,
          amount: '12.50',
          currency: 'TRY',
        })
        .execute();
      day++;
    }
    const dealerRole = await createRole(t.db, 'dealer');
    const token = (
      await signIn(t, (await createUser(t.db, { roleId: dealerRole, userType: 'dealer', customerId: attacked.id })).account_name)
    ).token;

    const res = await download(token, '?Format=csv', 'en');
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.toString('utf8').slice(1);
    const lines = text.trim().split('\r\n');
    // The quote comes first, inside the field; a CR is quoted as any line break.
    expect(lines.slice(1)).toEqual([
      `2026-05-01,,'=FICHE,Tahsilat,'+1+cmd|' /C calc'!A0,,12.50,-12.50,TRY`,
      "2026-05-02,,F-2,Tahsilat,'=1+1,,12.50,-25.00,TRY",
      "2026-05-03,,F-3,Tahsilat,'-2+3,,12.50,-37.50,TRY",
      "2026-05-04,,F-4,Tahsilat,'@SUM(A1),,12.50,-50.00,TRY",
      "2026-05-05,,F-5,Tahsilat,'\t=1+1,,12.50,-62.50,TRY",
      `2026-05-06,,F-6,Tahsilat,"'\r=1+1",,12.50,-75.00,TRY`,
      '2026-05-07,,F-7,Tahsilat,plain - text,,12.50,-87.50,TRY',
    ]);
    // Turkish: the negative balance is a number with a decimal comma, not a quoted text.
    const tr = (await download(token, '?Format=csv', 'tr')).rawPayload.toString('utf8');
    expect(tr).toContain(";'=1+1;;12,50;-25,00;TRY\r\n");

    // xlsx types every text cell as a string: the payload is shown, never run.
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(token, '', 'en')).rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells: { type: number; value: unknown }[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push({ type: cell.type, value: cell.value })));
    expect(cells.filter((c) => c.type === ExcelJS.ValueType.Formula)).toEqual([]);
    expect(cells).toContainEqual({ type: ExcelJS.ValueType.String, value: "+1+cmd|' /C calc'!A0" });
    expect(cells).toContainEqual({ type: ExcelJS.ValueType.Number, value: -12.5 });
  });

  it('permissions and bad input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customers/finance/export' })).statusCode).toBe(401);
    const other = await t.call({ method: 'GET', url: '/api/customers/finance/export', token: tokens.dealer, customerId: beta.id });
    expect(other.status).toBe(403);
    const salesmanOther = await t.call({
      method: 'GET',
      url: '/api/customers/finance/export',
      token: tokens.salesman,
      customerId: beta.id,
    });
    expect(salesmanOther.status).toBe(403);
    expect((await download(tokens.salesman, '', 'tr', alpha.id)).statusCode).toBe(200);
    for (const query of ['?Format=pdf', '?StartDate=2026-03-01&EndDate=2026-01-01', '?StartDate=yesterday']) {
      const res = await t.call({ method: 'GET', url: `/api/customers/finance/export${query}`, token: tokens.dealer });
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'tr'));
    }
  });
});

describe('GET /api/customers/finance/balance-history', () => {
  const history = (token: string, query = '', customerId?: string, culture?: string) =>
    t.call({ method: 'GET', url: `/api/customers/finance/balance-history${query}`, token, customerId, culture });

  it('answers the end-of-day balance of each day with movements, over the whole ledger', async () => {
    const res = await history(tokens.dealer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'TRY',
      period: 'day',
      openingBalance: '0.00',
      points: [
        { date: '2026-01-05', balance: '1250.35' },
        { date: '2026-01-20', balance: '450.35' },
        { date: '2026-02-03', balance: '450.40' },
        { date: '2026-02-15', balance: '350.00' },
        { date: '2026-03-01', balance: '12695.67' },
        { date: '2026-03-10', balance: '695.67' },
      ],
    });
    // the last point is the current balance of the account
    expect((await account(tokens.dealer)).body.customerInfo.currentBalance).toBe('695.67');
  });

  it('within a range starts from the balance before it, not from zero', async () => {
    const res = await history(tokens.salesman, '?StartDate=2026-01-10&EndDate=2026-02-28', alpha.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'TRY',
      period: 'day',
      openingBalance: '1250.35',
      points: [
        { date: '2026-01-20', balance: '450.35' },
        { date: '2026-02-03', balance: '450.40' },
        { date: '2026-02-15', balance: '350.00' },
      ],
    });
    const after = await history(tokens.dealer, '?StartDate=2026-04-01');
    expect(after.body).toEqual({ currency: 'TRY', period: 'day', openingBalance: '695.67', points: [] });
    const until = await history(tokens.dealer, '?EndDate=2026-01-05');
    expect(until.body.points).toEqual([{ date: '2026-01-05', balance: '1250.35' }]);
  });

  it("shows only the selected customer's balance; an empty ledger has no points", async () => {
    expect((await history(tokens.dealerBeta)).body).toEqual({
      currency: 'EUR',
      period: 'day',
      openingBalance: '0.00',
      points: [{ date: '2026-01-01', balance: '99.99' }],
    });
    expect((await history(tokens.selector, '', empty.id)).body).toEqual({
      currency: 'TRY',
      period: 'day',
      openingBalance: '0.00',
      points: [],
    });
  });

  it('gives a long history per month: the balance at the last movement of each month', async () => {
    const long = await createCustomer(t.db, { name: 'Long Ledger' });
    // 400 days, one invoice of 1.00 a day from 2024-01-01
    await sql`
      insert into finance_transactions (customer_id, fiche_no, fiche_type, fiche_type_id, create_date, sign, amount, currency)
      select ${long.id}, 'L-' || n, 'Satış faturası', 8, date '2024-01-01' + n, 1, 1.00, 'TRY'
      from generate_series(0, 399) n`.execute(t.db);
    const res = await history(tokens.selector, '', long.id);
    expect(res.body.period).toBe('month');
    expect(res.body.points.slice(0, 3)).toEqual([
      { date: '2024-01-31', balance: '31.00' },
      { date: '2024-02-29', balance: '60.00' },
      { date: '2024-03-31', balance: '91.00' },
    ]);
    expect(res.body.points).toHaveLength(14);
    expect(res.body.points.at(-1)).toEqual({ date: '2025-02-03', balance: '400.00' });
    // a short range of the same ledger is per day again
    const march = await history(tokens.selector, '?StartDate=2024-03-01&EndDate=2024-03-31', long.id);
    expect(march.body).toMatchObject({ period: 'day', openingBalance: '60.00' });
    expect(march.body.points).toHaveLength(31);
  });

  it('refuses a bad range with a localised 400', async () => {
    for (const query of ['?StartDate=2026-03-01&EndDate=2026-01-01', '?StartDate=yesterday', '?EndDate=2026-13-01']) {
      const res = await history(tokens.dealer, query, undefined, 'en');
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(errorMessage('VALIDATION_FAILED', 'en'));
    }
  });
});

describe('monthlyPoints', () => {
  it('keeps the last point of each month, in order', () => {
    expect(
      monthlyPoints([
        { date: '2026-01-05', balance: '1.00' },
        { date: '2026-01-20', balance: '2.00' },
        { date: '2026-03-01', balance: '-3.00' },
        { date: '2027-03-02', balance: '4.00' },
      ]),
    ).toEqual([
      { date: '2026-01-20', balance: '2.00' },
      { date: '2026-03-01', balance: '-3.00' },
      { date: '2027-03-02', balance: '4.00' },
    ]);
    expect(monthlyPoints([])).toEqual([]);
  });
});

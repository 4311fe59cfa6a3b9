import { errorMessage, QUICK_ORDER_COLUMNS } from '@dealerport/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartCatalogue, createDealer, createSalesmanUser } from '../../../test/cart-factories';
import { createProperty, createPropertyDetail, setAccess } from '../../../test/catalog-factories';
import { createRole, createTestApp, createUser, expectError, signIn, type TestApp } from '../../../test/harness';
import { cartCalls, productMaker } from '../../../test/ordering-fixture';
import { rowsOfXlsx, xlsxOf } from '../../../test/sheets';
import { invalidateCatalogueCaches } from '../catalog';

let t: TestApp;
let cat: Awaited<ReturnType<typeof createCartCatalogue>>;
let detail: { hidden: number; noBasket: number; noPrice: number; noStock: number };
const { add } = cartCalls(() => t);
const product = productMaker(
  () => t,
  () => cat,
);

type Opts = { customerId?: string; culture?: string };
const resolve = (token: string | undefined, lines: unknown, opts: Opts = {}) =>
  t.call({ method: 'POST', url: '/api/baskets/quick-order/resolve', token, payload: { lines }, ...opts });
const addLines = (token: string | undefined, lines: unknown, opts: Opts = {}) =>
  t.call({ method: 'POST', url: '/api/baskets/quick-order', token, payload: { lines }, ...opts });
const upload = (token: string | undefined, file: Buffer, name: string, opts: Opts = {}) => {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(file)]), name);
  return t.call({ method: 'POST', url: '/api/baskets/quick-order/file', token, payload: fd as never, ...opts });
};
const cartLines = async (token: string) =>
  new Map<number, number>(
    (await t.call({ method: 'GET', url: '/api/baskets/cart', token })).body.cartDetails.map((l: any) => [l.productId, l.quantity]),
  );

const bytes = (res: { rawPayload?: Buffer }) => res.rawPayload!;
const download = (url: string, token: string | undefined, opts: Opts = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(opts.customerId ? { 'x-customer-id': opts.customerId } : {}),
      'x-culture': opts.culture ?? 'tr',
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCartCatalogue(t.db);
  const brand = await createProperty(t.db, cat.tyres, 'brand');
  detail = {
    hidden: await createPropertyDetail(t.db, brand, 'HID'),
    noBasket: await createPropertyDetail(t.db, brand, 'NOB'),
    noPrice: await createPropertyDetail(t.db, brand, 'NOP'),
    noStock: await createPropertyDetail(t.db, brand, 'NOS'),
  };
});
afterAll(() => t?.close());

/** A dealer for whom the four details hide, refuse the basket, hide the price and hide the stock. */
async function restrictedDealer() {
  const D = await createDealer(t);
  await setAccess(t.db, D.customer.id, detail.hidden, { has_list: false });
  await setAccess(t.db, D.customer.id, detail.noBasket, { has_basket: false });
  await setAccess(t.db, D.customer.id, detail.noPrice, { show_price: false });
  await setAccess(t.db, D.customer.id, detail.noStock, { show_stock: false });
  return D;
}

const byLine = (res: { body: any }) => res.body.lines as any[];

describe('quick order: resolving the pad', () => {
  it('finds by code (case, spaces, dashes aside), by EAN (leading zeros aside) and by a tyre size typed any way', async () => {
    const tag = cat.tag;
    const coded = await product({ code: `QO-A1.${tag}` });
    const barcoded = await product();
    await t.db.updateTable('products').set({ ean: '4006633123456' }).where('id', '=', barcoded).execute();
    const sized = await product({ name: `Sizer 317/41R23 ${tag}` });
    invalidateCatalogueCaches(t.db);
    const D = await createDealer(t);
    const res = await resolve(D.token, [
      { text: `qo a1 ${tag}`.toLowerCase(), quantity: 2 },
      { text: '04006633123456', quantity: 1 },
      { text: '317 41 23' },
      { text: '3174123' },
    ]);
    expect(res.status).toBe(200);
    const [a, b, c, d] = byLine(res);
    expect(a).toMatchObject({
      line: 0,
      status: 'found',
      matchedBy: 'code',
      quantity: 2,
      product: { id: coded, price: '100.00', currency: 'TRY' },
    });
    expect(a.product.stock).toBe(15);
    expect(b).toMatchObject({ status: 'found', matchedBy: 'ean', product: { id: barcoded } });
    // no quantity: the product's minimum
    expect(c).toMatchObject({ status: 'found', matchedBy: 'search', quantity: 1, product: { id: sized } });
    expect(d).toMatchObject({ status: 'found', product: { id: sized } });
  });

  it('ambiguous with candidates, picked by productId; not found with the closest visible codes; a hidden product is not found and never suggested', async () => {
    const tag = cat.tag;
    const one = await product({ code: `AMB1-${tag}`, name: `Twin 295/35R21 A ${tag}` });
    const two = await product({ code: `AMB2-${tag}`, name: `Twin 295/35R21 B ${tag}` });
    const close = await product({ code: `CLOSE-4711-${tag}` });
    const hidden = await product({ code: `SECRET-4711-${tag}`, detailIds: [detail.hidden], listPrice: '777' });
    const D = await restrictedDealer();
    const res = await resolve(D.token, [
      { text: '295/35 R21' },
      { text: '295/35R21', productId: two, quantity: 3 },
      { text: `CLOSE-4712-${tag}` },
      { text: `SECRET-4711-${tag}` },
      { text: `SECRET-4711-${tag}`, productId: hidden },
    ]);
    const [amb, picked, typo, secret, pickedSecret] = byLine(res);
    expect(amb).toMatchObject({ status: 'ambiguous', product: null, candidateCount: 2 });
    expect(amb.candidates.map((p: any) => p.id).sort()).toEqual([one, two].sort());
    expect(picked).toMatchObject({ status: 'found', matchedBy: 'picked', quantity: 3, product: { id: two } });
    expect(typo.status).toBe('notFound');
    expect(typo.suggestions[0]).toMatchObject({ id: close, code: `CLOSE-4711-${tag}` });
    for (const line of [secret, pickedSecret]) {
      expect(line).toMatchObject({ status: 'notFound', product: null, candidates: [] });
      expect(line.suggestions.map((s: any) => s.id)).not.toContain(hidden);
    }
    expect(JSON.stringify(res.body)).not.toContain('777');
    // another dealer without the rule sees it
    const E = await createDealer(t);
    expect(byLine(await resolve(E.token, [{ text: `SECRET-4711-${tag}` }]))[0]).toMatchObject({ status: 'found', product: { id: hidden } });
  });

  it('not orderable, with the cart’s reason: no basket, price on request, minimum, maximum, stock (shown or not), lines of one product summed, on top of the cart', async () => {
    const noBasket = await product({ detailIds: [detail.noBasket] });
    const noPrice = await product({ detailIds: [detail.noPrice] });
    const minimum = await product({ minOrderQty: 4 });
    const maximum = await product({ maxOrderQty: 5 });
    const noStock = await product({ detailIds: [detail.noStock], stocks: { [cat.w1]: 2 } });
    const few = await product({ stocks: { [cat.w1]: 6 } });
    const D = await restrictedDealer();
    expect((await add(D.token, few, 2)).status).toBe(204);
    const code = async (id: number) =>
      (await t.db.selectFrom('products').select('code').where('id', '=', id).executeTakeFirstOrThrow()).code;
    const res = await resolve(
      D.token,
      [
        { text: await code(noBasket), quantity: 1 },
        { text: await code(noPrice), quantity: 1 },
        { text: await code(minimum), quantity: 2 },
        { text: await code(maximum), quantity: 6 },
        { text: await code(noStock), quantity: 3 },
        { text: await code(few), quantity: 2 },
        { text: (await code(few)).toLowerCase(), quantity: 3 },
        { text: await code(minimum) },
      ],
      { culture: 'de' },
    );
    const lines = byLine(res);
    expect(lines.map((l) => [l.status, l.problem?.code ?? null])).toEqual([
      ['notOrderable', 'CART_PRODUCT_NOT_ORDERABLE'],
      ['notOrderable', 'CART_PRICE_ON_REQUEST'],
      // 2 + the 4 of the last line (the minimum, as no quantity was given) = 6: checked together
      ['found', null],
      ['notOrderable', 'CART_QUANTITY_ABOVE_MAX'],
      ['notOrderable', 'CART_INSUFFICIENT_STOCK_UNDISCLOSED'],
      // 2 in the cart + 2 + 3 = 7 > 6 in stock
      ['notOrderable', 'CART_INSUFFICIENT_STOCK'],
      ['notOrderable', 'CART_INSUFFICIENT_STOCK'],
      ['found', null],
    ]);
    expect(lines[1].product.price).toBeNull();
    expect(lines[4].product.stock).toBeNull();
    expect(lines[7].quantity).toBe(4);
    expect(lines[3].problem.message).toBe(errorMessage('CART_QUANTITY_ABOVE_MAX', 'de', { name: lines[3].product.name, max: 5 }));
    // below the minimum alone
    expect(byLine(await resolve(D.token, [{ text: await code(minimum), quantity: 2 }]))[0].problem.code).toBe('CART_QUANTITY_BELOW_MIN');
  });
});

describe('quick order: into the cart', () => {
  it('adds the good lines in one request, on top of the cart, duplicates summed, and says per product why the others did not go in', async () => {
    const a = await product();
    const b = await product({ maxOrderQty: 3 });
    const hidden = await product({ detailIds: [detail.hidden] });
    const D = await restrictedDealer();
    await add(D.token, a, 1);
    const res = await addLines(
      D.token,
      [
        { productId: a, quantity: 2 },
        { productId: b, quantity: 2 },
        { productId: a, quantity: 1 },
        { productId: b, quantity: 2 },
        { productId: hidden, quantity: 1 },
        { productId: 2147480000, quantity: 1 },
      ],
      { culture: 'en' },
    );
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual([
      {
        productId: a,
        productCode: expect.any(String),
        productName: expect.any(String),
        quantity: 3,
        added: true,
        code: null,
        message: null,
      },
      expect.objectContaining({ productId: b, quantity: 4, added: false, code: 'CART_QUANTITY_ABOVE_MAX' }),
      {
        productId: hidden,
        productCode: '',
        productName: '',
        quantity: 1,
        added: false,
        code: 'NOT_FOUND',
        message: errorMessage('NOT_FOUND', 'en'),
      },
      expect.objectContaining({ productId: 2147480000, added: false, code: 'NOT_FOUND' }),
    ]);
    expect(await cartLines(D.token)).toEqual(new Map([[a, 4]]));
  });

  it('a salesman acting for a dealer adds to that dealer’s cart with its rules; 401 anonymous; 400 without a customer; bad input 400 in tr/de/en', async () => {
    const p = await product();
    const hidden = await product({ detailIds: [detail.hidden] });
    const D = await restrictedDealer();
    const S = await createSalesmanUser(t, [D.customer.id]);
    const res = await addLines(
      S.token,
      [
        { productId: p, quantity: 2 },
        { productId: hidden, quantity: 1 },
      ],
      { customerId: D.customer.id },
    );
    expect(res.body.lines.map((l: any) => l.added)).toEqual([true, false]);
    expect(await cartLines(D.token)).toEqual(new Map([[p, 2]]));
    expect(byLine(await resolve(S.token, [{ text: 'x'.repeat(3) }], { customerId: D.customer.id }))[0].status).toBe('notFound');

    for (const call of [resolve, addLines]) expect((await call(undefined, [{ text: 'a', productId: p, quantity: 1 }])).status).toBe(401);
    expect((await upload(undefined, Buffer.from('a;1'), 'a.csv')).status).toBe(401);
    expect((await download('/api/baskets/quick-order/template', undefined)).statusCode).toBe(401);
    expect((await download('/api/catalogs/products/price-list', undefined)).statusCode).toBe(401);

    const role = await createRole(t.db, 'staff', ['customer.select']);
    const staff = (await signIn(t, (await createUser(t.db, { roleId: role, userType: 'staff' })).account_name)).token;
    expectError(await resolve(staff, [{ text: 'abc' }]), 400, 'CUSTOMER_REQUIRED');
    expectError(await addLines(staff, [{ productId: p, quantity: 1 }]), 400, 'CUSTOMER_REQUIRED');
    // a salesman may not act for a dealer that is not his
    const other = await createDealer(t);
    expect((await addLines(S.token, [{ productId: p, quantity: 1 }], { customerId: other.customer.id })).status).toBe(403);

    const tooMany = Array.from({ length: 1001 }, () => ({ text: 'abc' }));
    for (const culture of ['tr', 'de', 'en'] as const) {
      for (const lines of [
        [],
        tooMany,
        [{ text: '' }],
        [{ text: 'abc', quantity: 0 }],
        [{ text: 'abc', quantity: 2.5 }],
        [{ text: 'a\u0000b' }],
      ]) {
        const r = await resolve(D.token, lines, { culture });
        expect(r.status, JSON.stringify(lines).slice(0, 80)).toBe(400);
        expect(r.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
      }
      for (const lines of [[], [{ productId: p }], [{ productId: p, quantity: -1 }], [{ productId: 'x', quantity: 1 }]]) {
        const r = await addLines(D.token, lines, { culture });
        expect(r.status).toBe(400);
        expect(r.body.message.startsWith(errorMessage('VALIDATION_FAILED', culture))).toBe(true);
      }
    }
    expect(await cartLines(D.token)).toEqual(new Map([[p, 2]]));
  });
});

describe('quick order: files, the template and the price list round trip', () => {
  it('reads csv and xlsx with code and quantity columns named in tr/de/en, or none; skips bad rows; refuses unreadable and too long files', async () => {
    const D = await createDealer(t);
    const csv = Buffer.from('\uFEFFArtikelnummer;Bezeichnung;Menge\nA-1;Reifen;4\nB-2;;2,00\n;;3\nC-3;x;zwei\nD-4;;\n', 'utf8');
    const a = await upload(D.token, csv, 'bestellung.csv');
    expect(a.status).toBe(200);
    // a named quantity column: a row left empty there is not ordered
    expect(a.body).toEqual({
      lines: [
        { text: 'A-1', quantity: 4 },
        { text: 'B-2', quantity: 2 },
      ],
      skippedRows: [4, 5],
      skippedCount: 2,
    });
    const book = await xlsxOf([['Sipariş'], [], ['Ürün kodu', 'Miktar'], ['LST-1', 2], [4006633123456, 1]]);
    expect((await upload(D.token, book, 'siparis.xlsx')).body.lines).toEqual([
      { text: 'LST-1', quantity: 2 },
      { text: '4006633123456', quantity: 1 },
    ]);
    const bare = await xlsxOf([['X-1', 3], ['X-2']]);
    expect((await upload(D.token, bare, 'bare.xlsx')).body.lines).toEqual([{ text: 'X-1', quantity: 3 }, { text: 'X-2' }]);
    expectError(
      await upload(D.token, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), 'order.xlsx', { culture: 'de' }),
      400,
      'SPREADSHEET_UNREADABLE',
      'de',
    );
    const long = Buffer.from(`code;qty\n${Array.from({ length: 1001 }, (_, i) => `C${i};1`).join('\n')}`);
    expectError(await upload(D.token, long, 'long.csv', { culture: 'tr' }), 400, 'QUICK_ORDER_TOO_MANY_LINES', 'tr');
  });

  it('the template names its columns in the caller’s language and reads back', async () => {
    const D = await createDealer(t);
    for (const culture of ['tr', 'de', 'en'] as const) {
      const res = await download('/api/baskets/quick-order/template', D.token, { culture });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename=.*\.xlsx/);
      const rows = await rowsOfXlsx(bytes(res));
      expect(rows[0]).toEqual([QUICK_ORDER_COLUMNS[culture].code, QUICK_ORDER_COLUMNS[culture].quantity]);
      expect((await upload(D.token, bytes(res), 'template.xlsx')).body.lines).toEqual([{ text: '205/55R16', quantity: 4 }]);
    }
  });

  it('the price list holds what the dealer may see at its prices, by category or search; filled in and uploaded it orders', async () => {
    const tag = cat.tag;
    const battery = await product({ code: `PL-BAT-${tag}`, name: `Battery 72Ah ${tag}`, categoryId: cat.batteries, listPrice: '250' });
    const tyre = await product({ code: `PL-TYR-${tag}`, name: `Tyre 215/60R17 ${tag}` });
    const noPrice = await product({ code: `PL-NOP-${tag}`, detailIds: [detail.noPrice] });
    const hidden = await product({ code: `PL-HID-${tag}`, detailIds: [detail.hidden] });
    const D = await restrictedDealer();
    const all = await download('/api/catalogs/products/price-list', D.token, { culture: 'en' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/spreadsheetml/);
    const rows = await rowsOfXlsx(bytes(all));
    expect(rows[0]).toEqual(['Product code', 'Name', 'Brand', 'Unit', 'Net price', 'Currency', 'VAT %', 'Stock', 'Quantity']);
    const byCode = new Map(rows.slice(1).map((r) => [r[0], r]));
    const bat = byCode.get(`PL-BAT-${tag}`)!;
    expect([bat[0], bat[1], bat[3], bat[4], bat[5], bat[6], bat[7], bat[8]]).toEqual([
      `PL-BAT-${tag}`,
      `Battery 72Ah ${tag}`,
      'ADET',
      250,
      'TRY',
      20,
      '15',
      undefined,
    ]);
    expect(byCode.get(`PL-NOP-${tag}`)?.[4]).toBeUndefined();
    expect(byCode.get(`PL-NOP-${tag}`)?.[5]).toBe('Price on request');
    expect(byCode.has(`PL-HID-${tag}`)).toBe(false);
    const batteries = await rowsOfXlsx(bytes(await download(`/api/catalogs/products/price-list?categoryId=${cat.batteries}`, D.token)));
    expect(batteries.slice(1).map((r) => r[0])).toContain(`PL-BAT-${tag}`);
    expect(batteries.slice(1).map((r) => r[0])).not.toContain(`PL-TYR-${tag}`);
    const searched = await rowsOfXlsx(
      bytes(await download(`/api/catalogs/products/price-list?searchText=${encodeURIComponent('215/60 R17')}`, D.token)),
    );
    expect(searched.slice(1).map((r) => r[0])).toEqual([`PL-TYR-${tag}`]);
    expect((await download('/api/catalogs/products/price-list?categoryId=2147480000', D.token)).statusCode).toBe(404);

    // Excel: three quantities filled in, the file uploaded to the pad, resolved and ordered.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes(all) as never);
    const ws = wb.worksheets[0]!;
    ws.eachRow((row) => {
      const code = row.getCell(1).value;
      if (code === `PL-BAT-${tag}`) row.getCell(9).value = 2;
      if (code === `PL-TYR-${tag}`) row.getCell(9).value = 4;
      if (code === `PL-NOP-${tag}`) row.getCell(9).value = 1;
    });
    const filled = Buffer.from(await wb.xlsx.writeBuffer());
    const read = await upload(D.token, filled, 'price-list.xlsx');
    expect(read.body.lines).toHaveLength(3);
    expect(read.body.lines).toEqual(
      expect.arrayContaining([
        { text: `PL-BAT-${tag}`, quantity: 2 },
        { text: `PL-TYR-${tag}`, quantity: 4 },
        { text: `PL-NOP-${tag}`, quantity: 1 },
      ]),
    );
    const resolved = byLine(await resolve(D.token, read.body.lines));
    const good = resolved.filter((l) => l.status === 'found').map((l) => ({ productId: l.product.id, quantity: l.quantity }));
    expect(good.map((g) => g.productId).sort()).toEqual([battery, tyre].sort());
    expect(resolved.find((l) => l.product?.id === noPrice)?.problem.code).toBe('CART_PRICE_ON_REQUEST');
    await addLines(D.token, good);
    expect(await cartLines(D.token)).toEqual(
      new Map([
        [battery, 2],
        [tyre, 4],
      ]),
    );
    expect(hidden).toBeGreaterThan(0);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addQuantity, demoHeaders, emptyCart, findProducts, type ListedProduct, orderable, signInAs } from './demo-api';
import { de, text, tr } from './lang';
import { setupFlowPortal } from './portal';

/**
 * The ordering desk as a dealer uses it: the quick-order pad with 20 pasted lines of every kind, the price
 * list filled in Excel and uploaded, order again from the order list, and the cart's split preview against
 * the order the job then makes.
 */
const flow = setupFlowPortal({ page: { width: 1440, timeoutMs: 20_000 } });
const files = mkdtempSync(path.join(tmpdir(), 'dealerport-desk-'));
afterAll(() => rmSync(files, { recursive: true, force: true }));

interface Resolved {
  status: string;
  product: { id: number } | null;
  candidates: { id: number }[];
}

async function api<T>(method: string, url: string, body?: unknown, userName = 'dealer'): Promise<T> {
  const res = await fetch(`${flow.url}${url}`, {
    method,
    headers: await demoHeaders(flow.url, userName),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Places the cart from the cart screen and answers the first created order's number. */
async function placeFromCart(page: Page): Promise<string> {
  await page.goto(`${flow.url}/cart`);
  const place = page.getByRole('button', { name: text(tr, 'cart.placeOrder') });
  await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true);
  await place.click();
  const result = page.getByRole('dialog', { name: text(tr, 'cart.result.completedTitle') });
  await result.waitFor({ state: 'visible', timeout: 30_000 });
  const docNumber = ((await result.getByRole('link').first().textContent()) ?? '').trim();
  expect(docNumber).not.toBe('');
  await page.keyboard.press('Escape');
  return docNumber;
}

const cartProducts = async () =>
  new Map(
    (await api<{ cartDetails: { productId: number; quantity: number }[] }>('GET', '/api/baskets/cart')).cartDetails.map((l) => [
      l.productId,
      l.quantity,
    ]),
  );

const summary = (page: Page, dict = tr) => page.getByRole('region', { name: text(dict, 'quickOrder.summary.title') });

describe('the ordering desk', () => {
  it('quick order: 20 pasted lines (codes, a typo, a tyre size with several tyres, a product hidden from the dealer) resolve; the good ones go in at once and are ordered', async () => {
    const headers = await demoHeaders(flow.url);
    await emptyCart(flow.url, headers);
    const goods = await findProducts(flow.url, headers, 17);
    // a Petlas tyre: the demo dealer may not see the brand, the German dealer may
    const petlas = (
      await api<{ items: ListedProduct[] }>(
        'POST',
        '/api/catalogs/products/list',
        { searchText: 'Petlas', pageNumber: 1, pageSize: 1 },
        'dealer-de',
      )
    ).items[0]!;
    // a size several tyres have, and one of them the dealer may order 4 of
    let size = '';
    let picked = 0;
    for (const candidate of ['205/55R16', '195/65R15', '225/45R17', '215/55R17']) {
      const [line] = (await api<{ lines: Resolved[] }>('POST', '/api/baskets/quick-order/resolve', { lines: [{ text: candidate }] })).lines;
      if (line?.status !== 'ambiguous') continue;
      for (const c of line.candidates.filter((c) => !goods.some((g) => g.id === c.id))) {
        const [check] = (
          await api<{ lines: Resolved[] }>('POST', '/api/baskets/quick-order/resolve', {
            lines: [{ text: candidate, productId: c.id, quantity: 4 }],
          })
        ).lines;
        if (check?.status === 'found') {
          size = candidate;
          picked = c.id;
          break;
        }
      }
      if (picked) break;
    }
    expect(picked).toBeGreaterThan(0);

    const separators = ['\t', ';', ' '];
    const lines = goods.map((p, i) => `${i % 2 ? p.code.toLowerCase() : p.code}${separators[i % 3]}${addQuantity(p)}`);
    lines.splice(5, 0, `${goods[0]!.code}Q 1`);
    lines.splice(9, 0, `${size.replace('/', ' ').replace('R', ' ')} 4`);
    lines.splice(14, 0, `${petlas.code}\t2`);
    expect(lines).toHaveLength(20);

    const page = flow.page;
    await signInAs(page, flow.url, 'dealer');
    await page.goto(`${flow.url}/quick-order`);
    await page.getByLabel(text(tr, 'quickOrder.paste.label')).fill(lines.join('\n'));
    await page.getByRole('button', { name: text(tr, 'quickOrder.paste.submit') }).click();
    const bar = summary(page);
    await bar.getByText(text(tr, 'quickOrder.summary.found_other', { count: '17' })).waitFor({ state: 'visible' });
    await bar.getByText(text(tr, 'quickOrder.summary.ambiguous_one', { count: '1' })).waitFor({ state: 'visible' });
    await bar.getByText(text(tr, 'quickOrder.summary.notFound_other', { count: '2' })).waitFor({ state: 'visible' });
    // the typo offers the code it missed; the hidden tyre offers nothing of itself
    await page
      .getByRole('button', {
        name: new RegExp(`^${text(tr, 'quickOrder.useSuggestion', { code: goods[0]!.code, name: '', n: '6' }).split(' (')[0]}`),
      })
      .waitFor({ state: 'visible' });
    expect(await page.getByText(petlas.name).count()).toBe(0);

    // the size: pick the tyre
    await page.getByLabel(text(tr, 'quickOrder.pick', { n: '10' })).selectOption(String(picked));
    await bar.getByText(text(tr, 'quickOrder.summary.found_other', { count: '18' })).waitFor({ state: 'visible' });
    await bar.getByRole('button', { name: text(tr, 'quickOrder.summary.add_other', { count: '18' }) }).click();
    await page.getByText(text(tr, 'quickOrder.result.added_other', { count: '18' })).waitFor({ state: 'visible' });

    const inCart = await cartProducts();
    expect(new Set(inCart.keys())).toEqual(new Set([...goods.map((g) => g.id), picked]));
    for (const g of goods) expect(inCart.get(g.id)).toBe(addQuantity(g));
    expect(inCart.get(picked)).toBe(4);
    // what did not go in stays on the pad
    await expect.poll(() => page.getByLabel(/^Ürün kodu, satır \d+$/).count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() =>
        page
          .getByLabel(/^Ürün kodu, satır \d+$/)
          .first()
          .inputValue(),
      )
      .toBe(`${goods[0]!.code}Q`);

    const docNumber = await placeFromCart(page);
    const order = await api<{ orderItems: { productId: number }[] }>('GET', `/api/orders/${docNumber}`);
    expect(order.orderItems.length).toBeGreaterThan(0);
  });

  it('the price list: downloaded for a category, three quantities filled in Excel, uploaded to the pad and ordered; then ordered again from the order list', async () => {
    const headers = await demoHeaders(flow.url);
    await emptyCart(flow.url, headers);
    const three = await findProducts(flow.url, headers, 3, orderable, { sameCategory: true });
    const page = flow.page;
    await page.goto(`${flow.url}/products?category=${three[0]!.categoryId}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(tr, 'quickOrder.priceList.button') }).click(),
    ]);
    const listFile = path.join(files, 'fiyat-listesi.xlsx');
    await download.saveAs(listFile);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(listFile);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Ürün kodu');
    const quantityColumn = header.indexOf('Miktar') + 1;
    expect(quantityColumn).toBeGreaterThan(0);
    let filled = 0;
    sheet.eachRow((row) => {
      const p = three.find((x) => x.code === row.getCell(1).value);
      if (p) {
        row.getCell(quantityColumn).value = addQuantity(p);
        filled++;
      }
    });
    expect(filled).toBe(3);
    const orderFile = path.join(files, 'siparis.xlsx');
    await book.xlsx.writeFile(orderFile);

    await page.goto(`${flow.url}/quick-order`);
    const clear = page.getByRole('button', { name: text(tr, 'quickOrder.clear') });
    if (await clear.isVisible()) {
      await clear.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text(tr, 'quickOrder.clear') })
        .click();
    }
    // the file field is a button over a hidden file input
    await page.locator('input[type="file"]').setInputFiles(orderFile);
    await page.getByText(text(tr, 'quickOrder.file.read_other', { count: '3', name: 'siparis.xlsx' })).waitFor({ state: 'visible' });
    const bar = summary(page);
    await bar.getByText(text(tr, 'quickOrder.summary.found_other', { count: '3' })).waitFor({ state: 'visible' });
    await bar.getByRole('button', { name: text(tr, 'quickOrder.summary.add_other', { count: '3' }) }).click();
    await page.getByText(text(tr, 'quickOrder.result.added_other', { count: '3' })).waitFor({ state: 'visible' });
    expect(await cartProducts()).toEqual(new Map(three.map((p) => [p.id, addQuantity(p)])));
    const docNumber = await placeFromCart(page);

    // order again from the order list: the same products back in the empty cart
    expect((await cartProducts()).size).toBe(0);
    await page.goto(`${flow.url}/orders`);
    await page
      .getByRole('button', { name: text(tr, 'lists.reorder.rowNamed', { docNumber }) })
      .first()
      .click();
    const done = page.getByRole('dialog', { name: text(tr, 'cart.reorder.title', { docNumber }) });
    await done.getByText(text(tr, 'cart.reorder.added_other', { count: '3' })).waitFor({ state: 'visible' });
    expect(await cartProducts()).toEqual(new Map(three.map((p) => [p.id, addQuantity(p)])));
  });

  it('the cart shows the split the order job then makes: its documents, and each line over the same warehouses', async () => {
    // the cart of the flow before (ordered again), placed with the split preview on screen
    const page = flow.page;
    if ((await cartProducts()).size === 0) {
      const headers = await demoHeaders(flow.url);
      for (const p of await findProducts(flow.url, headers, 3))
        await api('POST', '/api/baskets/cart/products', { productId: p.id, quantity: addQuantity(p) }).catch(() => undefined);
    }
    interface Preview {
      documents: {
        paymentMethod: { name: string };
        lines: { productId: number; productName: string; quantity: number; warehouses: { warehouseCode: string; quantity: number }[] }[];
      }[];
      shortLines: unknown[];
    }
    const preview = await api<Preview>('GET', '/api/baskets/cart/split-preview');
    expect(preview.shortLines).toEqual([]);
    await page.goto(`${flow.url}/cart`);
    const card = page.getByRole('region', { name: text(tr, 'cart.split.title') });
    await card.waitFor({ state: 'visible' });
    for (const [i, d] of preview.documents.entries())
      await card
        .getByText(text(tr, 'cart.split.document', { n: String(i + 1), method: d.paymentMethod.name }))
        .waitFor({ state: 'visible' });
    for (const l of preview.documents.flatMap((d) => d.lines))
      await card.getByText(l.productName, { exact: false }).first().waitFor({ state: 'visible' });

    const docNumber = await placeFromCart(page);
    interface Placed {
      orderItems: { productId: number; quantity: number; orders: { warehouseCode: string; quantity: number }[] }[];
    }
    const placed = await api<Placed>('GET', `/api/orders/${docNumber}`);
    const planned = new Map(
      preview.documents
        .flatMap((d) => d.lines)
        .map((l) => [l.productId, l.warehouses.map((w) => `${w.warehouseCode}:${w.quantity}`).sort()]),
    );
    const made = new Map(placed.orderItems.map((i) => [i.productId, i.orders.map((o) => `${o.warehouseCode}:${o.quantity}`).sort()]));
    // one placed document per payment method: the first of them holds this order's number
    const first = preview.documents[0]!.lines.map((l) => l.productId);
    for (const id of first) expect(made.get(id)).toEqual(planned.get(id));
  });
  it('a salesman acting for the dealer, on a phone, in German: the pad resolves and adds, the dealer’s lists are his too, nothing scrolls sideways', async () => {
    const headers = await demoHeaders(flow.url);
    await emptyCart(flow.url, headers);
    const two = await findProducts(flow.url, headers, 2);
    const page = await flow.browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    page.setDefaultTimeout(20_000);
    try {
      await page.goto(`${flow.url}/sign-in`);
      await page.getByLabel(text(de, 'signIn.userName')).fill('salesman');
      await page.getByLabel(text(de, 'signIn.password'), { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: text(de, 'signIn.submit') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text(de, 'customers.search')).fill('anadolu');
      await dialog.getByRole('row', { name: /Anadolu Oto Lastik/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForURL(/\/home$/);

      await page.goto(`${flow.url}/quick-order`);
      await page
        .getByLabel(text(de, 'quickOrder.paste.label'))
        .fill(`${two[0]!.code} ${addQuantity(two[0]!)}\n${two[1]!.code};${addQuantity(two[1]!)}\nXQ-404-NIRGENDS 2`);
      await page.getByRole('button', { name: text(de, 'quickOrder.paste.submit') }).click();
      const bar = summary(page, de);
      await bar.getByText(text(de, 'quickOrder.summary.found_other', { count: '2' })).waitFor({ state: 'visible' });
      await bar.getByText(text(de, 'quickOrder.summary.notFound_one', { count: '1' })).waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await bar.getByRole('button', { name: text(de, 'quickOrder.summary.add_other', { count: '2' }) }).click();
      await page.getByText(text(de, 'quickOrder.result.added_other', { count: '2' })).waitFor({ state: 'visible' });
      expect(await cartProducts()).toEqual(new Map(two.map((p) => [p.id, addQuantity(p)])));

      // the dealer's demo lists, shared with whoever acts for its customer
      await page.goto(`${flow.url}/lists`);
      await page.getByRole('link', { name: 'Akü stoğu' }).first().waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await page.close();
    }
  });
});

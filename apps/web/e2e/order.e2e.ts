import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { text, tr } from './lang';
import { launchBrowser, openPage, type Portal, startPortal } from './portal';

let portal: Portal;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  page = await openPage(browser, 1440, 20_000);
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

interface Orderable {
  id: number;
  code: string;
  name: string;
  categoryId: number;
}

interface ListedProduct {
  id: number;
  code: string;
  name: string;
  hasBasket: boolean;
  showPrice: boolean;
  stock: number | null;
  minOrderQuantity: number;
  maxOrderQuantity: number | null;
  placeHolderQuantity: number;
}

/** Two products the demo dealer may order in the quantity the add button sends, from one category (asked through the API). */
async function twoOrderableProducts(): Promise<Orderable[]> {
  const auth = await fetch(`${portal.url}/api/auths/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'dealer', password: 'Demo1234' }),
  });
  const { token } = (await auth.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const tree = (await (await fetch(`${portal.url}/api/catalogs/categories`, { headers })).json()) as { id: number }[];
  for (const category of tree) {
    const res = await fetch(`${portal.url}/api/catalogs/products/list`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ categoryId: category.id, pageNumber: 1, pageSize: 100 }),
    });
    const { items } = (await res.json()) as { items: ListedProduct[] };
    const orderable = items.filter((p) => {
      const quantity = Math.max(p.placeHolderQuantity || p.minOrderQuantity || 1, p.minOrderQuantity, 1);
      return p.hasBasket && p.showPrice && (p.stock ?? 0) >= quantity * 2 && (p.maxOrderQuantity ?? quantity) >= quantity;
    });
    if (orderable.length >= 2) return orderable.slice(0, 2).map((p) => ({ id: p.id, code: p.code, name: p.name, categoryId: category.id }));
  }
  throw new Error('the demo catalogue has no two orderable products in one category for the dealer');
}

describe('order flow', () => {
  it('a dealer adds two products, places the order, sees it completed and in the order history', async () => {
    const products = await twoOrderableProducts();

    await page.goto(`${portal.url}/sign-in`);
    await page.getByLabel(text(tr, 'signIn.userName')).fill('dealer');
    await page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
    await page.waitForURL(/\/home/);

    // Start from an empty cart (the demo data may have put something in it).
    await page.goto(`${portal.url}/cart`);
    const clear = page.getByRole('button', { name: text(tr, 'cart.clear') });
    const empty = page.getByText(text(tr, 'cart.empty'));
    await Promise.race([clear.waitFor({ state: 'visible' }), empty.first().waitFor({ state: 'visible' })]);
    if (await clear.isVisible()) {
      await clear.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: text(tr, 'cart.clear') })
        .click();
      await empty.first().waitFor({ state: 'visible' });
    }

    // Add each product from the catalogue, found by its code.
    for (const product of products) {
      await page.goto(`${portal.url}/products?category=${product.categoryId}&searchText=${encodeURIComponent(product.code)}`);
      const card = page.getByRole('article', { name: product.name, exact: true }).first();
      await card.waitFor({ state: 'visible' });
      await card.getByRole('button', { name: text(tr, 'catalog.cart.addNamed', { name: product.name }) }).click();
      await page.getByText(`${product.name} sepete eklendi.`).first().waitFor({ state: 'visible' });
    }

    // The header badge counts the two lines.
    await page.getByRole('button', { name: text(tr, 'cart.dropdown.button', { count: '2' }) }).waitFor({ state: 'visible' });

    // The cart: both lines, then place the order.
    await page.goto(`${portal.url}/cart`);
    for (const product of products) await page.getByRole('row', { name: product.name }).waitFor({ state: 'visible' });
    const place = page.getByRole('button', { name: text(tr, 'cart.placeOrder') });
    await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true);
    await place.click();

    // The result modal follows the transaction until it is completed, listing the created order(s).
    const result = page.getByRole('dialog', { name: text(tr, 'cart.result.completedTitle') });
    await result.waitFor({ state: 'visible', timeout: 30_000 });
    const firstOrder = result.getByRole('link').first();
    const docNumber = ((await firstOrder.textContent()) ?? '').trim();
    expect(docNumber).not.toBe('');

    // The order history shows it.
    await result.getByRole('button', { name: text(tr, 'cart.result.toOrders') }).click();
    await page.waitForURL(/\/orders$/);
    await page.getByRole('link', { name: docNumber, exact: true }).waitFor({ state: 'visible' });

    // And its detail lists both products.
    await page.getByRole('link', { name: docNumber, exact: true }).click();
    await page.waitForURL(new RegExp(`/orders/${docNumber}$`));
    await page.getByRole('heading', { name: docNumber }).waitFor({ state: 'visible' });
  });
});

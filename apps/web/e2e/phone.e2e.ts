import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoHeaders, emptyCart, findProducts, signInAs } from './demo-api';
import { de, text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/** The page scrolls nothing sideways: the document is no wider than the window. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether an element lies wholly within the window's width (and is shown). */
async function withinWidth(locator: Locator, width: number): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.width > 0 && box.x >= 0 && box.x + box.width <= width;
}

describe('on a phone (390 x 844)', () => {
  it('a dealer finds a product with the header search, adds it, sees the whole cart line and places the order', async () => {
    const headers = await demoHeaders(flow.url);
    await emptyCart(flow.url, headers);
    const product = (await findProducts(flow.url, headers, 1))[0]!;
    const page = await flow.browser.newPage({ viewport: PHONE, locale: 'tr-TR' });
    page.setDefaultTimeout(20_000);
    try {
      await signInAs(page, flow.url, 'dealer');

      // the header's search button opens the search over the header row
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: text(tr, 'catalog.search.open') }).click();
      const search = header.getByRole('combobox', { name: text(tr, 'catalog.search.label') });
      await expect.poll(() => withinWidth(search, PHONE.width)).toBe(true);
      expect((await search.boundingBox())?.width).toBeGreaterThan(PHONE.width / 2);
      await search.fill(product.code);
      await header.getByRole('option', { name: product.name }).first().click();

      // the product's detail, from which it goes into the cart
      const detail = page.getByRole('dialog', { name: product.name });
      await detail.getByRole('button', { name: text(tr, 'catalog.cart.addNamed', { name: product.name }) }).click();
      await page.getByText(`${product.name} sepete eklendi.`).first().waitFor({ state: 'visible' });
      await detail.getByRole('button', { name: text(tr, 'catalog.detail.close') }).click();
      await header.getByRole('button', { name: text(tr, 'catalog.search.close') }).click();

      // the cart: the line is a card, its figures and its remove button in the window's width
      await page.goto(`${flow.url}/cart`);
      const line = page.getByRole('article', { name: product.name, exact: true });
      await line.waitFor({ state: 'visible' });
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      const lineTotal = line.getByTestId('line-total');
      await lineTotal.waitFor({ state: 'visible' });
      expect(await lineTotal.textContent()).toMatch(/₺/);
      expect(await withinWidth(lineTotal, PHONE.width)).toBe(true);
      const remove = line.getByRole('button', { name: text(tr, 'cart.removeNamed', { name: product.name }) });
      expect(await remove.isVisible()).toBe(true);
      expect(await withinWidth(remove, PHONE.width)).toBe(true);

      // checkout
      const place = page.getByRole('button', { name: text(tr, 'cart.placeOrder') });
      await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true);
      await place.click();
      const result = page.getByRole('dialog', { name: text(tr, 'cart.result.completedTitle') });
      await result.waitFor({ state: 'visible', timeout: 30_000 });
      const docNumber = ((await result.getByRole('link').first().textContent()) ?? '').trim();
      expect(docNumber).not.toBe('');

      // the order list: the new order with its total, in the window's width
      await result.getByRole('button', { name: text(tr, 'cart.result.toOrders') }).click();
      await page.waitForURL(/\/orders$/);
      const order = page.getByRole('link', { name: docNumber, exact: true });
      await order.waitFor({ state: 'visible' });
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      const row = page.getByRole('row').filter({ has: order });
      expect(await withinWidth(row.getByText(/₺/).first(), PHONE.width)).toBe(true);

      // the user menu switches the language (the header has no room for its selector)
      await header.getByRole('button', { name: text(tr, 'nav.userMenu', { name: 'Ali Kaya' }) }).click();
      await page.getByRole('menuitem', { name: 'English', exact: true }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'en');
    } finally {
      await page.close();
    }
  });
});

describe('on a laptop (1366 x 768)', () => {
  it('a long German heading breaks instead of widening the page', async () => {
    const page = await flow.browser.newPage({ viewport: PHONE, locale: 'de-DE' });
    page.setDefaultTimeout(20_000);
    try {
      await page.goto(`${flow.url}/sign-in`);
      await page.getByLabel(text(de, 'signIn.userName')).fill('admin');
      await page.getByLabel(text(de, 'signIn.password'), { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: text(de, 'signIn.submit') }).click();
      await page.waitForURL(/\/home/);
      await page.goto(`${flow.url}/integration-settings`);
      // "Integrationseinstellungen": one word wider than the phone
      await page.getByRole('heading', { level: 1, name: text(de, 'integrationSettings.title') }).waitFor({ state: 'visible' });
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await page.close();
    }
  });

  it('a category with a banner shows its first product card within the first screen', async () => {
    const page = await flow.browser.newPage({ viewport: LAPTOP, locale: 'tr-TR' });
    page.setDefaultTimeout(20_000);
    try {
      await signInAs(page, flow.url, 'dealer');
      // a top-level category with a demo banner, reached from the home's tiles
      await page
        .getByRole('region', { name: text(tr, 'home.categories') })
        .getByRole('link', { name: 'Lastik', exact: true })
        .click();
      await page.getByRole('region', { name: text(tr, 'banners.carousel.categoryLabel') }).waitFor({ state: 'visible' });
      const card = page.getByTestId('product-card').first();
      await card.waitFor({ state: 'visible' });
      const box = await card.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect((box?.y ?? LAPTOP.height) + (box?.height ?? 0)).toBeLessThanOrEqual(LAPTOP.height);
      // and the page's own search field, within the category
      await page.getByRole('searchbox', { name: text(tr, 'catalog.list.searchIn', { category: 'Lastik' }) }).waitFor({ state: 'visible' });
    } finally {
      await page.close();
    }
  });
});

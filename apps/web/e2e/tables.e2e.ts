import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal();

beforeAll(async () => {
  await fillDealerCart();
});

async function headersOf(userName: string): Promise<Record<string, string>> {
  const auth = await fetch(`${flow.url}/api/auths/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: 'Demo1234' }),
  });
  const { token } = (await auth.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

interface ListedProduct {
  id: number;
  hasBasket: boolean;
  showPrice: boolean;
  minOrderQuantity: number;
  placeHolderQuantity: number;
}

/** The demo dealer's cart with a few lines of every category (long names, every unit code), through the API. */
async function fillDealerCart(): Promise<void> {
  const headers = await headersOf('dealer');
  const tree = (await (await fetch(`${flow.url}/api/catalogs/categories`, { headers })).json()) as { id: number }[];
  let added = 0;
  for (const category of tree) {
    const res = await fetch(`${flow.url}/api/catalogs/products/list`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ categoryId: category.id, pageNumber: 1, pageSize: 20 }),
    });
    const { items } = (await res.json()) as { items: ListedProduct[] };
    for (const p of items.filter((i) => i.hasBasket && i.showPrice).slice(0, 2)) {
      const quantity = Math.max(p.placeHolderQuantity || p.minOrderQuantity || 1, p.minOrderQuantity, 1);
      const put = await fetch(`${flow.url}/api/baskets/cart/products`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: p.id, quantity }),
      });
      if (put.ok) added++;
    }
  }
  expect(added).toBeGreaterThan(3);
}

async function signIn(page: Page, userName: string): Promise<void> {
  await page.goto(`${flow.url}/sign-in`);
  await page.getByLabel(text(tr, 'signIn.userName')).fill(userName);
  await page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
  await page.waitForURL(/\/home/);
}

interface Layout {
  /** The page itself scrolls sideways. */
  pageOverflows: boolean;
  /** Tables whose scroll box is narrower than they are (they scroll sideways). */
  scrolling: string[];
  /** Badge labels cut short ("E.."). */
  cutBadges: string[];
}

/** How the tables of the page lay out, once the named one shows rows. */
async function layoutOf(page: Page, path: string, tableName: string): Promise<Layout> {
  await page.goto(`${flow.url}${path}`);
  await page.getByRole('table', { name: tableName }).locator('tbody tr').first().waitFor({ state: 'visible' });
  return page.evaluate(() => {
    const scrolls = (el: HTMLElement) =>
      ['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1;
    const scrolling: string[] = [];
    for (const table of Array.from(document.querySelectorAll('table'))) {
      for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
        if (scrolls(el)) {
          scrolling.push(`${table.getAttribute('aria-label')}: ${table.scrollWidth} px in ${el.clientWidth} px`);
          break;
        }
      }
    }
    const cutBadges = Array.from(document.querySelectorAll<HTMLElement>('td .mantine-Badge-label'))
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent ?? '');
    return { pageOverflows: document.documentElement.scrollWidth > document.documentElement.clientWidth, scrolling, cutBadges };
  });
}

const fits: Layout = { pageOverflows: false, scrolling: [], cutBadges: [] };

describe('data tables on a 1366 px laptop beside the open menu', () => {
  it('the cart, its stock column included, fits without scrolling sideways', async () => {
    const page = await flow.openPage(1366, 20_000);
    await signIn(page, 'dealer');
    expect(await layoutOf(page, '/cart', text(tr, 'cart.lines'))).toEqual(fits);
    // the last columns are on screen: stock and the remove button
    const stock = page.getByRole('columnheader', { name: text(tr, 'cart.columns.stock') });
    const box = await stock.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1366);
    await page.close();
  });

  it('the users, whole "active" badges and the actions column included, fit; so do roles and order parameters', async () => {
    const page = await flow.openPage(1366, 20_000);
    await signIn(page, 'admin');
    expect(await layoutOf(page, '/users', text(tr, 'users.tableLabel'))).toEqual(fits);
    await page
      .getByRole('button', { name: text(tr, 'users.editNamed', { name: 'support' }) })
      .first()
      .waitFor({ state: 'visible' });
    expect(await layoutOf(page, '/user-groups', text(tr, 'roles.tableLabel'))).toEqual(fits);
    expect(await layoutOf(page, '/order-parameters', text(tr, 'orderParameters.tableLabel'))).toEqual(fits);
    await page.close();
  });
});

describe('data tables on a 390 px phone', () => {
  it('scroll sideways inside their own box, never the page, and cut no badge', async () => {
    const page = await flow.openPage(390, 20_000);
    await signIn(page, 'dealer');
    // the cart is no table on a phone: its lines are cards in the screen's width
    await page.goto(`${flow.url}/cart`);
    await page
      .getByRole('list', { name: text(tr, 'cart.lines') })
      .getByRole('listitem')
      .first()
      .waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();

    const admin = await flow.openPage(390, 20_000);
    await signIn(admin, 'admin');
    for (const [path, name] of [
      ['/users', text(tr, 'users.tableLabel')],
      ['/order-parameters', text(tr, 'orderParameters.tableLabel')],
    ] as const) {
      const layout = await layoutOf(admin, path, name);
      expect(layout.pageOverflows).toBe(false);
      expect(layout.cutBadges).toEqual([]);
    }
    await admin.close();
  });
});

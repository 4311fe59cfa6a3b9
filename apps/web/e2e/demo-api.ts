import type { Page } from 'playwright-core';
import { text, tr } from './lang';

/**
 * What the flows ask the portal's API about its demo data (to compare a screen with what the server holds,
 * or to find a product fit for the flow), and signing in through the form. The demo users share one
 * password (the demo seed's).
 */

export const DEMO_PASSWORD = 'Demo1234';

/** The parts of a product list item the flows choose by. */
export interface ListedProduct {
  id: number;
  code: string;
  name: string;
  hasBasket: boolean;
  showPrice: boolean;
  stock: number | null;
  minOrderQuantity: number;
  maxOrderQuantity: number | null;
  placeHolderQuantity: number;
  categoryId: number;
}

/** API headers of a demo user (JSON calls), acting for `customerId` when given. */
export async function demoHeaders(url: string, userName = 'dealer', customerId?: string): Promise<Record<string, string>> {
  const auth = await fetch(`${url}/api/auths/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  const { token } = (await auth.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(customerId ? { 'x-customer-id': customerId } : {}) };
}

/** The quantity the add button sends for a product (its placeholder, at least its minimum). */
export const addQuantity = (p: ListedProduct) => Math.max(p.placeHolderQuantity || p.minOrderQuantity || 1, p.minOrderQuantity, 1);

/** Whether the caller may order the product twice over in the add button's quantity. */
export const orderable = (p: ListedProduct) => {
  const quantity = addQuantity(p);
  return p.hasBasket && p.showPrice && (p.stock ?? 0) >= quantity * 2 && (p.maxOrderQuantity ?? quantity) >= quantity;
};

/** Products of the caller's catalogue, category by category (the first page of each), that pass `keep`. */
export async function findProducts(
  url: string,
  headers: Record<string, string>,
  count: number,
  keep: (p: ListedProduct) => boolean = orderable,
  opts: { sameCategory?: boolean } = {},
): Promise<ListedProduct[]> {
  const tree = (await (await fetch(`${url}/api/catalogs/categories`, { headers })).json()) as { id: number }[];
  const found: ListedProduct[] = [];
  for (const category of tree) {
    const res = await fetch(`${url}/api/catalogs/products/list`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ categoryId: category.id, pageNumber: 1, pageSize: 100 }),
    });
    const { items } = (await res.json()) as { items: Omit<ListedProduct, 'categoryId'>[] };
    const kept = items.filter((p) => keep({ ...p, categoryId: category.id })).map((p) => ({ ...p, categoryId: category.id }));
    if (opts.sameCategory) {
      if (kept.length >= count) return kept.slice(0, count);
      continue;
    }
    found.push(...kept.slice(0, count - found.length));
    if (found.length >= count) return found;
  }
  throw new Error(`the demo catalogue has not ${count} such products for this user`);
}

/** Empties the caller's cart through the API. */
export async function emptyCart(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(`${url}/api/baskets/cart/products`, { method: 'DELETE', headers, body: JSON.stringify({ productIds: [] }) });
  if (res.status !== 204) throw new Error(`emptying the cart answered ${res.status}`);
}

/** Signs in through the form and waits for home. */
export async function signInAs(page: Page, url: string, userName: string): Promise<void> {
  await page.goto(`${url}/sign-in`);
  await page.getByLabel(text(tr, 'signIn.userName')).fill(userName);
  await page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
  await page.waitForURL(/\/home/);
}

import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { text, tr } from './lang';

/** One failed axe-core rule with the elements it failed on. */
export type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The impacts a screen must have none of. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe-core violations of what the page shows now (WCAG 2.x A/AA and best practices).
 * Legacy mode runs axe in the page itself (the default runs it per frame, then again in a new blank page to
 * merge the frames' results), and only violations carry their nodes (passes and the rest would be
 * serialised for nothing): the same rules and violations, 5x faster (13 s -> 2.5 s on the product detail;
 * ADR 0053). `rules`: only these rules (the dark scheme's run checks what it changes: colours).
 * Legacy mode does not look into cross-origin frames: the portal has one frame, the email
 * preview's sandboxed one, which runs no script, so axe could not look into it in either mode.
 */
export async function blockingViolations(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  await injectAxe(page);
  // the builder's own injection, twice a run (its check, then every frame again), is a no-op now
  const builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
  return results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

/** axe-core's source, from the copy @axe-core/playwright itself uses (the same version as before). */
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;

/**
 * axe-core in every frame of the page that lacks it (a page's document keeps it until the next
 * navigation): AxeBuilder evaluated its 1.3 MB source twice in every run, 0.1-0.3 s each on this machine.
 * A frame that runs no script (the email preview's sandboxed one) cannot take it, as before.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // a frame without script never answers: AxeBuilder gave such a frame a second, then went on
    let timer: NodeJS.Timeout | undefined;
    const answer = await Promise.race([
      frame.evaluate('typeof window.axe !== "object"'),
      new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), 1_000);
      }),
    ])
      .catch(() => 'failed')
      .finally(() => clearTimeout(timer));
    if (answer === true) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
}

/** One line per violation with the first few elements it was found on, so a failure says what to fix. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 4)
        .map((n) => `      ${n.target.join(' ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`)
        .join('\n');
      const more = v.nodes.length > 4 ? `\n      … and ${v.nodes.length - 4} more` : '';
      return `  ${v.id} (${v.impact}, ${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

/** Signs in through the form (the page must be on /sign-in) and waits for home. */
export async function signIn(page: Page, userName: string): Promise<void> {
  await page.getByLabel(text(tr, 'signIn.userName')).fill(userName);
  await page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
  await page.waitForURL(/\/home/);
}

/** The requests a page has in flight, as Playwright sees them (documents, calls, images, fonts). */
class Traffic {
  private readonly inflight = new Set<Request>();
  /** How many requests the page has started: a request started and finished between two looks still counts. */
  started = 0;
  private waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', (r) => {
      this.inflight.add(r);
      this.started++;
    });
    const done = (r: Request) => {
      this.inflight.delete(r);
      if (this.inflight.size === 0) for (const wake of this.waiters.splice(0)) wake();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Resolves once no request is in flight. */
  idle(): Promise<void> {
    return this.inflight.size === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

const traffic = new WeakMap<Page, Traffic>();

/** Follows the page's requests from now on, for settle(); call before its first navigation. */
export function watchTraffic(page: Page): void {
  if (!traffic.has(page)) traffic.set(page, new Traffic(page));
}

/**
 * Waits until the screen has settled: no request in flight and no loader or skeleton on it, so axe and
 * the screenshots see the data rather than a placeholder. The page (watched by watchTraffic) settles once
 * nothing is in flight, no loader shows, the web fonts are laid out and two frames later the page has
 * started no request (what a response rendered would have asked for next); networkidle instead waited
 * 500 ms without a request after every navigation.
 */
export async function settle(page: Page): Promise<void> {
  const busy = page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]').filter({ visible: true });
  const watched = traffic.get(page);
  if (!watched) throw new Error('settle: call watchTraffic(page) before the page navigates');
  const deadline = Date.now() + 20_000;
  for (;;) {
    const remaining = () => Math.max(deadline - Date.now(), 1);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      watched.idle(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('settle: requests still in flight after 20 s')), remaining());
      }),
    ]).finally(() => clearTimeout(timer));
    // a loader stuck for good: check what shows, as before (15 s at most)
    await busy
      .first()
      .waitFor({ state: 'hidden', timeout: Math.min(remaining(), 15_000) })
      .catch(() => undefined);
    const started = watched.started;
    await nextFrame(page);
    if (watched.started === started && (await busy.count()) === 0) return;
    if (Date.now() > deadline) return;
  }
}

/** Web fonts laid out, and two frames for what the last response rendered (and any request it started). */
function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(undefined))))),
  );
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

/** The demo dealer through the API: the data the screens need (a category with products, an order, a cart line). */
export interface OrderableProduct {
  id: number;
  code: string;
  name: string;
  quantity: number;
  categoryId: number;
}

export class DealerApi {
  private constructor(
    private readonly url: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** The demo's Turkish dealer, or another demo login (`dealer-de`: the German dealer). */
  static async signIn(url: string, userName = 'dealer'): Promise<DealerApi> {
    const res = await fetch(`${url}/api/auths/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: 'Demo1234' }),
    });
    if (!res.ok) throw new Error(`dealer sign-in: ${res.status}`);
    const { token } = (await res.json()) as { token: string };
    return new DealerApi(url, { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-culture': 'tr' });
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: this.headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  }

  /** A product the dealer may order twice over in the quantity the add button sends, and its category. */
  async orderableProduct(): Promise<OrderableProduct> {
    for await (const product of this.orderableProducts()) return product;
    throw new Error('the demo catalogue has no product the dealer may order');
  }

  /** The products the list shows the dealer as orderable twice over, category by category. */
  async *orderableProducts(): AsyncGenerator<OrderableProduct> {
    const tree = await this.call<{ id: number }[]>('GET', '/api/catalogs/categories');
    for (const category of tree) {
      const { items } = await this.call<{ items: ListedProduct[] }>('POST', '/api/catalogs/products/list', {
        categoryId: category.id,
        pageNumber: 1,
        pageSize: 50,
      });
      for (const p of items) {
        const quantity = Math.max(p.placeHolderQuantity || p.minOrderQuantity || 1, p.minOrderQuantity, 1);
        if (p.hasBasket && p.showPrice && (p.stock ?? 0) >= quantity * 2 && (p.maxOrderQuantity ?? quantity) >= quantity) {
          yield { id: p.id, code: p.code, name: p.name, quantity, categoryId: category.id };
        }
      }
    }
  }

  /** The product ids of the dealer's cart lines. */
  async cartProductIds(): Promise<number[]> {
    const cart = await this.call<{ cartDetails: { productId: number }[] }>('GET', '/api/baskets/cart');
    return cart.cartDetails.map((l) => l.productId);
  }

  async addToCart(productId: number, quantity: number): Promise<void> {
    await this.call('POST', '/api/baskets/cart/products', { productId, quantity });
  }

  /** Places the cart as an order to the dealer's first delivery address and waits for its document number. */
  async placeOrder(): Promise<string> {
    const addresses = await this.call<{ code: string }[]>('GET', '/api/customers/addresses');
    if (!addresses[0]) throw new Error('the demo dealer has no delivery address');
    let result = await this.call<{
      transactionId: string;
      status: string;
      errorMessage: string | null;
      createdOrders: { docNumber: string }[];
    }>('POST', '/api/baskets/place-order', { customerAddressCode: addresses[0].code });
    const deadline = Date.now() + 30_000;
    while (result.status === 'InQueue' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      result = await this.call('GET', `/api/orders/transaction/${result.transactionId}/status`);
    }
    const docNumber = result.createdOrders[0]?.docNumber;
    if (result.status !== 'Completed' || !docNumber)
      throw new Error(`the order was not placed: ${result.status} ${result.errorMessage ?? ''}`);
    return docNumber;
  }
}

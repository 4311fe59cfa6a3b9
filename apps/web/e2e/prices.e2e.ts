import { describe, expect, it } from 'vitest';
import { demoHeaders, emptyCart, findProducts, type ListedProduct, orderable, signInAs } from './demo-api';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

/**
 * Prices by campaign and quantity (ADR 0065) as the demo dealer meets them: a winter tyre under the running
 * winter campaign shows its campaign and the price before it in the cart; a battery's price follows the
 * quantity breaks of the demo's list as the dealer changes the quantity on the cart screen; the salesman
 * acting for the dealer opens "why this price" on the same line and sees the rules' steps.
 */
const flow = setupFlowPortal({ page: { width: 1440, timeoutMs: 20_000 } });

interface PricedItem extends ListedProduct {
  campaign: string | null;
  priceBeforeCampaign: string | null;
  discountedPrice: string | null;
}
interface CartLineAnswer {
  productId: number;
  quantity: number;
  discountedPrice: string;
  priceBeforeCampaign: string | null;
  campaign: string | null;
  quantityBreak: number | null;
}

async function api<T>(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const res = await fetch(`${flow.url}${url}`, {
    method,
    headers: headers ?? (await demoHeaders(flow.url)),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`);
  return res.status === 204 ? (undefined as T) : ((await res.json()) as T);
}

const cartLine = async (productId: number) =>
  (await api<{ cartDetails: CartLineAnswer[] }>('GET', '/api/baskets/cart')).cartDetails.find((l) => l.productId === productId)!;

describe('prices by campaign and quantity', () => {
  it('the cart shows the running campaign with the price before it, and a battery’s price follows its quantity breaks', async () => {
    const headers = await demoHeaders(flow.url);
    await emptyCart(flow.url, headers);
    const [tyre] = (await findProducts(
      flow.url,
      headers,
      1,
      (p) => orderable(p) && (p as PricedItem).priceBeforeCampaign !== null,
    )) as PricedItem[];
    // a battery the dealer may order 10 of, with quantity breaks for it (the demo's lists for everyone)
    const tree = await api<Array<{ id: number; code: string }>>('GET', '/api/catalogs/categories');
    const aku = tree.find((c) => c.code === 'AKU')!;
    const { items } = await api<{ items: ListedProduct[] }>('POST', '/api/catalogs/products/list', {
      categoryId: aku.id,
      pageNumber: 1,
      pageSize: 100,
    });
    let battery: ListedProduct | undefined;
    let breaks: Array<{ minQuantity: number; discountedPrice: string }> = [];
    for (const candidate of items.filter(
      (p) => orderable(p) && (p.stock ?? 0) >= 10 && (p.maxOrderQuantity ?? 10) >= 10 && p.minOrderQuantity <= 1,
    )) {
      const detail = await api<{ quantityBreaks: typeof breaks }>('GET', `/api/catalogs/products/${candidate.id}/detail`);
      if (detail.quantityBreaks.some((b) => b.minQuantity === 4)) {
        battery = candidate;
        breaks = detail.quantityBreaks;
        break;
      }
    }
    expect(battery, 'a demo battery with quantity breaks').toBeDefined();
    await api('POST', '/api/baskets/cart/products', { productId: tyre!.id, quantity: Math.max(tyre!.minOrderQuantity, 1) });
    await api('POST', '/api/baskets/cart/products', { productId: battery!.id, quantity: 1 });

    const page = flow.page;
    await signInAs(page, flow.url, 'dealer');
    await page.goto(`${flow.url}/cart`);
    const tyreRow = page.getByRole('row', { name: tyre!.name });
    await tyreRow.getByText(tyre!.campaign!).first().waitFor({ state: 'visible' });
    await expect.poll(() => tyreRow.getByTestId('price-before-campaign').count()).toBeGreaterThan(0);
    const tyreLine = await cartLine(tyre!.id);
    expect(tyreLine.campaign).toBe('Kış kampanyası');
    expect(Number(tyreLine.discountedPrice)).toBeLessThan(Number(tyreLine.priceBeforeCampaign));

    const batteryRow = page.getByRole('row', { name: battery!.name });
    expect(await batteryRow.getByTestId('quantity-break').count()).toBe(0);
    const before = (await cartLine(battery!.id)).discountedPrice;
    const quantity = batteryRow.getByLabel(text(tr, 'cart.quantityFor', { name: battery!.name }));
    await quantity.fill('4');
    await quantity.press('Enter');
    await batteryRow.getByTestId('quantity-break').waitFor({ state: 'visible' });
    await expect.poll(async () => (await cartLine(battery!.id)).quantityBreak).toBe(4);
    const at4 = await cartLine(battery!.id);
    expect(at4.discountedPrice).toBe(breaks.find((b) => b.minQuantity === 4)!.discountedPrice);
    expect(Number(at4.discountedPrice)).toBeLessThan(Number(before));
    await quantity.fill('10');
    await quantity.press('Enter');
    await expect.poll(async () => (await cartLine(battery!.id)).quantityBreak).toBe(10);
    expect((await cartLine(battery!.id)).discountedPrice).toBe(breaks.find((b) => b.minQuantity === 10)!.discountedPrice);
    await quantity.fill('2');
    await quantity.press('Enter');
    await expect.poll(async () => (await cartLine(battery!.id)).quantityBreak).toBe(null);
    await expect.poll(() => batteryRow.getByTestId('quantity-break').count()).toBe(0);
    expect((await cartLine(battery!.id)).discountedPrice).toBe(before);
  });

  it('a salesman acting for the dealer opens why a cart line costs what it costs', async () => {
    const page = await flow.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'tr-TR' });
    page.setDefaultTimeout(20_000);
    try {
      await page.goto(`${flow.url}/sign-in`);
      await page.getByLabel(text(tr, 'signIn.userName')).fill('salesman');
      await page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text(tr, 'customers.search')).fill('anadolu');
      await dialog.getByRole('row', { name: /Anadolu Oto Lastik/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.goto(`${flow.url}/cart`);
      const lines = (await api<{ cartDetails: Array<CartLineAnswer & { name: string }> }>('GET', '/api/baskets/cart')).cartDetails;
      const campaignLine = lines.find((l) => l.priceBeforeCampaign !== null)!;
      const row = page.getByRole('row', { name: campaignLine.name });
      await row.getByRole('button', { name: text(tr, 'prices.explanation.openNamed', { name: campaignLine.name }) }).click();
      const steps = page.getByRole('dialog').last();
      await steps.getByText(/Kış kampanyası/).waitFor({ state: 'visible' });
      await steps.getByText(/Liste fiyatı/).waitFor({ state: 'visible' });
    } finally {
      await page.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { demoHeaders, findProducts, orderable, signInAs } from './demo-api';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal({ page: { width: 1440, timeoutMs: 20_000 } });

/** The parts of GET /api/orders/{docNumber} the detail screen is checked against. */
interface PlacedOrder {
  orderItems: Array<{
    productName: string;
    quantity: number;
    orders: Array<{ number: string; warehouseCode: string; warehouseName: string; divisionName: string; quantity: number }>;
  }>;
}

describe('order flow', () => {
  it('a dealer adds two products, places the order, sees it completed and in the order history', async () => {
    const products = await findProducts(flow.url, await demoHeaders(flow.url), 2, orderable, { sameCategory: true });

    await signInAs(flow.page, flow.url, 'dealer');

    // Start from an empty cart (the demo data may have put something in it).
    await flow.page.goto(`${flow.url}/cart`);
    const clear = flow.page.getByRole('button', { name: text(tr, 'cart.clear') });
    const empty = flow.page.getByText(text(tr, 'cart.empty'));
    await Promise.race([clear.waitFor({ state: 'visible' }), empty.first().waitFor({ state: 'visible' })]);
    if (await clear.isVisible()) {
      await clear.click();
      await flow.page
        .getByRole('dialog')
        .getByRole('button', { name: text(tr, 'cart.clear') })
        .click();
      await empty.first().waitFor({ state: 'visible' });
    }

    // Add each product from the catalogue, found by its code.
    for (const product of products) {
      await flow.page.goto(`${flow.url}/products?category=${product.categoryId}&searchText=${encodeURIComponent(product.code)}`);
      const card = flow.page.getByRole('article', { name: product.name, exact: true }).first();
      await card.waitFor({ state: 'visible' });
      await card.getByRole('button', { name: text(tr, 'catalog.cart.addNamed', { name: product.name }) }).click();
      await flow.page.getByText(`${product.name} sepete eklendi.`).first().waitFor({ state: 'visible' });
    }

    // The header badge counts the two lines.
    await flow.page.getByRole('button', { name: text(tr, 'cart.dropdown.button', { count: '2' }) }).waitFor({ state: 'visible' });

    // The cart: both lines, then place the order.
    await flow.page.goto(`${flow.url}/cart`);
    for (const product of products) await flow.page.getByRole('row', { name: product.name }).waitFor({ state: 'visible' });
    const place = flow.page.getByRole('button', { name: text(tr, 'cart.placeOrder') });
    await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true);
    await place.click();

    // The result modal follows the transaction until it is completed, listing the created order(s).
    const result = flow.page.getByRole('dialog', { name: text(tr, 'cart.result.completedTitle') });
    await result.waitFor({ state: 'visible', timeout: 30_000 });
    const firstOrder = result.getByRole('link').first();
    const docNumber = ((await firstOrder.textContent()) ?? '').trim();
    expect(docNumber).not.toBe('');

    // The order history shows it.
    await result.getByRole('button', { name: text(tr, 'cart.result.toOrders') }).click();
    await flow.page.waitForURL(/\/orders$/);
    await flow.page.getByRole('link', { name: docNumber, exact: true }).waitFor({ state: 'visible' });

    // And its detail lists both products, each with the warehouse orders that supply it.
    await flow.page.getByRole('link', { name: docNumber, exact: true }).click();
    await flow.page.waitForURL(new RegExp(`/orders/${docNumber}$`));
    await flow.page.getByRole('heading', { name: docNumber }).waitFor({ state: 'visible' });
    const items = flow.page.getByRole('table', { name: text(tr, 'orders.items') });
    await items.waitFor({ state: 'visible' });
    for (const product of products) await items.getByRole('row', { name: product.name, exact: true }).waitFor({ state: 'visible' });

    // What the server holds for the order: the screen must show every warehouse order of every item.
    const placed = (await (
      await fetch(`${flow.url}/api/orders/${docNumber}`, { headers: await demoHeaders(flow.url) })
    ).json()) as PlacedOrder;
    expect(placed.orderItems.map((i) => i.productName).sort()).toEqual(products.map((p) => p.name).sort());
    for (const item of placed.orderItems) {
      expect(item.orders.length).toBeGreaterThan(0);
      // the warehouse orders together supply the whole item
      expect(item.orders.reduce((sum, o) => sum + o.quantity, 0)).toBe(item.quantity);
      const warehouseOrders = flow.page.getByRole('table', { name: text(tr, 'orders.warehouseOrdersOf', { name: item.productName }) });
      await warehouseOrders.waitFor({ state: 'visible' });
      const rows = warehouseOrders.locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(item.orders.length);
      for (const [index, line] of item.orders.entries()) {
        expect(line.number).toMatch(new RegExp(`^${docNumber}-\\d+$`));
        const cells = (await rows.nth(index).locator('td').allInnerTexts()).map((c) => c.trim());
        expect(cells.slice(0, 4)).toEqual([
          line.number,
          `${line.warehouseName} (${line.warehouseCode})`,
          line.divisionName,
          String(line.quantity),
        ]);
      }
    }
  });
});

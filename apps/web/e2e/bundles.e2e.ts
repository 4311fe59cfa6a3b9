import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DealerApi, signIn } from './a11y';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

let dealer: DealerApi;
let product: Awaited<ReturnType<DealerApi['orderableProduct']>>;

const flow = setupFlowPortal();

beforeAll(async () => {
  dealer = await DealerApi.signIn(flow.url);
  product = await dealer.orderableProduct();
});

describe('bundles flow', () => {
  it('an administrator puts a product at the head of the campaign bundle; the dealer sees it on /home and adds it to the cart', async () => {
    // The administrator edits the demo's campaign bundle.
    const admin: Page = await flow.openPage(1440, 20_000);
    await admin.goto(`${flow.url}/sign-in`);
    await signIn(admin, 'admin');
    await admin.goto(`${flow.url}/bundle-management`);
    await admin.getByRole('button', { name: text(tr, 'bundles.editNamed', { name: 'campaign' }) }).click();
    const dialog = admin.getByRole('dialog', { name: text(tr, 'bundles.editTitle', { name: 'campaign' }) });
    await dialog.waitFor({ state: 'visible' });
    const remove = dialog.getByRole('button', { name: text(tr, 'bundles.removeProductNamed', { name: product.code }) });
    if ((await remove.count()) === 0) {
      await dialog.getByRole('textbox', { name: text(tr, 'bundles.addProduct') }).fill(product.code);
      await admin.getByRole('option', { name: `${product.code} · ${product.name}` }).click();
      await remove.waitFor({ state: 'visible' });
    }
    const up = dialog.getByRole('button', { name: text(tr, 'bundles.moveUpNamed', { name: product.code }) });
    while (await up.isEnabled()) await up.click();
    await dialog.getByRole('button', { name: text(tr, 'common.save') }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The dealer finds it first in the campaign strip of the home page and adds it from the card.
    const page = await flow.openPage(1440, 20_000);
    await page.goto(`${flow.url}/sign-in`);
    await signIn(page, 'dealer');
    const strip = page.getByTestId('bundle-campaign');
    const first = strip.getByRole('article').first();
    await first.waitFor({ state: 'visible' });
    expect(await first.getAttribute('aria-label')).toBe(product.name);
    const before = await dealer.cartProductIds();
    await first.getByRole('button', { name: text(tr, 'catalog.cart.addNamed', { name: product.name }) }).click();
    await expect.poll(() => dealer.cartProductIds(), { timeout: 10_000 }).toContain(product.id);
    expect(before.filter((id) => id === product.id)).toHaveLength(0);
  });
});

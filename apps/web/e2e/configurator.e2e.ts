import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DealerApi, signIn } from './a11y';
import { de, en, text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal();

/** The dictionary of the language the page shows (the German dealer's own, whatever the browser's). */
async function dictOf(page: Page) {
  const lang = await page.evaluate(() => document.documentElement.lang);
  return lang.startsWith('de') ? de : lang.startsWith('en') ? en : tr;
}

describe('wheel configurator (issue 19)', () => {
  it('the German dealer picks a demo vehicle, finds a fitting rim and adds it to the cart', async () => {
    const page = await flow.openPage(1440, 20_000);
    await page.goto(`${flow.url}/sign-in`);
    await signIn(page, 'dealer-de');
    await page.goto(`${flow.url}/configurator`);
    const dict = await dictOf(page);
    const select = (key: string) => page.getByRole('combobox', { name: text(dict, key), exact: true });
    await expect.poll(() => select('fitment.make').isEnabled()).toBe(true);
    await select('fitment.make').selectOption('Volkswagen');
    await expect.poll(() => select('fitment.model').isEnabled()).toBe(true);
    await select('fitment.model').selectOption('Golf VII');
    await expect.poll(() => select('fitment.year').isEnabled()).toBe(true);
    await select('fitment.year').selectOption('2016');
    await select('fitment.engine').selectOption({ label: '1.4 TSI 92 kW' });

    const rims = page.getByTestId('configurator-rims');
    const rim = rims.getByRole('article').first();
    await rim.waitFor({ state: 'visible' });
    const name = (await rim.getAttribute('aria-label')) ?? '';
    // a rim of the Golf's bolt pattern
    expect(name).toContain('5x112');

    const api = await DealerApi.signIn(flow.url, 'dealer-de');
    const before = await api.cartProductIds();
    await rim.getByRole('button', { name: text(dict, 'catalog.cart.addNamed', { name }) }).click();
    await expect.poll(async () => (await api.cartProductIds()).length, { timeout: 10_000 }).toBeGreaterThan(before.length);
  });
});

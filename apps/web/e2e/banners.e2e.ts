import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './a11y';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal();

const SERVICE = 'Akü ve madeni yağ';

describe('banners flow', () => {
  it('an administrator moves a demo banner to the head of the home carousel; the dealer sees it first, and the tyres tile leads to the category’s banner', async () => {
    // The administrator orders the home-main group: the Turkish battery and oil banner to the top.
    const admin: Page = await flow.openPage(1440, 20_000);
    await admin.goto(`${flow.url}/sign-in`);
    await signIn(admin, 'admin');
    await admin.goto(`${flow.url}/banner-management`);
    await admin.getByRole('button', { name: text(tr, 'banners.ordering.open') }).click();
    const dialog = admin.getByRole('dialog', { name: text(tr, 'banners.ordering.title') });
    await dialog.waitFor({ state: 'visible' });
    const up = dialog.getByRole('button', { name: text(tr, 'banners.ordering.upNamed', { name: SERVICE }) });
    await up.waitFor({ state: 'visible' });
    while (await up.isEnabled()) await up.click();
    await dialog.getByRole('button', { name: text(tr, 'banners.ordering.save') }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The dealer's carousel starts with it.
    const page = await flow.openPage(1440, 20_000);
    await page.goto(`${flow.url}/sign-in`);
    await signIn(page, 'dealer');
    await page.goto(`${flow.url}/home`);
    const carousel = page.getByRole('region', { name: text(tr, 'banners.carousel.label') });
    await carousel.waitFor({ state: 'visible' });
    const slides = carousel.getByRole('group');
    await expect.poll(() => slides.first().getAttribute('aria-label')).toMatch(new RegExp(`^1 / \\d+: ${SERVICE}$`));

    // A category tile leads to the category's page, which shows its own banner above the products.
    await page
      .getByRole('region', { name: text(tr, 'home.categories') })
      .getByRole('link', { name: 'Lastik', exact: true })
      .click();
    const banners = page.getByRole('region', { name: text(tr, 'banners.carousel.categoryLabel') });
    await banners.waitFor({ state: 'visible' });
    expect(await banners.getByRole('img').first().getAttribute('alt')).toBe('Her mevsim için lastik');
    await page.getByTestId('product-card').first().waitFor({ state: 'visible' });
  });

  it('an administrator adds a banner with a picture; the dealer sees it in the home carousel', async () => {
    const title = 'Kış kampanyası e2e';
    const admin: Page = await flow.openPage(1440, 20_000);
    await admin.goto(`${flow.url}/sign-in`);
    await signIn(admin, 'admin');
    await admin.goto(`${flow.url}/banner-management`);
    await admin
      .getByRole('button', { name: text(tr, 'banners.create') })
      .first()
      .click();
    const dialog = admin.getByRole('dialog', { name: text(tr, 'banners.createTitle') });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('textbox', { name: text(tr, 'banners.groupTag') }).fill('home-main');
    await dialog.getByRole('textbox', { name: text(tr, 'banners.titleField') }).fill(title);
    // the Turkish picture (the one every language falls back to): a picture of the client's own
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'winter.webp',
        mimeType: 'image/webp',
        buffer: readFileSync(new URL('../public/others/LST.webp', import.meta.url)),
      });
    await dialog.getByRole('button', { name: text(tr, 'common.save') }).click();
    await admin.getByText(text(tr, 'banners.created')).waitFor({ state: 'visible' });

    const page = await flow.openPage(1440, 20_000);
    await page.goto(`${flow.url}/sign-in`);
    await signIn(page, 'dealer');
    await page.goto(`${flow.url}/home`);
    const carousel = page.getByRole('region', { name: text(tr, 'banners.carousel.label') });
    await carousel.waitFor({ state: 'visible' });
    // one of its slides (the others are out of the accessibility tree until shown)
    const slide = carousel.locator(`[aria-label$=": ${title}"]`);
    await expect.poll(() => slide.count()).toBe(1);
    const picture = slide.locator('img');
    // its picture is served
    const src = await picture.getAttribute('src');
    expect(src).toBeTruthy();
    const served = await page.request.get(new URL(src ?? '', flow.url).toString());
    expect(served.ok()).toBe(true);
    expect(served.headers()['content-type']).toMatch(/^image\//);
  });
});

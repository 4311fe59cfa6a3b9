import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './a11y';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

let admin: Page;
let dealer: Page;

const flow = setupFlowPortal();

beforeAll(async () => {
  admin = await flow.openPage(1440, 20_000);
  dealer = await flow.openPage(1440, 20_000);
});

/** A small logo the image pipeline takes (SVG is among the default accepted kinds). */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="#b42318"/></svg>';

describe('site identity flow', () => {
  it('an administrator changes the site title and logo; a dealer sees them after reload', async () => {
    const siteTitle = `Kuzey Lastik ${Date.now().toString(36).toUpperCase()}`;
    const headerTitle = `${siteTitle} Bayi`;

    // the dealer is on the portal before the change: the built-in identity
    await dealer.goto(`${flow.url}/sign-in`);
    await signIn(dealer, 'dealer');
    await dealer.getByRole('link', { name: 'Dealerport' }).first().waitFor({ state: 'visible' });

    await admin.goto(`${flow.url}/sign-in`);
    await signIn(admin, 'admin');
    await admin.goto(`${flow.url}/general-settings?tab=site`);
    await admin.getByRole('heading', { name: text(tr, 'generalSettings.title') }).waitFor({ state: 'visible' });
    // a Turkish browser edits the Turkish texts first
    const titleField = admin.getByLabel(`${text(tr, 'siteSettings.title')} (Türkçe)`);
    await titleField.fill(siteTitle);
    await admin.getByLabel(`${text(tr, 'siteSettings.headerText')} (Türkçe)`).fill(headerTitle);
    await admin
      .getByRole('region', { name: text(tr, 'siteSettings.headerTitle') })
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG, 'utf8') });
    // the live preview shows the new logo before anything is saved
    const preview = admin.getByRole('region', { name: text(tr, 'siteSettings.preview') });
    await preview.getByText(siteTitle, { exact: false }).first().waitFor({ state: 'visible' });
    await admin.getByRole('button', { name: text(tr, 'common.save') }).click();
    await admin.getByText(text(tr, 'siteSettings.saved')).waitFor({ state: 'visible' });

    await dealer.reload();
    const logoLink = dealer.getByRole('link', { name: headerTitle }).first();
    await logoLink.waitFor({ state: 'visible' });
    const logo = logoLink.locator('img');
    const src = await logo.getAttribute('src');
    expect(src).toMatch(/^\/uploads\/site\//);
    expect((await fetch(`${flow.url}${src}`)).status).toBe(200);
    await expect.poll(() => dealer.title()).toBe(siteTitle);
    // the footer's copyright line carries the site title as well
    await dealer.getByText(new RegExp(`${siteTitle} — v`)).waitFor({ state: 'visible' });
  });
});

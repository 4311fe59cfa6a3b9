import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteSpec } from '../src/app/route-table';
import { text, tr } from './lang';
import { launchBrowser, openPage, type Portal, startPortal } from './portal';

let portal: Portal;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchBrowser();
  page = await openPage(browser, 1440, 20_000);
  page.on('pageerror', (err) => pageErrors.push(`${page.url()}: ${err.message}`));
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

/** A path of the route table with its parameters filled in. */
function samplePath(spec: RouteSpec): string {
  return spec.path
    .replace(':settings', 'profile')
    .replace(':docNo', 'B2B-000000')
    .replace(':paymentOrderId', '1')
    .replace(':token', 'no-such-token');
}

const screens = Object.values(ROUTES) as RouteSpec[];

// Every screen is its own chunk and the build groups shared code by hand (apps/web/vite.config.ts,
// ADR 0031): a chunk that imports a binding before the chunk defining it has run fails only when that
// screen loads. This opens each screen in the built client, as the administrator acting for a
// customer, and fails on any uncaught error or the route error screen.
describe('every screen loads in the built client', () => {
  it('signs in as the administrator and selects a customer', async () => {
    await page.goto(`${portal.url}/sign-in`);
    await page.getByLabel(text(tr, 'signIn.userName')).fill('admin');
    await page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
    await page.waitForURL(/\/home/);
    await page.goto(`${portal.url}/select-customer`);
    await page.getByRole('dialog').locator('tbody tr').first().click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it.each(screens.map((spec) => [samplePath(spec)]))('%s', async (path) => {
    const before = pageErrors.length;
    await page.goto(`${portal.url}${path}`);
    await page.waitForLoadState('networkidle');
    await page.locator('#root > *').first().waitFor({ state: 'attached' });
    expect(await page.getByText(text(tr, 'errors.routeError')).count()).toBe(0);
    expect(pageErrors.slice(before)).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    for (const path of ['/no/such/page']) {
      await page.goto(`${portal.url}${path}`);
      await page.getByRole('heading', { name: text(tr, 'notFound.title') }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    expect(pageErrors).toEqual([]);
  });
});

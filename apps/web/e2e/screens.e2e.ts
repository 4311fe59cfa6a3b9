import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteSpec } from '../src/app/route-table';
import { settle, watchTraffic } from './a11y';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

const pageErrors: string[] = [];

const flow = setupFlowPortal({ page: { width: 1440, timeoutMs: 20_000 } });

beforeAll(async () => {
  watchTraffic(flow.page);
  flow.page.on('pageerror', (err) => pageErrors.push(`${flow.page.url()}: ${err.message}`));
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
    await flow.page.goto(`${flow.url}/sign-in`);
    await flow.page.getByLabel(text(tr, 'signIn.userName')).fill('admin');
    await flow.page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
    await flow.page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
    await flow.page.waitForURL(/\/home/);
    await flow.page.goto(`${flow.url}/select-customer`);
    await flow.page.getByRole('dialog').locator('tbody tr').first().click();
    await flow.page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it.each(screens.map((spec) => [samplePath(spec)]))('%s', async (path) => {
    const before = pageErrors.length;
    await flow.page.goto(`${flow.url}${path}`);
    // its chunks and calls answered and rendered (settle: no 500 ms quiet window after each, as networkidle had)
    await settle(flow.page);
    await flow.page.locator('#root > *').first().waitFor({ state: 'attached' });
    expect(await flow.page.getByText(text(tr, 'errors.routeError')).count()).toBe(0);
    expect(pageErrors.slice(before)).toEqual([]);
  });

  it('shows the not-found page for an unknown path', async () => {
    for (const path of ['/no/such/page']) {
      await flow.page.goto(`${flow.url}${path}`);
      await flow.page.getByRole('heading', { name: text(tr, 'notFound.title') }).waitFor();
      expect(new URL(flow.page.url()).pathname).toBe(path);
    }
    expect(pageErrors).toEqual([]);
  });
});

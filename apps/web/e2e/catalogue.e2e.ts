import { describe, expect, it } from 'vitest';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal({ page: { width: 1440, timeoutMs: 15_000 } });

/** A tyre size the demo catalogue has winter tyres of, for the dealer (asked through the API). */
async function sizeWithWinterTyres(): Promise<string> {
  const auth = await fetch(`${flow.url}/api/auths/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'dealer', password: 'Demo1234' }),
  });
  const { token } = (await auth.json()) as { token: string };
  for (const size of ['205/55R16', '225/45R17', '195/65R15', '215/55R17', '205/60R16']) {
    const res = await fetch(`${flow.url}/api/catalogs/products/search-by-text?q=${encodeURIComponent(size)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const groups = (await res.json()) as { totalCount: number }[];
    if (groups.some((g) => g.totalCount > 2)) return size;
  }
  throw new Error('the demo catalogue has none of the expected tyre sizes');
}

describe('catalogue flow', () => {
  it('a dealer searches a tyre size, filters by season and opens a product', async () => {
    const size = await sizeWithWinterTyres();

    await flow.page.goto(`${flow.url}/sign-in`);
    await flow.page.getByLabel(text(tr, 'signIn.userName')).fill('dealer');
    await flow.page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
    await flow.page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
    await flow.page.waitForURL(/\/home/);

    // The header search, typed the way a parts counter types it: without the slash and the R.
    const compact = size.replace(/\D/g, '');
    await flow.page.getByRole('combobox', { name: text(tr, 'catalog.search.label') }).fill(compact);
    const results = flow.page.getByRole('listbox', { name: text(tr, 'catalog.search.results') });
    await results.waitFor({ state: 'visible' });
    await results
      .getByRole('option', { name: /Tümünü göster/ })
      .first()
      .click();
    await flow.page.waitForURL(/\/products\?.*category=/);

    // Filter by season: winter.
    const season = flow.page.getByRole('group', { name: 'Mevsim' });
    if (!(await season.isVisible())) await flow.page.getByRole('button', { name: 'Mevsim' }).click();
    await season.getByRole('checkbox', { name: /Kış/ }).click();
    await flow.page.waitForURL(/[?&]f=\d+/);

    const first = flow.page.getByTestId('product-card').first();
    await first.waitFor({ state: 'visible' });
    const name = (await first.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/Kış|Winter|Alpin|Blizzak|Snow|Sottozero|UltraGrip|WinterContact|i\*cept/i);

    // Open it: the detail shows its properties, the winter season among them.
    await first.getByRole('button', { name, exact: true }).click();
    const dialog = flow.page.getByRole('dialog');
    await dialog.getByText(text(tr, 'catalog.detail.properties')).waitFor({ state: 'visible' });
    await dialog.getByText('Kış').first().waitFor({ state: 'visible' });
  });
});

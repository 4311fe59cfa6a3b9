import { describe, expect, it } from 'vitest';
import { blockingViolations } from './a11y';
import { de, text } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal();

describe('order pivot (/pivot)', () => {
  it('the German dealer puts category and status in the rows and the month in the columns, and reads German totals', async () => {
    // a German browser: the interface follows the browser's language from the sign-in on
    const page = await flow.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
    page.setDefaultTimeout(20_000);
    await page.goto(`${flow.url}/sign-in`);
    await page.getByLabel(text(de, 'signIn.userName')).fill('dealer-de');
    await page.getByLabel(text(de, 'signIn.password'), { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: text(de, 'signIn.submit') }).click();
    await page.waitForURL(/\/home/);
    await page.goto(`${flow.url}/pivot`);
    const button = (key: string, field: string) =>
      page.getByRole('button', { name: text(de, key, { field: text(de, `pivot.dimensions.${field}`) }), exact: true });
    const table = page.getByRole('table', { name: text(de, 'pivot.title') });
    await table.waitFor({ state: 'visible' });
    // by the keyboard's buttons: rows month -> category, status; columns month
    await button('pivot.addToRows', 'category').click();
    await button('pivot.addToRows', 'status').click();
    await button('pivot.toColumns', 'month').click();
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(
        expect.arrayContaining([text(de, 'pivot.dimensions.category'), text(de, 'pivot.dimensions.status'), text(de, 'pivot.grandTotal')]),
      );
    // statuses in German, the grand total as German money
    await expect.poll(() => table.getByRole('rowheader', { name: 'Zugestellt' }).count()).toBeGreaterThan(0);
    const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: text(de, 'pivot.grandTotal'), exact: true }) });
    const last = (await total.getByRole('cell').allTextContents()).at(-1) ?? '';
    expect(last.replace(/\s/g, ' ')).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} €$/);
    // the grouped table (spanning row and column headers, subtotal lines): the accessibility screens check only
    // the first layout
    expect((await blockingViolations(page)).map((v) => v.id)).toEqual([]);
  });
});

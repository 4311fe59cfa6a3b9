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

/** A top-level category the demo dealer sees products in, by its id and ERP code (asked through the API). */
async function dealersCategory(): Promise<{ id: number; code: string }> {
  const auth = await fetch(`${flow.url}/api/auths/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'dealer', password: 'Demo1234' }),
  });
  const { token } = (await auth.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const tree = (await (await fetch(`${flow.url}/api/catalogs/categories`, { headers })).json()) as { id: number; code: string }[];
  for (const category of tree) {
    const res = await fetch(`${flow.url}/api/catalogs/products/list`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ categoryId: category.id, pageNumber: 1, pageSize: 1 }),
    });
    if (((await res.json()) as { totalCount: number }).totalCount > 0) return category;
  }
  throw new Error('the demo dealer sees no category with products');
}

describe('sync upload flow', () => {
  it('an administrator uploads a product file; a dealer finds the product at the uploaded price', async () => {
    const category = await dealersCategory();
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const name = `Yükleme Testi Lastiği ${code}`;
    // A Turkish Excel's CSV: `;` between fields, a decimal comma, a byte order mark.
    const csv = [
      'code;name;categoryCode;vatRate;unit;minOrderQuantity;active;listPrice;currency',
      `${code};${name};${category.code};20;ADET;1;evet;1234,50;TRY`,
    ].join('\r\n');

    await admin.goto(`${flow.url}/sign-in`);
    await signIn(admin, 'admin');
    await admin.goto(`${flow.url}/integration-settings`);
    await admin.getByRole('heading', { name: text(tr, 'syncUpload.title') }).waitFor({ state: 'visible' });
    // Products is the entity the section starts with.
    expect(await admin.getByRole('textbox', { name: text(tr, 'syncUpload.entity') }).inputValue()).toBe(
      text(tr, 'syncUpload.entities.products'),
    );
    await admin.locator('input[type=file]').setInputFiles({
      name: 'urunler.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
    });
    await admin.getByRole('button', { name: text(tr, 'syncUpload.upload') }).click();
    const done = admin.getByRole('status').filter({ hasText: text(tr, 'syncUpload.doneTitle') });
    await done.waitFor({ state: 'visible' });

    await dealer.goto(`${flow.url}/sign-in`);
    await signIn(dealer, 'dealer');
    await dealer.goto(`${flow.url}/products?category=${category.id}&searchText=${encodeURIComponent(code)}`);
    await dealer.getByText(name).first().waitFor({ state: 'visible' });
    await dealer
      .getByText(/1\.234,50/)
      .first()
      .waitFor({ state: 'visible' });
  });
});

import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './a11y';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal();

const FOLDER = 'Kasım 2026 e2e';
const FILE_NAME = 'Fiyat Listesi Kasım 2026.pdf';
// A small PDF of its own (the store checks the first bytes against the extension).
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Opens a folder of the price lists' tree (the folders' navigation of /documents). */
async function openFolder(page: Page, name: string) {
  const folders = page.getByRole('navigation', { name: text(tr, 'documents.folders') });
  await folders.getByText(name, { exact: true }).click();
  await page.getByRole('heading', { name, exact: true }).waitFor({ state: 'visible' });
}

describe('documents flow', () => {
  it('an administrator makes a folder and uploads a price list; a dealer opens the folder and downloads it', async () => {
    const admin = await flow.openPage(1440, 20_000);
    await admin.goto(`${flow.url}/sign-in`);
    await signIn(admin, 'admin');
    await admin.goto(`${flow.url}/documents`);
    // The customer selection opens by itself for staff (the screen allows one); not needed here.
    const customers = admin.getByRole('dialog', { name: text(tr, 'customers.modalTitle') });
    await customers.waitFor({ state: 'visible' });
    await admin.keyboard.press('Escape');
    await customers.waitFor({ state: 'hidden' });
    await admin.getByRole('button', { name: text(tr, 'documents.newFolder') }).click();
    const dialog = admin.getByRole('dialog', { name: text(tr, 'documents.newFolder') });
    await dialog.getByRole('textbox', { name: text(tr, 'documents.name') }).fill(FOLDER);
    await dialog.getByRole('button', { name: text(tr, 'common.save') }).click();
    await dialog.waitFor({ state: 'hidden' });

    await openFolder(admin, FOLDER);
    await admin.locator('input[type=file]').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: PDF });
    await admin.getByRole('button', { name: text(tr, 'documents.upload'), exact: true }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: text(tr, 'documents.uploaded', { name: FILE_NAME }) })
      .waitFor({ state: 'visible' });
    await admin.close();

    const dealer = await flow.openPage(1440, 20_000);
    await dealer.goto(`${flow.url}/sign-in`);
    await signIn(dealer, 'dealer');
    await dealer.goto(`${flow.url}/documents`);
    await openFolder(dealer, FOLDER);
    const files = dealer.getByRole('table', { name: text(tr, 'documents.files') });
    await files.getByRole('button', { name: FILE_NAME, exact: true }).waitFor({ state: 'visible' });
    // A dealer reads: no upload, no new folder.
    expect(await dealer.getByRole('button', { name: text(tr, 'documents.newFolder') }).count()).toBe(0);

    const [download] = await Promise.all([
      dealer.waitForEvent('download'),
      files.getByRole('button', { name: text(tr, 'documents.download', { name: FILE_NAME }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const saved = await download.path();
    expect((await readFile(saved)).equals(PDF)).toBe(true);
  });
});

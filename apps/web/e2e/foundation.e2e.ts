import { describe, expect, it } from 'vitest';
import { en, text, tr } from './lang';
import { setupFlowPortal } from './portal';

const flow = setupFlowPortal({ page: { width: 1366, timeoutMs: 15_000 } });

describe('foundation flow', () => {
  it('signs in as a salesman, selects a customer, sees home, switches language and signs out', async () => {
    // A protected page sends an unknown visitor to sign-in, remembering where they wanted to go.
    await flow.page.goto(`${flow.url}/home`);
    await flow.page.waitForURL(/\/sign-in\?redirect=/);

    await flow.page.getByLabel(text(tr, 'signIn.userName')).fill('salesman');
    await flow.page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill('Demo1234');
    await flow.page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();

    // A salesman has no customer yet: the selection modal opens; search folds Turkish letters.
    const dialog = flow.page.getByRole('dialog');
    await dialog.getByLabel(text(tr, 'customers.search')).fill('anadolu');
    await dialog.getByRole('row', { name: /Anadolu Oto Lastik/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    await flow.page.waitForURL(/\/home$/);
    await flow.page.getByRole('button', { name: /Anadolu Oto Lastik/ }).waitFor({ state: 'visible' });
    await flow.page
      .getByRole('heading', { name: text(tr, 'home.title') })
      .first()
      .waitFor({ state: 'visible' });

    // Switch the interface to English.
    await flow.page
      .getByRole('button', { name: text(tr, 'language.current', { name: 'Türkçe' }) })
      .first()
      .click();
    await flow.page.getByRole('menuitem', { name: 'English' }).click();
    await flow.page
      .getByRole('heading', { name: text(en, 'home.title') })
      .first()
      .waitFor({ state: 'visible' });

    // Sign out from the user menu: back to sign-in, in English now.
    await flow.page.getByRole('button', { name: new RegExp(`${text(en, 'nav.userMenu', { name: '' })}$`) }).click();
    await flow.page.getByRole('menuitem', { name: text(en, 'nav.signOut') }).click();
    await flow.page.waitForURL(/\/sign-in/);
    // Signing out leaves no token behind.
    const stored = await flow.page.evaluate(() => Object.values(window.localStorage).join(' '));
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    await flow.page.getByRole('button', { name: text(en, 'signIn.submit') }).waitFor({ state: 'visible' });
  });

  it('ships the built client without source maps', async () => {
    // Issue 11: the production build emits none and the portal serves no *.map.
    const html = await (await fetch(`${flow.url}/`)).text();
    const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await fetch(new URL(src, flow.url));
      expect(js.status, src).toBe(200);
      expect(await js.text(), src).not.toMatch(/sourceMappingURL/);
      expect((await fetch(new URL(`${src}.map`, flow.url))).status, `${src}.map`).toBe(404);
    }
  });
});

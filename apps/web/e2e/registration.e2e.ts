import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

// Mail goes out over real SMTP, to a server this test runs, so the flow follows the emailed link.

const flow = setupFlowPortal({ inbox: true, page: { width: 1366, timeoutMs: 15_000 } });

/** A form field by its label, with or without the required-field asterisk. */
function field(key: string) {
  const label = text(tr, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return flow.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

async function signIn(userName: string, password: string) {
  await flow.page.goto(`${flow.url}/sign-in`);
  await flow.page.getByLabel(text(tr, 'signIn.userName')).fill(userName);
  await flow.page.getByLabel(text(tr, 'signIn.password'), { exact: true }).fill(password);
  await flow.page.getByRole('button', { name: text(tr, 'signIn.submit') }).click();
}

async function signOut() {
  // the user menu is named "<full name>, kullanıcı menüsü"
  await flow.page.getByRole('button', { name: new RegExp(`${text(tr, 'nav.userMenu', { name: '' })}$`) }).click();
  await flow.page.getByRole('menuitem', { name: text(tr, 'nav.signOut') }).click();
  await flow.page.waitForURL(/\/sign-in/);
}

describe('dealer registration flow', () => {
  it('registers a new dealer, approves it as admin, and signs in through the emailed link', async () => {
    const suffix = randomUUID().slice(0, 6);
    const company = `Kartal Oto Lastik ${suffix}`;
    const email = `kartal.${suffix}@example.test`;

    // 1. The dealer applies.
    await flow.page.goto(`${flow.url}/sign-up`);
    await field('signUp.name').fill(company);
    await field('signUp.companyTitle').fill(`${company} Ticaret Ltd. Şti.`);
    await field('signUp.representativePerson').fill('Zeynep Kartal');
    await field('signUp.email').fill(email);
    await field('signUp.phoneNumber').fill('+90 532 555 12 34');
    await field('signUp.kvkkConsent').check();
    await flow.page.getByRole('button', { name: text(tr, 'signUp.submit') }).click();
    await flow.page.getByText(text(tr, 'signUp.successTitle')).first().waitFor({ state: 'visible' });

    // 2. The administrator approves it.
    await signIn('admin', 'Demo1234');
    await flow.page.waitForURL(/\/home/);
    await flow.page.keyboard.press('Escape'); // the customer selection opens for staff; not needed here
    await flow.page.goto(`${flow.url}/dealer-register-list`);
    await flow.page.getByRole('button', { name: text(tr, 'registrations.approveNamed', { name: company }) }).click();
    await flow.page
      .getByRole('dialog')
      .getByRole('button', { name: text(tr, 'registrations.approve') })
      .click();
    const approved = flow.page.getByRole('dialog', { name: text(tr, 'registrations.approvedTitle') });
    await approved.waitFor({ state: 'visible' });
    const accountName = `kartal.${suffix}`;
    await approved.getByText(accountName).waitFor({ state: 'visible' });
    // the footer's button (the header's close icon has the same name)
    await approved
      .getByRole('button', { name: text(tr, 'registrations.close') })
      .filter({ hasText: text(tr, 'registrations.close') })
      .click();
    await signOut();

    // 3. The new dealer follows the emailed link, sets a password and signs in.
    const mail = await flow.inbox.waitFor(email);
    const link = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await flow.page.goto(link!.replace(/^https?:\/\/[^/]+/, flow.url));
    await flow.page.getByLabel(text(tr, 'password.new'), { exact: true }).fill('Kartal2026');
    await flow.page.getByLabel(text(tr, 'password.confirm'), { exact: true }).fill('Kartal2026');
    await flow.page.getByRole('button', { name: text(tr, 'resetPassword.submit') }).click();
    await flow.page.waitForURL(/\/sign-in/);

    await signIn(accountName, 'Kartal2026');
    await flow.page.waitForURL(/\/home/);
    // A dealer is pinned to its own new customer: its name is in the header, no selection needed.
    await flow.page
      .getByRole('button', { name: new RegExp(company.slice(0, 7)) })
      .first()
      .waitFor({ state: 'visible' });
  });
});

import { describe, expect, it } from 'vitest';
import { DealerApi, signIn } from './a11y';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

// Issue 16: an administrator edits the German order confirmation in /mail-template-management, and a
// German dealer's next order mail, sent over real SMTP to a server this test runs, shows the edit.

const flow = setupFlowPortal({ inbox: true, page: { width: 1366, timeoutMs: 20_000 } });

/** The order confirmation's name as the list shows it to a Turkish administrator. */
async function orderConfirmationName(): Promise<string> {
  const auth = await fetch(`${flow.url}/api/auths/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: 'Demo1234' }),
  });
  const { token } = (await auth.json()) as { token: string };
  const res = await fetch(`${flow.url}/api/emails/templates/types`, { headers: { authorization: `Bearer ${token}`, 'x-culture': 'tr' } });
  const types = (await res.json()) as { eventName: string; name: string }[];
  const type = types.find((x) => x.eventName === 'OrderConfirmation');
  if (!type) throw new Error('no OrderConfirmation mail event');
  return type.name;
}

describe('email templates', () => {
  it("an administrator edits the German order confirmation; a German dealer's next order mail shows it", async () => {
    const name = await orderConfirmationName();
    await flow.page.goto(`${flow.url}/sign-in`);
    await signIn(flow.page, 'admin');
    await flow.page.goto(`${flow.url}/mail-template-management`);
    // Search by the name the row shows, as an administrator would, and click once the search's own answer
    // is in: clicking while the previous page was still shown (the 300 ms debounce) failed under load when
    // the refetch's overlay covered the row, then the answer replaced it.
    const searched = flow.page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/emails/groups' && new URL(r.url()).searchParams.get('SearchTerm') === name,
    );
    await flow.page.getByRole('main').getByLabel(text(tr, 'emailTemplates.search'), { exact: true }).fill(name);
    const answer = (await (await searched).json()) as { items: { eventName: string }[] };
    expect(answer.items.map((s) => s.eventName)).toEqual(['OrderConfirmation']);
    // the table shows the answer (the kept previous page and the loader's overlay gone): one row
    await expect.poll(() => flow.page.getByRole('main').getByRole('table').locator('tbody tr').count()).toBe(1);
    await flow.page.getByRole('button', { name: text(tr, 'emailTemplates.editNamed', { name }) }).click();
    const dialog = flow.page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Deutsch' }).click();
    const subject = dialog.getByLabel(text(tr, 'emailTemplates.subject'));
    // a German subject of our own, with the orders' document numbers (a documented variable)
    await subject.fill('Testbestellung {{ docs }} ist eingegangen');
    await dialog.getByRole('button', { name: text(tr, 'emailTemplates.saveTemplate', { language: 'Deutsch' }) }).click();
    await flow.page.getByText(text(tr, 'emailTemplates.saved', { language: 'Deutsch' })).waitFor({ state: 'visible' });

    // the German dealer orders (its customer's language is German)
    const dealer = await DealerApi.signIn(flow.url, 'dealer-de');
    // the list shows the German dealer the stock it may order (its routed warehouses), so the first
    // product it shows in stock is one the cart takes
    const product = await dealer.orderableProduct();
    await dealer.addToCart(product.id, product.quantity);
    const docNumber = await dealer.placeOrder();

    const mail = await flow.inbox.waitFor('dealer@reifen-mueller.example', `Testbestellung ${docNumber}`);
    expect(mail).toMatch(/^Subject: .*Testbestellung/im);
  });
});

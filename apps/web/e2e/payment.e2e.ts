import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './a11y';
import { text, tr } from './lang';
import { setupFlowPortal } from './portal';

/**
 * Online payment on the demo gateway, which the demo data choose as a test mode (docs/payments.md, ADR 0047
 * amendment "safe payment defaults"): a dealer's order with an online payment method is paid from its
 * detail page with the approving test card and comes back as a test payment (TestPaid: no money received,
 * nothing credited); a declined card leaves it payable; a test payment of the balance leaves it as it was.
 */

let headers: Record<string, string>;

const flow = setupFlowPortal({ page: { width: 1440, timeoutMs: 20_000 } });

beforeAll(async () => {
  const auth = await fetch(`${flow.url}/api/auths/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'dealer', password: 'Demo1234' }),
  });
  headers = { authorization: `Bearer ${((await auth.json()) as { token: string }).token}`, 'content-type': 'application/json' };
});

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${flow.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

interface ListedProduct {
  id: number;
  hasBasket: boolean;
  showPrice: boolean;
  stock: number | null;
  minOrderQuantity: number;
  maxOrderQuantity: number | null;
  placeHolderQuantity: number;
}

/** Places an order of one product of a category with an online payment method; answers its document number. */
async function placeOnlineOrder(): Promise<string> {
  const tree = await api<{ id: number }[]>('GET', '/api/catalogs/categories');
  for (const category of tree) {
    const methods = await api<{ code: string; isOnlinePayment: boolean }[]>('GET', `/api/baskets/paymentMethods/${category.id}`).catch(
      () => [],
    );
    const online = methods.find((m) => m.isOnlinePayment);
    if (!online) continue;
    const { items } = await api<{ items: ListedProduct[] }>('POST', '/api/catalogs/products/list', {
      categoryId: category.id,
      pageNumber: 1,
      pageSize: 50,
    });
    const product = items.find((p) => {
      const q = Math.max(p.placeHolderQuantity || p.minOrderQuantity || 1, p.minOrderQuantity, 1);
      return p.hasBasket && p.showPrice && (p.stock ?? 0) >= q * 2 && (p.maxOrderQuantity ?? q) >= q;
    });
    if (!product) continue;
    const quantity = Math.max(product.placeHolderQuantity || product.minOrderQuantity || 1, product.minOrderQuantity, 1);
    await api('POST', '/api/baskets/cart/products', { productId: product.id, quantity });
    await api('PUT', '/api/baskets/cart/apply-payment-method', { categoryId: category.id, paymentMethodCode: online.code });
    const addresses = await api<{ code: string }[]>('GET', '/api/customers/addresses');
    let result = await api<{ transactionId: string; status: string; createdOrders: { docNumber: string; canPayWithPayPal: boolean }[] }>(
      'POST',
      '/api/baskets/place-order',
      { customerAddressCode: addresses[0]!.code },
    );
    const deadline = Date.now() + 30_000;
    while (result.status === 'InQueue' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      result = await api('GET', `/api/orders/transaction/${result.transactionId}/status`);
    }
    const payable = result.createdOrders.find((o) => o.canPayWithPayPal);
    if (result.status !== 'Completed' || !payable) throw new Error(`no payable order: ${JSON.stringify(result)}`);
    return payable.docNumber;
  }
  throw new Error('the demo catalogue has no category with an online payment method the dealer may order from');
}

async function fillDemoCard(card: string) {
  await flow.page.waitForURL(/\/api\/payments\/demo-gateway\//);
  // the gateway's own page says it is a test mode
  await flow.page.getByText('TEST MODU', { exact: true }).waitFor({ state: 'visible' });
  await flow.page.getByLabel('Kart numarası').fill(card);
  await flow.page.getByLabel('Son kullanma (AA/YY)').fill('12/30');
  await flow.page.getByLabel('Güvenlik kodu').fill('123');
  await flow.page.getByRole('button', { name: 'Öde' }).click();
}

async function payOnDemoGateway(docNumber: string, card: string) {
  await flow.page.goto(`${flow.url}/orders/${docNumber}`);
  await flow.page.getByText(text(tr, 'payments.testModeNote')).waitFor({ state: 'visible' });
  await flow.page.getByRole('button', { name: text(tr, 'payments.payOnline') }).click();
  await fillDemoCard(card);
  await flow.page.waitForURL(new RegExp(`/paypal/${docNumber}/`));
}

describe('online payment on the demo gateway (test mode)', () => {
  it('a dealer pays an order and sees a test payment that took no money; a declined card leaves another order payable', async () => {
    await flow.page.goto(`${flow.url}/sign-in`);
    await signIn(flow.page, 'dealer');

    const paid = await placeOnlineOrder();
    await payOnDemoGateway(paid, '4242 4242 4242 4242');
    await flow.page.getByText(text(tr, 'payments.testPaid', { docNo: paid })).waitFor({ state: 'visible' });
    const detail = await api<{ paymentStatus: string; captureTransactionId: string | null; canPayOnline: boolean }>(
      'GET',
      `/api/orders/${paid}`,
    );
    expect(detail).toMatchObject({ paymentStatus: 'TestPaid', canPayOnline: false });
    expect(detail.captureTransactionId).toMatch(/^demo_/);
    await flow.page.goto(`${flow.url}/orders/${paid}`);
    await flow.page.getByText(text(tr, 'orders.paymentStatus.TestPaid')).first().waitFor({ state: 'visible' });

    const declined = await placeOnlineOrder();
    await payOnDemoGateway(declined, '4000 0000 0000 0002');
    await flow.page.getByText(text(tr, 'payments.notPaid_declined', { docNo: declined })).waitFor({ state: 'visible' });
    expect(await api<{ paymentStatus: string; canPayOnline: boolean }>('GET', `/api/orders/${declined}`)).toMatchObject({
      paymentStatus: 'Pending',
      canPayOnline: true,
    });
  });

  it('a test payment of part of the open balance leaves the balance as it was', async () => {
    const before = await api<{ customerInfo: { currentBalance: string } }>('GET', '/api/customers/finance?PageNumber=1&PageSize=1');
    expect(Number(before.customerInfo.currentBalance)).toBeGreaterThan(10);
    await flow.page.goto(`${flow.url}/customer-finance`);
    await flow.page.getByRole('button', { name: text(tr, 'payments.payBalance') }).click();
    const dialog = flow.page.getByRole('dialog', { name: text(tr, 'payments.payBalanceTitle') });
    await dialog.getByText(text(tr, 'payments.testModeNote')).waitFor({ state: 'visible' });
    const amount = dialog.getByRole('textbox');
    await amount.fill('10');
    await dialog.getByRole('button', { name: text(tr, 'payments.payOnline') }).click();
    await fillDemoCard('4242424242424242');
    await flow.page.waitForURL(/\/paypal\/balance\//);
    await flow.page.getByText(text(tr, 'payments.testBalancePaid')).waitFor({ state: 'visible' });
    const after = await api<{ customerInfo: { currentBalance: string } }>('GET', '/api/customers/finance?PageNumber=1&PageSize=1');
    // a test payment credits nothing
    expect(after.customerInfo.currentBalance).toBe(before.customerInfo.currentBalance);
  });
});

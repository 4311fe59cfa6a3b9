import type { OrderDetail, PaymentAvailability, PaymentOrder, PaymentSettings, PosConfig } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { mockFetch } from '../../../test/fetch';
import { identity, pageOf, signIn, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { browser } from '../lib/payment-urls';
import { PayBalanceButton } from './PayBalanceButton';
import { PaymentReturnPage } from './PaymentReturnPage';
import { PaymentSettingsPanel } from './PaymentSettingsPanel';
import { PaymentStateAlert } from './PaymentStateAlert';
import { PayOnlineButton } from './PayOnlineButton';
import { PayOnlineLink } from './PayOnlineLink';

const fetchMock = mockFetch();
mockTableMedia();

const DOC = 'B2B-000123';
const PAYMENT = '9b2f1c0e-5d7a-4c1e-9f3a-2b6d8e4a1c77';
let order: OrderDetail;

const orderDetail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  id: 'o-1',
  b2BDocNo: DOC,
  date: '2026-11-20',
  time: '10:15',
  customerId: 'c-1',
  customerCode: 'C001',
  customerName: 'Yıldız Oto',
  currency: 'EUR',
  salesmanCode: null,
  salesmanName: null,
  totalGrossAmount: '1200.00',
  totalDiscountAmount: '0.00',
  totalAmountWithoutTax: '1126.60',
  totalTaxAmount: '225.32',
  totalExpenseAmount: '0.00',
  totalAmount: '1351.92',
  status: 'Pending',
  statusName: 'Pending',
  note: null,
  createdOnUtc: '2026-11-20T07:15:00.000Z',
  erpModifiedBy: null,
  erpModifiedOn: null,
  paymentMethodCode: 'KK',
  paymentMethodName: 'Kredi kartı',
  shippingAddressCaption: 'Head office',
  shippingAddress: 'Atatürk Cad. 12',
  orderItems: [],
  paymentStatus: 'Paid',
  statusType: 'warning',
  canCancel: false,
  canPayOnline: false,
  warehouse: null,
  division: null,
  captureTransactionId: 'demo_abc',
  erpHandOff: null,
  ...over,
});
let settings: PaymentSettings;
let payment: PaymentOrder;
let available: PaymentAvailability;
let posRows: PosConfig[];

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method);
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

beforeEach(() => {
  signIn(identity());
  useLocaleStore.setState({ locale: 'en' });
  order = orderDetail();
  payment = {
    paymentOrderId: PAYMENT,
    docNumber: DOC,
    provider: 'demo',
    status: 'Paid',
    amount: '1351.92',
    currency: 'EUR',
    captureTransactionId: 'demo_abc',
    createdOnUtc: '2026-11-20T07:20:00.000Z',
    paidOnUtc: '2026-11-20T07:21:00.000Z',
    testMode: false,
  };
  available = { online: true, provider: 'paypal', testMode: false };
  settings = {
    customerCode: '120.01',
    paymentMethodCode: 'KK',
    payPal: { clientId: 'pp-client', clientSecret: null, clientSecretSet: true, useSandbox: true },
    netahsilat: { serviceUrl: '', credential: { username: '', password: null, passwordSet: false } },
    defaultProvider: 'demo',
  };
  posRows = [
    {
      id: 7,
      posId: 'virtual-pos',
      amount: '50000.00',
      priority: 1,
      description: 'Bank A',
      createdOn: '2026-11-01T10:00:00.000Z',
      updatedOn: '2026-11-02T10:00:00.000Z',
      createdBy: 'admin',
      modifiedBy: 'admin',
      customer: { id: 'c-1', code: 'C001', name: 'Yıldız Oto' },
    },
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'POST' && path === `/api/payments/processPayment/${PAYMENT}`) return jsonResponse(204);
    if (method === 'GET' && path === `/api/orders/${DOC}`) return jsonResponse(200, order);
    if (method === 'GET' && path === `/api/payments/${PAYMENT}`) return jsonResponse(200, payment);
    if (method === 'GET' && path === '/api/payments/availability') return jsonResponse(200, available);
    if (method === 'POST' && path === '/api/payments') {
      return jsonResponse(200, {
        htmlFormContent: null,
        redirectGateway: true,
        gatewayUrl: `/api/payments/demo-gateway/${PAYMENT}?t=abc`,
        paymentOrderId: PAYMENT,
        provider: 'demo',
        amount: '1351.92',
        currency: 'EUR',
      });
    }
    if (path === '/api/commons/paymentSettings' && method === 'GET') return jsonResponse(200, settings);
    if (path === '/api/commons/paymentSettings' && method === 'PUT')
      return jsonResponse(200, { ...settings, customerCode: bodyOf([input, init]).customerCode });
    if (path === '/api/payments/customer-pos-config' && method === 'GET') return jsonResponse(200, pageOf(posRows));
    if (path === '/api/payments/customer-pos-config' && method === 'POST') return jsonResponse(200, posRows[0]);
    if (path === '/api/customers' && method === 'GET') {
      return jsonResponse(
        200,
        pageOf([
          {
            id: '5d0c6a1e-0000-4000-8000-000000000001',
            code: 'C001',
            name: 'Yıldız Oto',
            title: null,
            email: null,
            phoneNumber: null,
            representativePerson: null,
            isKvkkConfirm: false,
            isCommunicationConfirm: false,
            customerSectors: [],
            countryCode: 'TR',
            currency: 'TRY',
            language: null,
            isActive: true,
          },
        ]),
      );
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

const renderReturn = (search: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/paypal/:docNo/:paymentOrderId" element={<PaymentReturnPage docNo={DOC} paymentOrderId={PAYMENT} />} />
    </Routes>,
    { route: `/paypal/${DOC}/${PAYMENT}${search}` },
  );

describe('the payment return page', () => {
  it('hands the provider’s answer to processPayment, then shows the order paid with a way back', async () => {
    renderReturn('?token=signed.result.token&PayerID=QYR5Z8XDVJNXQ');
    expect(await screen.findByRole('status')).toHaveTextContent(`Order ${DOC} is paid. Thank you!`);
    expect(bodyOf(calls('POST', `/api/payments/processPayment/${PAYMENT}`)[0])).toEqual({
      callback: { token: 'signed.result.token', PayerID: 'QYR5Z8XDVJNXQ' },
    });
    expect(screen.getByText('Transaction: demo_abc')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Back to order ${DOC}` })).toHaveAttribute('href', `/orders/${DOC}`);
  });

  it('a declined or cancelled payment: says so and offers another try', async () => {
    order = orderDetail({ paymentStatus: 'Pending', canPayOnline: true, captureTransactionId: null });
    payment = { ...payment, status: 'Failed', captureTransactionId: null, paidOnUtc: null };
    renderReturn('?token=x');
    // Says which of the two it was: the card declined (Failed), not "cancelled or declined".
    expect(await screen.findByRole('alert')).toHaveTextContent(`Order ${DOC} has not been paid: the card was declined.`);
    expect(await screen.findByRole('button', { name: 'Pay online' })).toBeInTheDocument();
  });

  it('a payment the payer cancelled says so', async () => {
    order = orderDetail({ paymentStatus: 'Pending', canPayOnline: true, captureTransactionId: null });
    payment = { ...payment, status: 'Cancelled', captureTransactionId: null, paidOnUtc: null };
    renderReturn('?token=x');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Order ${DOC} has not been paid: the payment was cancelled.`);
    expect(screen.getByRole('alert')).not.toHaveTextContent('declined');
  });

  it('a test payment (the demo gateway’s test mode) says it took no money and that the order is not paid', async () => {
    payment = { ...payment, testMode: true };
    order = orderDetail({ paymentStatus: 'TestPaid' });
    renderReturn('?token=t');
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Test payment for order ${DOC} completed: no money was taken, so the order is not paid.`,
    );
    expect(screen.getByText('Test payment (no money received)')).toBeInTheDocument();
    expect(screen.getByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText('Test amount (not charged): €1,351.92')).toBeInTheDocument();
    expect(screen.queryByText(`Order ${DOC} is paid. Thank you!`)).not.toBeInTheDocument();
  });

  it('a refusal of the call is shown, with a way to check again', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(503, { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'The payment provider cannot be reached right now.' }),
    );
    renderReturn('');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider cannot be reached right now.');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });
});

describe('paying the open balance', () => {
  it('returns to the ledger after a balance payment', async () => {
    payment = { ...payment, docNumber: null, amount: '250.00' };
    renderWithProviders(
      <Routes>
        <Route path="/paypal/:docNo/:paymentOrderId" element={<PaymentReturnPage docNo="balance" paymentOrderId={PAYMENT} />} />
      </Routes>,
      { route: `/paypal/balance/${PAYMENT}?token=t` },
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your payment towards the open balance was received.');
    expect(screen.getByText('Amount paid: €250.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the account statement' })).toHaveAttribute('href', '/customer-finance');
    expect(calls('GET', `/api/orders/${DOC}`)).toHaveLength(0);
  });

  it('a balance payment in test mode says nothing was credited', async () => {
    payment = { ...payment, docNumber: null, amount: '250.00', testMode: true };
    renderWithProviders(
      <Routes>
        <Route path="/paypal/:docNo/:paymentOrderId" element={<PaymentReturnPage docNo="balance" paymentOrderId={PAYMENT} />} />
      </Routes>,
      { route: `/paypal/balance/${PAYMENT}?token=t` },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Test payment completed: no money was taken, and nothing was credited to your balance.',
    );
    expect(screen.queryByText('Your payment towards the open balance was received. Thank you!')).not.toBeInTheDocument();
  });

  it('pays part of the balance: at most the balance, then to the gateway', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PayBalanceButton balance="1000.00" currency="EUR" />);
    await user.click(await screen.findByRole('button', { name: 'Pay balance' }));
    expect(calls('GET', '/api/payments/availability')[0]?.[0]).not.toContain('docNumber');
    const dialog = await screen.findByRole('dialog', { name: 'Pay the open balance' });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '1200');
    expect(within(dialog).getByRole('button', { name: 'Pay online' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Pay online' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    expect(bodyOf(calls('POST', '/api/payments')[0])).toEqual({
      amount: '250.00',
      callbackUrl: `${window.location.origin}/paypal/balance/`,
      cancelUrl: `${window.location.origin}/customer-finance`,
      paymentMethod: 'Online',
    });
  });
});

describe('the payment state on /orders/{docNo}/{paymentOrderId}', () => {
  it('says what became of the payment', async () => {
    payment = { ...payment, status: 'Cancelled', captureTransactionId: null };
    renderWithProviders(<PaymentStateAlert paymentOrderId={PAYMENT} />);
    expect(await screen.findByText('Payment cancelled')).toBeInTheDocument();
    expect(screen.getByText('€1,351.92 through Demo gateway (test mode)')).toBeInTheDocument();
  });

  it('titles a test payment as one that took no money', async () => {
    payment = { ...payment, testMode: true };
    renderWithProviders(<PaymentStateAlert paymentOrderId={PAYMENT} />);
    expect(await screen.findByText('Test payment (no money received)')).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).not.toBeInTheDocument();
  });
});

describe('PayOnlineButton', () => {
  it('starts a payment for the order with the portal’s return addresses and goes to the gateway', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PayOnlineButton docNumber={DOC} />);
    await user.click(await screen.findByRole('button', { name: 'Pay online' }));
    expect(new URL(String(calls('GET', '/api/payments/availability')[0]?.[0]), 'http://x').searchParams.get('docNumber')).toBe(DOC);
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
    await waitFor(() => expect(go).toHaveBeenCalledWith(`/api/payments/demo-gateway/${PAYMENT}?t=abc`));
    expect(bodyOf(calls('POST', '/api/payments')[0])).toEqual({
      docNumber: DOC,
      callbackUrl: `${window.location.origin}/paypal/${DOC}/`,
      cancelUrl: `${window.location.origin}/orders/${DOC}`,
      paymentMethod: 'Online',
    });
  });

  it('shows a refusal (an order that cannot be paid now)', async () => {
    fetchMock.mockImplementation(async (input) =>
      new URL(String(input), 'http://x').pathname === '/api/payments/availability'
        ? jsonResponse(200, available)
        : jsonResponse(400, { code: 'PAYMENT_NOT_PAYABLE', message: 'This order cannot be paid online now.' }),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PayOnlineButton docNumber={DOC} />);
    await user.click(await screen.findByRole('button', { name: 'Pay online' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order cannot be paid online now.');
  });

  it('is not offered while online payment is off for the order', async () => {
    available = { online: false, provider: null, testMode: false };
    renderWithProviders(<PayOnlineButton docNumber={DOC} />);
    await waitFor(() => expect(calls('GET', '/api/payments/availability')).toHaveLength(1));
    // the answer has arrived: still nothing offered
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Pay online' })).not.toBeInTheDocument();
  });

  it('says the demo gateway is a test mode that takes no money', async () => {
    available = { online: true, provider: 'demo', testMode: true };
    renderWithProviders(<PayOnlineButton docNumber={DOC} />);
    expect(await screen.findByRole('button', { name: 'Pay online' })).toBeInTheDocument();
    expect(screen.getByText('Test mode: no money is taken, and nothing is credited to your account.')).toBeInTheDocument();
  });
});

describe('PayBalanceButton and the order result’s PayOnlineLink while online payment is off', () => {
  it('offer nothing', async () => {
    available = { online: false, provider: null, testMode: false };
    renderWithProviders(
      <>
        <PayBalanceButton balance="1000.00" currency="EUR" />
        <PayOnlineLink docNumber={DOC} />
      </>,
    );
    await waitFor(() => expect(calls('GET', '/api/payments/availability')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Pay balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Pay order ${DOC} online` })).not.toBeInTheDocument();
  });

  it('offer them, marked as test mode on the demo gateway', async () => {
    available = { online: true, provider: 'demo', testMode: true };
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <>
        <PayBalanceButton balance="1000.00" currency="EUR" />
        <PayOnlineLink docNumber={DOC} />
      </>,
    );
    // The order result's "Pay online" starts the payment at once (it used to open the order's page).
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: `Pay order ${DOC} online` }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(`/api/payments/demo-gateway/${PAYMENT}?t=abc`));
    expect(bodyOf(calls('POST', '/api/payments')[0])).toMatchObject({ docNumber: DOC, paymentMethod: 'Online' });
    go.mockRestore();
    await user.click(await screen.findByRole('button', { name: 'Pay balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay the open balance' });
    expect(within(dialog).getByText('Test mode: no money is taken, and nothing is credited to your account.')).toBeInTheDocument();
  });
});

describe('payment settings and the customer POS table', () => {
  it('shows secrets only as set or not set, and sends a blank secret as "keep"', async () => {
    signInWith(['configuration-payment.list', 'configuration-payment.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PaymentSettingsPanel />);
    const code = await screen.findByRole('textbox', { name: 'ERP account code' });
    expect(screen.getByText('Stored. Leave empty to keep it.')).toBeInTheDocument();
    expect(screen.getByText('Not set.')).toBeInTheDocument();
    expect(screen.queryByText('Customer POS configuration')).not.toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '120.02');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT', '/api/commons/paymentSettings')).toHaveLength(1));
    expect(bodyOf(calls('PUT', '/api/commons/paymentSettings')[0])).toMatchObject({
      customerCode: '120.02',
      payPal: { clientId: 'pp-client', clientSecret: null, useSandbox: true },
      netahsilat: { serviceUrl: '', credential: { username: '', password: null } },
      defaultProvider: 'demo',
    });
  });

  it('labels the demo gateway as a test mode and warns that it takes no money; online payment can be switched off', async () => {
    signInWith(['configuration-payment.list', 'configuration-payment.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PaymentSettingsPanel />);
    const select = await screen.findByRole('textbox', { name: /^Default provider/ });
    expect(select).toHaveValue('Demo gateway (test mode)');
    expect(screen.getByText('Test mode: no money is taken')).toBeInTheDocument();
    expect(screen.getByText(/never credited to the customer’s ledger/)).toBeInTheDocument();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Off (no online payment)', hidden: true }));
    expect(screen.queryByText('Test mode: no money is taken')).not.toBeInTheDocument();
    expect(screen.getByText(/Online payment is off for every customer without a POS entry/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT', '/api/commons/paymentSettings')).toHaveLength(1));
    expect(bodyOf(calls('PUT', '/api/commons/paymentSettings')[0])).toMatchObject({ defaultProvider: 'none' });
  });

  it('lists the POS entries; without write permissions no writes are offered', async () => {
    signInWith(['payment-pos.list']);
    renderWithProviders(<PaymentSettingsPanel />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Bank A')).toBeInTheDocument();
    expect(within(table).getByText('Virtual POS')).toBeInTheDocument();
    expect(within(table).getByText('C001 Yıldız Oto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New POS entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ERP account code' })).not.toBeInTheDocument();
  });

  it('creates a POS entry for every customer (no customer chosen)', async () => {
    signInWith(['payment-pos.list', 'payment-pos.create']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PaymentSettingsPanel />);
    await user.click(await screen.findByRole('button', { name: 'New POS entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New POS entry' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Up to amount/ }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Small payments');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('POST', '/api/payments/customer-pos-config')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/payments/customer-pos-config')[0])).toEqual({
      posId: 'paypal',
      amount: '1000',
      priority: 1,
      description: 'Small payments',
      customerId: null,
    });
  });

  it('picks the entry’s customer by name for whoever may list customers', async () => {
    signInWith(['payment-pos.list', 'payment-pos.create', 'customer.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PaymentSettingsPanel />);
    await user.click(await screen.findByRole('button', { name: 'New POS entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'New POS entry' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Up to amount/ }), '500');
    await user.click(within(dialog).getByRole('textbox', { name: /^Customer/ }));
    await user.click(await screen.findByRole('option', { name: 'C001 · Yıldız Oto', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('POST', '/api/payments/customer-pos-config')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/payments/customer-pos-config')[0])).toMatchObject({
      amount: '500',
      customerId: '5d0c6a1e-0000-4000-8000-000000000001',
    });
  });
});

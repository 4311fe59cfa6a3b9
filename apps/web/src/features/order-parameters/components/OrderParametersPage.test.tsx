import type { OrderParameter } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/fetch';
import { adminCategory, pageOf, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { OrderParametersPage } from './OrderParametersPage';

const fetchMock = mockFetch();
mockTableMedia();

const param = (over: Partial<OrderParameter> = {}): OrderParameter => ({
  id: 1,
  categoryId: 10,
  categoryName: 'Tyres',
  paymentMethodCode: 'CASH',
  names: { tr: 'Peşin ödeme', de: 'Barzahlung', en: 'Cash payment' },
  name: 'Cash payment',
  discountRate: '3.00',
  dueDays: 0,
  isOnlinePayment: false,
  isDefault: false,
  order: 2,
  isActive: true,
  ...over,
});
const rows = [
  param({
    id: 2,
    categoryId: null,
    categoryName: null,
    paymentMethodCode: 'ACC60',
    name: 'Account 60 days',
    discountRate: '0.00',
    dueDays: 60,
    isDefault: true,
  }),
  param(),
  param({ id: 3, paymentMethodCode: 'CARD', name: 'Credit card', discountRate: '0.00', isOnlinePayment: true, isActive: false }),
];
const tree = [adminCategory({ id: 10, name: 'Tyres', refCode: 'LST' }), adminCategory({ id: 20, name: 'Rims', order: 2, refCode: 'JNT' })];

const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }));

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/orders/parameters' && method === 'GET') {
      const term = url.searchParams.get('SearchTerm');
      return jsonResponse(200, pageOf(term ? rows.filter((r) => r.paymentMethodCode.toLowerCase().includes(term.toLowerCase())) : rows));
    }
    if (url.pathname === '/api/definitions/categories/admin') return jsonResponse(200, tree);
    if (url.pathname === '/api/orders/parameters' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      if (body.paymentMethodCode === 'CASH')
        return jsonResponse(400, {
          code: 'ORDER_PARAMETER_TAKEN',
          message: 'This payment method code is already defined for this category: CASH',
        });
      return jsonResponse(200, param({ ...body, id: 9, name: body.names.en, categoryName: 'Rims' }));
    }
    if (url.pathname === '/api/orders/parameters' && method === 'PUT') return jsonResponse(200, param(JSON.parse(String(init?.body))));
    if (url.pathname.startsWith('/api/orders/parameters/') && method === 'DELETE') return jsonResponse(204);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('OrderParametersPage', () => {
  it('lists the parameters with category, discount, term and flags, and searches on the server', async () => {
    signInWith(['order-parameter.list']);
    const user = userEvent.setup();
    renderWithProviders(<OrderParametersPage />);
    const table = await screen.findByRole('table', { name: 'Order parameters' });
    expect(await within(table).findByText('Account 60 days')).toBeInTheDocument();
    expect(within(table).getByText('Every category')).toBeInTheDocument();
    expect(within(table).getByText('3%')).toBeInTheDocument();
    expect(within(table).getByText('Default')).toBeInTheDocument();
    expect(within(table).getByText('Online payment')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    // without the permissions: no create, edit or delete
    expect(screen.queryByRole('button', { name: 'New parameter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Cash payment' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'card');
    await waitFor(() => expect(calls('GET').some((c) => c.url.searchParams.get('SearchTerm') === 'card')).toBe(true));
    await waitFor(() => expect(within(table).queryByText('Account 60 days')).not.toBeInTheDocument());
    expect(within(table).getByText('Credit card')).toBeInTheDocument();
  });

  it('writes the cash discount as the language does: "%3" in Turkish, "3 %" in German', async () => {
    signInWith(['order-parameter.list']);
    try {
      await i18n.changeLanguage('tr');
      const first = renderWithProviders(<OrderParametersPage />);
      expect(await within(await screen.findByRole('table')).findByText('%3')).toBeInTheDocument();
      first.unmount();
      await i18n.changeLanguage('de');
      renderWithProviders(<OrderParametersPage />);
      expect(await within(await screen.findByRole('table')).findByText(/^3\s%$/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('creates a parameter, checking the form and showing a refusal inline first', async () => {
    signInWith(['order-parameter.list', 'order-parameter.create']);
    const user = userEvent.setup();
    renderWithProviders(<OrderParametersPage />);
    await user.click(await screen.findByRole('button', { name: 'New parameter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New order parameter' });

    // the form checks before sending
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(4);
    expect(calls('POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Payment method code/), 'CASH');
    await user.type(within(dialog).getByLabelText(/Name \(Turkish\)/), 'Peşin');
    await user.type(within(dialog).getByLabelText(/Name \(German\)/), 'Bar');
    await user.type(within(dialog).getByLabelText(/Name \(English\)/), 'Cash');
    const rate = within(dialog).getByLabelText(/Cash discount/);
    await user.clear(rate);
    await user.type(rate, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already defined for this category: CASH');

    const code = within(dialog).getByLabelText(/Payment method code/);
    await user.clear(code);
    await user.type(code, 'CASH2');
    await user.click(within(dialog).getByRole('switch', { name: /^Default/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New order parameter' })).not.toBeInTheDocument());
    const body = JSON.parse(String(calls('POST').at(-1)?.init?.body));
    expect(body).toEqual({
      categoryId: null,
      paymentMethodCode: 'CASH2',
      names: { tr: 'Peşin', de: 'Bar', en: 'Cash' },
      discountRate: '2.5',
      dueDays: 0,
      isOnlinePayment: false,
      isDefault: true,
      order: 0,
      isActive: true,
    });
  });

  it('checks the code and the rate, and sends the chosen category and flags', async () => {
    signInWith(['order-parameter.list', 'order-parameter.create']);
    const user = userEvent.setup();
    renderWithProviders(<OrderParametersPage />);
    await user.click(await screen.findByRole('button', { name: 'New parameter' }));
    const dialog = await screen.findByRole('dialog', { name: 'New order parameter' });
    await user.type(within(dialog).getByLabelText(/Payment method code/), 'CA SH');
    await user.type(within(dialog).getByLabelText(/Name \(Turkish\)/), 'Kart');
    await user.type(within(dialog).getByLabelText(/Name \(German\)/), 'Karte');
    await user.type(within(dialog).getByLabelText(/Name \(English\)/), 'Card');
    const rate = within(dialog).getByLabelText(/Cash discount/);
    await user.clear(rate);
    await user.type(rate, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use letters, digits, - or _ (at most 30).')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a rate between 0 and 100 with at most two decimals.')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);

    const code = within(dialog).getByLabelText(/Payment method code/);
    await user.clear(code);
    await user.type(code, 'CARD-2');
    await user.clear(rate);
    await user.type(rate, '1.25');
    await user.click(within(dialog).getByRole('textbox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Rims', hidden: true }));
    await user.click(within(dialog).getByRole('switch', { name: /^Online payment/ }));
    await user.click(within(dialog).getByRole('switch', { name: /^Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]?.init?.body))).toEqual({
      categoryId: 20,
      paymentMethodCode: 'CARD-2',
      names: { tr: 'Kart', de: 'Karte', en: 'Card' },
      discountRate: '1.25',
      dueDays: 0,
      isOnlinePayment: true,
      isDefault: false,
      order: 0,
      isActive: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New order parameter' })).not.toBeInTheDocument());
  });

  it('edits a parameter (id in the body) and deletes one after confirmation', async () => {
    signInWith(['order-parameter.list', 'order-parameter.update', 'order-parameter.delete']);
    const user = userEvent.setup();
    renderWithProviders(<OrderParametersPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Cash payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit parameter: Cash payment' });
    expect(within(dialog).getByLabelText(/Payment method code/)).toHaveValue('CASH');
    const due = within(dialog).getByLabelText(/Payment term/);
    await user.clear(due);
    await user.type(due, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls('PUT')[0]?.init?.body))).toMatchObject({
      id: 1,
      categoryId: 10,
      paymentMethodCode: 'CASH',
      dueDays: 30,
      discountRate: '3.00',
    });

    await user.click(screen.getByRole('button', { name: 'Delete Credit card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete parameter' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(calls('DELETE')[0]?.url.pathname).toBe('/api/orders/parameters/3');
  });
});

import type { PriceListDetail, PriceListSummary } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../test/render';
import { AdminPriceListsRoute } from './admin-price-lists';

const fetchMock = mockFetch();
mockTableMedia();

const SILVER_ID = '5f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f60';
const OTHER_ID = '6a2d4b67-8b6f-4d2e-8b1f-2c3d4e5f6a71';
const summary = (over: Partial<PriceListSummary> = {}): PriceListSummary => ({
  id: 7,
  code: 'GOLD-2026',
  name: 'Gold dealers 2026',
  currency: 'EUR',
  validFrom: '2026-01-01',
  validTo: null,
  isActive: true,
  itemCount: 3,
  breakCount: 1,
  assignments: { everyone: false, customerCount: 1, priceGroups: ['GOLD'] },
  ...over,
});
const rows = [
  summary(),
  summary({
    id: 8,
    code: 'EUR-BASE',
    name: 'Euro base',
    validFrom: null,
    itemCount: 0,
    breakCount: 0,
    isActive: false,
    assignments: { everyone: false, customerCount: 0, priceGroups: [] },
  }),
];
const detail: PriceListDetail = {
  ...summary(),
  assignments: { everyone: false, customers: [{ id: SILVER_ID, code: '120.01.009', name: 'Silver Oto' }], priceGroups: ['GOLD'] },
};
const items = [
  { productId: 11, productCode: 'LST-1', productName: 'Michelin Primacy 4', minQuantity: 1, price: '90.00' },
  { productId: 11, productCode: 'LST-1', productName: 'Michelin Primacy 4', minQuantity: 4, price: '85.50' },
  { productId: 12, productCode: 'JNT-1', productName: 'Alloy rim 17', minQuantity: 1, price: '230.1234' },
];
const customers = [
  {
    id: OTHER_ID,
    code: '120.02.001',
    name: 'Reifen Müller',
    title: null,
    email: null,
    phoneNumber: null,
    representativePerson: null,
    isKvkkConfirm: false,
    isCommunicationConfirm: false,
    customerSectors: [],
    countryCode: 'DE',
    currency: 'EUR',
    language: null,
    isActive: true,
  },
];

const LIST = '/api/price-rules/price-lists';
const calls = (path: string, method = 'GET') =>
  fetchMock.mock.calls
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }))
    .filter((c) => c.url.pathname === path && (c.init?.method ?? 'GET') === method);

let signedIn: ReturnType<typeof signInWith> | null = null;
const signInAs = (permissions: string[]) => {
  signedIn = signInWith(permissions, { salesman: null });
};

resetAppBeforeEach();
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, signedIn);
    if (url.pathname === LIST) return jsonResponse(200, pageOf(rows, 2));
    if (url.pathname === `${LIST}/7`) return jsonResponse(200, detail);
    if (url.pathname === `${LIST}/7/items`) return jsonResponse(200, pageOf(items, 3));
    if (url.pathname === `${LIST}/7/assignments` && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      return jsonResponse(200, {
        ...detail,
        assignments: {
          everyone: body.everyone,
          customers: [{ id: OTHER_ID, code: '120.02.001', name: 'Reifen Müller' }],
          priceGroups: body.priceGroups,
        },
      });
    }
    if (url.pathname === '/api/customers') return jsonResponse(200, pageOf(customers, 1, 1, 20));
    if (url.pathname === '/api/price-rules/price-groups') return jsonResponse(200, [{ priceGroup: 'GOLD', customerCount: 12 }]);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/admin/price-lists', { timeout: 60_000 }, () => {
  it('is a screen of the price-rule administrators, reached through the router', async () => {
    signInAs(['price-rule.list']);
    const router = renderApp('/admin/price-lists');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/price-lists'));
    expect(await screen.findByRole('heading', { name: 'Price lists', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('lists the price lists with their counts and who they are for, and searches on the server', async () => {
    signInAs(['price-rule.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminPriceListsRoute />);
    const table = await screen.findByRole('table', { name: 'Price lists' });
    expect(await within(table).findByText('Gold dealers 2026')).toBeInTheDocument();
    expect(within(table).getByText('3 prices')).toBeInTheDocument();
    expect(within(table).getByText('1 quantity break')).toBeInTheDocument();
    expect(within(table).getByText('1 customer, GOLD')).toBeInTheDocument();
    expect(within(table).getByText('Nobody')).toBeInTheDocument();
    expect(within(table).getByText('Always')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'gold');
    await waitFor(() => expect(calls(LIST).some((c) => c.url.searchParams.get('SearchTerm') === 'gold')).toBe(true));
  });

  it('shows a list’s prices paged, read-only for a reader', async () => {
    signInAs(['price-rule.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminPriceListsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Details of GOLD-2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price list: GOLD-2026' });
    const prices = await within(dialog).findByRole('table', { name: 'Prices of GOLD-2026' });
    expect(await within(prices).findByText('from 4')).toBeInTheDocument();
    expect(within(prices).getByText('€85.50')).toBeInTheDocument();
    expect(within(prices).getByText('€230.1234')).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Every customer buying in EUR' })).toBeDisabled();
    expect(within(dialog).getByText('Customers: Silver Oto')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save who it is for' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Search products' }), 'michelin');
    await waitFor(() => expect(calls(`${LIST}/7/items`).some((c) => c.url.searchParams.get('SearchTerm') === 'michelin')).toBe(true));
  });

  it('replaces who a list is for', async () => {
    signInAs(['price-rule.list', 'price-rule.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminPriceListsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Details of GOLD-2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price list: GOLD-2026' });
    await within(dialog).findByRole('list', { name: 'Customers' });
    await user.click(within(dialog).getByRole('switch', { name: 'Every customer buying in EUR' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove Silver Oto (120.01.009)' }));
    expect(within(dialog).getByText('No customers chosen.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Customers' }), 'Reif');
    await user.click(await screen.findByRole('option', { name: 'Reifen Müller (120.02.001)', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save who it is for' }));
    await waitFor(() => expect(calls(`${LIST}/7/assignments`, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls(`${LIST}/7/assignments`, 'PUT')[0]?.init?.body))).toEqual({
      everyone: true,
      customerIds: [OTHER_ID],
      priceGroups: ['GOLD'],
    });
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Every customer buying in EUR' })).toBeChecked());
  });
});

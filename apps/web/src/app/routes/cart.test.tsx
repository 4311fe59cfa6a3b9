import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { address, cart, cartLine, paymentMethod } from '../../features/baskets/test-fixtures';
import { useSpecialPriceStore } from '../../features/catalog/lib/special-price-store';
import { actForCustomer, categoryTree } from '../../features/catalog/test-fixtures';
import * as notify from '../../lib/notify';
import { mockFetch } from '../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CartRoute } from './cart';

const fetchMock = mockFetch();

beforeEach(() => {
  actForCustomer();
  useSpecialPriceStore.setState(useSpecialPriceStore.getInitialState(), true);
  // one winter tyre line (category 11, under LST): 4 x 85.50 after discounts, 8.00 expense, 20 % VAT
  const line = cartLine();
  const current = cart([line], {
    totalPrice: '400.00',
    totalDiscountedPrice: '342.00',
    totalDiscountPrice: '58.00',
    totalExpenseCostPrice: '8.00',
    totalVatPrice: '70.00',
    totalWithVatDiscountedPrice: '420.00',
  });
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/catalogs/categories') return jsonResponse(200, categoryTree);
    if (path === '/api/baskets/cart') return jsonResponse(200, current);
    if (path === '/api/customers/addresses') return jsonResponse(200, [address()]);
    if (path === '/api/baskets/paymentMethods/10') return jsonResponse(200, [paymentMethod()]);
    if (path === '/api/catalogs/products/101/price-explanation')
      return jsonResponse(200, {
        productId: 101,
        productCode: 'LST-205-55',
        quantity: 4,
        currency: 'EUR',
        day: '2026-11-20',
        steps: [{ kind: 'total', text: 'Total', amount: '420.00', rate: null, source: null, minQuantity: null }],
      });
    if (path === '/api/lists' && init?.method === 'POST') {
      const { name } = JSON.parse(String(init.body));
      return jsonResponse(200, {
        id: '0b6f1c2e-4d5a-4b8e-9c1d-2e3f4a5b6c7d',
        name,
        lineCount: 1,
        totalQuantity: 4,
        updatedAt: '2026-11-21T08:00:00Z',
        updatedBy: null,
        lines: [],
      });
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/cart and special-price mode', () => {
  it('shows the server’s prices and totals while the mode is off', async () => {
    renderWithProviders(<CartRoute />);
    const row = await screen.findByRole('row', { name: 'Winter tyre 205/55 R16' });
    expect(within(row).getByText('€100.00')).toBeInTheDocument();
    expect(within(row).getByText('€85.50')).toBeInTheDocument();
    expect(screen.getByTestId('summary-totalWithVatDiscountedPrice')).toHaveTextContent('€420.00');
    expect(screen.queryByTestId('special-price-marker')).not.toBeInTheDocument();
    expect(screen.queryByText('Special prices')).not.toBeInTheDocument();
  });

  it('applies the category’s percentage and the fixed expense to every price and total, with a marker', async () => {
    useSpecialPriceStore.setState({ enabled: true, percentages: { JNT: 50, LST: 10, AKU: 0, AKS: 0 }, fixedExpense: 1 });
    renderWithProviders(<CartRoute />);
    const row = await screen.findByRole('row', { name: 'Winter tyre 205/55 R16' });
    // unit 100.00 + 10 % + 1.00 = 111.00; after discounts 85.50 + 8.55 + 1.00 = 95.05; x 4 = 380.20, + 8.00 expense = 388.20
    expect(within(row).getByText('€111.00')).toBeInTheDocument();
    expect(within(row).getByText('€95.05')).toBeInTheDocument();
    expect(within(row).getByText('€388.20')).toBeInTheDocument();
    expect(within(row).getByText('€8.00')).toBeInTheDocument();
    expect(within(row).queryByText('€100.00')).not.toBeInTheDocument();

    expect(screen.getByTestId('summary-totalPrice')).toHaveTextContent('€444.00');
    expect(screen.getByTestId('summary-totalDiscountPrice')).toHaveTextContent('€63.80');
    expect(screen.getByTestId('summary-totalDiscountedPrice')).toHaveTextContent('€380.20');
    expect(screen.getByTestId('summary-totalExpenseCostPrice')).toHaveTextContent('€8.00');
    // VAT 20 % of 388.20 = 77.64
    expect(screen.getByTestId('summary-totalVatPrice')).toHaveTextContent('€77.64');
    expect(screen.getByTestId('summary-totalWithVatDiscountedPrice')).toHaveTextContent('€465.84');

    expect(screen.getByTestId('special-price-marker')).toHaveTextContent('Special prices are shown');
    expect(screen.getByText('Special prices')).toBeInTheDocument();
  });
});

describe('/cart, save as list', () => {
  it('makes a list of the cart under the name given', async () => {
    const success = vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<CartRoute />);
    await user.click(await screen.findByRole('button', { name: 'Save as list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as list' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue(`Cart of ${new Intl.DateTimeFormat('en', { dateStyle: 'short' }).format(new Date())}`);
    await user.clear(name);
    await user.type(name, 'Weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved as the list “Weekly”.'));
    const created = fetchMock.mock.calls
      .filter(([u, init]) => String(u) === '/api/lists' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(created).toEqual([{ name: 'Weekly', fromCart: true }]);
  });
});

describe('/cart, why this price', () => {
  it('explains a line’s price to a salesman at the line’s quantity and payment method', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CartRoute />);
    const row = await screen.findByRole('row', { name: 'Winter tyre 205/55 R16' });
    await user.click(within(row).getByRole('button', { name: 'Why this price for Winter tyre 205/55 R16?' }));
    expect(await screen.findByRole('row', { name: 'Total €420.00', hidden: true })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.find(([u]) => String(u).includes('/price-explanation'));
    const url = new URL(String(asked?.[0]), 'http://x');
    expect([url.searchParams.get('quantity'), url.searchParams.get('paymentMethodCode')]).toEqual(['4', 'CASH']);
  });
});

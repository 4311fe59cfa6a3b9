import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actForCustomer, orderDetail } from '../../features/orders/test-fixtures';
import * as notify from '../../lib/notify';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { mockFetch } from '../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { OrderDetailRoute } from './order-detail';

const fetchMock = mockFetch();

const reorders = () =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === '/api/baskets/cart/reorder' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  actForCustomer();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/orders/B2B-000123') return jsonResponse(200, orderDetail());
    if (path === '/api/lists' && init?.method === 'POST') {
      const { name } = JSON.parse(String(init.body));
      return jsonResponse(200, {
        id: '0b6f1c2e-4d5a-4b8e-9c1d-2e3f4a5b6c7d',
        name,
        lineCount: 2,
        totalQuantity: 6,
        updatedAt: '2026-11-21T08:00:00Z',
        updatedBy: 'Selim Kaya',
        lines: [],
      });
    }
    if (path === '/api/baskets/cart/reorder' && init?.method === 'POST') {
      return jsonResponse(200, {
        lines: [
          {
            productId: 1,
            productCode: 'LST-205',
            productName: 'Winter tyre 205/55 R16',
            quantity: 4,
            added: true,
            code: null,
            message: null,
          },
          {
            productId: 2,
            productCode: 'AKU-60',
            productName: 'Battery 60Ah',
            quantity: 1,
            added: false,
            code: 'CART_PRODUCT_NOT_ORDERABLE',
            message: 'Battery 60Ah cannot be ordered.',
          },
        ],
      });
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

const renderRoute = () =>
  renderWithProviders(
    <Routes>
      <Route path="/orders/:docNo" element={<OrderDetailRoute />} />
      <Route path="/cart" element={<p>the cart</p>} />
    </Routes>,
    { route: '/orders/B2B-000123' },
  );

describe('/orders/:docNo, order again', () => {
  it('puts the order back into the cart and says what went in and, per product, what did not', async () => {
    const user = userEvent.setup();
    renderRoute();
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    const dialog = await screen.findByRole('dialog', { name: 'B2B-000123 back in the cart' });
    expect(reorders()).toEqual([{ docNumber: 'B2B-000123' }]);
    expect(within(dialog).getByText('1 product put in the cart at today’s price.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 product could not be added')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('AKU-60 · Battery 60Ah: Battery 60Ah cannot be ordered.');
    await user.click(within(dialog).getByRole('button', { name: 'Go to the cart' }));
    expect(await screen.findByText('the cart')).toBeInTheDocument();
  });

  it('is not offered while acting for another customer (the order would go into that one’s cart)', async () => {
    useCustomerStore.setState({ selected: { id: 'c-2', name: 'Other', code: 'C002', isBayi: true } });
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'B2B-000123' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument());
    // nor choosing lines, nor saving the order as one of this customer's lists
    expect(screen.queryByRole('checkbox', { name: 'Choose Winter tyre 205/55 R16' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as list' })).not.toBeInTheDocument();
  });

  it('orders only the lines chosen by their checkboxes again', async () => {
    const user = userEvent.setup();
    renderRoute();
    expect(await screen.findByText('Choose lines to order only those again.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Rim 7x16 5/112' }));
    expect(screen.getByText('1 line chosen')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Choose all lines' })).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('button', { name: 'Order selected again (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'B2B-000123 back in the cart' });
    expect(reorders()).toEqual([{ docNumber: 'B2B-000123', lineIds: [12] }]);
    expect(within(dialog).getByText('1 product could not be added')).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    // all of them, then none: the choice goes, and with it the button
    await user.click(screen.getByRole('checkbox', { name: 'Choose all lines' }));
    expect(screen.getByText('2 lines chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(screen.queryByRole('button', { name: /Order selected again/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Choose Winter tyre 205/55 R16' })).not.toBeChecked();
  });
});

describe('/orders/:docNo, save as list', () => {
  it('makes a list of the order under the name given', async () => {
    const success = vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute();
    await user.click(await screen.findByRole('button', { name: 'Save as list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as list' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Order B2B-000123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved as the list “Order B2B-000123”.'));
    const created = fetchMock.mock.calls
      .filter(([u, init]) => String(u) === '/api/lists' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(created).toEqual([{ name: 'Order B2B-000123', fromOrder: 'B2B-000123' }]);
  });
});

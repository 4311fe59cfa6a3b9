import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { actForCustomer, orderDetail } from '../../features/orders/test-fixtures';
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
  });
});

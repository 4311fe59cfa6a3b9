import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { actForCustomer, orderRow } from '../../features/orders/test-fixtures';
import { mockFetch } from '../../test/fetch';
import { pageOf } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, phoneMedia, renderWithProviders } from '../../test/render';
import { OrdersRoute } from './orders';

const fetchMock = mockFetch();
mockTableMedia();
const actAsPhone = phoneMedia();

const reorders = () =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === '/api/baskets/cart/reorder' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  actForCustomer();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/definitions/orders/statuses') return jsonResponse(200, [{ id: 'Pending', name: 'Pending' }]);
    if (path === '/api/orders')
      return jsonResponse(
        200,
        // the second is another customer's (an answer the list should not get, but the button must not trust it)
        pageOf([orderRow(), orderRow({ docNumber: 'B2B-000122', customerId: 'c-2' })]),
      );
    if (path === '/api/baskets/cart/reorder' && init?.method === 'POST') {
      return jsonResponse(200, {
        lines: [
          { productId: 1, productCode: 'LST-205', productName: 'Winter tyre', quantity: 4, added: true, code: null, message: null },
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
      <Route path="/orders" element={<OrdersRoute />} />
      <Route path="/cart" element={<p>the cart</p>} />
    </Routes>,
    { route: '/orders' },
  );

describe('/orders, order again from a row', () => {
  it('puts the row’s order back into the cart and shows the result per product', async () => {
    const user = userEvent.setup();
    renderRoute();
    const row = (await screen.findByRole('link', { name: 'B2B-000123' }, { timeout: 5000 })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Order B2B-000123 again' }));
    const dialog = await screen.findByRole('dialog', { name: 'B2B-000123 back in the cart' });
    expect(reorders()).toEqual([{ docNumber: 'B2B-000123' }]);
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('AKU-60 · Battery 60Ah: Battery 60Ah cannot be ordered.');
    await user.click(within(dialog).getByRole('button', { name: 'Go to the cart' }));
    expect(await screen.findByText('the cart')).toBeInTheDocument();
  });

  it('is offered only on the orders of the customer acted for', async () => {
    renderRoute();
    const other = (await screen.findByRole('link', { name: 'B2B-000122' }, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(other).queryByRole('button', { name: 'Order B2B-000122 again' })).not.toBeInTheDocument();
  });

  it('on a phone sits in the row’s second column, the row keeping its two columns', async () => {
    actAsPhone();
    const user = userEvent.setup();
    renderRoute();
    const row = (await screen.findByRole('link', { name: 'B2B-000123' }, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    await user.click(within(within(row).getAllByRole('cell')[1] as HTMLElement).getByRole('button', { name: 'Order B2B-000123 again' }));
    expect(await screen.findByRole('dialog', { name: 'B2B-000123 back in the cart' })).toBeInTheDocument();
    expect(reorders()).toEqual([{ docNumber: 'B2B-000123' }]);
  });
});

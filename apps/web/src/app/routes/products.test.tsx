import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actForCustomer, categoryTree, product } from '../../features/catalog/test-fixtures';
import * as notify from '../../lib/notify';
import { mockFetch } from '../../test/fetch';
import { pageOf } from '../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ProductsRoute } from './products';

const fetchMock = mockFetch();

const cartWrites = () =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === '/api/baskets/cart/products' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  actForCustomer();
  vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
  const items = [
    // the placeholder quantity is 4, only 3 are left
    product({ stock: 3, stockText: 'Only 3 left', placeHolderQuantity: 4 }),
    product({ id: 2, code: 'LST-195', name: 'Summer tyre 195/65 R15', stock: 0, stockText: 'Out of stock' }),
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/catalogs/categories') return jsonResponse(200, categoryTree);
    if (url.pathname === '/api/catalogs/products/list') return jsonResponse(200, pageOf(items, 2, 1, 50));
    if (url.pathname === '/api/catalogs/products/properties') return jsonResponse(200, []);
    if (url.pathname === '/api/definitions/product-list/sort-params') return jsonResponse(200, []);
    if (url.pathname === '/api/home/favorites') return jsonResponse(200, []);
    if (url.pathname === '/api/baskets/cart/products' && init?.method === 'POST') return jsonResponse(204);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/products', () => {
  it('puts a product in the cart within its stock, and offers no add for one out of stock', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProductsRoute />, { route: '/products?category=10' });
    const tyre = within(await screen.findByRole('article', { name: 'Winter tyre 205/55 R16' }));
    // the favourite heart of the favourites feature sits on each card
    expect(tyre.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to favourites' })).toBeInTheDocument();

    await user.click(tyre.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' }));
    await waitFor(() => expect(cartWrites()).toEqual([{ productId: 1, quantity: 3 }]));

    const summer = within(screen.getByRole('article', { name: 'Summer tyre 195/65 R15' }));
    const add = summer.getByRole('button', { name: 'Add Summer tyre 195/65 R15 to the cart' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Out of stock; it cannot be ordered now.');
    await user.click(add);
    expect(cartWrites()).toHaveLength(1);
  });
});

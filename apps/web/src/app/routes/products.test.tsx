import type { Banner } from '@dealerport/contract';
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

const tyreBanner: Banner = {
  id: 7,
  groupTag: 'category',
  categoryId: 10,
  categoryName: 'Tyres',
  countryCode: null,
  title: 'Reifen für jede Jahreszeit',
  description: '',
  href: null,
  target: '_self',
  order: 0,
  isActive: true,
  activeFrom: null,
  activeTo: null,
  images: [{ culture: 'tr', imageUrl: '/uploads/banners/t.webp', thumbnailUrl: '/uploads/banners/t-thumb.webp' }],
  updatedOnUtc: '2026-01-01T10:00:00.000Z',
};

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
    if (url.pathname === '/api/home/banners/category')
      return jsonResponse(200, url.searchParams.get('categoryId') === '10' ? [tyreBanner] : []);
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

  it('shows the category’s own banners above its list, and none on a category without any', async () => {
    const view = renderWithProviders(<ProductsRoute />, { route: '/products?category=10' });
    const banners = await screen.findByRole('region', { name: 'Category campaigns' });
    expect(within(banners).getByRole('img', { name: 'Reifen für jede Jahreszeit' })).toHaveAttribute('src', '/uploads/banners/t.webp');
    const call = fetchMock.mock.calls.map(([u]) => String(u)).find((u) => u.startsWith('/api/home/banners/'));
    expect(call).toBe('/api/home/banners/category?categoryId=10');
    // the banners come before the products
    const firstCard = await screen.findByRole('article', { name: 'Winter tyre 205/55 R16' });
    expect(banners.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    view.unmount();

    renderWithProviders(<ProductsRoute />, { route: '/products?category=11' });
    await screen.findByRole('article', { name: 'Winter tyre 205/55 R16' });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/home/banners/category?categoryId=11')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Category campaigns' })).not.toBeInTheDocument();
  });
});

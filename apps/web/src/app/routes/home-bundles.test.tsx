import type { HomeBundle } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actForCustomer, categoryTree, product } from '../../features/catalog/test-fixtures';
import * as notify from '../../lib/notify';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { mockFetch } from '../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { HomeRoute } from './home';

const fetchMock = mockFetch();
let bundles: Record<string, HomeBundle> = {};

const bundleCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/home/bundles/'));
const cartWrites = () =>
  fetchMock.mock.calls
    .filter(([u, init]) => init?.method === 'POST' && String(u) === '/api/baskets/cart/products')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  actForCustomer();
  vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
  bundles = {
    new: {
      id: 1,
      tag: 'new',
      title: 'New arrivals',
      description: 'Latest additions to the catalogue',
      products: [{ ...product({ stockText: '12', stock: 12, placeHolderQuantity: 1 }), categoryId: 11 }],
    },
    // every product hidden for this customer: the server answers an empty list
    'best-sellers': { id: 3, tag: 'best-sellers', title: 'Best sellers', description: '', products: [] },
  };
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/catalogs/categories') return jsonResponse(200, categoryTree);
    if (url.pathname === '/api/home/favorites') return jsonResponse(200, []);
    const match = /^\/api\/home\/bundles\/(.+)$/.exec(url.pathname);
    if (match) {
      const found = bundles[match[1]!];
      return found ? jsonResponse(200, found) : jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' });
    }
    if (url.pathname === '/api/baskets/cart/products' && method === 'POST') return jsonResponse(204);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/home bundle strips', { timeout: 60_000 }, () => {
  it('asks for new, campaign and best-sellers as the acting customer and shows the bundles that have products', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HomeRoute />);
    const strip = await screen.findByRole('region', { name: 'New arrivals' });
    expect(within(strip).getByText('Latest additions to the catalogue')).toBeInTheDocument();
    const card = within(within(strip).getByRole('article', { name: 'Winter tyre 205/55 R16' }));
    expect(card.getByText('€90.00')).toBeInTheDocument();
    // the picture waits until it is scrolled near
    expect(card.getByRole('img', { name: 'Winter tyre 205/55 R16' })).toHaveAttribute('loading', 'lazy');
    await waitFor(() =>
      expect(
        bundleCalls()
          .map(([u]) => String(u))
          .sort(),
      ).toEqual(['/api/home/bundles/best-sellers', '/api/home/bundles/campaign', '/api/home/bundles/new']),
    );
    for (const [, init] of bundleCalls()) expect(new Headers(init?.headers).get('x-customer-id')).toBe('c-1');
    // missing (404) and empty bundles show nothing
    expect(screen.queryByRole('region', { name: 'Best sellers' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('bundle-campaign')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' }));
    await waitFor(() => expect(cartWrites()).toEqual([{ productId: 1, quantity: 1 }]));
  });

  it('asks nothing while no customer is acted for', async () => {
    useCustomerStore.setState({ selected: null });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(bundleCalls()).toHaveLength(0);
  });
});

import type { FavoriteProduct } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpecialPriceStore } from '../../features/catalog/lib/special-price-store';
import { actForCustomer, categoryTree, product } from '../../features/catalog/test-fixtures';
import * as notify from '../../lib/notify';
import { mockFetch } from '../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { FavoritesDetailsRoute } from './favorites-details';

const fetchMock = mockFetch();
let favorites: FavoriteProduct[] = [];

const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'DELETE')
    .map(([u, init]) => ({ call: `${init?.method} ${String(u)}`, body: init?.body ? JSON.parse(String(init.body)) : undefined }));

beforeEach(() => {
  actForCustomer();
  useSpecialPriceStore.setState(useSpecialPriceStore.getInitialState(), true);
  vi.spyOn(notify, 'showSuccessToast').mockImplementation(() => {});
  favorites = [
    // a winter tyre (category 11, under LST): the customer's price 90.00 of 100.00
    { ...product({ stockText: 'Only 3 left', stock: 3, campaign: 'Winter deal' }), categoryId: 11 },
    // a battery whose price this customer may not see
    {
      ...product({
        id: 2,
        code: 'AKU-70',
        name: 'Battery 70Ah',
        showPrice: false,
        salePrice: null,
        salePriceWithVat: null,
        discountRate: null,
        discountedPrice: null,
        discountedPriceWithVat: null,
        images: [{ url: '/others/LST.webp', order: 0 }],
      }),
      categoryId: 20,
    },
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/catalogs/categories') return jsonResponse(200, categoryTree);
    if (url.pathname === '/api/home/favorites' && method === 'GET') return jsonResponse(200, favorites);
    const match = /^\/api\/home\/favorites\/(\d+)$/.exec(url.pathname);
    if (match && method === 'DELETE') {
      favorites = favorites.filter((f) => f.id !== Number(match[1]));
      return jsonResponse(204);
    }
    if (url.pathname === '/api/baskets/cart/products' && method === 'POST') return jsonResponse(204);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/favorites-details', () => {
  it('shows each favourite as a product card: price, stock, campaign and add to cart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FavoritesDetailsRoute />);
    const tyre = within(await screen.findByRole('article', { name: 'Winter tyre 205/55 R16' }));
    expect(tyre.getByText('€90.00')).toBeInTheDocument();
    expect(tyre.getByText('€108.00')).toBeInTheDocument();
    expect(tyre.getByTestId('list-price')).toHaveTextContent('List price: €100.00');
    expect(tyre.getByTestId('stock-text')).toHaveTextContent('Stock: Only 3 left');
    expect(tyre.getByText('Winter deal')).toBeInTheDocument();
    // the heart is pressed: it removes the favourite
    expect(tyre.getByRole('button', { name: 'Remove Winter tyre 205/55 R16 from favourites' })).toHaveAttribute('aria-pressed', 'true');

    // A price the customer may not see stays hidden.
    const battery = within(screen.getByRole('article', { name: 'Battery 70Ah' }));
    expect(battery.queryByTestId('product-price')).not.toBeInTheDocument();

    // the placeholder quantity is 4, but only 3 are left: 3 go to the cart
    await user.click(tyre.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' }));
    await waitFor(() => expect(writes()).toEqual([{ call: 'POST /api/baskets/cart/products', body: { productId: 1, quantity: 3 } }]));

    await user.click(tyre.getByRole('button', { name: 'Remove Winter tyre 205/55 R16 from favourites' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Winter tyre 205/55 R16' })).not.toBeInTheDocument());
    expect(writes().at(-1)?.call).toBe('DELETE /api/home/favorites/1');
  });

  it('shows special prices by the favourite’s own category while the mode is on', async () => {
    useSpecialPriceStore.setState({ enabled: true, percentages: { JNT: 0, LST: 10, AKU: 0, AKS: 0 }, fixedExpense: 1 });
    renderWithProviders(<FavoritesDetailsRoute />);
    const tyre = within(await screen.findByRole('article', { name: 'Winter tyre 205/55 R16' }));
    // category 11 sits under LST: 90.00 + 10 % = 99.00, + 1.00 = 100.00
    expect(await tyre.findByText('€100.00', { selector: 'strong' })).toBeInTheDocument();
    expect(tyre.getByText('Special price applied')).toBeInTheDocument();
  });
});

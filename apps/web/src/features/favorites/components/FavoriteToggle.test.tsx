import type { FavoriteProduct } from '@dealerport/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { mockFetch } from '../../../test/fetch';
import { signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { FavoritesPage } from './FavoritesPage';
import { FavoriteToggle } from './FavoriteToggle';

const fetchMock = mockFetch();
/** A favourite as the server answers it: the catalogue's product list item with its categoryId. */
const favourite = (id: number, code: string, name: string): FavoriteProduct => ({
  id,
  code,
  name,
  categoryId: 30,
  unitCode: 'AD',
  stock: 3,
  stockText: 'Only 3 left',
  salePrice: '100.00',
  salePriceWithVat: '120.00',
  vatRate: '20.00',
  discountRate: '0.00',
  discountedPrice: '100.00',
  discountedPriceWithVat: '120.00',
  campaign: null,
  priceBeforeCampaign: null,
  priceBeforeCampaignWithVat: null,
  minOrderQuantity: 1,
  maxOrderQuantity: null,
  placeHolderQuantity: 1,
  currencyText: 'EUR',
  hasBasket: true,
  showPrice: true,
  showStock: true,
  preSaleText: null,
  additionalDetails: [],
  images: [{ url: '/others/AKU.webp', order: 0 }],
});
let favorites: FavoriteProduct[] = [];

function writes() {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'DELETE')
    .map(([u, init]) => `${init?.method} ${String(u)}`);
}

beforeEach(() => {
  signIn();
  useCustomerStore.setState({ selected: { id: 'c-1', name: 'Yıldız Oto', code: 'C001', isBayi: true } });
  favorites = [favourite(7, 'AKU-7', 'Battery 70Ah')];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const match = /^\/api\/home\/favorites\/(\d+)$/.exec(url);
    if (match && init?.method === 'POST') {
      favorites = [...favorites, favourite(Number(match[1]), 'X', 'X')];
      return jsonResponse(204);
    }
    if (match && init?.method === 'DELETE') {
      favorites = favorites.filter((f) => f.id !== Number(match[1]));
      return jsonResponse(204);
    }
    if (url === '/api/home/favorites') return jsonResponse(200, favorites);
    return jsonResponse(404, {});
  });
});

describe('FavoriteToggle', () => {
  it('adds a product that is not a favourite with POST, and removes it again with DELETE', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FavoriteToggle productId={5} name="Rim 17" />);
    const add = await screen.findByRole('button', { name: 'Add Rim 17 to favourites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    await waitFor(() => expect(writes()).toEqual(['POST /api/home/favorites/5']));
    const remove = await screen.findByRole('button', { name: 'Remove Rim 17 from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    await waitFor(() => expect(writes()).toEqual(['POST /api/home/favorites/5', 'DELETE /api/home/favorites/5']));
    expect(await screen.findByRole('button', { name: 'Add Rim 17 to favourites' })).toBeInTheDocument();
  });
});

describe('FavoritesPage', () => {
  const renderProduct = (product: { id: number; name: string; code: string }) => (
    <article aria-label={product.name}>
      {product.code}
      <FavoriteToggle productId={product.id} name={product.name} />
    </article>
  );

  it('renders each favourite with the card the route supplies; removing one empties the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FavoritesPage renderProduct={renderProduct} />);
    const card = await screen.findByRole('article', { name: 'Battery 70Ah' });
    expect(card).toHaveTextContent('AKU-7');
    await user.click(screen.getByRole('button', { name: 'Remove Battery 70Ah from favourites' }));
    await waitFor(() => expect(writes()).toEqual(['DELETE /api/home/favorites/7']));
    expect(await screen.findByText('You have no favourite products yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('shows at most `limit` cards (the home strip)', async () => {
    favorites = [favourite(7, 'AKU-7', 'Battery 70Ah'), favourite(8, 'AKU-8', 'Battery 80Ah')];
    renderWithProviders(<FavoritesPage renderProduct={renderProduct} limit={1} />);
    expect(await screen.findByRole('article', { name: 'Battery 70Ah' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Battery 80Ah' })).not.toBeInTheDocument();
  });

  it('asks for a customer first', () => {
    useCustomerStore.setState({ selected: null });
    renderWithProviders(<FavoritesPage renderProduct={renderProduct} />);
    expect(screen.getByText('Select a customer to see the favourites.')).toBeInTheDocument();
  });
});

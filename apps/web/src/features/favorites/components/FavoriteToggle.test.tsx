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
let favorites: { id: number; code: string; name: string; categoryId: number; imageUrl: string | null }[] = [];

function writes() {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'DELETE')
    .map(([u, init]) => `${init?.method} ${String(u)}`);
}

beforeEach(() => {
  signIn();
  useCustomerStore.setState({ selected: { id: 'c-1', name: 'Yıldız Oto', code: 'C001', isBayi: true } });
  favorites = [{ id: 7, code: 'AKU-7', name: 'Battery 70Ah', categoryId: 30, imageUrl: null }];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const match = /^\/api\/home\/favorites\/(\d+)$/.exec(url);
    if (match && init?.method === 'POST') {
      favorites = [...favorites, { id: Number(match[1]), code: 'X', name: 'X', categoryId: 1, imageUrl: null }];
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
  it('lists the favourites as cards and removes one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FavoritesPage fallbackImage={() => '/others/AKU.svg'} />);
    expect(await screen.findByRole('article', { name: 'Battery 70Ah' })).toBeInTheDocument();
    expect(screen.getByText('AKU-7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Battery 70Ah from favourites' }));
    await waitFor(() => expect(writes()).toEqual(['DELETE /api/home/favorites/7']));
    expect(await screen.findByText('You have no favourite products yet.')).toBeInTheDocument();
  });
});

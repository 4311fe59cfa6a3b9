import type { HomeBundle } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actForCustomer, categoryTree, product } from '../../features/catalog/test-fixtures';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { signInWith } from '../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { HomeRoute } from './home';

/** Issue 18: the home's category tiles, the "choose a customer" panel, the strips' reserved space. */

const fetchMock = mockFetch();
let release: () => void = () => {};

const newBundle: HomeBundle = {
  id: 1,
  tag: 'new',
  title: 'New arrivals',
  description: '',
  products: [{ ...product(), categoryId: 11 }],
};

resetAppBeforeEach();
beforeEach(() => {
  const bundleGate = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/catalogs/categories') return jsonResponse(200, categoryTree);
    if (url.pathname === '/api/home/favorites') return jsonResponse(200, []);
    if (url.pathname === '/api/home/banners/home-main') return jsonResponse(200, []);
    if (url.pathname === '/api/home/bundles/new') {
      await bundleGate;
      return jsonResponse(200, newBundle);
    }
    if (url.pathname.startsWith('/api/home/bundles/')) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' });
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/home content', { timeout: 60_000 }, () => {
  it('shows the top-level categories as tiles with their picture and sub-categories, linking to their product lists', async () => {
    actForCustomer();
    renderWithProviders(<HomeRoute />);
    const tiles = await screen.findByRole('region', { name: 'Categories' });
    const items = await within(tiles).findAllByRole('listitem');
    expect(within(tiles).getByRole('link', { name: 'Tyres' })).toHaveAttribute('href', '/products?category=10');
    expect(within(tiles).getByRole('link', { name: 'Winter tyres' })).toHaveAttribute('href', '/products?category=11');
    expect(within(tiles).getByRole('link', { name: 'Rims' })).toHaveAttribute('href', '/products?category=20');
    expect(items.length).toBeGreaterThanOrEqual(2);
    // a category picture: the top-level code's, lazy, with its size set (no layout shift), decorative
    const picture = tiles.querySelector('img[src="/others/LST.webp"]');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '72');
    expect(picture).toHaveAttribute('alt', '');
    release();
  });

  it('keeps a loading strip’s space with a skeleton, then shows the strip', async () => {
    actForCustomer();
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByTestId('bundle-new-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('home-choose-customer')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('region', { name: 'New arrivals' })).toBeInTheDocument();
    expect(screen.queryByTestId('bundle-new-loading')).not.toBeInTheDocument();
    // the missing bundles leave nothing behind
    await waitFor(() => expect(screen.queryByTestId('bundle-campaign-loading')).not.toBeInTheDocument());
  });

  it('offers staff acting for nobody to choose a customer instead of the customer-dependent blocks', async () => {
    signInWith([], { salesman: null });
    useCustomerStore.setState({ selected: null, modalOpen: false });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HomeRoute />);
    const panel = await screen.findByRole('region', { name: 'Choose a customer' });
    expect(screen.queryByRole('region', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('bundle-new-loading')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/home/bundles/'))).toBe(false);
    await user.click(within(panel).getByRole('button'));
    expect(useCustomerStore.getState().modalOpen).toBe(true);
    release();
  });
});

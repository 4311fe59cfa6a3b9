import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { actForCustomer } from '../test-fixtures';
import { HeaderSearch } from './HeaderSearch';

const fetchMock = mockFetch();

const groups = [
  {
    id: 10,
    name: 'Tyres',
    totalCount: 42,
    products: [
      { id: 1, code: 'LST-1', name: 'Tyre one', categoryId: 11, imageUrl: '/i/1.webp' },
      { id: 2, code: 'LST-2', name: 'Tyre two', categoryId: 11, imageUrl: '/i/2.webp' },
    ],
  },
  {
    id: 20,
    name: 'Rims',
    totalCount: 3,
    products: [{ id: 3, code: 'JNT-1', name: 'Rim one', categoryId: 20, imageUrl: '/i/3.webp' }],
  },
];

function searchCalls(): URL[] {
  return fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === '/api/catalogs/products/search-by-text');
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch(route = '/home') {
  return renderWithProviders(
    <>
      <HeaderSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

beforeEach(() => {
  actForCustomer();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/catalogs/products/search-by-text') {
      return jsonResponse(200, url.searchParams.get('q') === 'zzzz' ? [] : groups);
    }
    if (url.pathname === '/api/catalogs/categories') return jsonResponse(200, []);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('HeaderSearch', () => {
  it('asks nothing under 3 characters', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'ty');
    await new Promise((r) => setTimeout(r, 450));
    expect(searchCalls()).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('searches once after typing pauses and groups the results by category with a show-all link', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'tyre');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    // debounced: one request for the whole word
    expect(searchCalls().map((u) => u.searchParams.get('q'))).toEqual(['tyre']);
    const tyres = within(await within(listbox).findByRole('group', { name: 'Tyres' }));
    expect(tyres.getByText('42')).toBeInTheDocument();
    expect(tyres.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tyre oneLST-1', 'Tyre twoLST-2', 'Show all (42)']);
    expect(within(listbox).getByRole('group', { name: 'Rims' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, opens with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    renderSearch();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'tyre');
    await screen.findByRole('option', { name: 'Show all (42)' });

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Tyre one/ })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Tyre one/ }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Show all (42)' })).toHaveAttribute('aria-selected', 'true');
    // wraps around from the top
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Show all (3)' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // an arrow opens the panel again, from the first option
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Tyre one/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Show all (3)' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    // the show-all link goes to the category with the search text (and the box hides on /products)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?category=20&searchText=tyre'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says so when nothing is found', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'zzzz');
    expect(await screen.findByText('No products found for “zzzz”.')).toBeInTheDocument();
  });

  it('is not shown on /products or without a customer', () => {
    const { unmount } = renderSearch('/products?category=1');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();
    useCustomerStore.setState({ selected: null });
    renderSearch('/home');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

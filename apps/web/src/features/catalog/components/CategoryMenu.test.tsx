import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { actForCustomer, categoryTree } from '../test-fixtures';
import { CategoryMenu } from './CategoryMenu';

const fetchMock = mockFetch();
const categoryCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === '/api/catalogs/categories');

beforeEach(() => {
  actForCustomer();
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/catalogs/categories'
      ? jsonResponse(200, categoryTree)
      : jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' }),
  );
});

describe('CategoryMenu', () => {
  it('opens the category tree: all products, a link per category, a sub-menu per parent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CategoryMenu />);
    // the menu opens on hover (trigger click-hover; a click on an open menu would close it again). jsdom
    // lays nothing out, so Mantine's floating dropdown counts its target as detached and keeps
    // display: none: the items are looked up among hidden elements too.
    const hidden = { hidden: true };
    await user.hover(await screen.findByRole('button', { name: 'Products' }));
    const menu = within(await screen.findByRole('menu', hidden));
    expect(menu.getByRole('menuitem', { name: 'All products', ...hidden })).toHaveAttribute('href', '/products');
    // a category without children is a link to its list
    expect(menu.getByRole('menuitem', { name: 'Rims', ...hidden })).toHaveAttribute('href', '/products?category=20');
    // a parent opens its sub-menu: the whole branch first, then its children
    await user.hover(menu.getByRole('menuitem', { name: 'Tyres', ...hidden }));
    expect(await screen.findByRole('menuitem', { name: 'All in Tyres', ...hidden })).toHaveAttribute('href', '/products?category=10');
    expect(screen.getByRole('menuitem', { name: 'Winter tyres', ...hidden })).toHaveAttribute('href', '/products?category=11');
    expect(screen.getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is not shown without a selected customer (/products needs one), and asks for nothing', async () => {
    useCustomerStore.setState({ selected: null });
    renderWithProviders(<CategoryMenu />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Products' })).not.toBeInTheDocument());
    expect(categoryCalls()).toHaveLength(0);
  });

  it('is not shown while the customer sees no categories', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    renderWithProviders(<CategoryMenu />);
    await waitFor(() => expect(categoryCalls()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Products' })).not.toBeInTheDocument();
  });
});

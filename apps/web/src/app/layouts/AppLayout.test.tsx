import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useThemeStore } from '../../lib/stores/theme-store';
import { renderApp } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { signInWith } from '../../test/fixtures';
import { jsonResponse, phoneMedia } from '../../test/render';

const fetchMock = mockFetch();
const actAsPhone = phoneMedia();

beforeEach(() => {
  queryClient.clear();
  const admin = signInWith(['customer.select', 'user.list']);
  useCustomerStore.getState().select({ id: 'c1', name: 'Yıldız Oto Lastik', code: '120.001' });
  useThemeStore.setState({ layout: 'simple' });
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, admin);
    if (url.pathname === '/api/catalogs/products/search-by-text')
      return jsonResponse(200, [
        {
          id: 10,
          name: 'Tyres',
          totalCount: 1,
          products: [{ id: 1, code: 'LST-1', name: 'Winter tyre', categoryId: 11, imageUrl: '/i/1.webp' }],
        },
      ]);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

afterEach(async () => {
  useThemeStore.setState({ layout: 'modern' });
  if (i18n.language !== 'en') await changeLanguage('en');
});

describe('simple (top) layout (spec 02 §2)', () => {
  it('has the menu bar in the header, and below the large breakpoint a drawer that closes on navigation', async () => {
    const user = userEvent.setup();
    const router = renderApp('/home');
    const header = await screen.findByRole('banner');
    // the bar (shown from lg, 1200 px): groups are dropdown buttons
    const bar = within(header).getByRole('navigation', { name: 'Main menu' });
    expect(within(bar).getByRole('button', { name: 'System management' })).toBeInTheDocument();

    const burger = within(header).getByRole('button', { name: 'Open or close the menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(within(drawerNav).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');

    await user.click(within(drawerNav).getByRole('link', { name: 'My profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-settings/profile'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
  });
});

describe('header controls (WCAG 2.5.3, 3.1.2)', () => {
  it('names the user menu by the user and the language button by the language, in the interface language', async () => {
    renderApp('/home');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Selim Kaya, user menu' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });
});

describe('on a phone (below the xs breakpoint the header has no room for the search field or the languages)', () => {
  it('opens the header search over the header row from a search button, focused, and closes it back to the button', async () => {
    actAsPhone();
    const user = userEvent.setup();
    renderApp('/home');
    const header = await screen.findByRole('banner');
    const open = await within(header).findByRole('button', { name: 'Open the product search' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // the desktop field is in the markup too (CSS hides it on a phone): the phone's is the focused one
    const field = document.activeElement as HTMLElement;
    expect(field).toHaveAttribute('role', 'combobox');
    expect(field).toHaveAccessibleName('Search products');
    await user.type(field, 'winter');
    const results = await within(header).findByRole('listbox', { name: 'Search results' });
    expect(await within(results).findByRole('option', { name: /Winter tyre/ })).toBeInTheDocument();

    // the first Escape closes the results, the second the search
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(header).queryByRole('listbox')).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(open).toHaveFocus());
    expect(within(header).queryByRole('button', { name: 'Close the search' })).not.toBeInTheDocument();

    await user.click(open);
    await user.click(within(header).getByRole('button', { name: 'Close the search' }));
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
  });

  it('lists the languages in the user menu, which switch the interface language', async () => {
    actAsPhone();
    const user = userEvent.setup();
    renderApp('/home');
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Selim Kaya, user menu' }));
    // jsdom lays nothing out: Mantine's dropdown counts its target as detached and keeps it display: none
    const hidden = { hidden: true };
    const menu = await screen.findByRole('menu', hidden);
    expect(within(menu).getByRole('menuitem', { name: 'English', ...hidden })).toHaveAttribute('aria-current', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Deutsch', ...hidden }));
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(await within(header).findByRole('button', { name: 'Selim Kaya, Benutzermenü' })).toBeInTheDocument();
  });

  it('keeps the languages out of the user menu on a wider screen (the header has its selector)', async () => {
    const user = userEvent.setup();
    renderApp('/home');
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Selim Kaya, user menu' }));
    const hidden = { hidden: true };
    const menu = await screen.findByRole('menu', hidden);
    expect(within(menu).getByRole('menuitem', { name: 'Sign out', ...hidden })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Deutsch', ...hidden })).not.toBeInTheDocument();
  });
});

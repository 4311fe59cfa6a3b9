import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useThemeStore } from '../../lib/stores/theme-store';
import { renderApp } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { signInWith } from '../../test/fixtures';
import { jsonResponse } from '../../test/render';

const fetchMock = mockFetch();

beforeEach(() => {
  queryClient.clear();
  const admin = signInWith(['customer.select', 'user.list']);
  useCustomerStore.getState().select({ id: 'c1', name: 'Yıldız Oto Lastik', code: '120.001' });
  useThemeStore.setState({ layout: 'simple' });
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, admin);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

afterEach(() => {
  useThemeStore.setState({ layout: 'modern' });
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

import type { Identity } from '@dealerport/contract';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useUserStore } from '../../lib/stores/user-store';
import { theme } from '../../lib/theme';
import { identity } from '../../test/fixtures';
import { NavMenu, NavMenuRow } from './NavMenu';

// the oil finder's address is read when the menu module loads (a build-time setting)
vi.hoisted(() => {
  vi.stubEnv('VITE_OIL_FINDER_URL', 'https://oil.example.com/finder');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const ADMIN_PERMISSIONS = ['customer.select', 'user.list', 'role.list', 'order-parameter.list', 'report-order.list'];

const dealer = identity({
  accountName: 'dealer',
  role: { id: 4, name: 'Dealer', roleType: 'dealer', permissions: ['report-order.list'] },
  customer: { id: 'c1', name: 'Yıldız Oto Lastik', code: '120.001' },
  salesman: null,
  countryCode: 'TR',
});
const germanDealer = identity({ ...dealer, accountName: 'haendler', countryCode: 'DE' });
const admin = identity({ accountName: 'admin', role: { id: 1, name: 'Admin', roleType: 'admin', permissions: ADMIN_PERMISSIONS } });

function signIn(user: Identity, { customer }: { customer: boolean }) {
  useUserStore.setState({ user });
  if (customer) useCustomerStore.getState().select(user.customer ?? { id: 'c9', name: 'Işık Akü Ticaret', code: '120.009' });
}

/**
 * Mantine's test environment (no transitions, no portals): jsdom lays nothing out, so in the default
 * environment a dropdown whose target has no size is hidden as detached from it.
 */
function renderMenu(ui: ReactElement, route = '/home') {
  return render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/** The side menu with every group opened, so each visible item can be read. */
async function renderSideMenu() {
  const user = userEvent.setup();
  renderMenu(
    <>
      <NavMenu />
      <CurrentPath />
    </>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main menu' });
  for (const group of ['Products', 'System management', 'External pages', 'Reports']) {
    const toggle = within(nav).queryByRole('button', { name: group });
    if (!toggle) continue;
    await user.click(toggle);
    // the group's items slide open over a few frames
    await waitFor(() => expect((toggle.nextElementSibling as HTMLElement).style.display).not.toBe('none'));
  }
  return nav;
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
const groupNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  useUserStore.getState().reset();
  useCustomerStore.getState().reset();
});

describe('side menu (spec 02 §2, §6)', () => {
  it('a dealer with its customer: the order screens and, under reports, only the account statement', async () => {
    signIn(dealer, { customer: true });
    const nav = await renderSideMenu();
    expect(groupNames(nav)).toEqual(['Products', 'Reports']);
    expect(linkNames(nav)).toEqual([
      'Home',
      'Dashboard',
      'All products',
      'Cart',
      'Quick order',
      'My orders',
      'Order lists',
      'My profile',
      'Account statement',
    ]);
  });

  it('a dealer without a selected customer: nothing that needs one', async () => {
    signIn(dealer, { customer: false });
    const nav = await renderSideMenu();
    expect(groupNames(nav)).toEqual([]);
    expect(linkNames(nav)).toEqual(['Home', 'Dashboard', 'My profile']);
  });

  it('an admin: system management and reports with the screens of its permissions, and customer selection', async () => {
    signIn(admin, { customer: false });
    const nav = await renderSideMenu();
    expect(groupNames(nav)).toEqual(['System management', 'Reports']);
    expect(linkNames(nav)).toEqual([
      'Home',
      'Dashboard',
      'Select customer',
      'My profile',
      'Users',
      'User groups',
      'Order parameters',
      'Order report',
    ]);
  });

  it('an admin with a selected customer: the customer-bound screens and groups join', async () => {
    signIn(admin, { customer: true });
    const nav = await renderSideMenu();
    expect(groupNames(nav)).toEqual(['Products', 'System management', 'Reports']);
    expect(linkNames(nav)).toEqual([
      'Home',
      'Dashboard',
      'All products',
      'Cart',
      'Quick order',
      // staff act for a customer: its orders are not "theirs"
      'Orders',
      'Order lists',
      'Select customer',
      'My profile',
      'Users',
      'User groups',
      'Order parameters',
      'Account statement',
      'Order report',
    ]);
  });

  it('a German dealer also gets the external pages: the oil finder opens in a new tab', async () => {
    signIn(germanDealer, { customer: true });
    const nav = await renderSideMenu();
    expect(groupNames(nav)).toEqual(['Products', 'External pages', 'Reports']);
    const finder = within(nav).getByRole('link', { name: 'Oil finder (opens in a new tab)' });
    expect(finder).toHaveAttribute('href', 'https://oil.example.com/finder');
    expect(finder).toHaveAttribute('target', '_blank');
    expect(finder.getAttribute('rel')).toContain('noopener');
    // still a dealer: the reports group holds only the account statement
    expect(within(nav).getAllByRole('link').at(-1)).toHaveTextContent('Account statement');
  });

  it('a German dealer without a selected customer keeps the external pages', async () => {
    signIn(germanDealer, { customer: false });
    const nav = await renderSideMenu();
    expect(groupNames(nav)).toEqual(['External pages']);
    expect(linkNames(nav)).toEqual([
      'Home',
      'Dashboard',
      'My profile',
      'Expert opinion',
      'Battery finder',
      'Oil finder (opens in a new tab)',
      'Pivot analysis',
    ]);
  });

  it('staff get the external pages while acting for a German customer, and lose them for another', async () => {
    useUserStore.setState({ user: admin });
    useCustomerStore.getState().select({ id: 'c7', name: 'Reifen Müller GmbH', code: '300.07', countryCode: 'DE' });
    const nav = await renderSideMenu();
    expect(groupNames(nav)).toEqual(['Products', 'System management', 'External pages', 'Reports']);
    expect(linkNames(nav)).toContain('Oil finder (opens in a new tab)');
    cleanup();

    useCustomerStore.getState().select({ id: 'c9', name: 'Işık Akü Ticaret', code: '120.009', countryCode: 'TR' });
    const other = await renderSideMenu();
    expect(groupNames(other)).not.toContain('External pages');
  });

  it('marks the current page and navigates on click', async () => {
    const user = userEvent.setup();
    signIn(dealer, { customer: true });
    const nav = await renderSideMenu();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Cart' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/cart');
  });

  it('opens a group from the keyboard, and opens the group of the current page by itself', async () => {
    const user = userEvent.setup();
    signIn(admin, { customer: false });
    renderMenu(<NavMenu />, '/users');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const group = within(nav).getByRole('button', { name: 'System management' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

    group.focus();
    await user.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument());
    await user.keyboard(' ');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveFocus();
  });

  it('collapsed to the 80 px rail: icons with their names as labels, group items listed flat', () => {
    signIn(admin, { customer: false });
    renderMenu(<NavMenu collapsed />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
  });
});

describe('top menu (spec 02 §2)', () => {
  function renderTopMenu() {
    renderMenu(
      <>
        <NavMenuRow />
        <CurrentPath />
      </>,
    );
    return screen.getByRole('navigation', { name: 'Main menu' });
  }

  it('shows top-level items as links and groups as dropdown buttons', () => {
    signIn(admin, { customer: true });
    const nav = renderTopMenu();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Dashboard', 'Cart', 'Quick order', 'Orders', 'Order lists', 'Select customer', 'My profile']);
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Products', 'System management', 'Reports']);
  });

  it('opens a group on hover', async () => {
    const user = userEvent.setup();
    signIn(admin, { customer: false });
    const nav = renderTopMenu();
    await user.hover(within(nav).getByRole('button', { name: 'System management' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Users', 'User groups', 'Order parameters']);
  });

  it('works with the keyboard: Enter opens, arrows move, Escape closes, Enter on an item navigates', async () => {
    const user = userEvent.setup();
    signIn(admin, { customer: false });
    const nav = renderTopMenu();
    const trigger = within(nav).getByRole('button', { name: 'System management' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'User groups' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/user-groups');
  });

  it('lists the oil finder of a German user in its dropdown as a new-tab link', async () => {
    const user = userEvent.setup();
    signIn(germanDealer, { customer: true });
    const nav = renderTopMenu();
    await user.click(within(nav).getByRole('button', { name: 'External pages' }));
    const finder = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Oil finder (opens in a new tab)' });
    expect(finder).toHaveAttribute('href', 'https://oil.example.com/finder');
    expect(finder).toHaveAttribute('target', '_blank');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia } from '../../test/render';
import { NAV_ITEMS, navEntries, visibleNavItems } from '../layouts/nav-items';

const fetchMock = mockFetch();
mockTableMedia();

/** Signed in, acting for a customer, and the server answers the screens' calls. */
function signInAndServe(permissions: string[]) {
  const user = signInWith(permissions);
  useCustomerStore.getState().select({ id: 'c1', name: 'Yıldız Oto Lastik', code: '120.001' });
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, user);
    if (url.pathname === '/api/users' || url.pathname === '/api/roles') return jsonResponse(200, pageOf([]));
    if (url.pathname === '/api/commons/passwordSettings')
      return jsonResponse(200, { passwordPattern: '^.{8,}$', passwordChangeFrequency: 90 });
    if (url.pathname === '/api/home/customers') return jsonResponse(200, []);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
}

resetAppBeforeEach();

describe('system management routes', () => {
  it.each([
    ['/users', ['role.list', 'configuration-password-setting.list']],
    ['/user-groups', ['user.list', 'configuration-password-setting.list']],
    ['/password-management', ['user.list', 'role.list', 'configuration-password-setting.update']],
    ['/general-settings', ['config.list', 'configuration-site.list']],
    ['/img-settings', ['config.list', 'configuration-site.list']],
    ['/configs', ['setting.list', 'setting.update']],
  ])('denies %s without its authority', async (path, permissions) => {
    signInAndServe(permissions);
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it.each([
    ['/users', 'user.list', 'Users'],
    ['/user-groups', 'role.list', 'User groups'],
    ['/password-management', 'configuration-password-setting.list', 'Password management'],
    ['/general-settings', 'setting.list', 'General settings'],
    ['/img-settings', 'setting.list', 'Image settings'],
    ['/configs', 'config.list', 'Configurations'],
  ])('opens %s with %s', async (path, permission, heading) => {
    signInAndServe([permission]);
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('system management menu (spec 02 §6)', () => {
  const systemManagement = (permissions: string[]) => {
    const group = navEntries(visibleNavItems(NAV_ITEMS, { dealer: false, permissions })).find(
      (e) => e.kind === 'group' && e.key === 'systemManagement',
    );
    return group?.kind === 'group' ? group.items.map((i) => i.to) : [];
  };

  it('shows each item only with its permission, under one group', () => {
    expect(systemManagement([])).toEqual([]);
    expect(systemManagement(['customer.select'])).toEqual([]);
    expect(systemManagement(['role.list'])).toEqual(['/user-groups']);
    expect(systemManagement(['user.list', 'role.list', 'configuration-password-setting.list'])).toEqual([
      '/users',
      '/user-groups',
      '/password-management',
    ]);
  });

  it('lists the group in the side menu of a user who holds a permission', async () => {
    signInAndServe(['user.list']);
    renderApp('/home');
    const nav = (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0]!;
    expect(await screen.findAllByText('System management')).not.toHaveLength(0);
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Users', hidden: true }).some((a) => a.getAttribute('href') === '/users')).toBe(true);
    expect(screen.queryByRole('link', { name: 'User groups', hidden: true })).not.toBeInTheDocument();
  });
});

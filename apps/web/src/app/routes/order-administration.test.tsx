import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia } from '../../test/render';
import { NAV_ITEMS, navEntries, visibleNavItems } from '../layouts/nav-items';

const fetchMock = mockFetch();
mockTableMedia();

/** Signed in, and the server answers the screens' calls. */
function signInAndServe(permissions: string[]) {
  const user = signInWith(permissions);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, user);
    if (['/api/orders/parameters', '/api/catalogs/limits/salesman', '/api/catalogs/warehouses/warehouse-targets'].includes(url.pathname))
      return jsonResponse(200, pageOf([]));
    if (url.pathname === '/api/catalogs/warehouses/admin' || url.pathname === '/api/home/customers') return jsonResponse(200, []);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
}

resetAppBeforeEach();

describe('order administration routes', () => {
  it.each([
    ['/order-parameters', 'order-parameter.list', 'Order parameters'],
    ['/salesman-product-limit', 'salesman-limit.list', 'Salesman product limits'],
    ['/warehouse-settings', 'warehouse-target.list', 'Warehouse settings'],
  ])('opens %s with %s, without asking for a customer', async (path, permission, heading) => {
    signInAndServe([permission]);
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/order-parameters', ['salesman-limit.list', 'warehouse-target.list']],
    ['/salesman-product-limit', ['order-parameter.list', 'warehouse-target.list']],
    ['/warehouse-settings', ['order-parameter.list', 'salesman-limit.list', 'warehouse.list']],
  ])('denies %s without its authority', async (path, permissions) => {
    signInAndServe(permissions);
    const router = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('lists each screen in the system management menu with its permission only', () => {
    const items = (permissions: string[]) => {
      const group = navEntries(visibleNavItems(NAV_ITEMS, { dealer: false, permissions })).find(
        (e) => e.kind === 'group' && e.key === 'systemManagement',
      );
      return group?.kind === 'group' ? group.items.map((i) => i.to) : [];
    };
    expect(items(['order-parameter.list'])).toEqual(['/order-parameters']);
    expect(items(['salesman-limit.list'])).toEqual(['/salesman-product-limit']);
    expect(items(['warehouse-target.list'])).toEqual(['/warehouse-settings']);
  });
});

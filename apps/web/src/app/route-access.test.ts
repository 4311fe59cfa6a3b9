import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type AccessSession, allowsCustomerSelection, resolveRouteAccess } from './route-access';
import { findRouteSpec, ROUTES } from './route-table';
import { createRoutes } from './router';

const signedOut: AccessSession = { signedIn: false, permissions: [], countryCode: null, customerSelected: false };
const salesman: AccessSession = { signedIn: true, permissions: ['customer.select'], countryCode: 'TR', customerSelected: false };
const admin: AccessSession = {
  signedIn: true,
  permissions: ['user.list', 'category-map.list', 'report-product.list'],
  countryCode: 'TR',
  customerSelected: true,
};

function access(path: string, session: AccessSession, search = '') {
  return resolveRouteAccess(findRouteSpec(path), session, { pathname: path, search });
}

describe('resolveRouteAccess', () => {
  it('sends signed-out users to /sign-in with the original path and query as ?redirect', () => {
    expect(access('/cart', signedOut)).toEqual({ redirect: '/sign-in?redirect=%2Fcart' });
    expect(access('/products', signedOut, '?category=7&searchText=205')).toEqual({
      redirect: `/sign-in?redirect=${encodeURIComponent('/products?category=7&searchText=205')}`,
    });
    expect(access('/home', signedOut)).toEqual({ redirect: '/sign-in?redirect=%2Fhome' });
  });

  it('after a deliberate sign-out goes to plain /sign-in', () => {
    expect(access('/home', { ...signedOut, signedOutByUser: true })).toEqual({ redirect: '/sign-in' });
  });

  it('lets signed-out users open public pages', () => {
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password/abc123def456']) {
      expect(access(path, signedOut)).toBe('ok');
    }
  });

  it('sends signed-in users away from public pages to /home', () => {
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password/abc123def456']) {
      expect(access(path, salesman)).toEqual({ redirect: '/home' });
    }
  });

  it('a just-signed-in user on /sign-in?redirect= continues to that in-app target only', () => {
    expect(access('/sign-in', salesman, '?redirect=%2Forders%2F42')).toEqual({ redirect: '/orders/42' });
    expect(access('/sign-in', salesman, '?redirect=https%3A%2F%2Fevil.example')).toEqual({ redirect: '/home' });
  });

  it('sends routes that need a selected customer to /select-customer when none is chosen', () => {
    for (const path of ['/products', '/orders', '/cart', '/customer-finance']) {
      expect(access(path, salesman)).toEqual({ redirect: `/select-customer?redirect=${encodeURIComponent(path)}` });
      expect(access(path, { ...salesman, customerSelected: true })).toBe('ok');
    }
  });

  it('sends an authority mismatch to /access-denied', () => {
    expect(access('/users', salesman)).toEqual({ redirect: '/access-denied' });
    expect(access('/users', admin)).toBe('ok');
    // both the selected customer and the category-map permission are needed
    expect(access('/category-mappings', { ...salesman, customerSelected: true })).toEqual({
      redirect: '/access-denied',
    });
    expect(access('/category-mappings', admin)).toBe('ok');
    expect(access('/stock-price', admin)).toBe('ok');
  });

  it('checks the permission before asking for a customer', () => {
    expect(access('/category-mappings', salesman)).toEqual({ redirect: '/access-denied' });
  });

  it('de-only pages need a de country code', () => {
    expect(access('/battery-search', salesman)).toEqual({ redirect: '/access-denied' });
    expect(access('/battery-search', { ...salesman, countryCode: 'DE' })).toBe('ok');
    expect(access('/pivot', { ...salesman, countryCode: 'de-DE' })).toBe('ok');
  });

  it('routes without an authority list are open to any signed-in user', () => {
    for (const path of ['/', '/home', '/access-denied', '/select-customer', '/user-settings/profile', '/orders/D-1']) {
      expect(access(path, salesman)).toBe('ok');
    }
  });

  it('sends unknown paths to /', () => {
    expect(access('/no/such/page', salesman)).toEqual({ redirect: '/' });
    expect(access('/no/such/page', signedOut)).toEqual({ redirect: '/' });
    expect(resolveRouteAccess(undefined, salesman, { pathname: '/x' })).toEqual({ redirect: '/' });
  });
});

describe('route table', () => {
  it('matches parameterised paths and prefers exact ones', () => {
    expect(findRouteSpec('/orders')).toBe(ROUTES.orders);
    expect(findRouteSpec('/orders/D-1')).toBe(ROUTES.orderDetail);
    expect(findRouteSpec('/orders/D-1/P-9')).toBe(ROUTES.orderDetailAfterPayment);
    expect(findRouteSpec('/reset-password/tok')).toBe(ROUTES.resetPassword);
  });

  it('mounts every screen of the route table in the router, each at its path', () => {
    const mounted: string[] = [];
    const walk = (routes: RouteObject[]) => {
      for (const route of routes) {
        if (route.path && route.path !== '*') mounted.push(route.path);
        if (route.children) walk(route.children);
      }
    };
    walk(createRoutes());
    expect(mounted.sort()).toEqual(
      Object.values(ROUTES)
        .map((spec) => spec.path)
        .sort(),
    );
  });

  it('reports are marked as not allowing customer selection', () => {
    expect(allowsCustomerSelection(ROUTES.stockPrice)).toBe(false);
    expect(allowsCustomerSelection(ROUTES.home)).toBe(true);
  });
});

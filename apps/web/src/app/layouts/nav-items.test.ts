import { describe, expect, it } from 'vitest';
import de from '../../../public/lang/de.json';
import en from '../../../public/lang/en.json';
import tr from '../../../public/lang/tr.json';
import { authorityCountryCode } from '../../lib/identity';
import { identity } from '../../test/fixtures';
import { ROUTES } from '../route-table';
import { buildNavItems, type NavItem, type NavUser, navEntries, readOilFinderUrl, visibleNavItems } from './nav-items';

const OIL_FINDER = 'https://oil.example.com/finder';

const menu = buildNavItems({ oilFinderUrl: OIL_FINDER });

const salesman: NavUser = { dealer: false, permissions: ['customer.select'], countryCode: 'TR', customerSelected: true };
const dealer: NavUser = { dealer: true, permissions: [], countryCode: 'TR', customerSelected: true };

const paths = (items: readonly NavItem[], user: NavUser) => visibleNavItems(items, user).map((i) => i.to);
const groupPaths = (items: readonly NavItem[], user: NavUser, key: string) => {
  const group = navEntries(visibleNavItems(items, user)).find((e) => e.kind === 'group' && e.key === key);
  return group?.kind === 'group' ? group.items.map((i) => i.to) : undefined;
};

describe('the menu of spec 02 §2', () => {
  it('lists every menu route, each backed by its route table entry', () => {
    const menuRoutes = [
      '/home',
      '/general-settings',
      '/integration-settings',
      '/scheduled-tasks',
      '/translations',
      '/users',
      '/user-groups',
      '/password-management',
      '/dealer-register-list',
      '/img-settings',
      '/bundle-management',
      '/banner-management',
      '/customer-product-permissions',
      '/salesman-product-limit',
      '/product-additional-properties',
      '/configs',
      '/order-parameters',
      '/category-mappings',
      '/warehouse-settings',
      '/mail-template-management',
      '/category-mail-templates',
      '/configurator',
      '/expert-opinion',
      '/battery-search',
      OIL_FINDER,
      '/pivot',
      '/documents',
      '/customer-finance',
      '/stock-price',
      '/customer-report',
      '/order-report',
      '/product-image-report',
    ];
    const listed = buildNavItems({ oilFinderUrl: OIL_FINDER });
    expect(listed.map((i) => i.to)).toEqual(expect.arrayContaining(menuRoutes));
    const routeSpecs = Object.values(ROUTES) as readonly unknown[];
    for (const item of listed.filter((i) => !i.external)) expect(routeSpecs).toContain(item.route);
  });

  it('has a label in tr, de and en for every item and group', () => {
    const lookup = (lang: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang);
    const keys = [...navEntries(menu).map((e) => (e.kind === 'group' ? e.labelKey : e.item.labelKey)), ...menu.map((i) => i.labelKey)];
    keys.push('nav.opensInNewTab');
    for (const key of keys) {
      for (const lang of [tr, de, en]) expect(typeof lookup(lang, key), key).toBe('string');
    }
  });
});

describe('visibleNavItems (spec 02 §6)', () => {
  it('shows an item when the user holds one of its permissions', () => {
    expect(paths(menu, salesman)).not.toContain('/users');
    expect(paths(menu, { ...salesman, permissions: ['role.list'] })).not.toContain('/users');
    expect(paths(menu, { ...salesman, permissions: ['user.list'] })).toContain('/users');
    // both the settings screens share one permission group
    expect(paths(menu, { ...salesman, permissions: ['setting.list'] })).toEqual(
      expect.arrayContaining(['/general-settings', '/img-settings']),
    );
  });

  it('shows an item without a requirement to everyone', () => {
    for (const user of [salesman, dealer, { dealer: false, permissions: [] }]) {
      expect(paths(menu, user)).toEqual(expect.arrayContaining(['/home', '/user-settings/profile']));
    }
  });

  it('shows selected-customer items only while a customer is selected', () => {
    const customerBound = ['/products', '/cart', '/orders', '/customer-finance'];
    expect(paths(menu, salesman)).toEqual(expect.arrayContaining(customerBound));
    const without = paths(menu, { ...salesman, customerSelected: false });
    for (const path of customerBound) expect(without).not.toContain(path);
    // category mappings needs the selected customer and its permission
    const mapper = { ...salesman, permissions: ['category-map.list'] };
    expect(paths(menu, mapper)).toContain('/category-mappings');
    expect(paths(menu, { ...mapper, customerSelected: false })).not.toContain('/category-mappings');
    expect(paths(menu, { ...salesman, customerSelected: true })).not.toContain('/category-mappings');
  });

  it('shows the de-only external pages and the oil finder only to users whose country code is de', () => {
    const dePages = ['/battery-search', '/expert-opinion', '/pivot', OIL_FINDER];
    for (const countryCode of ['TR', 'AT', null, undefined]) {
      const shown = paths(menu, { ...salesman, countryCode });
      for (const path of dePages) expect(shown).not.toContain(path);
    }
    for (const countryCode of ['DE', 'de', 'de-DE']) {
      expect(paths(menu, { ...salesman, countryCode })).toEqual(expect.arrayContaining(dePages));
      expect(groupPaths(menu, { ...dealer, countryCode }, 'externalPages')).toEqual(expect.arrayContaining(dePages));
    }
  });

  describe('whose de country code (authorityCountryCode)', () => {
    const dePages = ['/battery-search', '/expert-opinion', '/pivot', OIL_FINDER];
    const staffUser = identity({
      role: { id: 2, name: 'Staff', roleType: 'staff', permissions: ['customer.select'] },
      salesman: null,
      countryCode: null,
    });
    const salesmanUser = identity({ countryCode: null });
    const dealerUser = (countryCode: string) =>
      identity({
        role: { id: 4, name: 'Dealer', roleType: 'dealer', permissions: [] },
        customer: { id: 'c1', name: 'Händler', code: '200.01' },
        salesman: null,
        countryCode,
      });
    const german = { countryCode: 'DE' };
    const turkish = { countryCode: 'TR' };
    const shown = (user: ReturnType<typeof identity>, selected: { countryCode?: string | null } | null) =>
      paths(menu, {
        dealer: user.role.roleType === 'dealer',
        permissions: user.role.permissions,
        countryCode: authorityCountryCode(user, selected),
        customerSelected: selected !== null,
      });

    it('a dealer goes by his own customer, whatever is stored as selected', () => {
      expect(authorityCountryCode(dealerUser('DE'), turkish)).toBe('DE');
      expect(authorityCountryCode(dealerUser('TR'), german)).toBe('TR');
      expect(shown(dealerUser('DE'), turkish)).toEqual(expect.arrayContaining(dePages));
      for (const path of dePages) expect(shown(dealerUser('TR'), german)).not.toContain(path);
    });

    it('staff and salesmen go by the selected customer', () => {
      for (const user of [staffUser, salesmanUser]) {
        expect(authorityCountryCode(user, german)).toBe('DE');
        expect(shown(user, german)).toEqual(expect.arrayContaining(dePages));
        for (const selected of [turkish, null, {}, { countryCode: null }]) {
          const visible = shown(user, selected);
          for (const path of dePages) expect(visible).not.toContain(path);
        }
      }
    });

    it('nobody signed in has none', () => {
      expect(authorityCountryCode(null, german)).toBeNull();
    });
  });

  it('lists the oil finder only when VITE_OIL_FINDER_URL is set, as an external link', () => {
    expect(buildNavItems().some((i) => i.external)).toBe(false);
    const finder = buildNavItems({ oilFinderUrl: OIL_FINDER }).find((i) => i.external);
    expect(finder).toMatchObject({ to: OIL_FINDER, labelKey: 'nav.oilFinder', group: 'externalPages' });
    expect(finder?.route.authority).toEqual(['countryDe']);
  });

  it('takes only an absolute http(s) address for the oil finder', () => {
    expect(readOilFinderUrl(' https://oil.example.com/finder?lang=de ')).toBe('https://oil.example.com/finder?lang=de');
    expect(readOilFinderUrl('http://oil.example.com')).toBe('http://oil.example.com/');
    for (const value of [undefined, '', '  ', '/oil', 'oil.example.com', 'javascript:alert(1)', 42]) {
      expect(readOilFinderUrl(value)).toBeUndefined();
    }
  });

  it('shows dealers only customer finance under reports, even holding report permissions', () => {
    const reportPermissions = ['report-order.list', 'report-product.list', 'report-customer.list', 'report-product-image.list'];
    expect(groupPaths(menu, { ...dealer, permissions: reportPermissions }, 'reports')).toEqual(['/customer-finance']);
    expect(groupPaths(menu, { ...salesman, permissions: reportPermissions }, 'reports')).toEqual([
      '/customer-finance',
      '/stock-price',
      '/customer-report',
      '/order-report',
      '/product-image-report',
    ]);
  });

  it('shows the categories (products) menu only with a selected customer', () => {
    expect(groupPaths(menu, salesman, 'products')).toEqual(['/products']);
    expect(groupPaths(menu, dealer, 'products')).toEqual(['/products']);
    expect(groupPaths(menu, { ...salesman, customerSelected: false }, 'products')).toBeUndefined();
  });

  it('shows system management when at least one of its items is visible (permission-based, not by role)', () => {
    expect(groupPaths(menu, salesman, 'systemManagement')).toBeUndefined();
    expect(groupPaths(menu, { ...salesman, permissions: ['warehouse-target.list'] }, 'systemManagement')).toEqual(['/warehouse-settings']);
    expect(groupPaths(menu, { ...salesman, permissions: ['user.list', 'role.list'] }, 'systemManagement')).toEqual([
      '/users',
      '/user-groups',
    ]);
  });

  it('hides customer selection from dealers, who are pinned to their customer', () => {
    expect(paths(menu, salesman)).toContain('/select-customer');
    expect(paths(menu, dealer)).not.toContain('/select-customer');
  });
});

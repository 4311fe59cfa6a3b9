import { catalogApi } from '@dealerport/contract';
import { describe, expect, it } from 'vitest';
import { bootCalls, bootCustomerId, bootLanguage, bootProductListBody, bootSignedIn, bootToken, preloadFiles } from './boot';
import { readProductQuery, toListBody } from './features/catalog/lib/product-query';
import { useAuthStore } from './lib/stores/auth-store';
import { useCustomerStore } from './lib/stores/customer-store';
import { detectLocale, useLocaleStore } from './lib/stores/locale-store';
import { signIn } from './test/fixtures';

// boot.ts imports nothing of the app (it must stay tiny and run first), so it repeats the stores' storage
// names and the language rule: these keep the two in step.
describe('boot script', () => {
  it('picks the language the app will start in: the chosen one first', () => {
    useLocaleStore.getState().setLocale('de');
    expect(bootLanguage(localStorage, ['en-US'])).toBe('de');
    useLocaleStore.getState().setLocale('en');
    expect(bootLanguage(localStorage, ['de-AT'])).toBe('en');
  });

  it.each([[['de-AT', 'en']], [['en-GB']], [['fr-FR', 'de']], [['TR']], [[]]])(
    'else the browser language as the locale store detects it (%j)',
    (languages) => {
      localStorage.clear();
      expect(bootLanguage(localStorage, languages)).toBe(detectLocale(languages));
    },
  );

  it('sees a stored session as the auth store writes it', () => {
    localStorage.clear();
    expect(bootSignedIn(localStorage)).toBe(false);
    signIn();
    expect(bootSignedIn(localStorage)).toBe(true);
    useAuthStore.getState().reset();
    expect(bootSignedIn(localStorage)).toBe(false);
  });

  it('reads the token and the customer as the stores write them, and leaves a token about to be refreshed to the app', () => {
    localStorage.clear();
    expect(bootToken(localStorage, Date.now())).toBeUndefined();
    expect(bootCustomerId(localStorage)).toBeUndefined();
    signIn();
    useCustomerStore.getState().select({ id: 'cust-9', name: 'Oto Ada', code: 'C-9' });
    const expiresAt = Date.parse(useAuthStore.getState().expiresAt ?? '');
    expect(bootToken(localStorage, Date.now())).toBe('tok');
    expect(bootCustomerId(localStorage)).toBe('cust-9');
    // lib/api-client.ts refreshes with 300 s or less left: the app's call would carry another token
    expect(bootToken(localStorage, expiresAt - 299_000)).toBeUndefined();
    useCustomerStore.getState().reset();
    useAuthStore.getState().reset();
    expect(bootCustomerId(localStorage)).toBeUndefined();
    expect(bootToken(localStorage, Date.now())).toBeUndefined();
  });

  it.each([
    '?category=2',
    '',
    '?category=7&f=12&f=3&f=12&sort=price-asc&page=3',
    '?searchText=%20kar%20lastigi%20&page=0&category=-1&f=x',
    '?category=99999999999&page=2',
  ])('asks for the product list exactly as the catalogue screen does (%s)', (search) => {
    const params = new URLSearchParams(search);
    const calls = bootCalls('/products', params);
    const list = calls.find((c) => c.path === catalogApi.listProducts.path);
    expect(list?.method).toBe(catalogApi.listProducts.method);
    // the same JSON text: lib/api-client.ts matches the screen's call to boot's by it
    expect(JSON.stringify(list?.body)).toBe(JSON.stringify(toListBody(readProductQuery(params))));
    expect(JSON.stringify(bootProductListBody(params))).toBe(JSON.stringify(toListBody(readProductQuery(params))));
    const categories = calls.find((c) => c.path === catalogApi.listCategories.path);
    expect(categories).toEqual({ method: catalogApi.listCategories.method, path: catalogApi.listCategories.path });
  });

  it('starts no API call on other pages', () => {
    expect(bootCalls('/home', new URLSearchParams())).toEqual([]);
    expect(bootCalls('/products/12', new URLSearchParams())).toEqual([]);
    expect(bootCalls('/sign-in', new URLSearchParams('?category=2'))).toEqual([]);
  });

  it('preloads stylesheets and scripts in the credentials mode the app will ask for them in (no double fetch, no console warning)', () => {
    preloadFiles(['/assets/shell-a1.css', '/assets/shell-b2.js']);
    const links = [...document.head.querySelectorAll('link')].slice(-2);
    expect(links.map((l) => [l.rel, l.as || null, l.getAttribute('crossorigin')])).toEqual([
      ['preload', 'style', ''],
      ['modulepreload', null, ''],
    ]);
    for (const l of links) l.remove();
  });
});

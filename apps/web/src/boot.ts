/**
 * The first script to run: index.html loads it `async`, ahead of the app's entry, and it starts the
 * downloads the first render waits for so that they run alongside the entry instead of after it has
 * arrived and started (ADR 0031):
 * - the translations of the interface language (and of Turkish, the fallback), handed to lib/i18n.ts;
 * - when a session is stored, the signed-in shell's code (the build lists its files in the
 *   `dealerport:signed-in` meta tag), and the page's own when it is one of the few the build lists
 *   (`dealerport:page:/products`, ...); the sign-in page neither needs nor waits for them;
 * - when the page is /products with a session and a customer stored, the first page of the product list
 *   and the category tree, which the screen would otherwise ask for only once its code has arrived and
 *   run (on a phone, a second and more), and the first product's picture (the page's largest paint) as
 *   soon as the list names it. lib/api-client.ts takes these answers when the app makes the same call
 *   with the same session, language and customer (ADR 0039).
 * It imports nothing, so it stays small and shares no chunk with the app.
 */

/** What the boot script started, read by lib/i18n.ts. */
export interface BootHints {
  /** `/lang/{lng}.json` bodies by language. */
  translations: Record<string, Promise<unknown>>;
  /** API answers asked for ahead of the app, for the session, language and customer they were asked with. */
  early?: EarlyAnswers;
}

export interface EarlyAnswers {
  token: string;
  culture: string;
  customerId: string;
  /** By `earlyKey(method, path, body)`; a failed one rejects (the app then asks itself). */
  answers: Record<string, Promise<unknown>>;
}

/** What tells one early call from another: the app's call must match it exactly to take its answer. */
export function earlyKey(method: string, path: string, body: unknown): string {
  return `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;
}

declare global {
  interface Window {
    dealerportBoot?: BootHints;
  }
}

// The build's x-version (vite.config.ts `define`); absent under test.
declare const __DEALERPORT_CLIENT_VERSION__: string | undefined;

// The same names and rules as lib/stores (persist.ts, locale-store.ts, auth-store.ts); boot.test.ts keeps
// them in step.
const LANGUAGES = ['tr', 'de', 'en'];
const FALLBACK = 'tr';

function stored(storage: Storage, name: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(storage.getItem(`dealerport.${name}`) ?? 'null')?.state;
  } catch {
    return undefined;
  }
}

/** The interface language the app will start in: the chosen one, else the browser's first if spoken, else Turkish. */
export function bootLanguage(storage: Storage, languages: readonly string[]): string {
  const chosen = stored(storage, 'locale')?.locale;
  if (typeof chosen === 'string' && LANGUAGES.includes(chosen)) return chosen;
  const first = languages[0]?.toLowerCase().split('-')[0] ?? '';
  return LANGUAGES.includes(first) ? first : FALLBACK;
}

/** A stored session: the app will open a signed-in page. */
export function bootSignedIn(storage: Storage): boolean {
  const auth = stored(storage, 'auth');
  return auth?.signedIn === true && typeof auth.token === 'string';
}

/** The access token, unless it is about to be refreshed (lib/api-client.ts refreshes 300 s ahead): then the app asks itself. */
export function bootToken(storage: Storage, now: number): string | undefined {
  const auth = stored(storage, 'auth');
  if (auth?.signedIn !== true || typeof auth.token !== 'string' || typeof auth.expiresAt !== 'string') return undefined;
  const expires = Date.parse(auth.expiresAt);
  return Number.isNaN(expires) || expires - now <= 300_000 ? undefined : auth.token;
}

/** The stored customer selection (lib/stores/customer-store.ts). */
export function bootCustomerId(storage: Storage): string | undefined {
  const selected = stored(storage, 'customer')?.selected as { id?: unknown } | null | undefined;
  return typeof selected?.id === 'string' ? selected.id : undefined;
}

// The product list's first page as the catalogue's screen asks for it (features/catalog/lib/product-query.ts
// readProductQuery + toListBody; boot.test.ts keeps the two in step): same fields, same order.
const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
};

export function bootProductListBody(params: URLSearchParams): Record<string, unknown> {
  const detailIds = [
    ...new Set(
      params
        .getAll('f')
        .map(positiveInt)
        .filter((n): n is number => n !== undefined),
    ),
  ].sort((a, b) => a - b);
  return {
    categoryId: positiveInt(params.get('category')),
    searchText: params.get('searchText')?.trim() || undefined,
    propertyDetailIds: detailIds.length ? detailIds : undefined,
    sort: params.get('sort') || undefined,
    pageNumber: positiveInt(params.get('page')) ?? 1,
  };
}

/** The calls the first render of a page makes that boot can start; the API's paths (the contract's catalogApi). */
export function bootCalls(pathname: string, params: URLSearchParams): { method: string; path: string; body?: unknown }[] {
  if (pathname.replace(/\/+$/, '') !== '/products') return [];
  return [
    { method: 'POST', path: '/api/catalogs/products/list', body: bootProductListBody(params) },
    { method: 'GET', path: '/api/catalogs/categories' },
  ];
}

/** Loads the first product's picture at high priority as soon as the list names it: the page's largest paint. */
function preloadFirstPicture(list: unknown) {
  const url = (list as { items?: { images?: { url?: unknown }[] }[] } | null)?.items?.[0]?.images?.[0]?.url;
  if (typeof url !== 'string' || !url.startsWith('/')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

function startEarlyCalls(culture: string): EarlyAnswers | undefined {
  const token = bootToken(localStorage, Date.now());
  const customerId = bootCustomerId(localStorage);
  const calls = bootCalls(location.pathname, new URLSearchParams(location.search));
  if (!token || !customerId || !calls.length) return undefined;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-channel': 'web',
    'x-culture': culture,
    Authorization: `Bearer ${token}`,
    'x-customer-id': customerId,
  };
  if (typeof __DEALERPORT_CLIENT_VERSION__ === 'string') headers['x-version'] = __DEALERPORT_CLIENT_VERSION__;
  const answers: EarlyAnswers['answers'] = {};
  for (const call of calls) {
    const key = earlyKey(call.method, call.path, call.body);
    answers[key] = fetch(call.path, {
      method: call.method,
      headers: call.body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    }).then((res) => {
      // anything but a plain 200 (401, 426, 205, an error) is the app's to handle: it asks again itself
      if (res.status !== 200) throw new Error(`${call.path}: ${res.status}`);
      return res.json();
    });
    answers[key].catch(() => {});
    if (call.path === '/api/catalogs/products/list') answers[key].then(preloadFirstPicture, () => {});
  }
  return { token, culture, customerId, answers };
}

function start(meta: HTMLMetaElement) {
  const language = bootLanguage(localStorage, navigator.languages?.length ? navigator.languages : [navigator.language]);
  const translations: BootHints['translations'] = {};
  for (const lng of new Set([language, FALLBACK])) {
    translations[lng] = fetch(`/lang/${lng}.json`, { headers: { Accept: 'application/json' } }).then((res) => {
      if (!res.ok) throw new Error(`/lang/${lng}.json: ${res.status}`);
      return res.json();
    });
    // a failed early load is retried by i18n; this keeps it from being reported as unhandled
    translations[lng].catch(() => {});
  }
  window.dealerportBoot = { translations };

  if (!bootSignedIn(localStorage)) return;
  const early = startEarlyCalls(language);
  if (early) window.dealerportBoot.early = early;
  // the shell's files, and the page's own when the build listed them (vite.config.ts EARLY_PAGES)
  const page = document.querySelector<HTMLMetaElement>(`meta[name="dealerport:page:${location.pathname.replace(/\/+$/, '')}"]`);
  preloadFiles([meta.content, page?.content ?? ''].join(' ').split(' ').filter(Boolean));
}

/**
 * Preloads the shell's (and the page's) files as the app's dynamic imports will ask for them: Vite's preload
 * helper adds scripts and stylesheets alike with `crossorigin` (anonymous), and a preload whose credentials
 * mode differs is not reused (the browser fetches the file twice and warns on the console).
 */
export function preloadFiles(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

// Only in the built page (the meta tag is the build's): importing this module in a test starts nothing.
const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="dealerport:signed-in"]');
if (meta && !window.dealerportBoot) {
  try {
    start(meta);
  } catch {
    // storage or fetch unavailable: the app loads all of it itself
  }
}

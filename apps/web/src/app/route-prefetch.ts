import type { createBrowserRouter } from 'react-router';
import { useAuthStore } from '../lib/stores/auth-store';
import { safeRedirect } from '../lib/text';
import { preloadPath } from './route-modules';
import { ENTRY, findRouteSpec } from './route-table';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The signed-in pages most visits go on to: loaded when the browser has nothing else to do. */
export const COMMON_SIGNED_IN_PATHS = ['/home', '/products', '/cart', '/orders'] as const;

/** Wait this long after the first page is up before idle-time loading starts (it never competes with it). */
const IDLE_PREFETCH_DELAY_MS = 4000;

const prefetched = new Set<string>();

function prefetch(pathname: string): void {
  const path = pathname === '/' ? ENTRY.signedIn : pathname;
  if (prefetched.has(path)) return;
  prefetched.add(path);
  preloadPath(path);
}

/** The same-origin path of the link an event happened on, if any. */
function linkPath(target: EventTarget | null): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/** Where sign-in leads from this public page: its safe ?redirect target, else the signed-in entry. */
function pathAfterSignIn(search: string): string {
  const target = safeRedirect(new URLSearchParams(search).get('redirect'), ENTRY.signedIn);
  return new URL(target, window.location.origin).pathname;
}

const whenIdle = (fn: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fn, { timeout: 2000 }) : window.setTimeout(fn, 200);

/** Skip background loading on a metered or slow connection (the Network Information API, where there is one). */
function connectionAllowsPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Loads a page's code before the user asks for it (ADR 0031):
 * - on the intent to follow a link (pointer over it, keyboard focus, touch): that link's page;
 * - on a public page, once the user types into its form: the page sign-in leads to, and the signed-in shell;
 * - signed in, a few seconds after the first page is up and only when the browser is idle: the common
 *   signed-in pages, one per idle period.
 * Returns a function that stops it (tests).
 */
export function startRoutePrefetch(router: AppRouter): () => void {
  if (typeof document === 'undefined') return () => {};

  const onIntent = (event: Event) => {
    const path = linkPath(event.target);
    if (path) prefetch(path);
  };
  const onInput = () => {
    const { pathname, search } = router.state.location;
    if (findRouteSpec(pathname)?.access === 'public') prefetch(pathAfterSignIn(search));
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('input', onInput, { passive: true });

  let stopped = false;
  const queue: string[] = [...COMMON_SIGNED_IN_PATHS];
  const next = () => {
    if (stopped || !useAuthStore.getState().signedIn) return;
    const path = queue.shift();
    if (!path) return;
    prefetch(path);
    whenIdle(next);
  };
  const timer = connectionAllowsPrefetch() ? window.setTimeout(() => whenIdle(next), IDLE_PREFETCH_DELAY_MS) : undefined;

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    document.removeEventListener('mouseover', onIntent);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
    document.removeEventListener('input', onInput);
  };
}

import { hasGroup } from '@dealerport/contract';
import { safeRedirect } from '../lib/text';
import { type Authority, ENTRY, isPermissionGroup, type RouteSpec } from './route-table';

/** What the route guards need to know about the session. */
export interface AccessSession {
  signedIn: boolean;
  /** The role's permission codes. */
  permissions: readonly string[];
  countryCode: string | null;
  customerSelected: boolean;
  /** Signed out on purpose in this tab: /sign-in without a ?redirect back to the last page. */
  signedOutByUser?: boolean;
}

export type RouteAccess = 'ok' | { redirect: string };

export interface AccessLocation {
  pathname: string;
  search?: string;
}

function withRedirect(target: string, location: AccessLocation): string {
  const original = `${location.pathname}${location.search ?? ''}`;
  return `${target}?redirect=${encodeURIComponent(original)}`;
}

/** Does the session satisfy one authority entry (ignoring selectedCustomer, checked separately)? */
export function meetsAuthority(authority: Authority, session: AccessSession): boolean {
  if (authority === 'selectedCustomer' || authority === 'selectCustomerNotAllowed') return true;
  if (authority === 'countryDe') return (session.countryCode ?? '').slice(0, 2).toLowerCase() === 'de';
  if (isPermissionGroup(authority)) return hasGroup(session.permissions, authority);
  return false;
}

/**
 * The routing rules of spec 01 §2, as one pure function:
 * - unknown path -> /
 * - public page: signed-in users -> /home (or the page's own safe ?redirect target)
 * - protected page, signed out -> /sign-in?redirect=<path+search>
 * - authority mismatch -> /access-denied
 * - selectedCustomer without a customer -> /select-customer?redirect=<path+search>
 */
export function resolveRouteAccess(route: RouteSpec | undefined, session: AccessSession, location: AccessLocation): RouteAccess {
  if (!route) return { redirect: ENTRY.unknown };

  if (route.access === 'public') {
    // a just-signed-in user on /sign-in?redirect=... continues to that target, everyone else to /home
    if (!session.signedIn) return 'ok';
    const target = new URLSearchParams(location.search ?? '').get('redirect');
    return { redirect: safeRedirect(target, ENTRY.signedIn) };
  }

  if (!session.signedIn) {
    return { redirect: session.signedOutByUser ? ENTRY.signedOut : withRedirect(ENTRY.signedOut, location) };
  }

  if (!route.authority.every((a) => meetsAuthority(a, session))) return { redirect: ENTRY.accessDenied };

  if (route.authority.includes('selectedCustomer') && !session.customerSelected) {
    return { redirect: withRedirect(ENTRY.selectCustomer, location) };
  }
  return 'ok';
}

/** The customer modal opens by itself only on routes that allow selection (spec 01 §2). */
export function allowsCustomerSelection(route: RouteSpec | undefined): boolean {
  return !route?.authority.includes('selectCustomerNotAllowed');
}

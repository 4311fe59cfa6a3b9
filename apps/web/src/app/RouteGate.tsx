import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { authorityCountryCode } from '../lib/identity';
import { useAuthStore } from '../lib/stores/auth-store';
import { useCustomerStore } from '../lib/stores/customer-store';
import { useUserStore } from '../lib/stores/user-store';
import { type AccessSession, resolveRouteAccess } from './route-access';
import type { RouteSpec } from './route-table';

const NO_PERMISSIONS: readonly string[] = [];

/** The session as the route rules see it; signed in needs both tokens and the identity. */
export function useAccessSession(): AccessSession {
  const signedIn = useAuthStore((s) => s.signedIn && Boolean(s.token));
  const selected = useCustomerStore((s) => s.selected);
  const { permissions, countryCode, hasUser } = useUserStore(
    useShallow((s) => ({
      permissions: s.user?.role.permissions ?? NO_PERMISSIONS,
      countryCode: authorityCountryCode(s.user, selected),
      hasUser: s.user !== null,
    })),
  );
  const customerSelected = selected !== null;
  const signedOutByUser = useAuthStore((s) => s.signedOutByUser);
  return { signedIn: signedIn && hasUser, permissions, countryCode, customerSelected, signedOutByUser };
}

/** Renders its children when the route's rules allow it, else redirects (spec 01 §2). */
export function RouteGate({ spec, children }: { spec: RouteSpec | undefined; children: ReactNode }) {
  const location = useLocation();
  const session = useAccessSession();
  const access = resolveRouteAccess(spec, session, location);
  if (access !== 'ok') return <Navigate to={access.redirect} replace />;
  return <>{children}</>;
}

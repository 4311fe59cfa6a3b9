import { forgetAccessVersion } from './access-version';
import { currentLocation, navigateTo } from './navigation';
import { queryClient } from './query-client';
import { useAuthStore } from './stores/auth-store';
import { useCustomerStore } from './stores/customer-store';
import { useUserStore } from './stores/user-store';

/**
 * Signs out (spec 01 §4): clears session, user, selected customer, the query cache and all local
 * storage, then goes to /sign-in. The language and theme stay in memory for this page's lifetime so
 * the sign-in page keeps the language the user was reading.
 * `keepLocation` puts the current page in ?redirect (used when the session expired, not on purpose).
 */
export function signOut(options: { keepLocation?: boolean } = {}): void {
  const redirect = options.keepLocation ? currentLocation() : null;
  useAuthStore.getState().reset({ byUser: !options.keepLocation });
  useUserStore.getState().reset();
  useCustomerStore.getState().reset();
  queryClient.clear();
  forgetAccessVersion();
  try {
    window.localStorage.clear();
  } catch {
    // storage may be unavailable (private mode); the in-memory state is already cleared
  }
  const target =
    redirect && redirect !== '/' && !redirect.startsWith('/sign-in') ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in';
  navigateTo(target, { replace: true });
}

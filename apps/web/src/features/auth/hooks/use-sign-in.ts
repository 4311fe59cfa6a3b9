import type { Identity, SignInBody } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { isDealer } from '../../../lib/identity';
import { queryClient } from '../../../lib/query-client';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { authKeys } from '../api/keys';

/** Stores the identity; a dealer is pinned to its own customer (spec 01 §2, §6). */
export function applyIdentity(identity: Identity): void {
  useUserStore.getState().setUser(identity);
  const customers = useCustomerStore.getState();
  if (isDealer(identity) && identity.customer && customers.selected?.id !== identity.customer.id) {
    customers.select(identity.customer);
  }
}

/**
 * Sign-in (spec 01 §4): signed out becomes signed in when authentication and the identity call
 * both succeed. Tokens are stored first so the identity call carries them.
 */
export async function signIn(credentials: SignInBody): Promise<Identity> {
  // The API client and the contract's endpoint schemas load with the first sign-in (or earlier, once the
  // user types: app/route-prefetch.ts), not with the sign-in page, which shows sooner (ADR 0031).
  const [{ authenticate }, { getWhoAmI }] = await Promise.all([import('../api/authenticate'), import('../api/get-who-am-i')]);
  const auth = useAuthStore.getState();
  const result = await authenticate(credentials);
  auth.setTokens(result);
  try {
    const identity = await getWhoAmI();
    queryClient.setQueryData(authKeys.whoAmI(), identity);
    applyIdentity(identity);
    useAuthStore.getState().setSignedIn(true);
    return identity;
  } catch (err) {
    useAuthStore.getState().reset();
    throw err;
  }
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

import { useEffect } from 'react';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useWhoAmI } from '../api/get-who-am-i';
import { applyIdentity } from './use-sign-in';

/** Refreshes the stored identity from who-am-i while signed in (role, password flag, pinned customer). */
export function useIdentitySync() {
  const signedIn = useAuthStore((s) => s.signedIn);
  const query = useWhoAmI(signedIn);
  useEffect(() => {
    if (query.data && useAuthStore.getState().signedIn) applyIdentity(query.data);
  }, [query.data]);
  return query;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onAccessChange } from '../../../lib/access-version';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useWhoAmI } from '../api/get-who-am-i';
import { authKeys } from '../api/keys';
import { applyIdentity } from './use-sign-in';

/**
 * Refreshes the stored identity from who-am-i while signed in (role, password flag, pinned customer): at
 * sign-in and whenever an answer says the user's access changed (an administrator edited the role), so the
 * menu and the screens' access follow without a reload.
 */
export function useIdentitySync() {
  const signedIn = useAuthStore((s) => s.signedIn);
  const queryClient = useQueryClient();
  const query = useWhoAmI(signedIn);
  useEffect(() => {
    if (query.data && useAuthStore.getState().signedIn) applyIdentity(query.data);
  }, [query.data]);
  useEffect(
    () =>
      onAccessChange(() => {
        if (useAuthStore.getState().signedIn) void queryClient.invalidateQueries({ queryKey: authKeys.whoAmI() });
      }),
    [queryClient],
  );
  return query;
}

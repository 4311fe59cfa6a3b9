import { CLIENT_CONFIG_DEFAULTS, type ClientConfigs, configsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { useAuthStore } from './stores/auth-store';
import { TUNABLES_KEY } from './tunables-now';

/**
 * The portal's tunables an administrator sets on /configs (order status poll, cart reload delay, badge
 * maximum, toast times, customer list page size): GET /api/commons/client-configs, read once a session
 * starts and again after five minutes of use. Until it answers (and when signed out) the spec's values
 * apply (CLIENT_CONFIG_DEFAULTS).
 */
export const tunablesQueryOptions = () =>
  queryOptions({
    queryKey: TUNABLES_KEY,
    queryFn: ({ signal }) => callApi(configsApi.getClientConfigs, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** Reads the tunables for the signed-in shell (app/layouts/AppLayout.tsx), so its screens find them. */
export function useLoadTunables(): void {
  const signedIn = useAuthStore((s) => s.signedIn);
  useQuery({ ...tunablesQueryOptions(), enabled: signedIn });
}

/** The tunables in force: what the shell has read, else the defaults; asks the server nothing itself. */
export function useTunables(): ClientConfigs {
  const { data } = useQuery({ ...tunablesQueryOptions(), enabled: false });
  return data ?? CLIENT_CONFIG_DEFAULTS;
}

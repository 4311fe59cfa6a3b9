import { CLIENT_CONFIG_DEFAULTS, type ClientConfigs } from '@dealerport/contract';
import { queryClient } from './query-client';

/** The query key of GET /api/commons/client-configs (lib/tunables.ts). Apart so the toast helpers need no API client. */
export const TUNABLES_KEY = ['client-configs'] as const;

/** The tunables outside React (the toast helpers): what the query holds, else the spec's values. */
export function currentTunables(): ClientConfigs {
  return queryClient.getQueryData<ClientConfigs>(TUNABLES_KEY) ?? CLIENT_CONFIG_DEFAULTS;
}

import { settingsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/commons/passwordSettings. */
export function getPasswordSettings(signal?: AbortSignal) {
  return callApi(settingsApi.getPasswordSettings, {}, signal ? { signal } : {});
}

export const passwordSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.password(),
    queryFn: ({ signal }) => getPasswordSettings(signal),
    staleTime: 0,
  });

export function usePasswordSettings() {
  return useQuery(passwordSettingsQueryOptions());
}

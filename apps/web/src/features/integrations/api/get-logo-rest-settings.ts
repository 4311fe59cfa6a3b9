import { settingsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { connectionKeys } from './connection-query-keys';

/** GET /api/commons/logoRestSettings (secrets answered as null with clientSecretSet/passwordSet). */
export function getLogoRestSettings(signal?: AbortSignal) {
  return callApi(settingsApi.getLogoRestSettings, {}, signal ? { signal } : {});
}

export const logoRestSettingsQueryOptions = () =>
  queryOptions({
    queryKey: connectionKeys.logoRest(),
    queryFn: ({ signal }) => getLogoRestSettings(signal),
    staleTime: 0,
  });

export function useLogoRestSettings() {
  return useQuery(logoRestSettingsQueryOptions());
}

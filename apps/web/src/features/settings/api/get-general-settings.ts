import { settingsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/commons/generalSettings. */
export function getGeneralSettings(signal?: AbortSignal) {
  return callApi(settingsApi.getGeneralSettings, {}, signal ? { signal } : {});
}

export const generalSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.general(),
    queryFn: ({ signal }) => getGeneralSettings(signal),
    staleTime: 0,
  });

export function useGeneralSettings(enabled = true) {
  return useQuery({ ...generalSettingsQueryOptions(), enabled });
}

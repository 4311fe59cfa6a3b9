import { settingsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/commons/siteSettings. */
export function getSiteSettings(signal?: AbortSignal) {
  return callApi(settingsApi.getSiteSettings, {}, signal ? { signal } : {});
}

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.site(),
    queryFn: ({ signal }) => getSiteSettings(signal),
    staleTime: 0,
  });

export function useSiteSettings(enabled = true) {
  return useQuery({ ...siteSettingsQueryOptions(), enabled });
}

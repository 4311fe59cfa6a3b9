import { settingsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { connectionKeys } from './connection-query-keys';

/** GET /api/commons/ftpSettings (the password answered as null with passwordSet). */
export function getFtpSettings(signal?: AbortSignal) {
  return callApi(settingsApi.getFtpSettings, {}, signal ? { signal } : {});
}

export const ftpSettingsQueryOptions = () =>
  queryOptions({
    queryKey: connectionKeys.ftp(),
    queryFn: ({ signal }) => getFtpSettings(signal),
    staleTime: 0,
  });

export function useFtpSettings() {
  return useQuery(ftpSettingsQueryOptions());
}

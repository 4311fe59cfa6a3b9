import { settingsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/commons/mailSettings (secrets answered as null with passwordSet/apiKeySet). */
export function getMailSettings(signal?: AbortSignal) {
  return callApi(settingsApi.getMailSettings, {}, signal ? { signal } : {});
}

export const mailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.mail(),
    queryFn: ({ signal }) => getMailSettings(signal),
    staleTime: 0,
  });

export function useMailSettings() {
  return useQuery(mailSettingsQueryOptions());
}

import { settingsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/commons/imageSettings. */
export function getImageSettings(signal?: AbortSignal) {
  return callApi(settingsApi.getImageSettings, {}, signal ? { signal } : {});
}

export const imageSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.image(),
    queryFn: ({ signal }) => getImageSettings(signal),
    staleTime: 0,
  });

export function useImageSettings(enabled = true) {
  return useQuery({ ...imageSettingsQueryOptions(), enabled });
}

import { configsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { configKeys } from './keys';

/** GET /api/commons/configs: every item, by operation (group) then key. */
export function listConfigs(signal?: AbortSignal) {
  return callApi(configsApi.listConfigs, {}, signal ? { signal } : {});
}

export const configsQueryOptions = () =>
  queryOptions({
    queryKey: configKeys.list(),
    queryFn: ({ signal }) => listConfigs(signal),
    staleTime: 0,
  });

export function useConfigs() {
  return useQuery(configsQueryOptions());
}

import { authApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { authKeys } from './keys';

export function getWhoAmI(signal?: AbortSignal) {
  return callApi(authApi.whoAmI, {}, signal ? { signal } : {});
}

export const whoAmIQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.whoAmI(),
    queryFn: ({ signal }) => getWhoAmI(signal),
    staleTime: 5 * 60_000,
  });

export function useWhoAmI(enabled: boolean) {
  return useQuery({ ...whoAmIQueryOptions(), enabled });
}

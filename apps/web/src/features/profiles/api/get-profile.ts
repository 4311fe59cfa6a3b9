import { profilesApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/profiles: the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal) {
  return callApi(profilesApi.getProfile, {}, signal ? { signal } : {});
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.own(),
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

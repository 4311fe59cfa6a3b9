import { bannersApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bannerKeys } from './keys';

/** GET /api/commons/banners/{groupTag}: a group's banners in order, whatever their window or switch. */
export function getBannerGroup(groupTag: string, signal?: AbortSignal) {
  return callApi(bannersApi.getBannerGroup, { params: { groupTag } }, { ...(signal ? { signal } : {}), notifyBadRequest: false });
}

export function useBannerGroup(groupTag: string | null) {
  return useQuery({
    queryKey: bannerKeys.group(groupTag ?? ''),
    queryFn: ({ signal }) => getBannerGroup(groupTag!, signal),
    enabled: groupTag !== null,
  });
}

import { bannersApi, type PagedQuery } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bannerKeys } from './keys';

/** GET /api/commons/banners: paged, searched, sorted and filtered (group, category, country) on the server. */
export function listBanners(query: PagedQuery, signal?: AbortSignal) {
  return callApi(bannersApi.listBanners, { query }, signal ? { signal } : {});
}

export const bannersQueryOptions = (query: PagedQuery) =>
  queryOptions({
    queryKey: bannerKeys.list(query),
    queryFn: ({ signal }) => listBanners(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBanners(query: PagedQuery) {
  return useQuery(bannersQueryOptions(query));
}

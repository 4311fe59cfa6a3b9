import { bundlesApi, type PagedQuery } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { bundleKeys } from './keys';

/** GET /api/commons/bundles: paged, searched (tag, titles) and sorted on the server. */
export function listBundles(query: PagedQuery, signal?: AbortSignal) {
  return callApi(bundlesApi.listBundles, { query }, signal ? { signal } : {});
}

export const bundlesQueryOptions = (query: PagedQuery) =>
  queryOptions({
    queryKey: bundleKeys.list(query),
    queryFn: ({ signal }) => listBundles(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBundles(query: PagedQuery) {
  return useQuery(bundlesQueryOptions(query));
}

import { definitionsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

/** GET /api/definitions/product-list/sort-params: the sort choices, titles in x-culture. */
export function listProductSortParams(signal?: AbortSignal) {
  return callApi(definitionsApi.listProductSortParams, {}, signal ? { signal } : {});
}

export function useProductSortParams() {
  const culture = useLocaleStore((s) => s.locale);
  return useQuery(
    queryOptions({
      queryKey: catalogKeys.sortParams(culture),
      queryFn: ({ signal }) => listProductSortParams(signal),
      staleTime: 60 * 60_000,
    }),
  );
}

import { type PagedQuery, priceRulesApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** GET /api/price-rules/price-lists: the ERP's price lists, paged and searched (code, name) on the server. */
export function listPriceLists(query: PagedQuery, signal?: AbortSignal) {
  return callApi(priceRulesApi.listPriceLists, { query }, signal ? { signal } : {});
}

export const priceListsQueryOptions = (query: PagedQuery) =>
  queryOptions({
    queryKey: priceRuleKeys.priceListList(query),
    queryFn: ({ signal }) => listPriceLists(query, signal),
    placeholderData: keepPreviousData,
  });

export function usePriceLists(query: PagedQuery) {
  return useQuery(priceListsQueryOptions(query));
}

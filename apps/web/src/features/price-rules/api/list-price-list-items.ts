import { type PagedQuery, priceRulesApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

/** GET /api/price-rules/price-lists/{id}/items: a list's prices, paged and searched (product code, name). */
export function listPriceListItems(id: number, query: PagedQuery, signal?: AbortSignal) {
  return callApi(priceRulesApi.listPriceListItems, { params: { id }, query }, signal ? { signal } : {});
}

export const priceListItemsQueryOptions = (id: number, query: PagedQuery) =>
  queryOptions({
    queryKey: priceRuleKeys.priceListItems(id, query),
    queryFn: ({ signal }) => listPriceListItems(id, query, signal),
    placeholderData: keepPreviousData,
  });

/** The rows with an id of their own (a product has one row per starting quantity), as the paged table wants them. */
export function usePriceListItems(id: number, query: PagedQuery) {
  return useQuery({
    ...priceListItemsQueryOptions(id, query),
    select: (page) => ({ ...page, items: page.items.map((item) => ({ ...item, id: `${item.productId}-${item.minQuantity}` })) }),
  });
}

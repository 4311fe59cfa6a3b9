import { feedsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /api/feeds/tokens: whether the acting customer has a stock feed link, since when, last used when. */
export function getStockFeedToken(signal?: AbortSignal) {
  return callApi(feedsApi.getStockFeedToken, {}, signal ? { signal } : {});
}

export const stockFeedTokenQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: profileKeys.stockFeed(customerId),
    queryFn: ({ signal }) => getStockFeedToken(signal),
  });

export function useStockFeedToken(customerId: string) {
  return useQuery(stockFeedTokenQueryOptions(customerId));
}

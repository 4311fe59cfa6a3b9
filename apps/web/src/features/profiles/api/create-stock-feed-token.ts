import { type CreateStockFeedTokenBody, feedsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** POST /api/feeds/tokens: a new link (replacing an earlier one); its token is in this answer only. */
export function createStockFeedToken(body: CreateStockFeedTokenBody) {
  return callApi(feedsApi.createStockFeedToken, { body }, { notifyBadRequest: false });
}

export function useCreateStockFeedToken(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStockFeedToken,
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.stockFeed(customerId) }),
  });
}

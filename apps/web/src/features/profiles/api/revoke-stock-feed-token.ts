import { feedsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** DELETE /api/feeds/tokens: the link stops working at once. */
export function revokeStockFeedToken() {
  return callApi(feedsApi.revokeStockFeedToken, {}, { notifyBadRequest: false });
}

export function useRevokeStockFeedToken(customerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeStockFeedToken,
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.stockFeed(customerId) }),
  });
}

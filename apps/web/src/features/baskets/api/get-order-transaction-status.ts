import { CLIENT_CONFIG_DEFAULTS, ordersApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { useTunables } from '../../../lib/tunables';
import { basketKeys } from './keys';

/** Spec 01 §9: the order status is polled every 700 ms while it is InQueue (config item orderStatusPollMs). */

/** GET /api/orders/transaction/{transactionId}/status: InQueue, Completed (created orders) or Failed (reason). */
export function getOrderTransactionStatus(transactionId: string, signal?: AbortSignal) {
  return callApi(ordersApi.getOrderTransactionStatus, { params: { transactionId } }, signal ? { signal } : {});
}

export const orderTransactionStatusQueryOptions = (transactionId: string, pollMs = CLIENT_CONFIG_DEFAULTS.orderStatusPollMs) =>
  queryOptions({
    queryKey: basketKeys.transaction(transactionId),
    queryFn: ({ signal }) => getOrderTransactionStatus(transactionId, signal),
    staleTime: 0,
    // poll while the job works; stop on an answer that is final, and on an error (shown as failed)
    refetchInterval: (query) => {
      if (query.state.data) return query.state.data.status === 'InQueue' ? pollMs : false;
      return query.state.status === 'error' ? false : pollMs;
    },
    refetchIntervalInBackground: true,
    // a network hiccup while the job works is asked again; an unknown transaction (4xx) is not
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export function useOrderTransactionStatus(transactionId: string | null) {
  const { orderStatusPollMs } = useTunables();
  return useQuery({ ...orderTransactionStatusQueryOptions(transactionId ?? '', orderStatusPollMs), enabled: transactionId !== null });
}

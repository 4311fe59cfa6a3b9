import { ordersApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { basketKeys } from './keys';

/** Spec 01 §9: the order status is polled every 700 ms while it is InQueue. */
export const ORDER_STATUS_POLL_MS = 700;

/** GET /api/orders/transaction/{transactionId}/status: InQueue, Completed (created orders) or Failed (reason). */
export function getOrderTransactionStatus(transactionId: string, signal?: AbortSignal) {
  return callApi(ordersApi.getOrderTransactionStatus, { params: { transactionId } }, signal ? { signal } : {});
}

export const orderTransactionStatusQueryOptions = (transactionId: string) =>
  queryOptions({
    queryKey: basketKeys.transaction(transactionId),
    queryFn: ({ signal }) => getOrderTransactionStatus(transactionId, signal),
    staleTime: 0,
    // poll while the job works; stop on an answer that is final, and on an error (shown as failed)
    refetchInterval: (query) => {
      if (query.state.data) return query.state.data.status === 'InQueue' ? ORDER_STATUS_POLL_MS : false;
      return query.state.status === 'error' ? false : ORDER_STATUS_POLL_MS;
    },
    refetchIntervalInBackground: true,
    // a network hiccup while the job works is asked again; an unknown transaction (4xx) is not
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export function useOrderTransactionStatus(transactionId: string | null) {
  return useQuery({ ...orderTransactionStatusQueryOptions(transactionId ?? ''), enabled: transactionId !== null });
}

import { type CustomerBalanceHistoryQuery, customersApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { financeKeys } from './keys';

export type BalanceHistoryQuery = Partial<CustomerBalanceHistoryQuery>;

/** GET /api/customers/finance/balance-history: the selected customer's balance over the dates (the chart). */
export function getBalanceHistory(query: BalanceHistoryQuery, signal?: AbortSignal) {
  return callApi(customersApi.getCustomerBalanceHistory, { query }, signal ? { signal } : {});
}

export const balanceHistoryQueryOptions = (customerId: string, query: BalanceHistoryQuery) =>
  queryOptions({
    queryKey: financeKeys.balanceHistory(customerId, query),
    queryFn: ({ signal }) => getBalanceHistory(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBalanceHistory(customerId: string | null, query: BalanceHistoryQuery, enabled = true) {
  return useQuery({ ...balanceHistoryQueryOptions(customerId ?? '', query), enabled: enabled && Boolean(customerId) });
}

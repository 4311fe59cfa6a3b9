import { salesmanLimitsApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { salesmanLimitKeys } from './keys';

/** GET /api/catalogs/limits/salesman/{salesmanLimitId}/transactions: a limit's log, newest first. */
export function listSalesmanLimitTransactions(salesmanLimitId: number, signal?: AbortSignal) {
  return callApi(salesmanLimitsApi.listSalesmanLimitTransactions, { params: { salesmanLimitId } }, signal ? { signal } : {});
}

export const salesmanLimitTransactionsQueryOptions = (salesmanLimitId: number) =>
  queryOptions({
    queryKey: salesmanLimitKeys.transactions(salesmanLimitId),
    queryFn: ({ signal }) => listSalesmanLimitTransactions(salesmanLimitId, signal),
  });

export function useSalesmanLimitTransactions(salesmanLimitId: number | null) {
  return useQuery({ ...salesmanLimitTransactionsQueryOptions(salesmanLimitId ?? 0), enabled: salesmanLimitId !== null });
}

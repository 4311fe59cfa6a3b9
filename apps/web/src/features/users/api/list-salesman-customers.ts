import { salesmenApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { userKeys } from './keys';

/** GET /api/salesmans/{salesmanId}/customers: the customers a salesman may act for. */
export function listSalesmanCustomers(salesmanId: string, signal?: AbortSignal) {
  return callApi(salesmenApi.listSalesmanCustomers, { params: { salesmanId } }, signal ? { signal } : {});
}

export const salesmanCustomersQueryOptions = (salesmanId: string) =>
  queryOptions({
    queryKey: userKeys.salesmanCustomers(salesmanId),
    queryFn: ({ signal }) => listSalesmanCustomers(salesmanId, signal),
  });

export function useSalesmanCustomers(salesmanId: string | null) {
  return useQuery({ ...salesmanCustomersQueryOptions(salesmanId ?? ''), enabled: Boolean(salesmanId) });
}

import { ordersApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { orderKeys } from './keys';

/** GET /api/orders/{docNumber}: the document with its items and their warehouse orders. */
export function getOrder(docNumber: string, signal?: AbortSignal) {
  return callApi(ordersApi.getOrder, { params: { docNumber } }, signal ? { signal } : {});
}

export const orderQueryOptions = (docNumber: string) =>
  queryOptions({
    queryKey: orderKeys.detail(docNumber),
    queryFn: ({ signal }) => getOrder(docNumber, signal),
    staleTime: 0,
  });

export function useOrder(docNumber: string) {
  return useQuery(orderQueryOptions(docNumber));
}

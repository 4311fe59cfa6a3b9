import { type ListOrdersQuery, ordersApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { orderKeys } from './keys';

/** GET /api/orders: the acting customer's order documents, newest first, paged and filtered on the server. */
export function listOrders(query: ListOrdersQuery, signal?: AbortSignal) {
  return callApi(ordersApi.listOrders, { query }, signal ? { signal } : {});
}

export const ordersQueryOptions = (customerId: string | undefined, query: ListOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(customerId, query),
    queryFn: ({ signal }) => listOrders(query, signal),
    enabled: customerId !== undefined,
    // an order placed a moment ago must show: the history is read again whenever the screen opens
    staleTime: 0,
    // the table keeps showing the last page while the next one loads
    placeholderData: keepPreviousData,
    // the table needs a row id: the document number is one
    select: (page) => ({ ...page, items: page.items.map((row) => ({ ...row, id: row.docNumber })) }),
  });

export function useOrders(query: ListOrdersQuery) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQuery(ordersQueryOptions(customerId, query));
}

import { integrationsApi, type ListOrderHandOffsQuery, type OrderHandOff, type OrderHandOffList } from '@dealerport/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const handOffKeys = {
  all: ['order-hand-offs'] as const,
  page: (query: ListOrderHandOffsQuery) => [...handOffKeys.all, query] as const,
};

/** A row of the table (PagedDataTable keys its rows by `id`). */
export type HandOffRow = OrderHandOff & { id: string };

/** GET /api/integrations/order-hand-offs: the orders the ERP has not taken, newest first. */
export function useOrderHandOffs(query: ListOrderHandOffsQuery) {
  return useQuery({
    queryKey: handOffKeys.page(query),
    queryFn: ({ signal }) => callApi(integrationsApi.listOrderHandOffs, { query }, { signal }),
    select: (list: OrderHandOffList) => ({ ...list, items: list.items.map((i): HandOffRow => ({ ...i, id: i.orderId })) }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/integrations/order-hand-offs/{orderId}/resend: Pending again, its delivery queued. */
export function useResendOrderHandOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(integrationsApi.resendOrderHandOff, { params: { orderId } }),
    onSettled: () => client.invalidateQueries({ queryKey: handOffKeys.all }),
  });
}

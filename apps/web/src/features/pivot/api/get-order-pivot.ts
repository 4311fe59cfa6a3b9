import { type PivotBody, pivotApi } from '@dealerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';

/** POST /api/pivot/order-lines: the acting customer's order lines by rows and columns. */
export function useOrderPivot(body: PivotBody) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQuery({
    queryKey: ['pivot', customerId, body],
    queryFn: ({ signal }) => callApi(pivotApi.getOrderPivot, { body }, { signal }),
    enabled: customerId !== undefined,
    placeholderData: keepPreviousData,
  });
}

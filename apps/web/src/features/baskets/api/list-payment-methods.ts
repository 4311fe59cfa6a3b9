import { basketsApi } from '@dealerport/contract';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { basketKeys } from './keys';

/** GET /api/baskets/paymentMethods/{categoryId}: the methods offered for a category, default first. */
export function listPaymentMethods(categoryId: number, signal?: AbortSignal) {
  return callApi(basketsApi.listPaymentMethods, { params: { categoryId } }, signal ? { signal } : {});
}

export const paymentMethodsQueryOptions = (customerId: string | null | undefined, categoryId: number) =>
  queryOptions({
    queryKey: basketKeys.paymentMethods(customerId, categoryId),
    queryFn: ({ signal }) => listPaymentMethods(categoryId, signal),
    enabled: Boolean(customerId),
    staleTime: 5 * 60_000,
  });

/** The payment methods of every category present in the cart, in the order given. */
export function usePaymentMethodsByCategory(categoryIds: readonly number[]) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  return useQueries({ queries: categoryIds.map((id) => paymentMethodsQueryOptions(customerId, id)) });
}

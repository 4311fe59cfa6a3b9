import { catalogApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

export interface PriceExplanationInput {
  productId: number;
  quantity: number;
  /** A cart line's payment method (its cash discount is a step); none in the catalogue. */
  paymentMethodCode?: string | null;
}

/** GET /api/catalogs/products/{id}/price-explanation: how the selected customer's price came to be (staff and salesmen only). */
export function getPriceExplanation({ productId, quantity, paymentMethodCode }: PriceExplanationInput, signal?: AbortSignal) {
  return callApi(
    catalogApi.getPriceExplanation,
    { params: { id: productId }, query: paymentMethodCode ? { quantity, paymentMethodCode } : { quantity } },
    signal ? { signal } : {},
  );
}

export function usePriceExplanation(input: PriceExplanationInput) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  const culture = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: catalogKeys.priceExplanation(culture, customerId, input.productId, input.quantity, input.paymentMethodCode ?? null),
    queryFn: ({ signal }) => getPriceExplanation(input, signal),
    enabled: customerId !== undefined,
    // asked for when opened: the rules (price lists, campaigns) may have changed since the last look
    staleTime: 0,
  });
}

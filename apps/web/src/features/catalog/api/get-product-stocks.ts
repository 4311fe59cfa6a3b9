import { catalogApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

/** GET /api/catalogs/products/{productId}/stocks: stock per warehouse, asked for on demand. */
export function getProductStocks(productId: number, signal?: AbortSignal) {
  return callApi(catalogApi.getProductStocks, { params: { productId } }, signal ? { signal } : {});
}

export function useProductStocks(productId: number, enabled: boolean) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  const culture = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: catalogKeys.stocks(culture, customerId, productId),
    queryFn: ({ signal }) => getProductStocks(productId, signal),
    enabled: enabled && customerId !== undefined,
    staleTime: 60_000,
  });
}

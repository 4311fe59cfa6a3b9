import { catalogApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

/** POST /api/catalogs/products/details: several products (with categoryId) by id, at most 100. */
export function getProductDetails(productIds: number[], signal?: AbortSignal) {
  return callApi(catalogApi.getProductDetails, { body: { productIds } }, signal ? { signal } : {});
}

/** Used only to learn the categories of a page's products (special-price mode without a category). */
export function useProductDetails(productIds: number[], enabled: boolean) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  const culture = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: catalogKeys.productDetails(culture, customerId, productIds),
    queryFn: ({ signal }) => getProductDetails(productIds, signal),
    enabled: enabled && customerId !== undefined && productIds.length > 0,
    staleTime: 5 * 60_000,
  });
}

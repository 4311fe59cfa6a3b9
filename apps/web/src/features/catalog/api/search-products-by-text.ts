import { catalogApi, PRODUCT_SEARCH_MIN_LENGTH } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

/** GET /api/catalogs/products/search-by-text?q: groups by category, the first 5 products each. */
export function searchProductsByText(q: string, signal?: AbortSignal) {
  return callApi(catalogApi.searchProductsByText, { query: { q } }, signal ? { signal } : {});
}

/** Spec 01 §9: the search starts at 3 characters; below that nothing is asked. */
export function useProductSearch(q: string) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  const culture = useLocaleStore((s) => s.locale);
  const term = q.trim();
  return useQuery({
    queryKey: catalogKeys.search(culture, customerId, term),
    queryFn: ({ signal }) => searchProductsByText(term, signal),
    enabled: customerId !== undefined && term.length >= PRODUCT_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
}

import { catalogApi, PRODUCT_SEARCH_MIN_LENGTH } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { quickOrderKeys } from './keys';

/**
 * GET /api/catalogs/products/search-by-text?q: the header search's call, here for the code field's
 * suggestions (features do not import each other: the catalogue has its own file for the same call).
 */
export function searchProductCodes(q: string, signal?: AbortSignal) {
  return callApi(catalogApi.searchProductsByText, { query: { q } }, signal ? { signal } : {});
}

/** The products the text finds, flattened from the search's category groups (from 3 characters, else nothing is asked). */
export function useCodeSuggestions(q: string) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  const culture = useLocaleStore((s) => s.locale);
  const term = q.trim();
  return useQuery({
    queryKey: quickOrderKeys.suggestions(culture, customerId, term),
    queryFn: ({ signal }) => searchProductCodes(term, signal),
    select: (groups) => groups.flatMap((g) => g.products),
    enabled: customerId !== undefined && term.length >= PRODUCT_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });
}

import { catalogApi } from '@dealerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

/** GET /api/catalogs/products/properties: facets of a category (and search text) with counts. */
export function listProductFacets(categoryId: number, searchText: string | undefined, signal?: AbortSignal) {
  return callApi(
    catalogApi.listProductFacets,
    { query: { CategoryId: categoryId, SearchText: searchText || undefined } },
    signal ? { signal } : {},
  );
}

export function useProductFacets(categoryId: number | undefined, searchText: string | undefined) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  const culture = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: catalogKeys.facets(culture, customerId, categoryId ?? 0, searchText),
    queryFn: ({ signal }) => listProductFacets(categoryId ?? 0, searchText, signal),
    // CategoryId is required by the call (spec 01 §5): no category, no facets
    enabled: customerId !== undefined && categoryId !== undefined,
    placeholderData: keepPreviousData,
  });
}

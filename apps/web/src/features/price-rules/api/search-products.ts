import { catalogAdminApi } from '@dealerport/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LookupOption } from '../../../components/LookupSelect';
import { callApi } from '../../../lib/api-client';
import { priceRuleKeys } from './keys';

export const PRODUCT_PICKER_SIZE = 20;

/** GET /api/catalogs/products/admin/list: the first products whose code or name matches the text (inactive ones too). */
export function searchProducts(search: string, signal?: AbortSignal) {
  return callApi(
    catalogAdminApi.listAdminProducts,
    { query: { Page: 1, Size: PRODUCT_PICKER_SIZE, SearchText: search } },
    signal ? { signal } : {},
  );
}

/** The products found, as a LookupSelect's options (the id as text); asks once two characters are typed. */
export function useProductSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: priceRuleKeys.products(text),
    queryFn: ({ signal }) => searchProducts(text, signal),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    select: (page): LookupOption[] => page.items.map((p) => ({ id: String(p.id), name: p.name, code: p.code })),
  });
}

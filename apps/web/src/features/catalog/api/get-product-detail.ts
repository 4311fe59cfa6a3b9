import { catalogApi } from '@dealerport/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

/** GET /api/catalogs/products/{id}/detail. */
export function getProductDetail(id: number, signal?: AbortSignal) {
  return callApi(catalogApi.getProductDetail, { params: { id } }, signal ? { signal } : {});
}

export function useProductDetail(id: number | null) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  const culture = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: catalogKeys.detail(culture, customerId, id ?? 0),
    queryFn: ({ signal }) => getProductDetail(id ?? 0, signal),
    enabled: id !== null && customerId !== undefined,
  });
}

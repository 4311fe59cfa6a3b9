import { catalogApi, type ProductListBody } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { catalogKeys } from './keys';

/** POST /api/catalogs/products/list: paged, filtered and sorted on the server for the selected customer. */
export function listProducts(body: ProductListBody, signal?: AbortSignal) {
  return callApi(catalogApi.listProducts, { body }, signal ? { signal } : {});
}

export const productListQueryOptions = (culture: string, customerId: string | undefined, body: ProductListBody) =>
  queryOptions({
    queryKey: catalogKeys.productList(culture, customerId, body),
    queryFn: ({ signal }) => listProducts(body, signal),
    // the grid keeps the last page while the next one loads
    placeholderData: keepPreviousData,
  });

export function useProducts(body: ProductListBody) {
  const customerId = useCustomerStore((s) => s.selected?.id);
  const culture = useLocaleStore((s) => s.locale);
  return useQuery({ ...productListQueryOptions(culture, customerId, body), enabled: customerId !== undefined });
}

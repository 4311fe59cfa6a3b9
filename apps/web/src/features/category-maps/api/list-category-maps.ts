import { catalogAdminApi } from '@dealerport/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { categoryMapKeys } from './keys';

/** GET /api/catalogs/category/maps: the selected customer's maps (the customer travels as x-customer-id). */
export function listCategoryMaps(signal?: AbortSignal) {
  return callApi(catalogAdminApi.listCategoryMaps, {}, signal ? { signal } : {});
}

export const categoryMapsQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: categoryMapKeys.list(customerId),
    queryFn: ({ signal }) => listCategoryMaps(signal),
  });

export function useCategoryMaps(customerId: string) {
  return useQuery(categoryMapsQueryOptions(customerId));
}

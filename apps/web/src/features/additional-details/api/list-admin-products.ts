import { catalogAdminApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { additionalDetailKeys } from './keys';

export const PRODUCT_PICKER_SIZE = 20;

/** GET /api/catalogs/products/admin/list: the first products of a category (and its sub-categories) matching the text. */
export function listAdminProducts(categoryId: number | null, search: string, signal?: AbortSignal) {
  const query = {
    Page: 1,
    Size: PRODUCT_PICKER_SIZE,
    ...(categoryId !== null ? { CategoryId: categoryId } : {}),
    ...(search ? { SearchText: search } : {}),
  };
  return callApi(catalogAdminApi.listAdminProducts, { query }, signal ? { signal } : {});
}

export const adminProductsQueryOptions = (categoryId: number | null, search: string) =>
  queryOptions({
    queryKey: additionalDetailKeys.products(categoryId, search),
    queryFn: ({ signal }) => listAdminProducts(categoryId, search, signal),
    placeholderData: keepPreviousData,
  });

/** Asks once a category is chosen (a product narrows a category's detail). */
export function useAdminProducts(categoryId: number | null, search: string) {
  return useQuery({ ...adminProductsQueryOptions(categoryId, search.trim()), enabled: categoryId !== null });
}

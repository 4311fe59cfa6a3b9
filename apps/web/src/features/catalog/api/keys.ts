import type { ProductListBody } from '@dealerport/contract';

export const catalogKeys = {
  all: ['catalog'] as const,
  categories: (culture: string) => [...catalogKeys.all, 'categories', culture] as const,
  sortParams: (culture: string) => [...catalogKeys.all, 'sort-params', culture] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (customerId: string | undefined, body: ProductListBody) => [...catalogKeys.products(), 'list', customerId, body] as const,
  productDetails: (customerId: string | undefined, ids: readonly number[]) =>
    [...catalogKeys.products(), 'details', customerId, ids] as const,
  facets: (customerId: string | undefined, categoryId: number, searchText: string | undefined) =>
    [...catalogKeys.products(), 'facets', customerId, categoryId, searchText ?? ''] as const,
  detail: (customerId: string | undefined, id: number) => [...catalogKeys.products(), 'detail', customerId, id] as const,
  stocks: (customerId: string | undefined, id: number) => [...catalogKeys.products(), 'stocks', customerId, id] as const,
  search: (customerId: string | undefined, q: string) => [...catalogKeys.products(), 'search', customerId, q] as const,
};

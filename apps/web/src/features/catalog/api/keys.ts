import type { ProductListBody } from '@dealerport/contract';

/**
 * Everything the server words in x-culture (names, facet groups and values, stock texts) is keyed by the
 * culture too, so a language change asks again instead of showing the last language's answer.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: (culture: string) => [...catalogKeys.all, 'categories', culture] as const,
  sortParams: (culture: string) => [...catalogKeys.all, 'sort-params', culture] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productList: (culture: string, customerId: string | undefined, body: ProductListBody) =>
    [...catalogKeys.products(), 'list', culture, customerId, body] as const,
  productDetails: (culture: string, customerId: string | undefined, ids: readonly number[]) =>
    [...catalogKeys.products(), 'details', culture, customerId, ids] as const,
  facets: (culture: string, customerId: string | undefined, categoryId: number, searchText: string | undefined) =>
    [...catalogKeys.products(), 'facets', culture, customerId, categoryId, searchText ?? ''] as const,
  detail: (culture: string, customerId: string | undefined, id: number) =>
    [...catalogKeys.products(), 'detail', culture, customerId, id] as const,
  stocks: (culture: string, customerId: string | undefined, id: number) =>
    [...catalogKeys.products(), 'stocks', culture, customerId, id] as const,
  search: (culture: string, customerId: string | undefined, q: string) =>
    [...catalogKeys.products(), 'search', culture, customerId, q] as const,
  priceExplanation: (culture: string, customerId: string | undefined, id: number, quantity: number, paymentMethodCode: string | null) =>
    [...catalogKeys.products(), 'price-explanation', culture, customerId, id, quantity, paymentMethodCode] as const,
};

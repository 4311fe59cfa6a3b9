import type { ProductListBody } from '@dealerport/contract';

/** What /products shows, all of it in the URL so a link or a reload gives the same list. */
export interface ProductQuery {
  categoryId: number | undefined;
  searchText: string | undefined;
  /** Selected facet values (property detail ids). */
  detailIds: number[];
  sort: string | undefined;
  page: number;
}

const positiveInt = (value: string | null): number | undefined => {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : undefined;
};

export function readProductQuery(params: URLSearchParams): ProductQuery {
  const detailIds = params
    .getAll('f')
    .map(positiveInt)
    .filter((n): n is number => n !== undefined);
  return {
    categoryId: positiveInt(params.get('category')),
    searchText: params.get('searchText')?.trim() || undefined,
    detailIds: [...new Set(detailIds)].sort((a, b) => a - b),
    sort: params.get('sort') || undefined,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

export function writeProductQuery(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.categoryId !== undefined) params.set('category', String(query.categoryId));
  if (query.searchText) params.set('searchText', query.searchText);
  for (const id of query.detailIds) params.append('f', String(id));
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

export function toListBody(query: ProductQuery): ProductListBody {
  return {
    categoryId: query.categoryId,
    searchText: query.searchText,
    propertyDetailIds: query.detailIds.length ? query.detailIds : undefined,
    sort: query.sort,
    pageNumber: query.page,
    // no pageSize: the server's configured one (config item productListPageSize); the answer says which
  };
}

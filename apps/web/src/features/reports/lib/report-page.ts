import type { PagedList } from '@dealerport/contract';

/** The report answer (items, totalCount, page, pageSize) as the shared paged table reads it. */
export function toPagedList<A extends { items: unknown[]; totalCount: number; page: number; pageSize: number }>(
  answer: A,
  rowId: (row: A['items'][number], index: number) => string | number,
): Omit<A, 'items'> & PagedList<A['items'][number] & { id: string | number }> {
  const totalPages = Math.ceil(answer.totalCount / answer.pageSize);
  return {
    ...answer,
    items: answer.items.map((row, i) => ({ ...(row as object), id: rowId(row, i) }) as A['items'][number] & { id: string | number }),
    pageIndex: answer.page,
    totalPages,
    hasPreviousPage: answer.page > 1,
    hasNextPage: answer.page < totalPages,
  };
}

/** Page sizes of the report tables (the server takes up to 500). */
export const REPORT_PAGE_SIZES = [25, 50, 100, 250] as const;
export const SEARCH_DEBOUNCE_MS = 300;

/** Optional filter values: blank text and unset selects are left out of the body. */
export function compact<T extends Record<string, unknown>>(filter: T): Partial<T> {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Partial<T>;
}

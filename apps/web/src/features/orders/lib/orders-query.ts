import type { ListOrdersQuery, OrderStatus } from '@dealerport/contract';

export const ORDER_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;

export interface OrdersFilter {
  search: string;
  status: OrderStatus | null;
  /** Inclusive calendar days, "YYYY-MM-DD", empty for none. */
  from: string;
  to: string;
}

export const EMPTY_FILTER: OrdersFilter = { search: '', status: null, from: '', to: '' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page as GET /api/orders's query (PageNumber is 1-based; empty filters are left out). */
export function toOrdersQuery(filter: OrdersFilter, page: number, pageSize: number): ListOrdersQuery {
  const query: ListOrdersQuery = { PageNumber: page, PageSize: pageSize };
  const search = filter.search.trim();
  if (search) query.SearchTerm = search;
  if (filter.status) query.Status = filter.status;
  let { from, to } = filter;
  // a range typed backwards means the same days
  if (ISO_DAY.test(from) && ISO_DAY.test(to) && from > to) [from, to] = [to, from];
  if (ISO_DAY.test(from)) query.StartDate = from;
  if (ISO_DAY.test(to)) query.EndDate = to;
  return query;
}

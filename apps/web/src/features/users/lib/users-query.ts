import type { PagedQuery } from '@dealerport/contract';

export const USER_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;

/** Columns GET /api/users can sort by (its OrderBy list). */
export const USER_SORT_COLUMNS = ['accountName', 'email', 'firstName', 'lastName', 'roleName', 'userType', 'lastLoggedOn'] as const;

export interface UsersTableState {
  page: number;
  pageSize: number;
  search: string;
  sort: { column: string; direction: 'asc' | 'desc' };
}

/** The table's state as the paged query of spec 02 §7 (PageNumber is 1-based). */
export function toUsersQuery(state: UsersTableState): PagedQuery {
  const query: PagedQuery = { PageNumber: state.page, PageSize: state.pageSize, OrderBy: `${state.sort.column} ${state.sort.direction}` };
  const search = state.search.trim();
  if (search) query.SearchTerm = search;
  return query;
}

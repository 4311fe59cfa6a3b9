import type { PagedQuery, RegistrationColumnFilters, RegistrationStatus } from '@dealerport/contract';

export const REGISTRATION_PAGE_SIZES = [10, 25, 50] as const;
export const SEARCH_DEBOUNCE_MS = 300;

export type StatusFilter = RegistrationStatus | 'all';

/** The list call's query: newest first, the status as a column filter (contract: ColumnFilters JSON). */
export function toRegistrationsQuery(input: { page: number; pageSize: number; search: string; status: StatusFilter }): PagedQuery {
  const filters: RegistrationColumnFilters = input.status === 'all' ? {} : { status: input.status };
  const search = input.search.trim();
  return {
    PageNumber: input.page,
    PageSize: input.pageSize,
    OrderBy: 'createdAt desc',
    ...(search ? { SearchTerm: search } : {}),
    ...(Object.keys(filters).length ? { ColumnFilters: JSON.stringify(filters) } : {}),
  };
}

import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { usePaging } from '../../../components/PagedDataTable';
import { compact, REPORT_PAGE_SIZES, SEARCH_DEBOUNCE_MS } from './report-page';

/**
 * A report screen's state: its filters (text ones debounced before they reach the server), the sort of the
 * table and the paging, which starts on page one whenever filters or sort change.
 */
export function useReportState<F extends Record<string, unknown>, C extends string>(
  empty: F,
  defaultSort: { column: C; direction: 'asc' | 'desc' },
) {
  const [filter, setFilter] = useState<F>(empty);
  const [debounced] = useDebouncedValue(filter, SEARCH_DEBOUNCE_MS);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<any>>({
    columnAccessor: defaultSort.column,
    direction: defaultSort.direction,
  });
  const body = compact(debounced) as Partial<F>;
  const sort = { sortColumn: String(sortStatus.columnAccessor) as C, sortDirection: sortStatus.direction };
  const paging = usePaging(REPORT_PAGE_SIZES, JSON.stringify([body, sort]));
  const filtered = JSON.stringify(filter) !== JSON.stringify(empty);
  return {
    filter,
    change: (next: Partial<F>) => setFilter((f) => ({ ...f, ...next })),
    clear: () => setFilter(empty),
    filtered,
    body,
    sort,
    query: { page: paging.page, pageSize: paging.pageSize, ...sort },
    paging,
    sortStatus,
    setSortStatus,
  };
}

import type { PagedList } from '@dealerport/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';

interface PagedDataTableProps<T extends { id: string | number }> {
  /** The list call's query: its items, total, fetching state and error fill the table. */
  query: UseQueryResult<PagedList<T>>;
  columns: DataTableColumn<T>[];
  label: string;
  /** Shown when the list is empty (an error shows its message instead). */
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (size: number) => void;
  sortStatus?: DataTableSortStatus<T>;
  onSortStatusChange?: (status: DataTableSortStatus<T>) => void;
}

/**
 * The scroll area of a table that keyboard users can scroll too (WCAG 2.1.1): on a phone a table
 * scrolls sideways and may hold nothing focusable, so its viewport is a focusable region named like
 * the table.
 */
export function keyboardScrollable(label: string) {
  return { viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } };
}

/**
 * The administration screens' server-paged table (spec 02 §3 paged lists): page, page size and sort
 * changes go back to page one; labels and pagination controls are translated.
 */
export function PagedDataTable<T extends { id: string | number }>({
  query,
  columns,
  label,
  emptyText,
  page,
  onPageChange,
  pageSize,
  pageSizes,
  onPageSizeChange,
  sortStatus,
  onSortStatusChange,
}: PagedDataTableProps<T>) {
  const { t } = useTranslation();
  const sorting =
    sortStatus && onSortStatusChange
      ? {
          sortStatus,
          onSortStatusChange: (next: DataTableSortStatus<T>) => {
            // A column sorted for the first time starts ascending; the table kept the direction of the
            // column sorted before (a list sorted newest first sorted a name column Z to A on the first click).
            onSortStatusChange(next.columnAccessor === sortStatus.columnAccessor ? next : { ...next, direction: 'asc' });
            onPageChange(1);
          },
        }
      : {};
  return (
    <DataTable<T>
      aria-label={label}
      scrollAreaProps={keyboardScrollable(label)}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={query.data?.items.length ? undefined : 180}
      idAccessor="id"
      records={query.data?.items ?? []}
      columns={columns}
      fetching={query.isFetching}
      totalRecords={query.data?.totalCount ?? 0}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      recordsPerPageOptions={[...pageSizes]}
      onRecordsPerPageChange={(size) => {
        onPageSizeChange(size);
        onPageChange(1);
      }}
      recordsPerPageLabel={t('table.perPage')}
      paginationText={({ from, to, totalRecords }) => t('table.range', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      noRecordsText={query.isError ? errorText(query.error, t('errors.unexpected')) : emptyText}
      {...sorting}
    />
  );
}

/**
 * A PagedDataTable's paging, to spread into it: the page size (the first of `pageSizes` to begin with) and the
 * page, which belongs to the list's search and filters (`key`): when they change, the list starts on page one
 * without first asking for the old page.
 */
export function usePaging(pageSizes: readonly number[], key = '') {
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const [paging, setPaging] = useState({ page: 1, key });
  const page = paging.key === key ? paging.page : 1;
  return { page, onPageChange: (next: number) => setPaging({ page: next, key }), pageSize, pageSizes, onPageSizeChange: setPageSize };
}

import type { PagedList } from '@dealerport/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { DataTableSortStatus } from 'mantine-datatable';
import type { ExportFormat } from '../components/ReportLayout';
import { useReportState } from './use-report-state';

type ReportState<F extends Record<string, unknown>, C extends string> = ReturnType<typeof useReportState<F, C>>;
type ExportQuery<C extends string> = { format: ExportFormat; sortColumn?: C | undefined; sortDirection?: 'asc' | 'desc' | undefined };

interface ReportPageOptions<
  F extends Record<string, unknown>,
  C extends string,
  B,
  T extends { id: string | number },
  R extends PagedList<T>,
> {
  /** The filter form's empty values (what "clear filters" returns to). */
  empty: F;
  defaultSort: { column: C; direction: 'asc' | 'desc' };
  /** The call's body from the debounced, compacted form values. */
  toFilter: (body: Partial<F>) => B;
  useReport: (query: ReportState<F, C>['query'], filter: B) => UseQueryResult<R>;
  useExport: () => UseMutationResult<string, Error, { query: ExportQuery<C>; filter: B }>;
}

/**
 * The wiring every report screen shares: filter state, the report call with the page and sort, the export
 * with the same filters and sort, and the props of `ReportLayout` that follow from them. A screen adds its
 * title, columns and filter fields.
 */
export function useReportPage<
  F extends Record<string, unknown>,
  C extends string,
  B,
  T extends { id: string | number },
  R extends PagedList<T> = PagedList<T>,
>(options: ReportPageOptions<F, C, B, T, R>) {
  const state = useReportState<F, C>(options.empty, options.defaultSort);
  const filter = options.toFilter(state.body);
  const report = options.useReport(state.query, filter);
  const exporter = options.useExport();
  return {
    state,
    filter,
    report,
    /** Spread into `ReportLayout`. */
    layout: {
      filtered: state.filtered,
      onClear: state.clear,
      query: report as UseQueryResult<PagedList<T>>,
      paging: state.paging,
      sortStatus: state.sortStatus as DataTableSortStatus<T>,
      onSortStatusChange: state.setSortStatus as (status: DataTableSortStatus<T>) => void,
      exporter,
      onExport: (format: ExportFormat) => exporter.mutate({ query: { format, ...state.sort }, filter }),
    },
  };
}

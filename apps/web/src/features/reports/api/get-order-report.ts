import { type OrderReportFilter, type OrderReportQuery, reportsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { toPagedList } from '../lib/report-page';
import { reportKeys } from './keys';

/** POST /api/reports/order: order lines with totals per currency. */
export function getOrderReport(query: OrderReportQuery, filter: OrderReportFilter, signal?: AbortSignal) {
  return callApi(reportsApi.getOrderReport, { query, body: filter }, signal ? { signal } : {});
}

export const orderReportQueryOptions = (query: OrderReportQuery, filter: OrderReportFilter) =>
  queryOptions({
    queryKey: reportKeys.report('order', query, filter),
    queryFn: ({ signal }) => getOrderReport(query, filter, signal),
    // the table keeps showing the last page while the next one loads
    placeholderData: keepPreviousData,
    select: (answer) => toPagedList(answer, (row, i) => `${row.ficheNo}-${row.productCode}-${i}`),
  });

export function useOrderReport(query: OrderReportQuery, filter: OrderReportFilter) {
  return useQuery(orderReportQueryOptions(query, filter));
}

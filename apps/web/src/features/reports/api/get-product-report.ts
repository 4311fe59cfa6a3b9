import { type ProductReportFilter, type ProductReportQuery, reportsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { toPagedList } from '../lib/report-page';
import { reportKeys } from './keys';

/** POST /api/reports/product: the stock-price report. */
export function getProductReport(query: ProductReportQuery, filter: ProductReportFilter, signal?: AbortSignal) {
  return callApi(reportsApi.getProductReport, { query, body: filter }, signal ? { signal } : {});
}

export const productReportQueryOptions = (query: ProductReportQuery, filter: ProductReportFilter) =>
  queryOptions({
    queryKey: reportKeys.report('product', query, filter),
    queryFn: ({ signal }) => getProductReport(query, filter, signal),
    // the table keeps showing the last page while the next one loads
    placeholderData: keepPreviousData,
    select: (answer) => toPagedList(answer, (row) => row.productId),
  });

export function useProductReport(query: ProductReportQuery, filter: ProductReportFilter) {
  return useQuery(productReportQueryOptions(query, filter));
}

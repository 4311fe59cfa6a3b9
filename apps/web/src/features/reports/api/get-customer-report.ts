import { type CustomerReportFilter, type CustomerReportQuery, reportsApi } from '@dealerport/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { toPagedList } from '../lib/report-page';
import { reportKeys } from './keys';

/** POST /api/reports/customer: customer users with their last sign-in. */
export function getCustomerReport(query: CustomerReportQuery, filter: CustomerReportFilter, signal?: AbortSignal) {
  return callApi(reportsApi.getCustomerReport, { query, body: filter }, signal ? { signal } : {});
}

export const customerReportQueryOptions = (query: CustomerReportQuery, filter: CustomerReportFilter) =>
  queryOptions({
    queryKey: reportKeys.report('customer', query, filter),
    queryFn: ({ signal }) => getCustomerReport(query, filter, signal),
    // the table keeps showing the last page while the next one loads
    placeholderData: keepPreviousData,
    select: (answer) => toPagedList(answer, (row, i) => `${row.customerId}-${row.userAccountName ?? ''}-${i}`),
  });

export function useCustomerReport(query: CustomerReportQuery, filter: CustomerReportFilter) {
  return useQuery(customerReportQueryOptions(query, filter));
}

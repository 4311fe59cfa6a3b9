import { type CustomerReportExportQuery, type CustomerReportFilter, reportsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../lib/api-client';

/** The customer report's export: every row the filters select as xlsx or csv, saved by the browser. */
export function exportCustomerReport(input: { query: CustomerReportExportQuery; filter: CustomerReportFilter }) {
  return downloadApi(reportsApi.exportCustomerReport, { query: input.query, body: input.filter });
}

export function useExportCustomerReport() {
  return useMutation({ mutationFn: exportCustomerReport });
}

import { type OrderReportExportQuery, type OrderReportFilter, reportsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../lib/api-client';

/** The order report's export: every row the filters select as xlsx or csv, saved by the browser. */
export function exportOrderReport(input: { query: OrderReportExportQuery; filter: OrderReportFilter }) {
  return downloadApi(reportsApi.exportOrderReport, { query: input.query, body: input.filter });
}

export function useExportOrderReport() {
  return useMutation({ mutationFn: exportOrderReport });
}

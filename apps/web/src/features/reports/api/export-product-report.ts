import { type ProductReportExportQuery, type ProductReportFilter, reportsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../lib/api-client';

/** The stock-price report's export: every row the filters select as xlsx or csv, saved by the browser. */
export function exportProductReport(input: { query: ProductReportExportQuery; filter: ProductReportFilter }) {
  return downloadApi(reportsApi.exportProductReport, { query: input.query, body: input.filter });
}

export function useExportProductReport() {
  return useMutation({ mutationFn: exportProductReport });
}

import { type ProductImageReportExportQuery, type ProductImageReportFilter, reportsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../lib/api-client';

/** The product image report's export: every row the filters select as xlsx or csv, saved by the browser. */
export function exportProductImageReport(input: { query: ProductImageReportExportQuery; filter: ProductImageReportFilter }) {
  return downloadApi(reportsApi.exportProductImageReport, { query: input.query, body: input.filter });
}

export function useExportProductImageReport() {
  return useMutation({ mutationFn: exportProductImageReport });
}

import { type PivotBody, type PivotExportQuery, pivotApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../lib/api-client';

/** POST /api/pivot/order-lines/export: the pivot as an xlsx or csv file made by the server, saved by the browser. */
export function exportPivot(input: { query: PivotExportQuery; body: PivotBody }) {
  return downloadApi(pivotApi.exportOrderPivot, { query: input.query, body: input.body });
}

export function useExportPivot() {
  return useMutation({ mutationFn: exportPivot });
}

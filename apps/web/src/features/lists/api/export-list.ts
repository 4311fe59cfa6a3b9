import { listsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../lib/api-client';

/** GET /api/lists/{id}/export: the list as xlsx (code, name, quantity), saved by the browser. */
export function exportList(id: string) {
  return downloadApi(listsApi.exportList, { params: { id } });
}

export function useExportList() {
  return useMutation({ mutationFn: exportList });
}

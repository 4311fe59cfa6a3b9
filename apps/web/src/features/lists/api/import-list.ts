import { listsApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { callApiMultipart, toFormData } from '../../../lib/api-client';
import { useListChanged } from './use-list-changed';

/**
 * POST /api/lists/{id}/import (multipart `file`): a csv/xlsx's rows added to the list, quantities on top;
 * the answer names the rows whose code found no product. A refused file is shown beside the file input.
 */
export function importList(id: string, file: File) {
  return callApiMultipart(listsApi.importList, { params: { id }, form: toFormData({}, { file }) }, { notifyBadRequest: false });
}

export function useImportList() {
  const changed = useListChanged();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => importList(id, file),
    onSuccess: (result) => changed(result.list),
  });
}

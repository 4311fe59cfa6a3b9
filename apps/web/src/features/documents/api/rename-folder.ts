import { type DocumentType, documentsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** PUT /api/docs/{type}/folders/{id}. */
export const renameDocumentFolder = (type: DocumentType, id: string, name: string) =>
  callApi(documentsApi.renameDocumentFolder, { params: { type, id }, body: { name } }, { notifyBadRequest: false });

export function useRenameDocumentFolder(type: DocumentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameDocumentFolder(type, id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.tree(type) }),
  });
}

import { type DocumentType, documentsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** PUT /api/docs/{type}/files/{id}: a new name (the extension stays). */
export const renameDocument = (type: DocumentType, id: string, name: string) =>
  callApi(documentsApi.renameDocument, { params: { type, id }, body: { name } }, { notifyBadRequest: false });

export function useRenameDocument(type: DocumentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameDocument(type, id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.tree(type) }),
  });
}

import { type DocumentType, documentsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** DELETE /api/docs/{type}/folders/{id} (an empty folder only). */
export const deleteDocumentFolder = (type: DocumentType, id: string) =>
  callApi(documentsApi.deleteDocumentFolder, { params: { type, id } });

export function useDeleteDocumentFolder(type: DocumentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocumentFolder(type, id),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.tree(type) }),
  });
}

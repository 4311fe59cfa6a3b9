import { type DocumentType, documentsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** DELETE /api/docs/{type}/files/{id}. */
export const deleteDocument = (type: DocumentType, id: string) => callApi(documentsApi.deleteDocument, { params: { type, id } });

export function useDeleteDocument(type: DocumentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(type, id),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.tree(type) }),
  });
}

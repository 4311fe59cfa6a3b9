import { type DocumentType, documentsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** POST /api/docs/{type}/folders. */
export const createDocumentFolder = (type: DocumentType, name: string, parentId: string | null) =>
  callApi(documentsApi.createDocumentFolder, { params: { type }, body: { name, parentId } }, { notifyBadRequest: false });

export function useCreateDocumentFolder(type: DocumentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, parentId }: { name: string; parentId: string | null }) => createDocumentFolder(type, name, parentId),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.tree(type) }),
  });
}

import { buildPath, type DocumentFile, type DocumentType, documentsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { uploadFileWithProgress } from '../../../lib/upload-file';
import { documentKeys } from './document-keys';

/**
 * POST /api/docs/{type}/files?folderId (multipart, field `file`) with upload progress (0..1), through the
 * shared upload (lib/upload-file.ts: session refresh, errors); a 50 MB document may take ten times an
 * ordinary call's time-out.
 */
export function uploadDocument(
  type: DocumentType,
  folderId: string | null,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<DocumentFile> {
  const url = `${buildPath(documentsApi.uploadDocument.path, { type })}${folderId ? `?folderId=${encodeURIComponent(folderId)}` : ''}`;
  return uploadFileWithProgress<DocumentFile>(url, file, onProgress, 10 * REQUEST_TIMEOUT_MS);
}

export function useUploadDocument(type: DocumentType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, file, onProgress }: { folderId: string | null; file: File; onProgress?: (fraction: number) => void }) =>
      uploadDocument(type, folderId, file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.tree(type) }),
  });
}

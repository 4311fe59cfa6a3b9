import { buildPath, integrationsApi, type SyncEntity, type SyncReport } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { uploadFileWithProgress } from '../../../lib/upload-file';

/** The per-row report of a refused file (400 SYNC_BATCH_REJECTED carries it as `details`), if `error` is one. */
export function syncReportOf(error: unknown): SyncReport | null {
  if (!(error instanceof ApiError) || error.code !== 'SYNC_BATCH_REJECTED') return null;
  const details = error.body?.details as Partial<SyncReport> | undefined;
  if (!details || !Array.isArray(details.errors)) return null;
  return details as SyncReport;
}

/**
 * POST /api/integrations/sync/{entity}/upload (multipart, field `file`) with upload progress (0..1), through
 * the shared uploader (lib/upload-file.ts); a refused file throws an ApiError whose body carries the report
 * (syncReportOf).
 */
export function uploadSyncFile(entity: SyncEntity, file: File, onProgress?: (fraction: number) => void): Promise<SyncReport> {
  return uploadFileWithProgress<SyncReport>(buildPath(integrationsApi.uploadSyncFile.path, { entity }), file, onProgress);
}

export function useUploadSyncFile() {
  return useMutation({
    mutationFn: ({ entity, file, onProgress }: { entity: SyncEntity; file: File; onProgress?: (fraction: number) => void }) =>
      uploadSyncFile(entity, file, onProgress),
  });
}

import { buildPath, type LimitUploadError, type LimitUploadResult, salesmanLimitsApi } from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { uploadFileWithProgress } from '../../../lib/upload-file';
import { salesmanLimitKeys } from './keys';

/** The per-row report of a refused file (400 LIMIT_UPLOAD_INVALID), if `error` is one. */
export function uploadReportOf(error: unknown): { count: number; errors: LimitUploadError[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'LIMIT_UPLOAD_INVALID') return null;
  const details = error.body?.details as { count?: unknown; errors?: unknown } | undefined;
  if (!details || !Array.isArray(details.errors)) return null;
  return { count: typeof details.count === 'number' ? details.count : details.errors.length, errors: details.errors as LimitUploadError[] };
}

/**
 * POST /api/catalogs/limits/salesman/upload (multipart, field `file`) with upload progress (0..1), through
 * the shared uploader (lib/upload-file.ts); a refused file throws an ApiError whose body carries the
 * per-row report (uploadReportOf).
 */
export function uploadSalesmanLimits(file: File, onProgress?: (fraction: number) => void): Promise<LimitUploadResult> {
  return uploadFileWithProgress<LimitUploadResult>(buildPath(salesmanLimitsApi.uploadSalesmanLimits.path, {}), file, onProgress);
}

export function useUploadSalesmanLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => uploadSalesmanLimits(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: salesmanLimitKeys.all }),
  });
}

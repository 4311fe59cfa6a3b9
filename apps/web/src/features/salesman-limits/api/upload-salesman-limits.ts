import {
  buildPath,
  CLIENT_VERSION,
  type ErrorBody,
  type LimitUploadError,
  type LimitUploadResult,
  salesmanLimitsApi,
} from '@dealerport/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, REFRESH_AHEAD_SECONDS, REQUEST_TIMEOUT_MS, refreshSession } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';
import { signOut } from '../../../lib/session';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { salesmanLimitKeys } from './keys';

/** The per-row report of a refused file (400 LIMIT_UPLOAD_INVALID), if `error` is one. */
export function uploadReportOf(error: unknown): { count: number; errors: LimitUploadError[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'LIMIT_UPLOAD_INVALID') return null;
  const details = error.body?.details as { count?: unknown; errors?: unknown } | undefined;
  if (!details || !Array.isArray(details.errors)) return null;
  return { count: typeof details.count === 'number' ? details.count : details.errors.length, errors: details.errors as LimitUploadError[] };
}

interface XhrAnswer {
  status: number;
  body: unknown;
}

/** One POST of the form with XMLHttpRequest (fetch cannot report upload progress). */
function post(url: string, form: FormData, token: string | null, onProgress?: (fraction: number) => void): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-channel', 'web');
    xhr.setRequestHeader('x-version', CLIENT_VERSION);
    xhr.setRequestHeader('x-culture', useLocaleStore.getState().locale);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    }
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', translate('errors.network', 'The server could not be reached.')));
    xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', translate('errors.timeout', 'The server did not answer in time.')));
    xhr.send(form);
  });
}

async function freshToken(): Promise<string | null> {
  const { token, refreshToken, expiresAt } = useAuthStore.getState();
  if (token && refreshToken && expiresAt && Date.parse(expiresAt) - Date.now() <= REFRESH_AHEAD_SECONDS * 1000) {
    try {
      return await refreshSession();
    } catch (err) {
      if (!useAuthStore.getState().token) throw err;
    }
  }
  return useAuthStore.getState().token;
}

/**
 * POST /api/catalogs/limits/salesman/upload (multipart, field `file`) with upload progress (0..1).
 * Refreshes the session like every call; a refused file throws an ApiError whose body carries the
 * per-row report (uploadReportOf).
 */
export async function uploadSalesmanLimits(file: File, onProgress?: (fraction: number) => void): Promise<LimitUploadResult> {
  const url = buildPath(salesmanLimitsApi.uploadSalesmanLimits.path, {});
  const form = () => {
    const fd = new FormData();
    fd.append('file', file, file.name);
    return fd;
  };
  const sent = await freshToken();
  let answer = await post(url, form(), sent, onProgress);
  if (answer.status === 401) {
    const current = useAuthStore.getState().token;
    const token = current && current !== sent ? current : useAuthStore.getState().refreshToken ? await refreshSession() : null;
    if (!token) {
      signOut({ keepLocation: true });
      throw new ApiError(401, 'UNAUTHORIZED', translate('errors.sessionExpired', 'Your session has expired.'));
    }
    answer = await post(url, form(), token, onProgress);
  }
  if (answer.status === 200) return answer.body as LimitUploadResult;
  const body = answer.body && typeof answer.body === 'object' ? (answer.body as Partial<ErrorBody>) : null;
  if (answer.status === 400 || answer.status === 413) {
    throw new ApiError(
      answer.status,
      body?.code ?? 'BAD_REQUEST',
      body?.message || translate('errors.badRequest', 'The request could not be understood.'),
      body,
    );
  }
  throw new ApiError(
    answer.status,
    body?.code ?? `HTTP_${answer.status}`,
    translate('errors.unexpected', 'An unexpected server error occurred.'),
    body,
  );
}

export function useUploadSalesmanLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => uploadSalesmanLimits(file, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: salesmanLimitKeys.all }),
  });
}

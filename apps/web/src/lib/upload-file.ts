import { CLIENT_VERSION, type ErrorBody } from '@dealerport/contract';
import { ApiError, REFRESH_AHEAD_SECONDS, REQUEST_TIMEOUT_MS, refreshSession } from './api-client';
import { translate } from './i18n';
import { signOut } from './session';
import { useAuthStore } from './stores/auth-store';
import { useLocaleStore } from './stores/locale-store';

/**
 * A file upload with progress, shared by the features that upload files (integrations' sync files,
 * salesman limits, documents): a multipart POST (field `file`) sent with XMLHttpRequest, as fetch cannot report upload
 * progress, with the headers and the session handling of every call (api-client.ts): the token refreshed
 * ahead of expiry, one retry after a 401 with a renewed session, signed out when there is none.
 */
interface XhrAnswer {
  status: number;
  body: unknown;
}

/** One POST of the form with XMLHttpRequest: fetch cannot report upload progress. */
function post(
  url: string,
  form: FormData,
  token: string | null,
  onProgress?: (fraction: number) => void,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
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
 * POSTs `file` as the multipart field `file` to `url`, reporting progress (0..1). Answers the 200 body; a
 * 4xx throws an ApiError with the server's code, message and body (a refused file's per-row report is in
 * `body.details`), anything else an ApiError with the generic message. `timeoutMs`: for large files (a
 * 50 MB document on a slow line takes longer than an ordinary call may).
 */
export async function uploadFileWithProgress<T>(
  url: string,
  file: File,
  onProgress?: (fraction: number) => void,
  timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<T> {
  const form = () => {
    const fd = new FormData();
    fd.append('file', file, file.name);
    return fd;
  };
  const sent = await freshToken();
  let answer = await post(url, form(), sent, onProgress, timeoutMs);
  if (answer.status === 401) {
    const current = useAuthStore.getState().token;
    const token = current && current !== sent ? current : useAuthStore.getState().refreshToken ? await refreshSession() : null;
    if (!token) {
      signOut({ keepLocation: true });
      throw new ApiError(401, 'UNAUTHORIZED', translate('errors.sessionExpired', 'Your session has expired.'));
    }
    answer = await post(url, form(), token, onProgress, timeoutMs);
  }
  if (answer.status === 200) return answer.body as T;
  const body = answer.body && typeof answer.body === 'object' ? (answer.body as Partial<ErrorBody>) : null;
  if (answer.status >= 400 && answer.status < 500) {
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

import { type AuthResult, authApi, buildPath, CLIENT_VERSION, type EndpointDefinition, type ErrorBody } from '@dealerport/contract';
import type { z } from 'zod';
import type { EarlyAnswers } from '../boot';
import { ACCESS_VERSION_HEADER, noteAccessVersion } from './access-version';
import { ApiError } from './api-error';
import { translate } from './i18n';
import { showErrorToast } from './notify';
import { signOut } from './session';
import { useAuthStore } from './stores/auth-store';
import { useCustomerStore } from './stores/customer-store';
import { useLocaleStore } from './stores/locale-store';
import { triggerVersionUpdate } from './version-update';

export { ApiError } from './api-error';

/** Spec 01 §9. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Refresh ahead of expiry when this many seconds or fewer remain (spec 01 §9). */
export const REFRESH_AHEAD_SECONDS = 300;

// ----- types from the contract's endpoint definitions -----

type AnyEndpoint = EndpointDefinition<any, any, any, any>;
type Part<K extends string, S> = unknown extends S ? { [k in K]?: undefined } : { [k in K]: S };

/** `params`, `query` and `body` of an endpoint; each is required exactly when the contract declares it. */
export type CallInput<E> =
  E extends EndpointDefinition<infer P, infer Q, infer B, infer _R>
    ? Part<'params', z.input<P>> & Part<'query', z.input<Q>> & Part<'body', z.input<B>>
    : never;

/** The endpoint's response type; `undefined` for 204 endpoints without a response schema. */
export type CallOutput<E> =
  E extends EndpointDefinition<infer _P, infer _Q, infer _B, infer R> ? (unknown extends z.output<R> ? undefined : z.output<R>) : never;

export interface CallOptions {
  signal?: AbortSignal;
  /** A 400 shows its message as a red toast (spec 01 §8); forms that show the message inline turn it off. */
  notifyBadRequest?: boolean;
  timeoutMs?: number;
  /** Acts for this customer on this call only (x-customer-id), whoever is selected: a preview as that customer. */
  customerId?: string;
}

// ----- the call -----

/** Calls a contract endpoint with the standard headers, refresh and error handling (spec 01 §7, §8). */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  ...args: Partial<CallInput<E>> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions]
): Promise<CallOutput<E>> {
  const [input, options = {}] = args as [
    { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown } | undefined,
    CallOptions | undefined,
  ];
  const url = buildUrl(endpoint.path, input?.params, input?.query);
  const needsAuth = endpoint.auth !== 'public';

  if (needsAuth) await refreshIfExpiring();

  const sentToken = needsAuth ? useAuthStore.getState().token : null;
  const early = sentToken && !options.customerId ? takeEarlyAnswer(endpoint.method, url, input?.body, sentToken) : undefined;
  if (early) {
    try {
      return (await early) as CallOutput<E>;
    } catch {
      // refused or failed: asked again below, with the app's own handling of the answer
    }
  }
  let response = await send(endpoint.method, url, input?.body, sentToken, options);

  if (response.status === 401 && needsAuth) {
    response = await retryAfterRefresh(endpoint.method, url, input?.body, sentToken, options);
  }
  return (await readResponse(endpoint, response, options)) as CallOutput<E>;
}

/**
 * The answer src/boot.ts already asked for (the first page's data, started alongside the app's code),
 * when this call is the same request: path, body, token, language and customer. Each is taken once; a
 * later call of the same request asks the server.
 */
function takeEarlyAnswer(method: string, url: string, body: unknown, token: string): Promise<unknown> | undefined {
  const early: EarlyAnswers | undefined = typeof window === 'undefined' ? undefined : window.dealerportBoot?.early;
  if (!early || early.token !== token) return undefined;
  if (early.culture !== useLocaleStore.getState().locale || early.customerId !== useCustomerStore.getState().selected?.id) return undefined;
  // boot.ts's earlyKey (boot shares no code with the app; api-client.test.ts keeps the two in step)
  const key = `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
  const answer = early.answers[key];
  if (answer) delete early.answers[key];
  return answer;
}

/**
 * Calls a multipart endpoint of the contract (`bodyType: 'multipart'`) with a FormData body, with the
 * same headers, refresh and error handling as callApi. `toFormData` builds the body from the fields.
 */
export async function callApiMultipart<E extends AnyEndpoint & { bodyType: 'multipart' }>(
  endpoint: E,
  input: { params?: Record<string, string | number>; form: FormData },
  options: CallOptions = {},
): Promise<CallOutput<E>> {
  const url = buildUrl(endpoint.path, input.params);
  await refreshIfExpiring();
  const sentToken = useAuthStore.getState().token;
  let response = await send(endpoint.method, url, input.form, sentToken, options);
  if (response.status === 401) response = await retryAfterRefresh(endpoint.method, url, input.form, sentToken, options);
  return (await readResponse(endpoint, response, options)) as CallOutput<E>;
}

/**
 * A multipart body from form fields (text as is, numbers and booleans as text; undefined and null are
 * left out, which the contract's form schemas read as absent) and files (null is left out).
 */
export function toFormData(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: Record<string, File | null | undefined> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}

/**
 * Calls a `download` endpoint (a spreadsheet export) with the same headers, refresh and error handling
 * as callApi, and saves the answer under the server's file name.
 */
export async function downloadApi<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>, options: CallOptions = {}): Promise<string> {
  const file = await fetchFile(endpoint, input, options);
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}

/**
 * Opens a file the browser can show (a PDF) in a new tab instead of saving it: the tab is opened at the
 * click, before the answer (a tab opened after an await is blocked as a pop-up), then shown the file. Where
 * no tab could be opened, the file is saved as a download.
 */
export async function openApiFile<E extends AnyEndpoint>(endpoint: E, input?: CallInput<E>, options: CallOptions = {}): Promise<void> {
  const tab = window.open('', '_blank');
  // the file's tab has no hold on this page
  if (tab) tab.opener = null;
  try {
    const file = await fetchFile(endpoint, input, options);
    if (!tab) {
      saveBlob(file.blob, file.fileName);
      return;
    }
    const url = URL.createObjectURL(file.blob);
    tab.location.href = url;
    // the tab has the file once loaded; a minute is plenty for that
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

async function fetchFile(endpoint: AnyEndpoint, input: unknown, options: CallOptions): Promise<{ blob: Blob; fileName: string }> {
  // A POST export (the reports) sends its filters as the body, like the report call itself.
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = buildUrl(endpoint.path, params, query);
  await refreshIfExpiring();
  const sentToken = useAuthStore.getState().token;
  let response = await send(endpoint.method, url, body, sentToken, options);
  if (response.status === 401) response = await retryAfterRefresh(endpoint.method, url, body, sentToken, options);
  if (!response.ok) {
    await readResponse(endpoint, response, options);
  }
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'download';
  return { blob: await response.blob(), fileName };
}

/** The file name of a Content-Disposition header (RFC 6266: filename* first). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="([^"]+)"/i.exec(header);
  return plain?.[1] ?? null;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function buildUrl(path: string, params?: Record<string, string | number | undefined>, query?: Record<string, unknown>): string {
  const filled = buildPath(path, params ?? {});
  if (!query) return filled;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

function headersFor(token: string | null, hasJsonBody: boolean, customerId?: string): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'x-channel': 'web',
    'x-version': CLIENT_VERSION,
    'x-culture': useLocaleStore.getState().locale,
  });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const customer = customerId ?? useCustomerStore.getState().selected?.id;
  if (customer) headers.set('x-customer-id', customer);
  return headers;
}

async function send(method: string, url: string, body: unknown, token: string | null, options: CallOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (options.signal) {
    if (options.signal.aborted) controller.abort();
    else options.signal.addEventListener('abort', onCallerAbort, { once: true });
  }
  try {
    // a FormData body (multipart calls) sets its own Content-Type with the boundary
    const isForm = body instanceof FormData;
    const response = await fetch(url, {
      method,
      headers: headersFor(token, body !== undefined && !isForm, options.customerId),
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    if (token) noteAccessVersion(response.headers?.get(ACCESS_VERSION_HEADER) ?? null);
    return response;
  } catch (err) {
    if (timedOut) throw new ApiError(0, 'TIMEOUT', translate('errors.timeout', 'The server did not answer in time.'));
    if (options.signal?.aborted) throw err; // cancelled by the caller (e.g. TanStack Query): not an error to show
    throw new ApiError(0, 'NETWORK', translate('errors.network', 'The server could not be reached.'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function asErrorBody(value: unknown): Partial<ErrorBody> | null {
  return value && typeof value === 'object' ? (value as Partial<ErrorBody>) : null;
}

async function readResponse(endpoint: AnyEndpoint, response: Response, options: CallOptions): Promise<unknown> {
  // 205 is a 2xx, so it is checked first: both mean "this client is too old" (spec 01 §8).
  if (response.status === 426 || response.status === 205) {
    triggerVersionUpdate();
    throw new ApiError(
      response.status,
      'CLIENT_OUTDATED',
      translate('version.title', 'A new version is available'),
      asErrorBody(await readBody(response).catch(() => null)),
    );
  }
  if (response.ok) {
    if (response.status === 204) return undefined;
    const data = await readBody(response);
    if (import.meta.env.DEV && endpoint.response) {
      const check = endpoint.response.safeParse(data);
      if (!check.success) console.warn(`[api] ${endpoint.id}: response does not match the contract`, check.error);
    }
    return data;
  }
  const body = asErrorBody(await readBody(response).catch(() => null));
  if (response.status === 400) {
    const message = body?.message || translate('errors.badRequest', 'The request could not be understood.');
    if (options.notifyBadRequest !== false) showErrorToast(message);
    throw new ApiError(400, body?.code ?? 'BAD_REQUEST', message, body);
  }
  throw new ApiError(
    response.status,
    body?.code ?? `HTTP_${response.status}`,
    translate('errors.unexpected', 'An unexpected server error occurred.'),
    body,
  );
}

// ----- tokens -----

let refreshing: Promise<string> | null = null;

/**
 * Exchanges the refresh token for new tokens. Concurrent callers share one request (spec 01 §8);
 * when the server refuses the refresh token the user is signed out (spec 01 §4).
 */
export function refreshSession(): Promise<string> {
  if (refreshing) return refreshing;
  refreshing = (async () => {
    const refreshToken = useAuthStore.getState().refreshToken;
    if (!refreshToken) throw new ApiError(401, 'UNAUTHORIZED', translate('errors.sessionExpired', 'Your session has expired.'));
    const ep = authApi.authenticateWithRefreshToken;
    const response = await send(ep.method, ep.path, { refreshToken }, null, {});
    if (!response.ok) {
      const body = asErrorBody(await readBody(response).catch(() => null));
      throw new ApiError(
        response.status,
        body?.code ?? 'INVALID_REFRESH_TOKEN',
        body?.message || translate('errors.sessionExpired', 'Your session has expired.'),
        body,
      );
    }
    const result = (await readBody(response)) as AuthResult;
    useAuthStore.getState().setTokens(result);
    return result.token;
  })()
    .catch((err: unknown) => {
      // A refused refresh ends the session; a network failure or 5xx does not (the user may retry).
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) signOut({ keepLocation: true });
      throw err;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Proactive refresh when 300 s or less remain before the access token expires (spec 01 §9). */
async function refreshIfExpiring(): Promise<void> {
  const { token, refreshToken, expiresAt } = useAuthStore.getState();
  if (!token || !refreshToken || !expiresAt) return;
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires) || expires - Date.now() > REFRESH_AHEAD_SECONDS * 1000) return;
  try {
    await refreshSession();
  } catch (err) {
    // signed out by the failed refresh: stop here; otherwise try with the token we have
    if (!useAuthStore.getState().token) throw err;
  }
}

async function retryAfterRefresh(
  method: string,
  url: string,
  body: unknown,
  sentToken: string | null,
  options: CallOptions,
): Promise<Response> {
  const current = useAuthStore.getState().token;
  let token: string;
  if (current && current !== sentToken) {
    // another request already refreshed while this one was in flight
    token = current;
  } else if (useAuthStore.getState().refreshToken) {
    token = await refreshSession();
  } else {
    signOut({ keepLocation: true });
    throw new ApiError(401, 'UNAUTHORIZED', translate('errors.sessionExpired', 'Your session has expired.'));
  }
  const response = await send(method, url, body, token, options);
  if (response.status === 401) {
    // the new token was refused as well: the session is gone
    signOut({ keepLocation: true });
    throw new ApiError(401, 'UNAUTHORIZED', translate('errors.sessionExpired', 'Your session has expired.'));
  }
  return response;
}

/** Test hook: forget an in-flight refresh. */
export function __resetApiClientForTests(): void {
  refreshing = null;
}

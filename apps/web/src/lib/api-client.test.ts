import { authApi, catalogApi, homeApi } from '@dealerport/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyKey } from '../boot';
import { mockFetch } from '../test/fetch';
import { identity } from '../test/fixtures';
import { jsonResponse } from '../test/render';
import { ApiError, callApi } from './api-client';
import { setNavigator } from './navigation';
import { showErrorToast } from './notify';
import { useAuthStore } from './stores/auth-store';
import { useCustomerStore } from './stores/customer-store';
import { useLocaleStore } from './stores/locale-store';
import { useUserStore } from './stores/user-store';
import { triggerVersionUpdate } from './version-update';

vi.mock('./notify', () => ({ showErrorToast: vi.fn(), showSuccessToast: vi.fn() }));
vi.mock('./version-update', () => ({ triggerVersionUpdate: vi.fn() }));

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const fetchMock = mockFetch();
const navigate = vi.fn();

function signedInAs(token = 'old-token') {
  useAuthStore.setState({ signedIn: true, token, refreshToken: 'refresh-token-1', expiresAt: inAnHour() });
  useUserStore.setState({ user: identity() });
}

function authHeader(call: number): string | null {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers).get('Authorization');
}

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));
}

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  useAuthStore.getState().reset();
  useUserStore.getState().reset();
  useCustomerStore.getState().reset();
  useLocaleStore.setState({ locale: 'de' });
  window.history.replaceState(null, '', '/cart?tab=2');
});

afterEach(() => {
  vi.mocked(showErrorToast).mockClear();
  vi.mocked(triggerVersionUpdate).mockClear();
});

describe('callApi headers', () => {
  it('sends the standard headers, the bearer token and the selected customer', async () => {
    signedInAs('tok-1');
    useCustomerStore.getState().select({ id: 'cust-9', name: 'Oto Ada', code: 'C-9' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [{ id: 'cust-9', name: 'Oto Ada', code: 'C-9', countryCode: 'TR' }]));

    const rows = await callApi(homeApi.listSelectableCustomers);

    expect(rows).toEqual([{ id: 'cust-9', name: 'Oto Ada', code: 'C-9', countryCode: 'TR' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/home/customers');
    expect(init?.method).toBe('GET');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('x-culture')).toBe('de');
    expect(headers.get('x-customer-id')).toBe('cust-9');
    expect(headers.get('x-channel')).toBe('web');
    expect(headers.get('x-version')).toBe('1.2.33');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('acts for another customer on one call when told (a preview as that customer)', async () => {
    signedInAs('tok-1');
    useCustomerStore.getState().select({ id: 'cust-9', name: 'Oto Ada', code: 'C-9' });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));
    await callApi(homeApi.listSelectableCustomers, {}, { customerId: 'cust-2' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('x-customer-id')).toBe('cust-2');
    expect(useCustomerStore.getState().selected?.id).toBe('cust-9');
  });

  it('fills path parameters and query strings, and refuses a missing path value before calling', async () => {
    fetchMock.mockResolvedValue(jsonResponse(204));
    await callApi(authApi.changePasswordByToken, {
      params: { token: 'a b/c' },
      body: { newPassword: 'Abcdefg1', confirmNewPassword: 'Abcdefg1' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auths/a%20b%2Fc/change-password');

    await callApi(authApi.forgottenPassword, {
      query: { callBackUrl: 'http://localhost/reset-password' },
      body: { email: 'a@b.c' },
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auths/forgotten-password?callBackUrl=http%3A%2F%2Flocalhost%2Freset-password');

    await expect(
      callApi(authApi.changePasswordByToken, {
        params: { token: '' },
        body: { newPassword: 'x', confirmNewPassword: 'x' },
      }),
    ).rejects.toThrow("The parameter 'token' must be defined.");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not send a token to public endpoints', async () => {
    signedInAs('tok-1');
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { code: 'INVALID_CREDENTIALS', message: 'Falsch' }));
    await expect(
      callApi(authApi.authenticate, { body: { userName: 'x', password: 'y' } }, { notifyBadRequest: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(authHeader(0)).toBeNull();
  });
});

describe('answers boot.ts asked for early', () => {
  const body = { categoryId: 2, searchText: undefined, pageNumber: 1, pageSize: 50 };
  const answer = { items: [], pageIndex: 1, pageSize: 50, totalCount: 0, totalPages: 0, hasPreviousPage: false, hasNextPage: false };
  function early(
    answers: Record<string, Promise<unknown>>,
    overrides: Partial<{ token: string; culture: string; customerId: string }> = {},
  ) {
    window.dealerportBoot = { translations: {}, early: { token: 'tok-1', culture: 'de', customerId: 'cust-9', answers, ...overrides } };
  }
  beforeEach(() => {
    signedInAs('tok-1');
    useCustomerStore.getState().select({ id: 'cust-9', name: 'Oto Ada', code: 'C-9' });
  });
  afterEach(() => {
    delete window.dealerportBoot;
  });

  it('takes the answer of the same call once, and asks the server the next time', async () => {
    early({ [earlyKey('POST', catalogApi.listProducts.path, body)]: Promise.resolve(answer) });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...answer, totalCount: 1 }));

    expect(await callApi(catalogApi.listProducts, { body })).toEqual(answer);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await callApi(catalogApi.listProducts, { body })).toEqual({ ...answer, totalCount: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another body', { token: 'tok-1' }, { ...body, pageNumber: 2 }],
    ['another token', { token: 'tok-0' }, body],
    ['another language', { culture: 'tr' }, body],
    ['another customer', { customerId: 'cust-1' }, body],
  ])('asks the server itself for %s', async (_case, overrides, sent) => {
    early({ [earlyKey('POST', catalogApi.listProducts.path, body)]: Promise.resolve(answer) }, overrides);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...answer, totalCount: 3 }));

    expect(await callApi(catalogApi.listProducts, { body: sent })).toEqual({ ...answer, totalCount: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again, with its own handling, when the early call failed', async () => {
    const failed = Promise.reject(new Error('/api/catalogs/categories: 401'));
    failed.catch(() => {});
    early({ [earlyKey('GET', catalogApi.listCategories.path, undefined)]: failed });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, []));

    expect(await callApi(catalogApi.listCategories)).toEqual([]);
    expect(authHeader(0)).toBe('Bearer tok-1');
  });
});

describe('401 handling', () => {
  it('runs exactly one refresh for concurrent 401s and retries each request with the new token', async () => {
    signedInAs('old-token');
    let releaseRefresh: () => void = () => {};
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      const auth = new Headers(init?.headers).get('Authorization');
      if (url === authApi.authenticateWithRefreshToken.path) {
        // hold the refresh until all three requests have seen their 401
        await new Promise<void>((resolve) => {
          releaseRefresh = resolve;
        });
        return jsonResponse(200, { schema: 'Bearer', token: 'new-token', refreshToken: 'refresh-token-2', expiresIn: inAnHour() });
      }
      if (auth === 'Bearer old-token') return jsonResponse(401, { code: 'UNAUTHORIZED', message: 'no' });
      if (url === authApi.whoAmI.path) return jsonResponse(200, identity());
      return jsonResponse(200, []);
    });

    const results = Promise.all([
      callApi(authApi.whoAmI),
      callApi(homeApi.listSelectableCustomers),
      callApi(homeApi.listSelectableCustomers),
    ]);
    await vi.waitFor(() => expect(callsTo(authApi.authenticateWithRefreshToken.path)).toHaveLength(1));
    // let the other 401s arrive while the refresh is still pending
    await new Promise((r) => setTimeout(r, 10));
    releaseRefresh();
    const [me, list1, list2] = await results;

    expect(me.accountName).toBe('salesman');
    expect(list1).toEqual([]);
    expect(list2).toEqual([]);
    const refreshCalls = callsTo(authApi.authenticateWithRefreshToken.path);
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]?.[1]?.body))).toEqual({ refreshToken: 'refresh-token-1' });
    // 3 first tries + 1 refresh + 3 retries
    expect(fetchMock).toHaveBeenCalledTimes(7);
    const retries = fetchMock.mock.calls.slice(-3).map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(retries).toEqual(['Bearer new-token', 'Bearer new-token', 'Bearer new-token']);
    expect(useAuthStore.getState()).toMatchObject({ token: 'new-token', refreshToken: 'refresh-token-2', signedIn: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs out and clears everything when the refresh is refused', async () => {
    signedInAs('old-token');
    useCustomerStore.getState().select({ id: 'cust-9', name: 'Oto Ada', code: 'C-9' });
    window.localStorage.setItem('something-else', 'x');
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === authApi.authenticateWithRefreshToken.path) {
        return jsonResponse(401, { code: 'INVALID_REFRESH_TOKEN', message: 'expired' });
      }
      return jsonResponse(401, { code: 'UNAUTHORIZED', message: 'no' });
    });

    const outcomes = await Promise.allSettled([callApi(authApi.whoAmI), callApi(homeApi.listSelectableCustomers)]);

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const reason = (outcomes[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(ApiError);
    expect((reason as ApiError).status).toBe(401);
    expect(callsTo(authApi.authenticateWithRefreshToken.path)).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ signedIn: false, token: null, refreshToken: null });
    expect(useUserStore.getState().user).toBeNull();
    expect(useCustomerStore.getState().selected).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(`/sign-in?redirect=${encodeURIComponent('/cart?tab=2')}`, { replace: true });
  });

  it('refreshes ahead of time when 300 seconds or less remain', async () => {
    signedInAs('old-token');
    useAuthStore.setState({ expiresAt: new Date(Date.now() + 200_000).toISOString() });
    fetchMock.mockImplementation(async (input) =>
      String(input) === authApi.authenticateWithRefreshToken.path
        ? jsonResponse(200, { schema: 'Bearer', token: 'fresh', refreshToken: 'refresh-token-2', expiresIn: inAnHour() })
        : jsonResponse(200, []),
    );

    await callApi(homeApi.listSelectableCustomers);

    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(authApi.authenticateWithRefreshToken.path);
    expect(authHeader(1)).toBe('Bearer fresh');
  });

  it('does not refresh ahead of time when more than 300 seconds remain', async () => {
    signedInAs('old-token');
    useAuthStore.setState({ expiresAt: new Date(Date.now() + 301_000).toISOString() });
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await callApi(homeApi.listSelectableCustomers);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authHeader(0)).toBe('Bearer old-token');
  });
});

describe('error handling', () => {
  it('shows a 400 message as a toast and throws it as an ApiError', async () => {
    signedInAs();
    fetchMock.mockResolvedValue(jsonResponse(400, { code: 'CUSTOMER_REQUIRED', message: 'Bitte wählen Sie zuerst einen Kunden.' }));
    const error = await callApi(homeApi.listSelectableCustomers).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'CUSTOMER_REQUIRED', message: 'Bitte wählen Sie zuerst einen Kunden.' });
    expect(showErrorToast).toHaveBeenCalledWith('Bitte wählen Sie zuerst einen Kunden.');
  });

  it('leaves the 400 toast to the caller when asked', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { code: 'INVALID_CREDENTIALS', message: 'wrong' }));
    await expect(
      callApi(authApi.authenticate, { body: { userName: 'a', password: 'b' } }, { notifyBadRequest: false }),
    ).rejects.toMatchObject({ message: 'wrong' });
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it('gives any other failure the unexpected-error message, keeping the body', async () => {
    signedInAs();
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'stack trace' }));
    const error = await callApi(homeApi.listSelectableCustomers).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message: 'An unexpected server error occurred.',
      body: { code: 'INTERNAL', message: 'stack trace' },
    });
    expect(showErrorToast).not.toHaveBeenCalled();
  });

  it.each([426, 205])('starts the version update on %i', async (status) => {
    signedInAs();
    fetchMock.mockResolvedValue(jsonResponse(status, status === 426 ? { code: 'CLIENT_OUTDATED', message: 'x' } : undefined));
    await expect(callApi(homeApi.listSelectableCustomers)).rejects.toMatchObject({ status, code: 'CLIENT_OUTDATED' });
    expect(triggerVersionUpdate).toHaveBeenCalledTimes(1);
  });

  it('times out and reports it', async () => {
    signedInAs();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(callApi(homeApi.listSelectableCustomers, {}, { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
    });
  });
});

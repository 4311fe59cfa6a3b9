import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client';
import { renderApp, resetAppBeforeEach } from '../test/app';
import { mockFetch } from '../test/fetch';
import { pageOf, signInWith } from '../test/fixtures';
import { jsonResponse } from '../test/render';

const fetchMock = mockFetch();

resetAppBeforeEach();

/** An answer carrying the access version the server gives every signed-in caller. */
function withVersion(response: Response, version: string): Response {
  response.headers.set('x-access-version', version);
  return response;
}

describe('a role changed while the app is open', () => {
  it('reaches the open session at its next call: the identity is read again and the screen it lost goes away', async () => {
    const before = signInWith(['user.list']);
    let access = { version: 'v1-aaaaaaaaaaaaa', user: before };
    let whoAmIs = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/auths/who-am-i') {
        whoAmIs++;
        return withVersion(jsonResponse(200, access.user), access.version);
      }
      if (url.pathname === '/api/users') return withVersion(jsonResponse(200, pageOf([])), access.version);
      return withVersion(jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' }), access.version);
    });
    const router = renderApp('/users');
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/users'))).toBe(true));
    await waitFor(() => expect(whoAmIs).toBe(1));
    expect(router.state.location.pathname).toBe('/users');

    // an administrator takes user.list from the role: the next answer carries another version
    access = { version: 'v2-bbbbbbbbbbbbb', user: { ...before, role: { ...before.role, permissions: [] } } };
    // any call of the screen (here: its list read again)
    await queryClient.refetchQueries({ type: 'active', predicate: (q) => !JSON.stringify(q.queryKey).includes('who-am-i') });
    await waitFor(() => expect(whoAmIs).toBe(2));
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });

  it('an unchanged version reads nothing again', async () => {
    const user = signInWith(['user.list']);
    let whoAmIs = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/auths/who-am-i') {
        whoAmIs++;
        return withVersion(jsonResponse(200, user), 'same-aaaaaaaaaaa');
      }
      return withVersion(jsonResponse(200, pageOf([])), 'same-aaaaaaaaaaa');
    });
    renderApp('/users');
    await waitFor(() => expect(whoAmIs).toBe(1));
    const others = {
      type: 'active',
      predicate: (q: { queryKey: readonly unknown[] }) => !JSON.stringify(q.queryKey).includes('who-am-i'),
    } as const;
    await queryClient.refetchQueries(others);
    await queryClient.refetchQueries(others);
    expect(whoAmIs).toBe(1);
    expect(screen.queryByRole('heading', { name: 'Access denied' })).not.toBeInTheDocument();
  });
});

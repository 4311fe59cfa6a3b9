import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { identity } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PasswordManagementPage } from './PasswordManagementPage';

const fetchMock = vi.fn<typeof fetch>();

function signInWith(permissions: string[]) {
  useAuthStore.setState({
    signedIn: true,
    token: 'tok',
    refreshToken: 'refresh-token-1',
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  });
  useUserStore.setState({ user: identity({ role: { id: 1, name: 'Admin', roleType: 'admin', permissions } }) });
}

beforeEach(() => {
  __resetApiClientForTests();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/commons/passwordSettings') {
      if (init?.method === 'PUT') return jsonResponse(200, JSON.parse(String(init.body)));
      return jsonResponse(200, { passwordPattern: '^.{8,}$', passwordChangeFrequency: 90 });
    }
    if (url.pathname === '/api/users/notify-users-for-default-password') {
      return jsonResponse(200, {
        items: [
          {
            id: '5f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f60',
            accountName: 'ayse',
            email: 'ayse@example.com',
            firstName: 'Ayşe',
            lastName: 'Demir',
            language: 'tr',
            roleId: 2,
            roleName: 'Staff',
            roleType: 'staff',
            roleTypeName: 'Staff',
            salesmanId: null,
            salesmanName: null,
            customerId: null,
            customerName: null,
            userType: 'staff',
            isActive: true,
            isPasswordChangeRequired: true,
            lastLoggedOn: null,
          },
        ],
        pageIndex: 1,
        pageSize: 500,
        totalCount: 1,
        totalPages: 1,
        hasPreviousPage: false,
        hasNextPage: false,
      });
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PasswordManagementPage', { timeout: 20_000 }, () => {
  it('checks the pattern compiles, then saves the settings', async () => {
    signInWith(['configuration-password-setting.list', 'configuration-password-setting.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PasswordManagementPage />);
    const pattern = await screen.findByRole('textbox', { name: /^Password pattern/ });
    expect(pattern).toHaveValue('^.{8,}$');

    await user.clear(pattern);
    await user.type(pattern, '(unclosed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password pattern is not a valid regular expression.')).toBeInTheDocument();

    await user.clear(pattern);
    await user.type(pattern, '^.{{10,}$');
    const frequency = screen.getByRole('textbox', { name: /^Password change frequency/ });
    await user.clear(frequency);
    await user.type(frequency, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ passwordPattern: '^.{10,}$', passwordChangeFrequency: 0 });
  });

  it('is read-only without the update permission and hides the reminder without user.update', async () => {
    signInWith(['configuration-password-setting.list']);
    renderWithProviders(<PasswordManagementPage />);
    expect(await screen.findByRole('textbox', { name: /^Password pattern/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify users still on a default password' })).not.toBeInTheDocument();
  });

  it('notifies the users on a default password after confirmation and lists them', async () => {
    signInWith(['configuration-password-setting.list', 'user.update']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PasswordManagementPage />);
    await user.click(await screen.findByRole('button', { name: 'Notify users still on a default password' }));
    const notifyCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/users/notify-users-for-default-password'));
    expect(notifyCalls()).toHaveLength(0);

    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send emails' }));
    expect(await screen.findByText('1 user was notified.')).toBeInTheDocument();
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
    expect(notifyCalls()).toHaveLength(1);
    expect(String(notifyCalls()[0]?.[0])).toBe('/api/users/notify-users-for-default-password?PageNumber=1&PageSize=500');
  });
});

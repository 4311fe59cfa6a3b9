import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith, userRow } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PasswordManagementPage } from './PasswordManagementPage';

const fetchMock = mockFetch();

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/commons/passwordSettings') {
      if (init?.method === 'PUT') return jsonResponse(200, JSON.parse(String(init.body)));
      return jsonResponse(200, { passwordPattern: '^.{8,}$', passwordChangeFrequency: 90 });
    }
    if (url.pathname === '/api/users/notify-users-for-default-password') {
      return jsonResponse(200, pageOf([userRow({ isPasswordChangeRequired: true, lastLoggedOn: null })]));
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
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

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GeneralSettingsPage } from './GeneralSettingsPage';

const fetchMock = mockFetch();

const MAIL = {
  senderEmail: 'orders@example.com',
  displayName: 'Yıldız Lastik',
  emailProvider: 'Smtp',
  smtp: { username: 'mailer', password: null, passwordSet: true, serverAddress: 'smtp.example.com', port: 587, sslRequire: false },
  sendGrid: { apiKey: null, apiKeySet: false },
  isActive: true,
  overriddenByEnvironment: false,
};

const ALL = ['setting.list', 'configuration-email.list', 'configuration-email.update'];

const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/commons/mailSettings') {
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body));
        return jsonResponse(200, {
          ...MAIL,
          ...body,
          smtp: { ...body.smtp, password: null, passwordSet: !body.smtp.clearPassword },
          sendGrid: { apiKey: null, apiKeySet: Boolean(body.sendGrid.apiKey) },
          overriddenByEnvironment: false,
        });
      }
      return jsonResponse(200, MAIL);
    }
    if (url.pathname === '/api/commons/mailSettings/test') {
      // The stored password goes only to the server it was saved for (ADR 0061).
      if (JSON.parse(String(init?.body)).smtp?.serverAddress === 'smtp.other.example') {
        return jsonResponse(400, {
          code: 'SECRET_NOT_FOR_DESTINATION',
          message: 'smtp.password: the stored secret is only sent to the address it was saved for.',
        });
      }
      const unreachable = 'SMTP smtp.example.com:2525: no connection or no answer within 5 seconds.';
      return jsonResponse(200, {
        ok: false,
        code: 'UNREACHABLE',
        message: unreachable,
        latencyMs: 5003,
        checks: [{ target: 'SMTP smtp.example.com:2525', ok: false, code: 'UNREACHABLE', message: unreachable }],
      });
    }
    if (url.pathname === '/api/commons/generalSettings')
      return jsonResponse(200, { companyName: 'X', supportEmail: '', defaultLanguage: 'tr', timeZone: 'Europe/Istanbul' });
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('GeneralSettingsPage: the email tab', { timeout: 60_000 }, () => {
  it('shows the stored password as set, never its value, and sends it only when changed', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GeneralSettingsPage />, { route: '/general-settings?tab=mail' });
    expect(await screen.findByRole('textbox', { name: /^SMTP server/ })).toHaveValue('smtp.example.com');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Set')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^Sender name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Sender name/ }), 'Kuzey');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/commons/mailSettings', 'PUT')).toHaveLength(1));
    expect(callsTo('/api/commons/mailSettings', 'PUT')[0]).toEqual({
      senderEmail: 'orders@example.com',
      displayName: 'Kuzey',
      emailProvider: 'Smtp',
      smtp: { username: 'mailer', password: null, clearPassword: false, serverAddress: 'smtp.example.com', port: 587, sslRequire: false },
      sendGrid: { apiKey: null, clearApiKey: false },
      isActive: true,
    });

    // A new password is sent once typed.
    await user.click(await screen.findByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText(/^Password/), 'n3w-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/commons/mailSettings', 'PUT')).toHaveLength(2));
    expect(callsTo('/api/commons/mailSettings', 'PUT')[1].smtp.password).toBe('n3w-secret');
  });

  it('switches to SendGrid (an API key, no server), validates, and sends a test email showing the server’s answer', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GeneralSettingsPage />, { route: '/general-settings?tab=mail' });
    const server = await screen.findByRole('textbox', { name: /^SMTP server/ });
    await user.clear(server);
    await user.type(server, 'smtp.example.com:25');
    await user.click(screen.getByRole('button', { name: 'Send a test email' }));
    expect(await screen.findByText('Enter a host name or an IP address, without a port.')).toBeInTheDocument();
    expect(callsTo('/api/commons/mailSettings/test', 'POST')).toHaveLength(0);

    await user.clear(server);
    await user.type(server, 'smtp.example.com');
    await user.click(screen.getByRole('button', { name: 'Send a test email' }));
    expect(await screen.findByText('SMTP smtp.example.com:2525: no connection or no answer within 5 seconds.')).toBeInTheDocument();
    expect(screen.getByText('Test email not sent')).toBeInTheDocument();
    // Another server with the password left blank: the server's refusal is shown as it words it.
    await user.clear(server);
    await user.type(server, 'smtp.other.example');
    await user.click(screen.getByRole('button', { name: 'Send a test email' }));
    expect(await screen.findByText(/the stored secret is only sent to the address it was saved for/)).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Provider' }));
    await user.click(await screen.findByRole('option', { name: 'SendGrid', hidden: true }));
    expect(screen.queryByRole('textbox', { name: /^SMTP server/ })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^SendGrid API key/), 'SG.key');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/commons/mailSettings', 'PUT')).toHaveLength(1));
    expect(callsTo('/api/commons/mailSettings', 'PUT')[0]).toMatchObject({ emailProvider: 'SendGrid', sendGrid: { apiKey: 'SG.key' } });
  });

  it('is read-only without configuration-email.update, and hidden without configuration-email.list', async () => {
    signInWith(['setting.list', 'configuration-email.list']);
    const { unmount } = renderWithProviders(<GeneralSettingsPage />, { route: '/general-settings?tab=mail' });
    expect(await screen.findByRole('textbox', { name: /^SMTP server/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a test email' })).not.toBeInTheDocument();
    unmount();
    signInWith(['setting.list']);
    renderWithProviders(<GeneralSettingsPage />, { route: '/general-settings?tab=mail' });
    expect(await screen.findByRole('textbox', { name: /^Company name/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Email' })).not.toBeInTheDocument();
  });
});

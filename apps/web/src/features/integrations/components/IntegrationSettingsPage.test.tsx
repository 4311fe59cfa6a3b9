import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { IntegrationSettingsPage } from './IntegrationSettingsPage';

const fetchMock = mockFetch();

const ERP = {
  url: 'https://erp.example.test/orders',
  clientId: 'dealerport',
  clientSecret: null,
  clientSecretSet: true,
  username: 'portal',
  password: null,
  passwordSet: false,
  companyCode: '001',
  overriddenByEnvironment: false,
};
const FTP = { serverAddress: 'ftp.example.test', user: 'up', password: null, passwordSet: true, rootPath: '/img', rootUrl: '' };

const ALL = ['configuration-logo-rest.list', 'configuration-logo-rest.update', 'configuration-ftp.list', 'configuration-ftp.update'];

const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/commons/logoRestSettings') {
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body));
        if (body.url.includes('refuse'))
          return jsonResponse(400, { code: 'VALIDATION_FAILED', message: 'The data sent is not valid. url: bad' });
        return jsonResponse(200, {
          ...ERP,
          url: body.url,
          clientSecretSet: body.clearClientSecret ? false : ERP.clientSecretSet || Boolean(body.clientSecret),
          passwordSet: body.clearPassword ? false : ERP.passwordSet || Boolean(body.password),
        });
      }
      return jsonResponse(200, ERP);
    }
    if (url.pathname === '/api/commons/logoRestSettings/test') {
      return jsonResponse(200, {
        ok: false,
        code: 'UNAUTHORIZED',
        message: 'POST https://erp.example.test/orders: the credentials were refused (HTTP 401).',
        latencyMs: 42,
        checks: [],
      });
    }
    if (url.pathname === '/api/commons/ftpSettings') {
      if (method === 'PUT') return jsonResponse(200, { ...FTP, ...JSON.parse(String(init?.body)), password: null, passwordSet: true });
      return jsonResponse(200, FTP);
    }
    if (url.pathname === '/api/commons/ftpSettings/test') {
      return jsonResponse(200, {
        ok: true,
        code: 'OK',
        message: 'ftp://ftp.example.test:21: answered (230, signed in).',
        latencyMs: 12,
        checks: [
          { target: 'ftp://ftp.example.test:21', ok: true, code: 'OK', message: 'ftp://ftp.example.test:21: answered (230, signed in).' },
        ],
      });
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('IntegrationSettingsPage', { timeout: 20_000 }, () => {
  it('shows each secret as set or not set, never its value; saving without touching a secret keeps it', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<IntegrationSettingsPage />);
    const erp = await screen.findByRole('region', { name: 'ERP connection' });
    expect(await within(erp).findByRole('textbox', { name: /^ERP address/ })).toHaveValue(ERP.url);
    expect(within(erp).getByText('Set')).toBeInTheDocument(); // client secret
    expect(within(erp).getByLabelText('Password')).toHaveValue(''); // not set: an empty input to type one

    const company = within(erp).getByRole('textbox', { name: 'Company code' });
    await user.clear(company);
    await user.type(company, '002');
    await user.click(within(erp).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/commons/logoRestSettings', 'PUT')).toHaveLength(1));
    expect(callsTo('/api/commons/logoRestSettings', 'PUT')[0]).toEqual({
      url: ERP.url,
      clientId: 'dealerport',
      clientSecret: null,
      clearClientSecret: false,
      username: 'portal',
      password: null,
      clearPassword: false,
      companyCode: '002',
    });
    expect(within(erp).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('changes one secret and clears another', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<IntegrationSettingsPage />);
    const erp = await screen.findByRole('region', { name: 'ERP connection' });
    await user.click(await within(erp).findByRole('button', { name: 'Clear Client secret' }));
    expect(within(erp).getByText('Will be removed on save')).toBeInTheDocument();
    await user.type(within(erp).getByLabelText('Password'), 'n3w-pass');
    await user.click(within(erp).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/commons/logoRestSettings', 'PUT')).toHaveLength(1));
    expect(callsTo('/api/commons/logoRestSettings', 'PUT')[0]).toMatchObject({
      clientSecret: null,
      clearClientSecret: true,
      password: 'n3w-pass',
      clearPassword: false,
    });

    const ftp = screen.getByRole('region', { name: 'Storage server' });
    await user.click(within(ftp).getByRole('button', { name: 'Change Password' }));
    await user.type(within(ftp).getByLabelText('Password'), 'ftp-new');
    await user.click(within(ftp).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/commons/ftpSettings', 'PUT')).toHaveLength(1));
    expect(callsTo('/api/commons/ftpSettings', 'PUT')[0]).toEqual({
      serverAddress: 'ftp.example.test',
      user: 'up',
      password: 'ftp-new',
      clearPassword: false,
      rootPath: '/img',
      rootUrl: '',
    });
  });

  it('tests the connections as typed and shows the outcome inline', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<IntegrationSettingsPage />);
    const erp = await screen.findByRole('region', { name: 'ERP connection' });
    await user.click(await within(erp).findByRole('button', { name: 'Test connection' }));
    const failed = await within(erp).findByRole('status');
    expect(failed).toHaveTextContent('Connection failed');
    expect(failed).toHaveTextContent('the credentials were refused (HTTP 401)');
    expect(failed).toHaveTextContent('Took 42 ms');
    expect(callsTo('/api/commons/logoRestSettings', 'PUT')).toHaveLength(0); // a test saves nothing

    const ftp = screen.getByRole('region', { name: 'Storage server' });
    await user.click(within(ftp).getByRole('button', { name: 'Test connection' }));
    expect(await within(ftp).findByRole('status')).toHaveTextContent('Connection works');
    expect(callsTo('/api/commons/ftpSettings/test', 'POST')[0]).toMatchObject({ serverAddress: 'ftp.example.test', password: null });
  });

  it('checks addresses before sending and shows a refusal of the server inline', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<IntegrationSettingsPage />);
    const erp = await screen.findByRole('region', { name: 'ERP connection' });
    const url = await within(erp).findByRole('textbox', { name: /^ERP address/ });
    await user.clear(url);
    await user.type(url, 'ftp://erp.example.test');
    await user.click(within(erp).getByRole('button', { name: 'Save' }));
    expect(await within(erp).findByText('Enter an address starting with http:// or https://.')).toBeInTheDocument();
    expect(callsTo('/api/commons/logoRestSettings', 'PUT')).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://refuse.example.test');
    await user.click(within(erp).getByRole('button', { name: 'Save' }));
    expect(await within(erp).findByRole('alert')).toHaveTextContent('The data sent is not valid. url: bad');
  });

  it('is read-only without the update permissions, and shows only the sections the user may list', async () => {
    signInWith(['configuration-logo-rest.list']);
    renderWithProviders(<IntegrationSettingsPage />);
    const erp = await screen.findByRole('region', { name: 'ERP connection' });
    expect(await within(erp).findByRole('textbox', { name: /^ERP address/ })).toHaveAttribute('readonly');
    expect(within(erp).getByText('Set')).toBeInTheDocument();
    expect(within(erp).getByText('Not set')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test connection' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Clear/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Storage server' })).not.toBeInTheDocument();
  });

  it('shows the integration keys and the sync file upload to whoever may list integrations, and only those', async () => {
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      new URL(String(input), 'http://x').pathname === '/api/integrations/keys' ? jsonResponse(200, []) : base!(input, init),
    );
    signInWith(['integration.list']);
    renderWithProviders(<IntegrationSettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Integration keys' })).toBeInTheDocument();
    expect(await screen.findByText('No integration keys yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload sync files' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ERP connection' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Storage server' })).not.toBeInTheDocument();
  });

  it('shows a loading error', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(403, { code: 'FORBIDDEN', message: 'You may not do this.' }));
    signInWith(['configuration-ftp.list']);
    renderWithProviders(<IntegrationSettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not do this.');
  });
});

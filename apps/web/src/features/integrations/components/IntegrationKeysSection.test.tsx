import type { IntegrationKey } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { IntegrationKeysSection } from './IntegrationKeysSection';

const fetchMock = mockFetch();

const SECRET = 'dpk_AbC1defghijklmnopqrstuvwxyz0123456789ABCDEFG';
const key = (over: Partial<IntegrationKey> = {}): IntegrationKey => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Logo ERP',
  prefix: 'dpk_AbC1…',
  scopes: ['catalog', 'stock'],
  createdBy: 'admin',
  createdAt: '2026-01-10T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...over,
});
let keys: IntegrationKey[];
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method);

beforeEach(() => {
  keys = [
    key(),
    key({ id: '22222222-2222-4222-8222-222222222222', name: 'Old ERP', prefix: 'dpk_Zz9…', revokedAt: '2026-01-11T09:00:00.000Z' }),
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/integrations/keys' && method === 'GET') return jsonResponse(200, keys);
    if (url.pathname === '/api/integrations/keys' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      if (body.name === 'taken') return jsonResponse(400, { code: 'VALIDATION_FAILED', message: 'The data sent is not valid.' });
      const created = key({ id: '33333333-3333-4333-8333-333333333333', name: body.name, scopes: body.scopes });
      keys = [created, ...keys];
      return jsonResponse(200, { key: created, secret: SECRET });
    }
    if (url.pathname.startsWith('/api/integrations/keys/') && method === 'DELETE') {
      keys = keys.map((k) => (url.pathname.endsWith(k.id) ? { ...k, revokedAt: '2026-02-01T10:00:00.000Z' } : k));
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'no' });
  });
});

describe('IntegrationKeysSection', () => {
  it('lists the keys without secrets; a reader cannot create or revoke', async () => {
    signInWith(['integration.list']);
    renderWithProviders(<IntegrationKeysSection />);
    const table = await screen.findByRole('table', { name: 'Integration keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Logo ERP')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('dpk_AbC1…')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Stock and warehouses')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Never')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/^Revoked /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke key/ })).not.toBeInTheDocument();
  });

  it('creates a key with scopes and shows it once with a copy button and a warning', async () => {
    signInWith(['integration.list', 'integration.update']);
    const user = userEvent.setup();
    renderWithProviders(<IntegrationKeysSection />);
    await screen.findByRole('table', { name: 'Integration keys' });
    await user.click(screen.getByRole('button', { name: 'New key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New integration key' });
    // nothing is sent without a name and a scope
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Please enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeInTheDocument();
    expect(calls('POST', '/api/integrations/keys')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Warehouse robot');
    await user.click(within(dialog).getByLabelText('Stock and warehouses'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new integration key' });
    expect(JSON.parse(String(calls('POST', '/api/integrations/keys')[0]![1]!.body))).toEqual({
      name: 'Warehouse robot',
      scopes: ['stock'],
    });
    expect(within(shown).getByText(SECRET)).toBeInTheDocument();
    expect(within(shown).getByRole('alert')).toHaveTextContent('This is the only time the key is shown.');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).not.toBeInTheDocument());
    expect(await screen.findByText('Warehouse robot')).toBeInTheDocument();
  });

  it('shows a refused creation in the dialog', async () => {
    signInWith(['integration.list', 'integration.update']);
    const user = userEvent.setup();
    renderWithProviders(<IntegrationKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'New key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New integration key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'taken');
    await user.click(within(dialog).getByLabelText('Orders'));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('The data sent is not valid.')).toBeInTheDocument();
  });

  it('revokes a key after confirmation', async () => {
    signInWith(['integration.list', 'integration.update']);
    const user = userEvent.setup();
    renderWithProviders(<IntegrationKeysSection />);
    await user.click(await screen.findByRole('button', { name: 'Revoke key Logo ERP' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke integration key' });
    expect(confirm).toHaveTextContent('Revoke the key “Logo ERP”?');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls('DELETE', '/api/integrations/keys/11111111-1111-4111-8111-111111111111')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke key Logo ERP' })).not.toBeInTheDocument());
  });

  it('shows a failed load', async () => {
    signInWith(['integration.list']);
    fetchMock.mockImplementation(async () => jsonResponse(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' }));
    renderWithProviders(<IntegrationKeysSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });
});

import type { ConfigItem } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ConfigsPage } from './ConfigsPage';

const fetchMock = mockFetch();

const ITEMS: ConfigItem[] = [
  { id: 1, key: 'badgeMax', value: '99', description: 'Cart badge maximum', dataType: 'number', operation: 'client', isBuiltIn: true },
  { id: 2, key: 'toastMs', value: '2000', description: 'Toast time', dataType: 'number', operation: 'client', isBuiltIn: true },
  {
    id: 7,
    key: 'showBanner',
    value: 'true',
    description: 'Banner on the home page',
    dataType: 'boolean',
    operation: 'home',
    isBuiltIn: false,
  },
  { id: 8, key: 'homeBlocks', value: '{"a":1}', description: '', dataType: 'json', operation: 'home', isBuiltIn: false },
];

const ALL = ['config.list', 'config.create', 'config.update'];

const sent = (path: string, method: string) =>
  fetchMock.mock.calls
    .filter(([u, init]) => String(u) === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/commons/configs' && method === 'GET') return jsonResponse(200, ITEMS);
    if (url.pathname === '/api/commons/configs' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      if (body.key === 'taken')
        return jsonResponse(400, { code: 'CONFIG_KEY_TAKEN', message: 'Der Schlüssel taken ist bereits vergeben.' });
      return jsonResponse(200, { id: 9, isBuiltIn: false, ...body });
    }
    const put = /^\/api\/commons\/configs\/(\d+)$/.exec(url.pathname);
    if (put && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      if (body.value === '9999')
        return jsonResponse(400, { code: 'CONFIG_VALUE_OUT_OF_RANGE', message: 'badgeMax 9 ile 9999 arasında olmalı.' });
      return jsonResponse(200, { id: Number(put[1]), isBuiltIn: true, ...body });
    }
    if (url.pathname === '/api/definitions/configs/data-types')
      return jsonResponse(200, [
        { id: 'string', name: 'Text' },
        { id: 'number', name: 'Number' },
        { id: 'boolean', name: 'Boolean' },
        { id: 'json', name: 'JSON' },
        { id: 'date', name: 'Date' },
      ]);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('ConfigsPage', { timeout: 30_000 }, () => {
  it('lists the items grouped by operation', async () => {
    signInWith(ALL);
    renderWithProviders(<ConfigsPage />);
    const client = await screen.findByRole('region', { name: 'client' });
    const home = screen.getByRole('region', { name: 'home' });
    expect(within(client).getByText('badgeMax')).toBeInTheDocument();
    expect(within(client).getByText('toastMs')).toBeInTheDocument();
    expect(within(home).getByText('showBanner')).toBeInTheDocument();
    expect(within(home).getByText('Yes')).toBeInTheDocument();
    expect(within(home).getByText('{"a":1}')).toBeInTheDocument();
    expect(within(client).queryByText('showBanner')).not.toBeInTheDocument();
  });

  it('edits a built-in number within its bounds with PUT /api/commons/configs/{id}, and shows the server’s refusal', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ConfigsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit badgeMax' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^Key/ })).toHaveAttribute('readonly');
    expect(within(dialog).getByText('A whole number from 9 to 9999.')).toBeInTheDocument();
    const value = within(dialog).getByRole('textbox', { name: /^Value/ });
    await user.clear(value);
    await user.type(value, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number within the range shown.')).toBeInTheDocument();
    expect(sent('/api/commons/configs/1', 'PUT')).toHaveLength(0);

    await user.clear(value);
    await user.type(value, '9999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('badgeMax 9 ile 9999 arasında olmalı.');

    await user.clear(value);
    await user.type(value, ' 150 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('/api/commons/configs/1', 'PUT')).toHaveLength(2));
    expect(sent('/api/commons/configs/1', 'PUT')[1]).toEqual({
      key: 'badgeMax',
      operation: 'client',
      dataType: 'number',
      value: '150',
      description: 'Cart badge maximum',
    });
  });

  it('creates a boolean item with its switch, and refuses invalid JSON before sending', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ConfigsPage />);
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Key/ }), 'extraBlock');
    await user.type(within(dialog).getByRole('textbox', { name: /^Group/ }), 'home');

    await user.click(within(dialog).getByRole('textbox', { name: /^Data type/ }));
    await user.click(await screen.findByRole('option', { name: 'JSON', hidden: true }));
    const json = within(dialog).getByRole('textbox', { name: /^Value/ });
    await user.clear(json);
    await user.click(json);
    await user.paste('{"a":');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Not valid JSON.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('textbox', { name: /^Data type/ }));
    await user.click(await screen.findByRole('option', { name: 'Boolean', hidden: true }));
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('/api/commons/configs', 'POST')).toHaveLength(1));
    expect(sent('/api/commons/configs', 'POST')[0]).toEqual({
      key: 'extraBlock',
      operation: 'home',
      dataType: 'boolean',
      value: 'true',
      description: '',
    });
  });

  it('shows the server’s refusal of a new item', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ConfigsPage />);
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Key/ }), 'taken');
    await user.type(within(dialog).getByRole('textbox', { name: /^Group/ }), 'home');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Der Schlüssel taken ist bereits vergeben.');
  });

  it('offers no create or edit without those permissions', async () => {
    signInWith(['config.list']);
    renderWithProviders(<ConfigsPage />);
    expect(await screen.findByText('badgeMax')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit badgeMax' })).not.toBeInTheDocument();
  });
});

import type { WarehouseTarget } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { WarehouseSettingsPage } from './WarehouseSettingsPage';

const fetchMock = mockFetch();
mockTableMedia();

const rule = (over: Partial<WarehouseTarget> = {}): WarehouseTarget => ({
  id: 1,
  warehouseCode: 'IST',
  warehouseName: 'İstanbul Merkez',
  acceptedCountryCodes: ['TR'],
  rejectedCountryCodes: [],
  priority: 1,
  isExport: false,
  isExportRegistered: false,
  ...over,
});
const rules = [
  rule(),
  rule({ id: 2, warehouseCode: 'ANK', warehouseName: 'Ankara', priority: 2 }),
  rule({
    id: 3,
    warehouseCode: 'KOL',
    warehouseName: 'Köln',
    acceptedCountryCodes: [],
    rejectedCountryCodes: ['TR'],
    priority: 3,
    isExport: true,
  }),
];
const warehouses = [
  { code: 'IST', name: 'İstanbul Merkez', divisionId: 1, priority: 1 },
  { code: 'ANK', name: 'Ankara', divisionId: 1, priority: 2 },
  { code: 'KOL', name: 'Köln', divisionId: 2, priority: 1 },
];
const countries = [
  { id: 'TR', name: 'Turkey' },
  { id: 'DE', name: 'Germany' },
  { id: 'AT', name: 'Austria' },
];

const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }));

/** Picks options from one input's own list (both country pickers offer the same names). */
async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: RegExp, options: string[]) {
  const input = within(scope).getByRole('textbox', { name: label });
  await user.click(input);
  const listbox = await waitFor(
    () => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('closed')),
  );
  for (const option of options) await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

let refuseUpdate = true;

beforeEach(() => {
  refuseUpdate = true;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/catalogs/warehouses/warehouse-targets') return jsonResponse(200, pageOf(rules));
    if (url.pathname === '/api/catalogs/warehouses/admin') return jsonResponse(200, warehouses);
    if (url.pathname === '/api/definitions/countries/all') return jsonResponse(200, countries);
    if (url.pathname === '/api/catalogs/warehouses/target' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      return jsonResponse(200, rule({ ...body, id: 9, warehouseName: 'Köln' }));
    }
    if (url.pathname.startsWith('/api/catalogs/warehouses/target/') && method === 'PUT') {
      if (refuseUpdate) return jsonResponse(400, { code: 'UNKNOWN_WAREHOUSE', message: 'The warehouse does not exist: ANK' });
      const id = Number(url.pathname.split('/').at(-1));
      return jsonResponse(200, rule({ ...JSON.parse(String(init?.body)), id, warehouseName: 'Köln' }));
    }
    if (url.pathname.startsWith('/api/catalogs/warehouses/target/') && method === 'DELETE') return jsonResponse(204);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('WarehouseSettingsPage', () => {
  it('shows the warehouses and the rules (PageIndex/PageSize asked), read-only without the permissions', async () => {
    signInWith(['warehouse-target.list']);
    renderWithProviders(<WarehouseSettingsPage />);
    const stock = await screen.findByRole('table', { name: 'Warehouses' });
    expect(await within(stock).findByText('Köln')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Warehouse rules' });
    expect(await within(table).findByText('IST – İstanbul Merkez')).toBeInTheDocument();
    expect(within(table).getByText('Every country')).toBeInTheDocument();
    expect(within(table).getByText('Export')).toBeInTheDocument();
    const list = calls('GET').find((c) => c.url.pathname === '/api/catalogs/warehouses/warehouse-targets');
    expect(list?.url.searchParams.get('PageIndex')).toBe('1');
    expect(list?.url.searchParams.get('PageSize')).toBe('25');
    expect(screen.queryByRole('button', { name: 'New rule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete rule IST (1)' })).not.toBeInTheDocument();
  });

  it('creates a rule with country pickers, refusing a country both accepted and rejected', async () => {
    signInWith(['warehouse-target.list', 'warehouse-target.create']);
    const user = userEvent.setup();
    renderWithProviders(<WarehouseSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New warehouse rule' });

    await choose(user, dialog, /^Warehouse/, ['KOL – Köln']);
    await choose(user, dialog, /Accepted countries/, ['Germany (DE)', 'Austria (AT)']);
    await choose(user, dialog, /Rejected countries/, ['Austria (AT)']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('These countries are both accepted and rejected: AT')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);

    // take Austria out of the rejected list again
    const rejected = within(dialog).getByRole('textbox', { name: /Rejected countries/ });
    await user.click(rejected);
    await user.keyboard('{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]?.init?.body))).toEqual({
      warehouseCode: 'KOL',
      acceptedCountryCodes: ['DE', 'AT'],
      rejectedCountryCodes: [],
      priority: 1,
      isExport: false,
      isExportRegistered: false,
    });
  });

  it('shows an update refusal inline and deletes after confirmation', async () => {
    signInWith(['warehouse-target.list', 'warehouse-target.update', 'warehouse-target.delete']);
    const user = userEvent.setup();
    renderWithProviders(<WarehouseSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit rule ANK (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule: ANK (2)' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The warehouse does not exist: ANK');
    expect(calls('PUT')[0]?.url.pathname).toBe('/api/catalogs/warehouses/target/2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete rule KOL (3)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete rule' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(calls('DELETE')[0]?.url.pathname).toBe('/api/catalogs/warehouses/target/3');
  });

  it('requires a warehouse before sending', async () => {
    signInWith(['warehouse-target.list', 'warehouse-target.create']);
    const user = userEvent.setup();
    renderWithProviders(<WarehouseSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New warehouse rule' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(calls('POST')).toHaveLength(0);
  });

  it('edits a rule: the form shows it as saved, and sends priority and the export flags', async () => {
    refuseUpdate = false;
    signInWith(['warehouse-target.list', 'warehouse-target.update']);
    const user = userEvent.setup();
    renderWithProviders(<WarehouseSettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit rule KOL (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule: KOL (3)' });
    expect(within(dialog).getByRole('textbox', { name: /^Warehouse/ })).toHaveValue('KOL – Köln');
    const priority = within(dialog).getByRole('textbox', { name: /^Priority/ });
    expect(priority).toHaveValue('3');
    expect(within(dialog).getByRole('switch', { name: /^Export rule/ })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /^Export-registered customers/ })).not.toBeChecked();
    expect(await within(dialog).findByText('Turkey (TR)')).toBeInTheDocument();

    await user.clear(priority);
    await user.type(priority, '9');
    await user.click(within(dialog).getByRole('switch', { name: /^Export-registered customers/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT')).toHaveLength(1));
    expect(calls('PUT')[0]?.url.pathname).toBe('/api/catalogs/warehouses/target/3');
    expect(JSON.parse(String(calls('PUT')[0]?.init?.body))).toEqual({
      warehouseCode: 'KOL',
      acceptedCountryCodes: [],
      rejectedCountryCodes: ['TR'],
      priority: 9,
      isExport: true,
      isExportRegistered: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit rule: KOL (3)' })).not.toBeInTheDocument());
  });
});

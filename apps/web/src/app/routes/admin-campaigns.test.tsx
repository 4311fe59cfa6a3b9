import type { Campaign } from '@dealerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { adminCategory, pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../test/render';
import { AdminCampaignsRoute } from './admin-campaigns';

const fetchMock = mockFetch();
mockTableMedia();

const CUSTOMER_ID = '5f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f60';
const campaign = (over: Partial<Campaign> = {}): Campaign => ({
  id: 1,
  code: 'SPRING-26',
  name: 'Spring sale',
  names: { tr: 'Bahar kampanyası', de: 'Frühlingsaktion', en: 'Spring sale' },
  startsOn: '2026-03-01',
  endsOn: '2026-05-31',
  kind: 'percent',
  value: '12.50',
  currency: null,
  customers: [{ id: CUSTOMER_ID, code: '120.01.001', name: 'Anadolu Oto' }],
  priceGroups: ['GOLD'],
  products: [],
  categories: [{ id: 3, name: 'Rims' }],
  isActive: true,
  status: 'running',
  updatedOnUtc: '2026-01-01T10:00:00.000Z',
  ...over,
});
const rows = [
  campaign(),
  campaign({
    id: 2,
    code: 'WINTER-FIX',
    name: 'Winter price',
    kind: 'fixedPrice',
    value: '79.90',
    currency: 'EUR',
    customers: [],
    priceGroups: [],
    categories: [],
    status: 'planned',
  }),
  campaign({ id: 3, code: 'OLD', name: 'Old one', isActive: false, status: 'inactive' }),
];
const customers = [
  {
    id: CUSTOMER_ID,
    code: '120.01.001',
    name: 'Anadolu Oto',
    title: null,
    email: null,
    phoneNumber: null,
    representativePerson: null,
    isKvkkConfirm: false,
    isCommunicationConfirm: false,
    customerSectors: [],
    countryCode: 'TR',
    currency: 'TRY',
    language: null,
    isActive: true,
  },
];
const products = [{ id: 21, code: 'AKU-7', name: 'Varta Blue 60Ah', categoryId: 3, imageUrl: null, isActive: true }];

const ALL = ['price-rule.list', 'price-rule.create', 'price-rule.update', 'price-rule.delete'];
const LIST = '/api/price-rules/campaigns';
const listCalls = () =>
  fetchMock.mock.calls
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }))
    .filter((c) => c.url.pathname === LIST && (c.init?.method ?? 'GET') === 'GET');
const writes = (method: string) => fetchMock.mock.calls.filter(([u, init]) => init?.method === method && String(u).startsWith(LIST));
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

let signedIn: ReturnType<typeof signInWith> | null = null;
const signInAs = (permissions: string[]) => {
  signedIn = signInWith(permissions, { salesman: null });
};

resetAppBeforeEach();
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, signedIn);
    if (url.pathname === LIST && method === 'POST') return jsonResponse(200, { ...rows[0], ...JSON.parse(String(init?.body)) });
    if (url.pathname.startsWith(`${LIST}/`) && method === 'PUT') return jsonResponse(200, rows[0]);
    if (url.pathname.startsWith(`${LIST}/`) && method === 'DELETE') return jsonResponse(204);
    if (url.pathname === LIST) return jsonResponse(200, pageOf(rows, 3));
    if (url.pathname === '/api/customers') return jsonResponse(200, pageOf(customers, 1, 1, 20));
    if (url.pathname === '/api/catalogs/products/admin/list') return jsonResponse(200, pageOf(products, 1, 1, 20));
    if (url.pathname === '/api/definitions/categories/admin')
      return jsonResponse(200, [adminCategory({ id: 3, name: 'Rims' }), adminCategory({ id: 4, name: 'Tyres' })]);
    if (url.pathname === '/api/price-rules/price-groups')
      return jsonResponse(200, [
        { priceGroup: 'GOLD', customerCount: 12 },
        { priceGroup: 'SILVER', customerCount: 3 },
      ]);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/admin/campaigns', { timeout: 60_000 }, () => {
  it('is a screen of the price-rule administrators, reached through the router', async () => {
    signInAs(['price-rule.list']);
    const router = renderApp('/admin/campaigns');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/campaigns'));
    expect(await screen.findByRole('heading', { name: 'Campaigns', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('sends a user without the permission away', async () => {
    signInAs(['bundle.list']);
    const router = renderApp('/admin/campaigns');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-denied'));
  });

  it('lists the campaigns with their effect and status, and searches and filters on the server', async () => {
    signInAs(['price-rule.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCampaignsRoute />);
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    expect(await within(table).findByText('Spring sale')).toBeInTheDocument();
    expect(within(table).getAllByText('12.5% off')).toHaveLength(2);
    expect(within(table).getByText('€79.90')).toBeInTheDocument();
    expect(within(table).getByText('Running')).toBeInTheDocument();
    expect(within(table).getByText('Planned')).toBeInTheDocument();
    expect(within(table).getByText('Switched off')).toBeInTheDocument();
    expect(within(table).getAllByText('1 customer, GOLD')).toHaveLength(2);
    expect(within(table).getByText('Every customer')).toBeInTheDocument();
    expect(within(table).getAllByText('Every product')).toHaveLength(1);
    expect(listCalls()[0]?.url.searchParams.get('OrderBy')).toBe('startsOn desc');
    // a reader may not write
    expect(screen.queryByRole('button', { name: 'New campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit SPRING-26' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'bahar');
    await waitFor(() => expect(listCalls().some((c) => c.url.searchParams.get('SearchTerm') === 'bahar')).toBe(true));
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Planned', hidden: true }));
    await waitFor(() => expect(listCalls().some((c) => c.url.searchParams.get('status') === 'planned')).toBe(true));
  });

  it('checks the form with the contract’s rules before sending anything', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCampaignsRoute />);
    await user.click(await screen.findByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Must not be empty.')).toHaveLength(2); // code, Turkish name
    expect(within(dialog).getAllByText('Not a valid date (YYYY-MM-DD).')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText(/^First day/), { target: { value: '2026-06-10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last day/), { target: { value: '2026-06-01' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Rate off/ }), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end date cannot be before the start date.')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be at most 100.')).toBeInTheDocument();

    await user.click(within(dialog).getByText('Fixed net price'));
    const price = within(dialog).getByRole('textbox', { name: /^Net unit price/ });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be greater than 0.')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument(); // the currency
    expect(writes('POST')).toHaveLength(0);
  });

  it('creates a campaign through the form: customers, groups, products and categories picked', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCampaignsRoute />);
    await user.click(await screen.findByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Code/ }), 'SUMMER-26');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name \(Türkçe\)/ }), 'Yaz kampanyası');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name \(English\)/ }), 'Summer sale');
    fireEvent.change(within(dialog).getByLabelText(/^First day/), { target: { value: '2026-06-01' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last day/), { target: { value: '2026-08-31' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Rate off/ }), '7,5');

    await user.type(within(dialog).getByRole('textbox', { name: 'Customers' }), 'Anad');
    await user.click(await screen.findByRole('option', { name: 'Anadolu Oto (120.01.001)', hidden: true }));
    expect(within(dialog).getByRole('list', { name: 'Customers' })).toHaveTextContent('Anadolu Oto (120.01.001)');
    await user.type(within(dialog).getByRole('textbox', { name: /^Price groups/ }), 'GOLD{enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Products' }), 'AKU');
    await user.click(await screen.findByRole('option', { name: 'Varta Blue 60Ah (AKU-7)', hidden: true }));
    await user.click(within(dialog).getByRole('textbox', { name: /^Categories/ }));
    await user.click(await screen.findByRole('option', { name: 'Tyres', hidden: true }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    expect(bodyOf(writes('POST')[0])).toEqual({
      code: 'SUMMER-26',
      names: { tr: 'Yaz kampanyası', de: '', en: 'Summer sale' },
      startsOn: '2026-06-01',
      endsOn: '2026-08-31',
      kind: 'percent',
      value: '7.5',
      currency: null,
      customerIds: [CUSTOMER_ID],
      priceGroups: ['GOLD'],
      productIds: [21],
      categoryIds: [4],
      isActive: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New campaign' })).not.toBeInTheDocument());
  });

  it('shows a taken code inline, edits by id and deletes after confirmation', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AdminCampaignsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit SPRING-26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit campaign: SPRING-26' });
    expect(within(dialog).getByRole('textbox', { name: /^Name \(Deutsch\)/ })).toHaveValue('Frühlingsaktion');
    expect(within(dialog).getByRole('list', { name: 'Customers' })).toHaveTextContent('Anadolu Oto');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Anadolu Oto (120.01.001)' }));
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await user.clear(code);
    await user.type(code, 'OLD');
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(409, { code: 'CAMPAIGN_CODE_TAKEN', message: 'A campaign with this code already exists: OLD' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A campaign with this code already exists: OLD');
    await user.clear(code);
    await user.type(code, 'SPRING-26');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    expect(String(writes('PUT')[1]?.[0])).toBe(`${LIST}/1`);
    expect(bodyOf(writes('PUT')[1])).toMatchObject({ code: 'SPRING-26', customerIds: [], priceGroups: ['GOLD'], categoryIds: [3] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Edit campaign/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete WINTER-FIX' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete campaign' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
    expect(String(writes('DELETE')[0]?.[0])).toBe(`${LIST}/2`);
  });
});

import type { CustomerAccesses } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { mockFetch } from '../../test/fetch';
import { pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CustomerProductPermissionsRoute } from './customer-product-permissions';

const fetchMock = mockFetch();
const C1 = '0b9d6f5e-1c2a-4e3b-9f10-aaaaaaaaaaa1';
const C2 = '0b9d6f5e-1c2a-4e3b-9f10-aaaaaaaaaaa2';

const flags = (over: Partial<Record<string, boolean>> = {}) => ({
  hasList: true,
  hasBasket: true,
  showPrice: true,
  showStock: true,
  showXmlStock: false,
  ...over,
});
const rule = (id: number, name: string, over: Partial<Record<string, boolean>> = {}) => ({
  accessPropertyDetailId: id,
  accessCustomerPropertyDetailId: 100 + id,
  propertyDetailName: name,
  ...flags(over),
});
const accesses: CustomerAccesses = {
  customerAccesses: [
    { propertyName: 'Marka', items: [rule(11, 'Michelin'), rule(12, 'Pirelli', { hasList: false })] },
    { propertyName: 'Mevsim', items: [rule(21, 'Kış', { showPrice: false })] },
  ],
  categoryAccessProperties: [],
};
const customerPage = pageOf([
  {
    id: C1,
    code: '120.001',
    name: 'Yıldız Oto Lastik',
    title: null,
    email: null,
    phoneNumber: null,
    representativePerson: null,
    countryCode: 'TR',
    currency: 'TRY',
    isActive: true,
  },
  {
    id: C2,
    code: '120.002',
    name: 'Kaya Jant',
    title: null,
    email: null,
    phoneNumber: null,
    representativePerson: null,
    countryCode: 'TR',
    currency: 'TRY',
    isActive: true,
  },
]);

const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => (init?.method ?? 'GET') === method && new URL(String(u), 'http://x').pathname === path);
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

beforeEach(() => {
  useCustomerStore.getState().reset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/customers') return jsonResponse(200, customerPage);
    if (url.pathname === `/api/customers/${C1}/accesses` && method === 'GET') return jsonResponse(200, accesses);
    if (url.pathname === `/api/customers/${C2}/accesses` && method === 'GET')
      return jsonResponse(200, { customerAccesses: [], categoryAccessProperties: [] });
    if (url.pathname === `/api/customers/${C1}/accesses` && method === 'PUT') return jsonResponse(200, accesses);
    if (url.pathname === '/api/accesses/available-categories')
      return jsonResponse(200, [{ id: 1, name: 'Lastik', properties: [{ id: 5, name: 'Marka' }] }]);
    if (url.pathname === '/api/accesses/category/1/available-properties') return jsonResponse(200, [{ id: 5, name: 'Marka' }]);
    if (url.pathname === '/api/accesses/category/property/5/available-property-details')
      return jsonResponse(200, [
        { id: 11, code: 'MICHELIN', name: 'Michelin' },
        { id: 12, code: 'PIRELLI', name: 'Pirelli' },
        { id: 13, code: 'LASSA', name: 'Lassa' },
      ]);
    if (url.pathname === '/api/accesses/access-category') return jsonResponse(204);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

const findOption = (name: string) => screen.findByRole('option', { name, hidden: true });

describe('/customer-product-permissions', () => {
  it('shows the header customer’s rules grouped by property, with the flags explained', async () => {
    signInWith(['customer-access.list', 'customer-access.update'], { salesman: null });
    useCustomerStore.getState().select({ id: C1, name: 'Yıldız Oto Lastik', code: '120.001' });
    renderWithProviders(<CustomerProductPermissionsRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'Customer product access' })).toBeInTheDocument();
    expect(screen.getByText(/off hides the product everywhere/)).toBeInTheDocument();
    const brands = await screen.findByRole('table', { name: 'Rules for Marka' });
    expect(within(brands).getByText('Michelin')).toBeInTheDocument();
    expect(within(brands).getByRole('switch', { name: 'Pirelli: Listed' })).not.toBeChecked();
    expect(within(brands).getByRole('switch', { name: 'Michelin: Listed' })).toBeChecked();
    expect(screen.getByRole('table', { name: 'Rules for Mevsim' })).toBeInTheDocument();
    expect(screen.getByText('3 rules')).toBeInTheDocument();
  });

  it('saves only the edited and removed rules in one PUT', async () => {
    signInWith(['customer-access.list', 'customer-access.update'], { salesman: null });
    useCustomerStore.getState().select({ id: C1, name: 'Yıldız Oto Lastik', code: '120.001' });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CustomerProductPermissionsRoute />);

    const price = await screen.findByRole('switch', { name: 'Michelin: Price shown' });
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(price);
    // toggled back and forth is no change
    await user.click(screen.getByRole('switch', { name: 'Kış: Stock shown' }));
    await user.click(screen.getByRole('switch', { name: 'Kış: Stock shown' }));
    await user.click(screen.getByRole('button', { name: 'Remove the rule for Pirelli' }));
    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));

    await waitFor(() => expect(calls('PUT', `/api/customers/${C1}/accesses`)).toHaveLength(1));
    expect(bodyOf(calls('PUT', `/api/customers/${C1}/accesses`)[0])).toEqual({
      items: [{ accessPropertyDetailId: 11, hasList: true, hasBasket: true, showPrice: false, showStock: true, showXmlStock: false }],
      removedPropertyDetailIds: [12],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('is read-only without customer-access.update, and for a salesman even with it', async () => {
    signInWith(['customer-access.list'], { salesman: null });
    useCustomerStore.getState().select({ id: C1, name: 'Yıldız Oto Lastik', code: '120.001' });
    const { unmount } = renderWithProviders(<CustomerProductPermissionsRoute />);
    expect(await screen.findByRole('switch', { name: 'Michelin: Listed' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the rule for Michelin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply rules', hidden: true })).not.toBeInTheDocument();
    unmount();

    signInWith(['customer-access.list', 'customer-access.update']);
    renderWithProviders(<CustomerProductPermissionsRoute />);
    expect(await screen.findByRole('switch', { name: 'Michelin: Listed' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it('loads the rules of the customer picked on the page', async () => {
    signInWith(['customer-access.list', 'customer-access.update'], { salesman: null });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CustomerProductPermissionsRoute />);
    expect(screen.getByText('Pick a customer to see its access rules.')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Customer' }));
    await user.click(await findOption('Kaya Jant (120.002)'));
    expect(await screen.findByText('This customer has no rules; the default applies to every product.')).toBeInTheDocument();
    expect(calls('GET', `/api/customers/${C2}/accesses`)).toHaveLength(1);
    expect(calls('GET', '/api/customers')[0]?.[0]).toContain('PageNumber=1');
  });

  it('sets rules for the ticked values of a category property in one POST', async () => {
    signInWith(['customer-access.list', 'customer-access.update'], { salesman: null });
    useCustomerStore.getState().select({ id: C1, name: 'Yıldız Oto Lastik', code: '120.001' });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CustomerProductPermissionsRoute />);
    await user.click(await screen.findByRole('tab', { name: 'Set rules by category' }));
    const panel = screen.getByRole('tabpanel', { name: 'Set rules by category' });

    await user.click(within(panel).getByRole('textbox', { name: 'Category' }));
    await user.click(await findOption('Lastik'));
    const property = within(panel).getByRole('textbox', { name: 'Property' });
    await waitFor(() => expect(property).toBeEnabled());
    await user.click(property);
    await user.click(await findOption('Marka'));

    // nothing ticked: the form says so and sends nothing
    await user.click(within(panel).getByRole('button', { name: 'Apply rules' }));
    expect(await within(panel).findByText('Select at least one value.')).toBeInTheDocument();

    await user.click(await within(panel).findByRole('checkbox', { name: 'Michelin (MICHELIN)' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Lassa (LASSA)' }));
    await user.click(within(panel).getByRole('switch', { name: 'Price shown' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply rules' }));

    await waitFor(() => expect(calls('POST', '/api/accesses/access-category')).toHaveLength(1));
    expect(bodyOf(calls('POST', '/api/accesses/access-category')[0])).toEqual({
      customerIds: [C1],
      propertyDetailIds: [11, 13],
      hasList: true,
      hasBasket: true,
      showPrice: false,
      showStock: true,
      showXmlStock: true,
    });
    // the customer's rules are asked for again
    await waitFor(() => expect(calls('GET', `/api/customers/${C1}/accesses`).length).toBeGreaterThan(1));
  });
});

import type { CustomerRegistration } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { RegistrationsPage } from './RegistrationsPage';

const fetchMock = mockFetch();
mockTableMedia();
const ID = '7b0c7c3e-4a55-4c1b-9a43-2f4f2f0f7a11';

function registration(over: Partial<CustomerRegistration> = {}): CustomerRegistration {
  return {
    id: ID,
    name: 'Kaya Lastik',
    title: 'Kaya Lastik Ltd. Şti.',
    email: 'ayse@kaya.example',
    phoneNumber: '+90 212 555 00 00',
    representativePerson: 'Ayşe Kaya',
    taxNumber: '1234567890',
    taxOffice: 'Kadıköy',
    address: 'Bağdat Cd. 1',
    city: 'İstanbul',
    countryCode: 'TR',
    customerSectors: ['LST', 'AKU'],
    language: 'tr',
    isKvkkConfirm: true,
    isCommunicationConfirm: false,
    consentAt: '2026-03-01T09:30:00Z',
    status: 'pending',
    customerId: null,
    createdAt: '2026-03-01T09:30:00Z',
    decidedAt: null,
    ...over,
  };
}

beforeEach(() => {
  signInWith(['customer-registration.list', 'customer-registration.update', 'customer-registration.delete']);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/approve')) {
      return jsonResponse(200, { registrationId: ID, customerId: 'c9', customerCode: 'B-00042', userId: 'u9', accountName: 'kaya.lastik' });
    }
    return jsonResponse(200, pageOf([registration()]));
  });
});

describe('RegistrationsPage', () => {
  it('lists pending registrations newest first', async () => {
    renderWithProviders(<RegistrationsPage />);
    const table = await screen.findByRole('table', { name: 'Dealer registrations' });
    expect(await within(table).findByText('Kaya Lastik')).toBeInTheDocument();
    expect(within(table).getByText('ayse@kaya.example')).toBeInTheDocument();
    expect(within(table).getByText('Pending')).toBeInTheDocument();

    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(url.pathname).toBe('/api/customers/customer-registration');
    expect(url.searchParams.get('ColumnFilters')).toBe('{"status":"pending"}');
    expect(url.searchParams.get('OrderBy')).toBe('createdAt desc');
    expect(url.searchParams.get('PageNumber')).toBe('1');
  });

  it('shows every field and the consents with their time in the drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Details of Kaya Lastik' }));
    const drawer = await screen.findByRole('dialog', { name: 'Registration details' });
    expect(within(drawer).getByText('Kadıköy')).toBeInTheDocument();
    expect(within(drawer).getByText('Tyres')).toBeInTheDocument();
    expect(within(drawer).getByText('Batteries')).toBeInTheDocument();
    expect(within(drawer).getByText(/^Given on /)).toBeInTheDocument();
    expect(within(drawer).getByText('Not given')).toBeInTheDocument();
  });

  it('approves after confirmation and shows the new account name and customer code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve Kaya Lastik' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve registration' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));

    const result = await screen.findByRole('dialog', { name: 'Registration approved' });
    expect(within(result).getByText('kaya.lastik')).toBeInTheDocument();
    expect(within(result).getByText('B-00042')).toBeInTheDocument();

    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(call?.[0]).toBe(`/api/customers/customer-registration/${ID}/approve`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({});
    // the list is loaded again after the change
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'GET').length).toBeGreaterThan(1));
  });

  it('deletes after confirmation', async () => {
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'DELETE' ? jsonResponse(204) : jsonResponse(200, pageOf([registration()])),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Kaya Lastik' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete registration' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(call?.[0]).toBe(`/api/customers/customer-registration/${ID}`);
  });

  it('offers approve and delete only with their permissions', async () => {
    signInWith(['customer-registration.list']);
    renderWithProviders(<RegistrationsPage />);
    expect(await screen.findByRole('button', { name: 'Details of Kaya Lastik' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Kaya Lastik' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Kaya Lastik' })).not.toBeInTheDocument();
  });
});

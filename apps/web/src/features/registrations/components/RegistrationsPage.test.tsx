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
const ROLES = [
  { id: 4, name: 'Bayi', roleType: 'dealer' },
  { id: 9, name: 'Bayi (geniş)', roleType: 'dealer' },
  { id: 1, name: 'Yönetici', roleType: 'admin' },
];
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

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
    rejectionReason: null,
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
    if (init?.method === 'POST' && url.endsWith('/reject')) {
      const body = JSON.parse(String(init.body)) as { reason?: string };
      return jsonResponse(
        200,
        registration({ status: 'rejected', rejectionReason: body.reason ?? null, decidedAt: '2026-03-02T10:00:00Z' }),
      );
    }
    if (url === '/api/definitions/roles/all') return jsonResponse(200, ROLES);
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

  it('approves with the dealer role picked in the dialog (only dealer roles are offered)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve Kaya Lastik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration' });
    const picker = within(dialog).getByRole('textbox', { name: 'Role of the new dealer user' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Bayi (geniş)', hidden: true }));
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Bayi', 'Bayi (geniş)']);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await screen.findByRole('dialog', { name: 'Registration approved' });
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ roleId: 9 });
  });

  it('keeps the approval dialog open with the server’s refusal', async () => {
    const refusal = 'You cannot assign this role: it has permissions you do not hold yourself.';
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') return jsonResponse(403, { code: 'ROLE_NOT_GRANTABLE', message: refusal });
      if (String(input) === '/api/definitions/roles/all') return jsonResponse(200, ROLES);
      return jsonResponse(200, pageOf([registration()]));
    });
    const user = userEvent.setup();
    renderWithProviders(<RegistrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve Kaya Lastik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve registration' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('dialog', { name: 'Registration approved' })).not.toBeInTheDocument();
  });

  it('rejects after confirmation, with the reason and without emailing when unticked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegistrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject Kaya Lastik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject registration' });
    expect(within(dialog).getByText(/Reject the registration of Kaya Lastik\?/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Bölgede yetkili bayi var.');
    const notify = within(dialog).getByRole('checkbox', { name: 'Email the decision to the applicant' });
    expect(notify).toBeChecked();
    await user.click(notify);
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject registration' })).not.toBeInTheDocument());
    const [call] = posts();
    expect(call?.[0]).toBe(`/api/customers/customer-registration/${ID}/reject`);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'Bölgede yetkili bayi var.', notify: false });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'GET').length).toBeGreaterThan(1));
  });

  it('shows why a rejection was refused, and the reason of a rejected registration in its details', async () => {
    const refusal = 'This application has already been decided.';
    const rejected = registration({ status: 'rejected', rejectionReason: 'Eksik evrak', decidedAt: '2026-03-02T10:00:00Z' });
    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'POST'
        ? jsonResponse(400, { code: 'REGISTRATION_NOT_PENDING', message: refusal })
        : jsonResponse(200, pageOf([registration(), { ...rejected, id: 'r2', name: 'Demir Akü' }])),
    );
    const user = userEvent.setup();
    renderWithProviders(<RegistrationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Reject Kaya Lastik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject registration' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({ notify: true });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // a decided registration can be neither approved nor rejected; its details say why it was rejected
    expect(screen.queryByRole('button', { name: 'Reject Demir Akü' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Demir Akü' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details of Demir Akü' }));
    const drawer = await screen.findByRole('dialog', { name: 'Registration details' });
    expect(within(drawer).getByText('Reason for rejection')).toBeInTheDocument();
    expect(within(drawer).getByText('Eksik evrak')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
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

  it('offers approve, reject and delete only with their permissions', async () => {
    signInWith(['customer-registration.list']);
    renderWithProviders(<RegistrationsPage />);
    expect(await screen.findByRole('button', { name: 'Details of Kaya Lastik' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Kaya Lastik' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject Kaya Lastik' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Kaya Lastik' })).not.toBeInTheDocument();
  });
});

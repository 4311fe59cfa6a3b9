import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith, userRow } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { UsersPage } from './UsersPage';

const fetchMock = mockFetch();
mockTableMedia();

const rows = [
  userRow(),
  userRow({
    id: '6f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f61',
    accountName: 'bayi1',
    email: 'bayi1@example.com',
    firstName: 'Kemal',
    lastName: 'Yıldız',
    userType: 'dealer',
    roleName: 'Dealers',
    customerId: '7f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f62',
    customerName: 'Yıldız Oto Lastik',
    isActive: false,
    lastLoggedOn: null,
  }),
];

function userListCalls(): URL[] {
  return fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/users');
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/users') {
      const term = url.searchParams.get('SearchTerm');
      return jsonResponse(200, pageOf(term ? rows.filter((r) => r.accountName.includes(term)) : rows, term ? 1 : 27));
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('UsersPage', () => {
  it('renders the rows of a paged answer and asks for page one, sorted by account name', async () => {
    signInWith(['user.list']);
    renderWithProviders(<UsersPage />);

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('ayse')).toBeInTheDocument();
    expect(within(table).getByText('Ayşe Demir')).toBeInTheDocument();
    expect(within(table).getByText('Yıldız Oto Lastik')).toBeInTheDocument();
    expect(within(table).getByText('Dealer', { selector: 'td, td *' })).toBeInTheDocument();
    expect(screen.getByText('1–2 of 27')).toBeInTheDocument();

    const [first] = userListCalls();
    expect(first?.searchParams.get('PageNumber')).toBe('1');
    expect(first?.searchParams.get('PageSize')).toBe('10');
    expect(first?.searchParams.get('OrderBy')).toBe('accountName asc');
    expect(first?.searchParams.has('SearchTerm')).toBe(false);
  });

  it('asks for the next page and sends the (debounced) search term from page one', async () => {
    signInWith(['user.list']);
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />);
    await screen.findByText('ayse');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(userListCalls().some((u) => u.searchParams.get('PageNumber') === '2')).toBe(true));

    await user.type(screen.getByLabelText('Search users'), 'bayi');
    await waitFor(() => expect(userListCalls().some((u) => u.searchParams.get('SearchTerm') === 'bayi')).toBe(true));
    const searched = userListCalls().filter((u) => u.searchParams.has('SearchTerm'));
    // debounced: one request for the whole word, and a new search starts on page one
    expect(searched.map((u) => u.searchParams.get('SearchTerm'))).toEqual(['bayi']);
    expect(searched[0]?.searchParams.get('PageNumber')).toBe('1');
    await waitFor(() => expect(screen.queryByText('ayse')).not.toBeInTheDocument());
    expect(screen.getByText('bayi1')).toBeInTheDocument();
  });

  it('sorts on the server when a header is clicked', async () => {
    signInWith(['user.list']);
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />);
    await screen.findByText('ayse');
    await user.click(screen.getByText('Email', { selector: 'th *' }));
    await waitFor(() => expect(userListCalls().some((u) => u.searchParams.get('OrderBy') === 'email asc')).toBe(true));
  });

  it('hides the create, edit, password and delete buttons without their permissions', async () => {
    signInWith(['user.list']);
    renderWithProviders(<UsersPage />);
    await screen.findByText('ayse');
    expect(screen.queryByRole('button', { name: 'New user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit ayse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set a password for ayse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ayse' })).not.toBeInTheDocument();
  });

  it('shows each button with its own permission', async () => {
    signInWith(['user.list', 'user.create', 'user.delete']);
    renderWithProviders(<UsersPage />);
    await screen.findByText('ayse');
    expect(screen.getByRole('button', { name: 'New user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete ayse' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit ayse' })).not.toBeInTheDocument();
  });

  it('deletes after confirmation and shows a refusal in the dialog', async () => {
    signInWith(['user.list', 'user.delete']);
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (init?.method === 'DELETE') {
        return jsonResponse(400, { code: 'CANNOT_CHANGE_OWN_ACCOUNT', message: 'You cannot delete or disable your own account.' });
      }
      if (url.pathname === '/api/users') return jsonResponse(200, pageOf(rows));
      return jsonResponse(404, {});
    });
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete ayse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot delete or disable your own account.');
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(del?.[0])).toBe(`/api/users/${rows[0]?.id}`);
  });
});

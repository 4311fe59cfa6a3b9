import type { User } from '@dealerport/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { UserForm } from './UserForm';

const fetchMock = mockFetch();
const CUSTOMER_ID = '7f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f62';
const roles = [
  { id: 2, name: 'Office staff', roleType: 'staff' },
  { id: 4, name: 'Dealers', roleType: 'dealer' },
];

/** The server's answer: the sent fields plus what it fills in. */
function savedUser(body: Partial<User>): User {
  return {
    id: '8f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f63',
    accountName: '',
    email: '',
    firstName: null,
    lastName: null,
    language: 'tr',
    roleId: 4,
    roleName: 'Dealers',
    roleType: 'dealer',
    roleTypeName: 'Dealer',
    salesmanId: null,
    salesmanName: null,
    customerId: null,
    customerName: null,
    userType: 'dealer',
    isActive: true,
    isPasswordChangeRequired: true,
    lastLoggedOn: null,
    ...body,
  };
}

beforeEach(() => {
  signIn();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/definitions/roles/all') return jsonResponse(200, roles);
    if (url.startsWith('/api/definitions/customers/'))
      return jsonResponse(200, [{ id: CUSTOMER_ID, name: 'Yıldız Oto Lastik', code: '120.001' }]);
    if (url === '/api/users' && init?.method === 'POST') return jsonResponse(200, savedUser(JSON.parse(String(init.body))));
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

function setup() {
  const onDone = vi.fn();
  // no pause between keystrokes: Mantine inputs make typing slow enough in jsdom
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<UserForm onDone={onDone} onCancel={vi.fn()} />);
  return { user, onDone, save: screen.getByRole('button', { name: 'Save' }) };
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** Options of an open Mantine combobox; jsdom has no layout, so floating-ui reports the dropdown detached (display: none). */
const findOption = (name: string) => screen.findByRole('option', { name, hidden: true });

async function chooseRole(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = screen.getByRole('textbox', { name: /^Role/ });
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await findOption(name));
}

describe('UserForm (create)', { timeout: 20_000 }, () => {
  it('requires the account name, email and role before sending', async () => {
    const { user, save } = setup();
    await user.click(save);

    expect(screen.getByRole('textbox', { name: /^Account name/ })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('textbox', { name: /^Role/ })).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('checks the account name characters, the email and an optional password', async () => {
    const { user, save } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Account name/ }), 'ali veli');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(save);

    expect(await screen.findByText('The account name may only contain letters, digits and . _ @ -')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('needs a customer for a dealer, then sends the dealer with its customer', async () => {
    const { user, save, onDone } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Account name/ }), 'bayi1');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'bayi1@example.com');
    // a dealer role makes the user a dealer
    await chooseRole(user, 'Dealers');
    expect(screen.getByRole('textbox', { name: /^User type/ })).toHaveValue('Dealer');

    await user.click(save);
    expect(await screen.findByText('A dealer user needs a customer.')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Customer/ }), 'Yıl');
    await user.click(await findOption('Yıldız Oto Lastik (120.001)'));
    await user.click(save);

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [url, init] = posts()[0] ?? [];
    expect(url).toBe('/api/users');
    expect(JSON.parse(String(init?.body))).toEqual({
      accountName: 'bayi1',
      email: 'bayi1@example.com',
      firstName: null,
      lastName: null,
      language: 'tr',
      roleId: 4,
      userType: 'dealer',
      customerId: CUSTOMER_ID,
      salesmanId: null,
      isActive: true,
    });
  });

  it('shows the server refusal inline', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/definitions/roles/all') return jsonResponse(200, roles);
      if (init?.method === 'POST') return jsonResponse(400, { code: 'USER_NAME_TAKEN', message: 'The user name "ayse" is already taken.' });
      return jsonResponse(404, {});
    });
    const { user, save, onDone } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Account name/ }), 'ayse');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ayse@example.com');
    await chooseRole(user, 'Office staff');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('The user name "ayse" is already taken.');
    expect(onDone).not.toHaveBeenCalled();
  });
});

import type { Profile } from '@dealerport/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../../lib/stores/user-store';
import { mockFetch } from '../../../test/fetch';
import { identity, signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ProfileForm } from './ProfileForm';

const fetchMock = mockFetch();

const profile: Profile = {
  id: 'u1',
  accountName: 'salesman',
  email: 'salesman@example.com',
  firstName: 'Selim',
  lastName: 'Kaya',
  language: 'en',
  customer: null,
  salesman: { id: 's1', name: 'Selim Kaya', code: 'PL-01' },
  roleName: 'Salesman',
  lastLoggedOn: null,
};

beforeEach(() => {
  signIn(identity({ language: 'en' }));
  fetchMock.mockImplementation(async (_input, init) => (init?.method === 'PUT' ? jsonResponse(204) : jsonResponse(200, profile)));
});

describe('ProfileForm', () => {
  it('loads the profile and saves the changed names and email with PUT /api/profiles', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm />);
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('Selim');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.clear(firstName);
    await user.type(firstName, 'Selin');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'selin@example.com');
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(save);

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT') ?? [];
    expect(url).toBe('/api/profiles');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Selin', lastName: null, email: 'selin@example.com', language: 'en' });
    // the stored identity follows, so the header shows the new name at once
    await waitFor(() => expect(useUserStore.getState().user?.firstName).toBe('Selin'));
    expect(useUserStore.getState().user?.email).toBe('selin@example.com');
  });

  it('checks the email before sending and shows a refusal inline', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm />);
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fetchMock.mockImplementation(async (_input, init) =>
      init?.method === 'PUT'
        ? jsonResponse(400, { code: 'EMAIL_TAKEN', message: 'This email is used by another user.' })
        : jsonResponse(200, profile),
    );
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is used by another user.');
  });
});

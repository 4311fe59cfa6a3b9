import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ChangePasswordForm } from './ChangePasswordForm';

const fetchMock = mockFetch();

beforeEach(() => {
  signIn();
});

function setup(onSuccess = vi.fn()) {
  const user = userEvent.setup();
  renderWithProviders(<ChangePasswordForm onSuccess={onSuccess} />);
  const fields = {
    current: screen.getByLabelText(/^Current password/),
    next: screen.getByLabelText(/^New password/),
    confirm: screen.getByLabelText(/^Confirm new password/),
  };
  const submit = screen.getByRole('button', { name: 'Change password' });
  return { user, fields, submit, onSuccess };
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

describe('ChangePasswordForm', () => {
  it('keeps submit disabled until the form is changed', async () => {
    const { user, fields, submit } = setup();
    expect(submit).toBeDisabled();
    await user.type(fields.current, 'x');
    expect(submit).toBeEnabled();
  });

  it('shows each password rule with its own message', async () => {
    const { user, fields, submit } = setup();
    await fill(user, fields.current, 'Old-pass1');

    const cases: [string, string][] = [
      ['Ab1', 'The password must be at least 8 characters long.'],
      ['abcdefg1', 'The password must contain an uppercase letter.'],
      ['ABCDEFG1', 'The password must contain a lowercase letter.'],
      ['Abcdefgh', 'The password must contain a digit.'],
    ];
    for (const [password, message] of cases) {
      await fill(user, fields.next, password);
      await fill(user, fields.confirm, password);
      await user.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(fields.next).toHaveAttribute('aria-invalid', 'true');
      expect(fields.next).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires every field and the confirmation to match', async () => {
    const { user, fields, submit } = setup();
    await fill(user, fields.next, 'Abcdefg1');
    await fill(user, fields.confirm, 'Abcdefg2');
    await user.click(submit);

    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fields.current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(fields.confirm).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls PUT /api/profiles/change-password with a valid form and reports success', async () => {
    fetchMock.mockResolvedValue(jsonResponse(204));
    const { user, fields, submit, onSuccess } = setup();
    await fill(user, fields.current, 'Demo1234');
    await fill(user, fields.next, 'Better2025');
    await fill(user, fields.confirm, 'Better2025');
    await user.click(submit);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/profiles/change-password');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(init?.body))).toEqual({
      oldPassword: 'Demo1234',
      newPassword: 'Better2025',
      confirmNewPassword: 'Better2025',
    });
  });

  it('shows the server message inline when the change is refused', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { code: 'INVALID_CREDENTIALS', message: 'The current password is wrong.' }));
    const { user, fields, submit, onSuccess } = setup();
    await fill(user, fields.current, 'Wrong1234');
    await fill(user, fields.next, 'Better2025');
    await fill(user, fields.confirm, 'Better2025');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

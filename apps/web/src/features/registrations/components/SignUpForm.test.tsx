import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SignUpForm } from './SignUpForm';

const fetchMock = mockFetch();
/** The calls of the form (the layout's site info load aside). */
const formCalls = () => fetchMock.mock.calls.filter(([url]) => !String(url).includes('/api/home/site-infos'));

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<SignUpForm />, { route: '/sign-up' });
  const field = (label: RegExp) => screen.getByLabelText(label);
  return { user, field, submit: screen.getByRole('button', { name: 'Send application' }) };
}

type User = ReturnType<typeof userEvent.setup>;

/** Pasting keeps the long form fast (typing re-renders every field per key). */
async function enter(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillRequired(user: User, field: (label: RegExp) => HTMLElement) {
  await enter(user, field(/^Company name/), 'Kaya Lastik');
  await enter(user, field(/^Trade name/), 'Kaya Lastik Ltd. Şti.');
  await enter(user, field(/^Contact person/), 'Ayşe Kaya');
  await enter(user, field(/^Email/), 'ayse@kaya.example');
  await enter(user, field(/^Phone/), '+90 212 555 00 00');
}

describe('SignUpForm', () => {
  it('requires the KVKK consent and a valid email before sending', async () => {
    const { user, field, submit } = setup();
    await fillRequired(user, field);
    await enter(user, field(/^Email/), 'not-an-email');
    await user.click(submit);

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Your consent to the privacy notice (KVKK) is required.')).toBeInTheDocument();
    expect(formCalls()).toEqual([]);
  });

  it('names every missing required field', async () => {
    const { user, submit } = setup();
    await user.click(submit);
    expect(await screen.findAllByText('This field is required.')).toHaveLength(5);
    expect(formCalls()).toEqual([]);
  });

  it('sends the application and shows the server message with a way back to sign-in', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/home/site-infos')
        ? jsonResponse(404, {})
        : jsonResponse(200, { data: { registrationId: 'r1' }, message: 'Your application was received.' }),
    );
    const { user, field, submit } = setup();
    await fillRequired(user, field);
    await enter(user, field(/^Tax number/), '1234567890');
    await enter(user, field(/^City/), 'İstanbul');
    await user.click(screen.getByLabelText(/I have read the privacy notice/));
    await user.click(submit);

    expect(await screen.findByText('Your application was received.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/sign-in');

    expect(formCalls()).toHaveLength(1);
    const [url, init] = formCalls()[0] ?? [];
    expect(url).toBe('/api/auths/sign-up');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Kaya Lastik',
      title: 'Kaya Lastik Ltd. Şti.',
      email: 'ayse@kaya.example',
      phoneNumber: '+90 212 555 00 00',
      representativePerson: 'Ayşe Kaya',
      isKvkkConfirm: true,
      isCommunicationConfirm: false,
      customerSectors: [],
      taxNumber: '1234567890',
      taxOffice: null,
      address: null,
      city: 'İstanbul',
      countryCode: null,
    });
  });

  it('shows a refusal from the server inline', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/api/home/site-infos')
        ? jsonResponse(404, {})
        : jsonResponse(400, { code: 'EMAIL_TAKEN', message: 'This email is already registered.' }),
    );
    const { user, field, submit } = setup();
    await fillRequired(user, field);
    await user.click(screen.getByLabelText(/I have read the privacy notice/));
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
    await waitFor(() => expect(submit).toBeEnabled());
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LookupSelect } from '../../../components/LookupSelect';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { useCustomerOptions } from '../api/find-customer-options';

const fetchMock = mockFetch();

beforeEach(() => {
  signInWith(['user.create']);
});

function renderLookup(error?: string) {
  renderWithProviders(
    <LookupSelect label="Customer" value={null} currentLabel={null} onChange={() => {}} useOptions={useCustomerOptions} error={error} />,
  );
}

describe('LookupSelect', () => {
  it('lists what the lookup found', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 'c-2', name: 'Bursa Jant', code: '120.07' }]));
    const user = userEvent.setup();
    renderLookup();
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'Bur');
    expect(await screen.findByRole('option', { name: 'Bursa Jant (120.07)', hidden: true })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/definitions/customers/Bur');
    expect(screen.getByRole('textbox', { name: 'Customer' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says the search failed, with the server’s reason, instead of “nothing found”', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' }));
    const user = userEvent.setup();
    renderLookup();
    const input = screen.getByRole('textbox', { name: 'Customer' });
    await user.type(input, 'Bur');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The search failed.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing found.')).not.toBeInTheDocument();
  });

  it('keeps the form’s own message first', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL', message: 'Boom' }));
    const user = userEvent.setup();
    renderLookup('This field is required.');
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'Bur');
    expect(await screen.findByText('The search failed.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();
  });
});

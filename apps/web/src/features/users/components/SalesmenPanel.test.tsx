import type { Salesman } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { SalesmenPanel } from './SalesmenPanel';

const fetchMock = mockFetch();
mockTableMedia();
const ALI = '1f1c3a56-7a5e-4c1d-9a0e-1b2c3d4e5f60';
const salesman: Salesman = { id: ALI, code: 'S-01', name: 'Ali Yıldız', email: 'ali@example.com', customerCount: 1 };
const assigned = [{ id: 'c-1', name: 'Anadolu Oto', code: '120.01', countryCode: 'TR' }];

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/salesmans') {
      return jsonResponse(200, pageOf([salesman]));
    }
    if (url.pathname === `/api/salesmans/${ALI}/customers`) return init?.method === 'PUT' ? jsonResponse(204) : jsonResponse(200, assigned);
    if (url.pathname.startsWith('/api/definitions/customers/'))
      return jsonResponse(200, [{ id: 'c-2', name: 'Bursa Jant', code: '120.07' }]);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('SalesmenPanel', () => {
  it('lists salesmen and replaces the customers of one', async () => {
    signInWith(['salesman.list', 'salesman.update']);
    const user = userEvent.setup();
    renderWithProviders(<SalesmenPanel />);
    await user.click(await screen.findByRole('button', { name: 'Customers of Ali Yıldız' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Anadolu Oto')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Add a customer'), 'Bur');
    // jsdom has no layout: floating-ui reports the dropdown detached (display: none)
    await user.click(await screen.findByRole('option', { name: 'Bursa Jant (120.07)', hidden: true }));
    expect(await within(dialog).findByText('Bursa Jant')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Anadolu Oto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(put?.[0]).toBe(`/api/salesmans/${ALI}/customers`);
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ customerIds: ['c-2'] });
    });
  });

  it('shows the customers read-only without salesman.update', async () => {
    signInWith(['salesman.list']);
    const user = userEvent.setup();
    renderWithProviders(<SalesmenPanel />);
    await user.click(await screen.findByRole('button', { name: 'Customers of Ali Yıldız' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Anadolu Oto')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Add a customer')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

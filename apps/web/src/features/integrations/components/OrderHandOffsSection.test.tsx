import type { OrderHandOff } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { OrderHandOffsSection } from './OrderHandOffsSection';

const fetchMock = mockFetch();
mockTableMedia();

const REJECTED = '11111111-1111-4111-8111-111111111111';
const handOff = (over: Partial<OrderHandOff> = {}): OrderHandOff => ({
  orderId: REJECTED,
  docNumber: 'B2B000123',
  createdAt: '2026-11-20T09:00:00.000Z',
  customerCode: 'C100',
  customerName: 'Acar Lastik',
  totalAmount: 1250.5,
  currency: 'TRY',
  orderStatus: 'Approved',
  erpStatus: 'Rejected',
  erpError: 'HTTP 422: unknown account code',
  inProgress: false,
  canResend: true,
  ...over,
});
let items: OrderHandOff[];
const calls = (method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method);

beforeEach(() => {
  items = [
    handOff(),
    handOff({
      orderId: '22222222-2222-4222-8222-222222222222',
      docNumber: 'B2B000122',
      erpStatus: 'Pending',
      erpError: null,
      inProgress: true,
      canResend: false,
    }),
  ];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/integrations/order-hand-offs' && method === 'GET') {
      const status = url.searchParams.get('status');
      const shown = status ? items.filter((i) => i.erpStatus === status) : items;
      return jsonResponse(200, {
        items: shown,
        pageIndex: 1,
        pageSize: 10,
        totalCount: shown.length,
        totalPages: 1,
        hasPreviousPage: false,
        hasNextPage: false,
      });
    }
    if (url.pathname === `/api/integrations/order-hand-offs/${REJECTED}/resend` && method === 'POST') {
      items = items.map((i) => (i.orderId === REJECTED ? { ...i, erpStatus: 'Pending', inProgress: true, canResend: false } : i));
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'no' });
  });
});

describe('OrderHandOffsSection', () => {
  it("lists the orders the ERP has not taken with its answer; a reader can't send one again", async () => {
    signInWith(['integration.list']);
    renderWithProviders(<OrderHandOffsSection canUpdate={false} />);
    await screen.findByText('B2B000123');
    const table = screen.getByRole('table', { name: 'Orders the ERP has not taken' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('B2B000123')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('HTTP 422: unknown account code')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('C100 – Acar Lastik')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Being sent…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send order .* again/ })).not.toBeInTheDocument();
  });

  it('sends a rejected order again and shows it waiting; the filter narrows to one state', async () => {
    signInWith(['integration.list', 'integration.update']);
    const user = userEvent.setup();
    renderWithProviders(<OrderHandOffsSection canUpdate />);
    await user.click(await screen.findByRole('button', { name: 'Send order B2B000123 to the ERP again' }));
    await waitFor(() => expect(calls('POST', `/api/integrations/order-hand-offs/${REJECTED}/resend`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send order B2B000123 to the ERP again' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() =>
      expect(
        calls('GET', '/api/integrations/order-hand-offs').some(
          ([u]) => new URL(String(u), 'http://x').searchParams.get('status') === 'Failed',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('The ERP has taken every order.')).toBeInTheDocument();
  });
});

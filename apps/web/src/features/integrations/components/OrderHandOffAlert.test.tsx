import type { OrderErpHandOff } from '@dealerport/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { OrderHandOffAlert } from './OrderHandOffAlert';

const fetchMock = mockFetch();
const ORDER = '11111111-1111-4111-8111-111111111111';
const rejected: OrderErpHandOff = { status: 'Rejected', error: 'HTTP 422: unknown account code', inProgress: false, canResend: true };

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === `/api/integrations/order-hand-offs/${ORDER}/resend` && init?.method === 'POST')
      return new Response(null, { status: 204 });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'no' });
  });
});

describe('OrderHandOffAlert', () => {
  it("shows the ERP's answer of a rejected order and sends it again (integration.update)", async () => {
    signInWith(['integration.list', 'integration.update']);
    const onResent = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<OrderHandOffAlert orderId={ORDER} docNumber="B2B000123" handOff={rejected} onResent={onResent} />);
    expect(screen.getByText('The ERP refused this order')).toBeInTheDocument();
    expect(screen.getByText(/HTTP 422: unknown account code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send order B2B000123 to the ERP again' }));
    await waitFor(() => expect(onResent).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('a reader sees the answer without the button; nothing for an order the ERP took or for a dealer (null)', () => {
    signInWith(['integration.list']);
    const { unmount } = renderWithProviders(<OrderHandOffAlert orderId={ORDER} docNumber="B2B000123" handOff={rejected} />);
    expect(screen.getByText('The ERP refused this order')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    const sent = renderWithProviders(
      <OrderHandOffAlert orderId={ORDER} docNumber="B2B000123" handOff={{ ...rejected, status: 'Sent', error: null, canResend: false }} />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('The ERP refused this order')).not.toBeInTheDocument();
    sent.unmount();
    renderWithProviders(<OrderHandOffAlert orderId={ORDER} docNumber="B2B000123" handOff={null} />);
    expect(screen.queryByText('The ERP refused this order')).not.toBeInTheDocument();
  });
});

import type { OrderCreationResult } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/stores/auth-store';
import { useOrderTransactionStore } from '../../../lib/stores/order-transaction-store';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { actForCustomer, TRANSACTION_ID, transaction } from '../test-fixtures';
import { OrderResultModal } from './OrderResultModal';

const fetchMock = mockFetch();
let statuses: OrderCreationResult[] = [];
let release: () => void = () => {};

const statusCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).endsWith(`/api/orders/transaction/${TRANSACTION_ID}/status`));

beforeEach(() => {
  actForCustomer();
  // the job finishes when the test says so: until then every poll answers InQueue
  let finished = false;
  release = () => {
    finished = true;
  };
  statuses = [transaction({ status: 'Completed', createdOrders: [{ orderNumber: 'B2B-7', docNumber: 'B2B-7', canPayWithPayPal: false }] })];
  fetchMock.mockImplementation(async (input) => {
    if (String(input).endsWith(`/api/orders/transaction/${TRANSACTION_ID}/status`)) {
      return jsonResponse(200, finished ? statuses[0] : transaction());
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('OrderResultModal', () => {
  it('comes back after a reload while the order is processed, polls, then lists the created orders', async () => {
    // what a reload finds in the browser's storage
    useOrderTransactionStore.setState({ transactionId: null, userId: null });
    window.localStorage.setItem(
      'dealerport.orderStatus',
      JSON.stringify({ state: { transactionId: TRANSACTION_ID, userId: 'u1' }, version: 1 }),
    );
    await useOrderTransactionStore.persist.rehydrate();
    expect(useOrderTransactionStore.getState().transactionId).toBe(TRANSACTION_ID);

    const user = userEvent.setup();
    renderWithProviders(<OrderResultModal />);
    const processing = await screen.findByRole('dialog', { name: 'Placing your order' });
    expect(within(processing).getByRole('status')).toHaveTextContent('Your order is being processed…');
    // polled again while InQueue (every 700 ms)
    await waitFor(() => expect(statusCalls().length).toBeGreaterThan(1), { timeout: 5000 });

    release();
    const done = await screen.findByRole('dialog', { name: 'Order placed' }, { timeout: 5000 });
    expect(within(done).getByRole('link', { name: 'B2B-7' })).toHaveAttribute('href', '/orders/B2B-7');
    const polls = statusCalls().length;

    // the footer's button (the header's close icon has the same name)
    await user.click(within(done).getByText('Close', { selector: 'button, button *' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // closing forgets the stored status
    expect(useOrderTransactionStore.getState().transactionId).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('dealerport.orderStatus') ?? '{}').state.transactionId).toBeNull();
    expect(statusCalls().length).toBe(polls);
  });

  it('hands each order awaiting an online payment to the pay action (the payments feature’s), and closes with it', async () => {
    statuses = [
      transaction({
        status: 'Completed',
        createdOrders: [
          { orderNumber: 'B2B-7', docNumber: 'B2B-7', canPayWithPayPal: true },
          { orderNumber: 'B2B-8', docNumber: 'B2B-8', canPayWithPayPal: false },
        ],
      }),
    ];
    release();
    useOrderTransactionStore.getState().start(TRANSACTION_ID, 'u1');
    const user = userEvent.setup();
    renderWithProviders(
      <OrderResultModal
        payAction={(docNumber, close) => (
          <button type="button" onClick={close}>
            Pay {docNumber}
          </button>
        )}
      />,
    );
    const done = await screen.findByRole('dialog', { name: 'Order placed' }, { timeout: 5000 });
    expect(within(done).getByRole('button', { name: 'Pay B2B-7' })).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Pay B2B-8' })).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Pay B2B-7' }));
    expect(useOrderTransactionStore.getState().transactionId).toBeNull();
  });

  it('shows a failed transaction with its reason', async () => {
    statuses = [transaction({ status: 'Failed', errorMessage: 'The salesman limit for LST-205-55 is used up.' })];
    release();
    useOrderTransactionStore.getState().start(TRANSACTION_ID, 'u1');
    renderWithProviders(<OrderResultModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Order not placed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The salesman limit for LST-205-55 is used up.');
    expect(within(dialog).getByRole('button', { name: 'Back to cart' })).toBeInTheDocument();
  });

  it('forgets the followed order when the session ends', () => {
    useOrderTransactionStore.getState().start(TRANSACTION_ID, 'u1');
    useAuthStore.getState().reset();
    expect(useOrderTransactionStore.getState().transactionId).toBeNull();
  });

  it("drops another user's stored transaction without asking for it", async () => {
    useOrderTransactionStore.getState().start(TRANSACTION_ID, 'someone-else');
    renderWithProviders(<OrderResultModal />);
    await waitFor(() => expect(useOrderTransactionStore.getState().transactionId).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statusCalls()).toHaveLength(0);
  });
});

import type { OrderDetail } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { actForCustomer, orderDetail, orderItem } from '../test-fixtures';
import { OrderDetailPage } from './OrderDetailPage';

const fetchMock = mockFetch();
let current: OrderDetail = orderDetail();
let refuse = false;

function calls(method: string, path: string) {
  return fetchMock.mock.calls.filter(([u, init]) => new URL(String(u), 'http://x').pathname === path && (init?.method ?? 'GET') === method);
}

beforeEach(() => {
  actForCustomer();
  current = orderDetail();
  refuse = false;
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/orders/B2B-000123') return jsonResponse(200, current);
    if (method === 'GET' && path.startsWith('/api/orders/')) return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' });
    if (method === 'PUT' && path === '/api/orders/B2B-000123/cancellation') {
      if (refuse) return jsonResponse(400, { code: 'ORDER_NOT_CANCELLABLE', message: 'The order can no longer be cancelled.' });
      current = orderDetail({
        status: 'Cancelled',
        statusName: 'Cancelled',
        statusType: 'danger',
        canCancel: false,
        orderItems: current.orderItems.map((i) => ({
          ...i,
          canCancel: false,
          status: 'Cancelled',
          statusName: 'Cancelled',
          statusType: 'danger',
        })),
      });
      return jsonResponse(204);
    }
    if (method === 'PUT' && path === `/api/orders/${current.id}/items/12/cancellation`) {
      current = { ...current, orderItems: current.orderItems.filter((i) => i.id !== 12), totalAmount: '583.32' };
      return jsonResponse(204);
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('OrderDetailPage', () => {
  it('shows the header, totals, items and their warehouse orders', async () => {
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    expect(await screen.findByRole('heading', { name: 'B2B-000123' })).toBeInTheDocument();
    expect(screen.getByText('Head office')).toBeInTheDocument();
    expect(screen.getByText('Atatürk Cad. 12, 34000 İstanbul, TR')).toBeInTheDocument();
    expect(screen.getByText('Deliver before noon')).toBeInTheDocument();
    expect(screen.getAllByText('Selim Kaya').length).toBeGreaterThan(0);
    expect(screen.getByTestId('order-total')).toHaveTextContent('€1,351.92');

    const tyre = screen.getByRole('row', { name: 'Winter tyre 205/55 R16' });
    expect(within(tyre).getByText('€350.00')).toBeInTheDocument();
    const warehouses = screen.getByRole('table', { name: 'Warehouse orders of Winter tyre 205/55 R16' });
    expect(within(warehouses).getByText('B2B-000123-1')).toBeInTheDocument();
    expect(within(warehouses).getByText('İstanbul (IST)')).toBeInTheDocument();
    expect(within(warehouses).getByText('B2B-000123-2')).toBeInTheDocument();
    expect(within(warehouses).getAllByText('Türkiye')).toHaveLength(2);
  });

  it('builds the total as the cart does: lines with their expense, then list prices, discount, net, expenses, VAT', async () => {
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    const tyre = await screen.findByRole('row', { name: 'Winter tyre 205/55 R16' });
    // the line as the cart showed it: discounted price, its expense, and the line total with the expense in it
    expect(within(tyre).getByText('€85.50')).toBeInTheDocument();
    expect(within(tyre).getByText('€8.00')).toBeInTheDocument();
    expect(within(tyre).getByText('€350.00')).toBeInTheDocument();
    // (the page keeps number and unit together with a no-break space; the query reads it as a space)
    expect(within(tyre).getByText('4 AD')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Expense' })).toBeInTheDocument();

    const totals = screen.getByRole('table', { name: 'Order totals' });
    const rows = within(totals)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Total (list prices)€1,234.00',
      'Discount−€123.40',
      'Total after discount€1,110.60',
      'Expenses€16.00',
      'VAT€225.32',
      'Grand total€1,351.92',
    ]);
    expect(
      screen.getByText('Line totals include their expenses; VAT is charged on the total after discount plus expenses.'),
    ).toBeInTheDocument();
  });

  it('cancels the order after a confirmation and shows it again as the server has it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order?' });
    // nothing is sent before the confirmation
    expect(calls('PUT', '/api/orders/B2B-000123/cancellation')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(calls('PUT', '/api/orders/B2B-000123/cancellation')).toHaveLength(1));
    // refetched: cancelled, and nothing left to cancel
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Cancel Winter tyre/ })).not.toBeInTheDocument();
    expect(calls('GET', '/api/orders/B2B-000123').length).toBeGreaterThanOrEqual(2);
  });

  it('says, for an order paid online, that cancelling it refunds the payment', async () => {
    current = orderDetail({ paymentStatus: 'Paid' });
    const user = userEvent.setup();
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order?' });
    expect(dialog).toHaveTextContent(
      'Order B2B-000123 will be cancelled and its stock released. This cannot be undone. The amount paid online will be refunded through the payment method it was paid with.',
    );
  });

  it('shows a test payment (the demo gateway’s test mode) as one that took no money; cancelling says nothing is refunded', async () => {
    current = orderDetail({ paymentStatus: 'TestPaid' });
    const user = userEvent.setup();
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    expect(await screen.findByText('Test payment (no money received)')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order?' });
    expect(dialog).toHaveTextContent('The test payment is cancelled with it; it took no money.');
    expect(dialog).not.toHaveTextContent('will be refunded');
  });

  it('shows a refunded payment by its name', async () => {
    current = orderDetail({ paymentStatus: 'Refunded', canCancel: false });
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is dismissed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order?' });
    expect(dialog).toHaveTextContent('Order B2B-000123 will be cancelled and its stock released.');
    expect(dialog).not.toHaveTextContent('refunded');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel the order?' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Cancel Rim 7x16 5/112' }));
    await screen.findByRole('dialog', { name: 'Cancel the item?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel the item?' })).not.toBeInTheDocument());

    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toHaveLength(0);
    // the dialogs have finished closing
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Rim 7x16 5/112' })).toBeInTheDocument();
  });

  it('cancels one item', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Rim 7x16 5/112' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the item?' });
    expect(dialog).toHaveTextContent('Rim 7x16 5/112 will be removed from order B2B-000123');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    await waitFor(() => expect(calls('PUT', `/api/orders/${current.id}/items/12/cancellation`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Rim 7x16 5/112' })).not.toBeInTheDocument());
    expect(screen.getByTestId('order-total')).toHaveTextContent('€583.32');
  });

  it("keeps the dialog open with the server's refusal", async () => {
    refuse = true;
    const user = userEvent.setup();
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The order can no longer be cancelled.');
  });

  it('offers no cancellation when the order does not allow it', async () => {
    current = orderDetail({ canCancel: false, orderItems: [orderItem({ canCancel: false })] });
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    await screen.findByRole('heading', { name: 'B2B-000123' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    renderWithProviders(<OrderDetailPage docNo="B2B-999" />);
    expect(await screen.findByText('Order B2B-999 was not found.')).toBeInTheDocument();
  });
});

describe('OrderDetailPage: the order’s moment', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    // a reader in Berlin (UTC+1 in November) looking at a Turkish customer's order (Istanbul, UTC+3)
    process.env.TZ = 'Europe/Berlin';
  });
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('shows one clock: the instant in the reader’s zone, not the customer’s wall clock beside it', async () => {
    current = orderDetail({ createdOnUtc: '2026-11-20T07:42:00.000Z', date: '2026-11-20', time: '10:42' });
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    await screen.findByRole('heading', { name: 'B2B-000123' });

    expect(screen.getByText(/^Placed on 11\/20\/26, 8:42\sAM$/)).toBeInTheDocument();
    expect(screen.getByText('Date').nextElementSibling).toHaveTextContent(/^11\/20\/26, 8:42\sAM$/);
    // the customer's wall clock (Istanbul) appears nowhere, and there is no second "created" time
    expect(document.body).not.toHaveTextContent('10:42');
    expect(screen.queryByText('Created')).not.toBeInTheDocument();
  });

  it('names the campaign of an item and strikes its price before the campaign', async () => {
    current = orderDetail({
      orderItems: [
        orderItem({ campaign: 'Winter weeks', priceBeforeCampaign: '90.00' }),
        orderItem({ id: 12, productId: 201, productName: 'Rim 7x16' }),
      ],
    });
    renderWithProviders(<OrderDetailPage docNo="B2B-000123" />);
    const row = within(await screen.findByRole('row', { name: 'Winter tyre 205/55 R16' }));
    expect(row.getByText('Winter weeks')).toBeInTheDocument();
    expect(row.getByTestId('price-before-campaign')).toHaveTextContent('€90.00');
    expect(row.getByText('Without the campaign:')).toBeInTheDocument();
    expect(row.getByText('€85.50')).toBeInTheDocument();
    const other = within(screen.getByRole('row', { name: 'Rim 7x16' }));
    expect(other.queryByTestId('price-before-campaign')).not.toBeInTheDocument();
  });
});

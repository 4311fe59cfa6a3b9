import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../../lib/stores/user-store';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, phoneMedia, renderWithProviders } from '../../../test/render';
import { actForCustomer, orderRow } from '../test-fixtures';
import { OrdersPage } from './OrdersPage';

const fetchMock = mockFetch();
mockTableMedia();
const actAsPhone = phoneMedia();

const listQueries = () =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://x'))
    .filter((u) => u.pathname === '/api/orders')
    .map((u) => Object.fromEntries(u.searchParams));

let noOrders = false;

beforeEach(() => {
  // staff acting for a customer unless a test signs a dealer in
  useUserStore.getState().reset();
  actForCustomer();
  noOrders = false;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/definitions/orders/statuses')
      return jsonResponse(200, [
        { id: 'Pending', name: 'Pending' },
        { id: 'Shipped', name: 'Shipped' },
        { id: 'Cancelled', name: 'Cancelled' },
      ]);
    if (url.pathname === '/api/orders' && (noOrders || url.searchParams.get('SearchTerm') === 'nothing'))
      return jsonResponse(200, pageOf([], 0, Number(url.searchParams.get('PageNumber'))));
    if (url.pathname === '/api/orders')
      return jsonResponse(
        200,
        pageOf(
          [
            orderRow(),
            orderRow({
              docNumber: 'B2B-000122',
              status: 'Shipped',
              statusName: 'Shipped',
              statusType: 'success',
              paymentStatus: 'Paid',
              paymentMethodName: 'PayPal',
              totalAmount: '99.50',
              itemCount: 1,
            }),
            orderRow({ docNumber: 'B2B-000121', paymentStatus: 'TestPaid', paymentMethodName: 'Kredi kartı' }),
          ],
          25,
          Number(url.searchParams.get('PageNumber')),
        ),
      );
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('OrdersPage', () => {
  it('lists the orders with links, status, payment method, items and totals', async () => {
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const link = await screen.findByRole('link', { name: 'B2B-000123' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/orders/B2B-000123');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Pending').closest('[data-status-type]')).toHaveAttribute('data-status-type', 'warning');
    expect(within(row).getByText('Cash')).toBeInTheDocument();
    expect(within(row).getByText('€1,351.92')).toBeInTheDocument();
    const shipped = screen.getByRole('link', { name: 'B2B-000122' }).closest('tr') as HTMLElement;
    expect(within(shipped).getByText('Shipped').closest('[data-status-type]')).toHaveAttribute('data-status-type', 'success');
    expect(within(shipped).getByText('Paid')).toBeInTheDocument();
    // paid in the demo gateway's test mode: said to have taken no money
    const test = screen.getByRole('link', { name: 'B2B-000121' }).closest('tr') as HTMLElement;
    expect(within(test).getByText('Test payment (no money received)')).toBeInTheDocument();
    expect(listQueries()[0]).toEqual({ PageNumber: '1', PageSize: '10' });
  });

  it('on a phone shows each order in two columns: the number (its link) over the date, the total over the status', async () => {
    actAsPhone();
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    const link = await screen.findByRole('link', { name: 'B2B-000123' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/orders/B2B-000123');
    // staff acting for the customer: its orders, not "mine"
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order number · Date', 'Total · Status']);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    expect(within(row).getByText('11/20/26')).toBeInTheDocument();
    expect(within(row).getByText('€1,351.92')).toBeInTheDocument();
    expect(within(row).getByText('Pending').closest('[data-status-type]')).toHaveAttribute('data-status-type', 'warning');
  });

  it('sends search, status, date range and page to the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    await screen.findByRole('link', { name: 'B2B-000123' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ PageNumber: '2' }));

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'LST-205');
    // a new filter starts again on page one
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ PageNumber: '1', PageSize: '10', SearchTerm: 'LST-205' }));

    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Shipped', hidden: true }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ Status: 'Shipped', SearchTerm: 'LST-205' }));

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ StartDate: '2026-11-01', EndDate: '2026-11-30', Status: 'Shipped' }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ PageNumber: '1', PageSize: '10' }));
  });

  it('changes the page size, starting again on page one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    await screen.findByRole('link', { name: 'B2B-000123' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ PageNumber: '2', PageSize: '10' }));
    await user.click(screen.getByRole('button', { name: '10' }));
    await user.click(await screen.findByRole('menuitem', { name: '25' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ PageNumber: '1', PageSize: '25' }));
  });

  it('tells an empty history from no match for the filters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    await screen.findByRole('link', { name: 'B2B-000123' }, { timeout: 5000 });
    expect(screen.queryByText('No order matches the filters.')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nothing');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'B2B-000123' })).not.toBeInTheDocument());
    expect(screen.getByText('No order matches the filters.')).toBeInTheDocument();
    expect(screen.queryByText('You have no orders yet.')).not.toBeInTheDocument();
  });

  it('says when the customer has no orders yet, in the words of who reads it', async () => {
    noOrders = true;
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    expect(await screen.findByText('This customer has no orders yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    cleanup();
    // a dealer's own orders
    signInWith([], { role: { id: 3, name: 'Dealer', roleType: 'dealer', permissions: [] } });
    renderWithProviders(<OrdersPage />, { route: '/orders' });
    expect(await screen.findByText('You have no orders yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(screen.queryByText('No order matches the filters.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { signInWith } from '../../test/fixtures';
import { jsonResponse } from '../../test/render';

const fetchMock = mockFetch();

const DASHBOARD = {
  startDate: '2025-12-01',
  endDate: '2026-11-27',
  salesByMonth: [
    { month: '2026-03', currency: 'TRY', amount: '250.00', orderCount: 1 },
    { month: '2026-04', currency: 'TRY', amount: '300.00', orderCount: 2 },
    { month: '2026-03', currency: 'EUR', amount: '90.00', orderCount: 1 },
  ],
  topProducts: [
    { productId: 1, productCode: 'DP-100', productName: 'Lastik 205/55', currency: 'TRY', amount: '300.00', quantity: 3 },
    { productId: 1, productCode: 'DP-100', productName: 'Lastik 205/55', currency: 'EUR', amount: '90.00', quantity: 3 },
  ],
  topCustomers: [
    { customerId: 'a', customerCode: 'DA-ALPHA', customerName: 'Dash Alpha', currency: 'TRY', amount: '350.00', orderCount: 2 },
    { customerId: 'b', customerCode: 'DA-BETA', customerName: 'Dash Beta', currency: 'EUR', amount: '90.00', orderCount: 1 },
  ],
  ordersByStatus: [
    { status: 'Pending', count: 4 },
    { status: 'Cancelled', count: 1 },
  ],
  openBalance: [{ currency: 'TRY', amount: '260.00', customerCount: 2 }],
};

const calls: URLSearchParams[] = [];

function serve(status = 200, body: unknown = DASHBOARD, dealer = false) {
  const user = signInWith(
    ['report-order.list'],
    dealer ? { role: { id: 3, name: 'Dealer', roleType: 'dealer', permissions: ['report-order.list'] } } : { salesman: null },
  );
  calls.length = 0;
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, user);
    if (url.pathname === '/api/reports/dashboard') {
      calls.push(url.searchParams);
      return jsonResponse(status, body);
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
}

resetAppBeforeEach();

describe('/dashboard', () => {
  it('shows each chart with its figures as a table, in the main currency first', async () => {
    serve();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    const sales = await screen.findByRole('table', { name: 'Sales per month' });
    // every month of the period, one without sales as zero, named as the language does
    expect(within(sales).getAllByRole('row')).toHaveLength(13);
    expect(within(sales).getByText('April 2026')).toBeInTheDocument();
    expect(within(sales).getByText('May 2026').closest('tr')).toHaveTextContent(/^May 2026TRY.0\.000$/);
    expect(within(sales).queryByText('2026-04')).not.toBeInTheDocument();
    const customers = screen.getByRole('table', { name: 'Top 10 customers' });
    expect(within(customers).getByText('Dash Alpha (DA-ALPHA)')).toBeInTheDocument();
    expect(within(customers).queryByText('Dash Beta (DA-BETA)')).not.toBeInTheDocument();
    const statuses = screen.getByRole('table', { name: 'Orders by status' });
    expect(within(statuses).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Open balance' })).toHaveTextContent('on 11/27/26, 2 customers');
    // the default period: the last 12 months counted by the server from the distributor's today (the
    // browser's day may be another); the inputs show the period the answer used
    const first = calls[0]!;
    expect(first.get('months')).toBe('12');
    expect(first.get('startDate')).toBeNull();
    expect(first.get('endDate')).toBeNull();
    expect(screen.getByLabelText('From')).toHaveValue('2025-12-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-27');

    fireEvent.click(screen.getByRole('radio', { name: 'EUR' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Top 10 customers' })).getByText('Dash Beta (DA-BETA)')).toBeInTheDocument(),
    );
  });

  it('a period picked is what the call asks for', async () => {
    serve();
    renderApp('/dashboard');
    await screen.findByRole('table', { name: 'Sales per month' });
    fireEvent.click(screen.getByRole('radio', { name: 'Last 3 months' }));
    await waitFor(() => expect(calls.some((q) => q.get('months') === '3' && !q.has('startDate'))).toBe(true));
    // one date changed: the other stays the shown one
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    await waitFor(() => expect(calls.some((q) => q.get('startDate') === '2025-12-01' && q.get('endDate') === '2026-10-31')).toBe(true));
    expect(calls.at(-1)!.has('months')).toBe(false);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    await waitFor(() => expect(calls.some((q) => q.get('startDate') === '2026-03-01' && q.get('endDate') === '2026-04-30')).toBe(true));
  });

  it('a dealer sees no ranking of customers (it would list itself alone)', async () => {
    serve(200, DASHBOARD, true);
    renderApp('/dashboard');
    await screen.findByRole('table', { name: 'Sales per month' });
    expect(screen.getByRole('table', { name: 'Top 10 products' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Top 10 customers' })).not.toBeInTheDocument();
  });

  it('says why when the server refuses', async () => {
    serve(403, { code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    renderApp('/dashboard');
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});

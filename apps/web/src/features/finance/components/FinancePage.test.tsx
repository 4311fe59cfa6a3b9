import type { CustomerAccount, CustomerBalanceHistory, FinanceTransaction } from '@dealerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signIn } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { FinancePage } from './FinancePage';

const fetchMock = mockFetch();
mockTableMedia();
// Intl output may use (narrow) no-break spaces
const norm = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

function tx(over: Partial<FinanceTransaction>): FinanceTransaction {
  return {
    id: '1',
    ficheNo: 'INV-2026-001',
    ficheType: 'Sales invoice',
    ficheTypeId: 8,
    description: 'Tyres, March',
    createDate: '2026-03-02',
    dueDate: '2026-04-01',
    sign: 1,
    amount: '1200.50',
    balance: '1200.50',
    currency: 'EUR',
    ...over,
  };
}

function account(currentBalance: string, items: FinanceTransaction[]): CustomerAccount {
  return {
    customerInfo: { code: 'B-00042', name: 'Kaya Lastik', currentBalance, currency: 'EUR' },
    customerFinanceTransactions: pageOf(items),
  };
}

const ledger = [
  tx({}),
  tx({
    id: '2',
    ficheNo: 'PAY-7',
    ficheType: 'Bank receipt',
    description: null,
    sign: -1,
    amount: '200.00',
    balance: '1000.50',
    dueDate: null,
  }),
];

const HISTORY: CustomerBalanceHistory = {
  currency: 'EUR',
  period: 'day',
  openingBalance: '0.00',
  points: [
    { date: '2026-01-10', balance: '300.00' },
    { date: '2026-02-20', balance: '-120.00' },
    { date: '2026-03-02', balance: '1000.50' },
  ],
};

/** The server: the balance history on its path, the account (balance and ledger page) otherwise. */
function serve(accountBody: CustomerAccount, history: CustomerBalanceHistory = HISTORY) {
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/customers/finance/balance-history') ? jsonResponse(200, history) : jsonResponse(200, accountBody),
  );
}
const urls = () => fetchMock.mock.calls.map(([u]) => String(u));

beforeEach(() => {
  signIn();
  useCustomerStore.setState({ selected: { id: 'c1', name: 'Kaya Lastik', code: 'B-00042', isBayi: true } });
  serve(account('1000.50', ledger));
});

function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((c) => norm(c.textContent));
}

describe('FinancePage', () => {
  it('shows the balance with its currency and "you owe" wording', async () => {
    renderWithProviders(<FinancePage />);
    expect(norm((await screen.findByTestId('current-balance')).textContent)).toBe('€1,000.50');
    expect(screen.getByText('You owe this amount')).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/customers/finance?')) ?? [];
    expect(url).toBe('/api/customers/finance?PageNumber=1&PageSize=50');
    expect(new Headers(init?.headers).get('x-customer-id')).toBe('c1');
  });

  it('puts debits and credits in their own columns with the running balance', async () => {
    renderWithProviders(<FinancePage />);
    const table = await screen.findByRole('table', { name: 'Ledger' });
    await within(table).findByText('INV-2026-001');
    const [, invoice, payment] = within(table).getAllByRole('row');
    // date, due date, fiche no, type, description, debit, credit, balance
    expect(cellTexts(invoice!)).toEqual([
      '3/2/26',
      '4/1/26',
      'INV-2026-001',
      'Sales invoice',
      'Tyres, March',
      '€1,200.50',
      '',
      '€1,200.50',
    ]);
    expect(cellTexts(payment!)).toEqual(['3/2/26', '—', 'PAY-7', 'Bank receipt', '', '', '€200.00', '€1,000.50']);
  });

  it('charts the balance history of the whole period, not the ledger page on screen', async () => {
    renderWithProviders(<FinancePage />);
    const chart = await screen.findByRole('img', { name: /Balance over time/ });
    expect(norm(chart.querySelector('desc')!.textContent)).toBe(
      'Running balance from 1/10/26 to 3/2/26: €300.00 at the start, €1,000.50 at the end, highest €1,000.50, lowest -€120.00.',
    );
    expect([...chart.querySelectorAll('circle title')].map((c) => norm(c.textContent))).toEqual([
      '1/10/26: €300.00',
      '2/20/26: -€120.00',
      '3/2/26: €1,000.50',
    ]);
    // the y axis says what the heights mean: highest, zero, lowest
    expect(screen.getAllByTestId('balance-axis').map((t) => t.textContent)).toEqual(['€1K', '€0', '-€120']);
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/customers/finance/balance-history')!;
    expect(new Headers(init?.headers).get('x-customer-id')).toBe('c1');
  });

  it('charts the chosen range from its opening balance to its end', async () => {
    serve(account('1000.50', ledger), {
      currency: 'EUR',
      period: 'month',
      openingBalance: '50.00',
      points: [{ date: '2026-02-20', balance: '-120.00' }],
    });
    renderWithProviders(<FinancePage />);
    await screen.findByTestId('current-balance');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-28' } });
    await waitFor(() => expect(urls()).toContain('/api/customers/finance/balance-history?StartDate=2026-02-01&EndDate=2026-02-28'));
    await waitFor(() =>
      expect(norm(screen.getByRole('img', { name: /Balance over time/ }).querySelector('desc')!.textContent)).toBe(
        'Running balance from 2/1/26 to 2/28/26: €50.00 at the start, -€120.00 at the end, highest €50.00, lowest -€120.00.',
      ),
    );
    expect(screen.getByText("One point per month: the balance after the month's last movement.")).toBeInTheDocument();
  });

  it('says so when the period has no movements', async () => {
    serve(account('0.00', []), { currency: 'EUR', period: 'day', openingBalance: '0.00', points: [] });
    renderWithProviders(<FinancePage />);
    expect(await screen.findByText('No movements in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Balance over time/ })).not.toBeInTheDocument();
  });

  it('calls a negative balance a credit and shows it without the minus sign', async () => {
    serve(account('-75.25', ledger));
    renderWithProviders(<FinancePage />);
    expect(norm((await screen.findByTestId('current-balance')).textContent)).toBe('€75.25');
    expect(screen.getByText('You are in credit')).toBeInTheDocument();
  });

  it('asks for the chosen date range from page one', async () => {
    renderWithProviders(<FinancePage />);
    await screen.findByTestId('current-balance');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(urls()).toContain('/api/customers/finance?PageNumber=1&PageSize=50&StartDate=2026-01-01&EndDate=2026-03-31'),
    );
    await waitFor(() => expect(urls()).toContain('/api/customers/finance/balance-history?StartDate=2026-01-01&EndDate=2026-03-31'));
  });

  it('does not ask for an inverted date range', async () => {
    renderWithProviders(<FinancePage />);
    await screen.findByTestId('current-balance');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    expect(await screen.findByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('EndDate=2026-03-31'))).toBe(false);
  });

  it('exports the whole period as xlsx from the server and saves it under its file name', async () => {
    const saved: string[] = [];
    const createObjectURL = vi.fn(() => 'blob:ledger');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/customers/finance/export')
        ? new Response(new Uint8Array([80, 75, 3, 4]), {
            status: 200,
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition': `attachment; filename="statement-B-00042.xlsx"; filename*=UTF-8''statement-B-00042.xlsx`,
            },
          })
        : String(url).startsWith('/api/customers/finance/balance-history')
          ? jsonResponse(200, HISTORY)
          : jsonResponse(200, account('1000.50', ledger)),
    );
    renderWithProviders(<FinancePage />);
    await screen.findByTestId('current-balance');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Export Excel (xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['statement-B-00042.xlsx']));
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/customers/finance/export?Format=xlsx&StartDate=2026-01-01');
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/customers/finance/export'))!;
    expect(new Headers(init?.headers).get('x-customer-id')).toBe('c1');
    click.mockRestore();
  });

  it('shows why an export failed', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/customers/finance/export')
        ? jsonResponse(503, { code: 'UNAVAILABLE', message: 'The service is currently unavailable.' })
        : String(url).startsWith('/api/customers/finance/balance-history')
          ? jsonResponse(200, HISTORY)
          : jsonResponse(200, account('1000.50', ledger)),
    );
    renderWithProviders(<FinancePage />);
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The export failed\. /);
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

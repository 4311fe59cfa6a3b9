import type { CustomerAccount, FinanceTransaction } from '@dealerport/contract';
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

beforeEach(() => {
  signIn();
  useCustomerStore.setState({ selected: { id: 'c1', name: 'Kaya Lastik', code: 'B-00042', isBayi: true } });
  fetchMock.mockImplementation(async () => jsonResponse(200, account('1000.50', ledger)));
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

    const [url, init] = fetchMock.mock.calls[0] ?? [];
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
    expect(screen.getByRole('img', { name: /Balance over time/ })).toBeInTheDocument();
  });

  it('calls a negative balance a credit and shows it without the minus sign', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, account('-75.25', ledger)));
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
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
        '/api/customers/finance?PageNumber=1&PageSize=50&StartDate=2026-01-01&EndDate=2026-03-31',
      ),
    );
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
});

import type { SalesmanLimit } from '@dealerport/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { pageOf, signInWith } from '../../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../../test/render';
import { LIMIT_TEMPLATE_URL } from './LimitUploadCard';
import { SalesmanLimitsPage } from './SalesmanLimitsPage';

const fetchMock = mockFetch();
mockTableMedia();

/** XMLHttpRequest stand-in: the test reports progress and answers each upload itself. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const limit = (over: Partial<SalesmanLimit> = {}): SalesmanLimit => ({
  id: 1,
  salesmanCode: 'S001',
  salesmanName: 'Selim Kaya',
  productCode: 'MICH-PS5',
  productName: 'Michelin Pilot Sport 5',
  quantity: 40,
  startDate: '2026-01-01',
  endDate: '2026-03-31',
  ...over,
});
const rows = [
  limit(),
  limit({ id: 2, salesmanCode: 'S002', salesmanName: 'Jens Müller', productCode: 'LAS-DW', productName: 'Lassa Driveways', quantity: 0 }),
];

const listCalls = () =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === '/api/catalogs/limits/salesman');

async function chooseFile(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(
    input,
    new File(['salesmanCode;productCode'], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' }),
  );
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/catalogs/limits/salesman') {
      const term = url.searchParams.get('SearchTerm');
      const items = term ? rows.filter((r) => r.salesmanName?.toLowerCase().includes(term)) : rows;
      return jsonResponse(200, pageOf(items));
    }
    if (url.pathname === '/api/catalogs/limits/salesman/1/transactions')
      return jsonResponse(200, [
        {
          id: 2,
          docNo: 'B2B-000123',
          customerCode: '120.001',
          oldQuantity: 44,
          newQuantity: 40,
          orderDate: '2026-01-10T09:00:00.000Z',
          salesmanLimitId: 1,
          createdBy: 'bayi1',
          createdOnUtc: '2026-01-10T09:00:01.000Z',
        },
        {
          id: 1,
          docNo: null,
          customerCode: null,
          oldQuantity: 0,
          newQuantity: 44,
          orderDate: null,
          salesmanLimitId: 1,
          createdBy: 'admin',
          createdOnUtc: '2026-01-01T08:00:00.000Z',
        },
      ]);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('SalesmanLimitsPage', () => {
  it('lists the limits, searches and filters by day on the server, and opens a limit’s log', async () => {
    signInWith(['salesman-limit.list']);
    const user = userEvent.setup();
    renderWithProviders(<SalesmanLimitsPage />);
    const table = await screen.findByRole('table', { name: 'Salesman limits' });
    expect(await within(table).findByText('Michelin Pilot Sport 5')).toBeInTheDocument();
    expect(within(table).getByText('Jens Müller')).toBeInTheDocument();
    expect(listCalls()[0]?.searchParams.get('PageNumber')).toBe('1');
    expect(listCalls()[0]?.searchParams.get('PageSize')).toBe('50');
    // no upload without salesman-limit.create
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search'), 'jens');
    await waitFor(() => expect(listCalls().some((u) => u.searchParams.get('SearchTerm') === 'jens')).toBe(true));
    await waitFor(() => expect(within(table).queryByText('Michelin Pilot Sport 5')).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Valid on'), '2026-02-01');
    await waitFor(() => expect(listCalls().some((u) => u.searchParams.get('ActiveOn') === '2026-02-01')).toBe(true));

    await user.click(await screen.findByRole('button', { name: 'Log of S001 / MICH-PS5' }));
    const drawer = await screen.findByRole('dialog', { name: 'Limit log: S001 / MICH-PS5' });
    const log = await within(drawer).findByRole('table', { name: 'Limit log' });
    expect(within(log).getByText('B2B-000123')).toBeInTheDocument();
    expect(within(log).getByText('File upload')).toBeInTheDocument();
    const cells = within(log)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['B2B-000123', '120.001', '44', '40', 'bayi1'],
      ['File upload', '–', '0', '44', 'admin'],
    ]);
  });

  it('uploads a file with progress, then shows the result and reloads the list', async () => {
    signInWith(['salesman-limit.list', 'salesman-limit.create']);
    const user = userEvent.setup();
    renderWithProviders(<SalesmanLimitsPage />);
    expect(screen.getByRole('link', { name: 'Download the sample file' })).toHaveAttribute('href', LIMIT_TEMPLATE_URL);
    await screen.findByText('Michelin Pilot Sport 5');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();

    await chooseFile(user, 'limits.xlsx');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/catalogs/limits/salesman/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body!.get('file') as File).name).toBe('limits.xlsx');

    act(() => xhr.progress(0.5));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    const before = listCalls().length;
    act(() => xhr.respond(200, { rows: 12, created: 10, updated: 2 }));
    expect(await screen.findByRole('status')).toHaveTextContent('12 rows processed: 10 new, 2 changed limits.');
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the per-row report of a refused file', async () => {
    signInWith(['salesman-limit.list', 'salesman-limit.create']);
    const user = userEvent.setup();
    renderWithProviders(<SalesmanLimitsPage />);
    await chooseFile(user, 'limits.csv');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.respond(400, {
        code: 'LIMIT_UPLOAD_INVALID',
        message: 'The file has invalid rows; nothing was imported (2 errors).',
        details: {
          count: 2,
          errors: [
            { row: 3, column: 'salesmanCode', message: 'Salesman not found: NOPE' },
            { row: 5, column: null, message: 'The same salesman, product and start date are already in row 2.' },
          ],
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('nothing was imported (2 errors)');
    const report = screen.getByRole('table', { name: 'File refused' });
    const cells = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['3', 'Salesman code', 'Salesman not found: NOPE'],
      ['5', '–', 'The same salesman, product and start date are already in row 2.'],
    ]);
  });

  it('shows an unreadable file’s message without a report', async () => {
    signInWith(['salesman-limit.list', 'salesman-limit.create']);
    const user = userEvent.setup();
    renderWithProviders(<SalesmanLimitsPage />);
    await chooseFile(user, 'limits.csv');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.sent[0]!.respond(400, { code: 'SPREADSHEET_UNREADABLE', message: 'The file could not be read.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read.');
    expect(screen.queryByRole('table', { name: 'File refused' })).not.toBeInTheDocument();
  });

  it('says when the report lists only the first errors, and a new file clears the old report', async () => {
    signInWith(['salesman-limit.list', 'salesman-limit.create']);
    const user = userEvent.setup();
    renderWithProviders(<SalesmanLimitsPage />);
    await chooseFile(user, 'limits.xlsx');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const errors = Array.from({ length: 500 }, (_, i) => ({ row: i + 2, column: 'quantity', message: 'Not a whole number ≥ 0.' }));
    act(() =>
      FakeXhr.sent[0]!.respond(400, {
        code: 'LIMIT_UPLOAD_INVALID',
        message: 'The file has invalid rows; nothing was imported (1234 errors).',
        details: { count: 1234, errors },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('nothing was imported (1234 errors)');
    expect(alert).toHaveTextContent('Showing the first 500 of 1,234 errors.');
    const report = screen.getByRole('table', { name: 'File refused' });
    expect(within(report).getAllByRole('row')).toHaveLength(501);
    expect(within(report).getAllByText('Quantity')).toHaveLength(500);
    // nothing was imported, so the list was not asked again
    expect(listCalls()).toHaveLength(1);

    // the corrected file: the old report goes as soon as it is chosen
    await chooseFile(user, 'limits-fixed.xlsx');
    expect(screen.queryByRole('table', { name: 'File refused' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect((FakeXhr.sent[1]!.body!.get('file') as File).name).toBe('limits-fixed.xlsx');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SyncUploadSection } from './SyncUploadSection';

const fetchMock = mockFetch();

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

async function chooseFile(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File(['productCode;warehouseCode;quantity'], name, { type: 'text/csv' }));
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock.mockImplementation(async () => jsonResponse(404, { code: 'NOT_FOUND', message: 'no' }));
});

describe('SyncUploadSection', () => {
  it('uploads a stock file with progress and shows the counts', async () => {
    signInWith(['integration.list', 'integration.update']);
    const user = userEvent.setup();
    renderWithProviders(<SyncUploadSection />);
    await user.click(screen.getByRole('textbox', { name: 'Data' }));
    await user.click(await screen.findByRole('option', { name: 'Stock', hidden: true }));
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await chooseFile(user, 'stock.csv');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/integrations/sync/stocks/upload');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect((xhr.body!.get('file') as File).name).toBe('stock.csv');
    act(() => xhr.progress(0.4));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    act(() =>
      xhr.respond(200, { entity: 'stocks', rows: 5, accepted: 5, created: 2, updated: 1, unchanged: 2, errorCount: 0, errors: [] }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('5 rows: 2 new, 1 changed, 2 already up to date.');
  });

  it('shows the per-row report of a refused file', async () => {
    signInWith(['integration.list', 'integration.update']);
    const user = userEvent.setup();
    renderWithProviders(<SyncUploadSection />);
    await chooseFile(user, 'products.xlsx');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.sent[0]!.url).toBe('/api/integrations/sync/products/upload');
    act(() =>
      FakeXhr.sent[0]!.respond(400, {
        code: 'SYNC_BATCH_REJECTED',
        message: 'The batch has invalid rows; nothing was written (2 errors).',
        details: {
          entity: 'products',
          rows: 3,
          accepted: 0,
          created: 0,
          updated: 0,
          unchanged: 0,
          errorCount: 2,
          errors: [
            { row: 2, field: 'categoryCode', code: 'UNKNOWN_CATEGORY', message: 'The category does not exist: NOPE' },
            { row: 4, field: 'listPrice', code: 'INVALID', message: 'The format is not valid.' },
          ],
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was written');
    expect(alert).toHaveTextContent('The batch has invalid rows; nothing was written (2 errors).');
    const table = screen.getByRole('table', { name: 'Errors by row' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['2', 'categoryCode', 'The category does not exist: NOPE'],
      ['4', 'listPrice', 'The format is not valid.'],
    ]);
  });

  it('downloads the template of the chosen data; without integration.update there is no upload', async () => {
    signInWith(['integration.list']);
    const user = userEvent.setup();
    const created = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fetchMock.mockImplementation(
      async () =>
        new Response('code;name', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="dealerport-products.csv"' },
        }),
    );
    renderWithProviders(<SyncUploadSection />);
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the template' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://x').pathname).toBe('/api/integrations/sync/products/template');
    await waitFor(() => expect(saved).toEqual(['dealerport-products.csv']));
    click.mockRestore();
  });
});

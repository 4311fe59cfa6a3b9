import type { PivotResult } from '@dealerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actForCustomer } from '../../features/catalog/test-fixtures';
import { moveField, placeField } from '../../features/pivot/lib/pivot-fields';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { PivotRoute } from './pivot';

const fetchMock = mockFetch();
const bodies = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));
const eur = (value: string) => ({ value, currency: 'EUR' });

/** Rows category and status, columns month: subtotals per category and the totals, as the server sums them. */
const byCategoryAndStatus: PivotResult = {
  rowFields: ['category', 'status'],
  columnFields: ['month'],
  currencyAdded: false,
  columns: [
    { kind: 'column', keys: ['2026-10'] },
    { kind: 'column', keys: ['2026-11'] },
  ],
  lines: [
    { kind: 'line', keys: ['Felgen', 'Delivered'], cells: [eur('1514.48'), eur('424.16')], total: eur('1938.64') },
    { kind: 'line', keys: ['Felgen', 'Pending'], cells: [null, eur('0.20')], total: eur('0.20') },
    { kind: 'subtotal', keys: ['Felgen'], cells: [eur('1514.48'), eur('424.36')], total: eur('1938.84') },
    { kind: 'line', keys: ['Batterien', 'Delivered'], cells: [eur('0.10'), null], total: eur('0.10') },
    { kind: 'subtotal', keys: ['Batterien'], cells: [eur('0.10'), null], total: eur('0.10') },
    { kind: 'total', keys: [], cells: [eur('1514.58'), eur('424.36')], total: eur('1938.94') },
  ],
  omittedRows: 0,
  omittedColumns: 0,
};

const byMonth: PivotResult = {
  rowFields: ['month'],
  columnFields: [],
  currencyAdded: false,
  columns: [],
  lines: [
    { kind: 'line', keys: ['2026-10'], cells: [], total: eur('120.50') },
    { kind: 'total', keys: [], cells: [], total: eur('120.50') },
  ],
  omittedRows: 0,
  omittedColumns: 0,
};

beforeEach(() => {
  actForCustomer();
  fetchMock.mockImplementation(async (_input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (body.rows.length === 2) return jsonResponse(200, byCategoryAndStatus);
    if (body.measure === 'quantity') {
      return jsonResponse(200, {
        ...byMonth,
        lines: byMonth.lines.map((l) => ({ ...l, total: { value: '1500', currency: null } })),
      });
    }
    return jsonResponse(200, byMonth);
  });
});

/** The visible text of a table row's cells, spaces (the no-break space of "1.514,48 €") made plain. */
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent?.replace(/\s/g, ' ') ?? '');

describe('/pivot', () => {
  it('shows a German answer formatted by the language: money with its currency, months and statuses named, subtotals and totals', async () => {
    await i18n.changeLanguage('de');
    try {
      fetchMock.mockImplementation(async () => jsonResponse(200, byCategoryAndStatus));
      renderWithProviders(<PivotRoute />);
      const table = within(await screen.findByRole('table', { name: 'Pivot-Analyse der Bestellungen' }));
      expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Kategorie',
        'Status',
        'Okt. 2026',
        'Nov. 2026',
        'Gesamtsumme',
      ]);
      const rows = table.getAllByRole('row').slice(1);
      // the category stands once over its lines; the status in German (not "Delivered")
      expect(cells(rows[0]!)).toEqual(['Felgen', 'Zugestellt', '1.514,48 €', '424,16 €', '1.938,64 €']);
      expect(table.getByRole('rowheader', { name: 'Felgen' })).toHaveAttribute('rowspan', '2');
      expect(cells(rows[1]!)).toEqual(['Ausstehend', '', '0,20 €', '0,20 €']);
      expect(cells(rows[2]!)).toEqual(['Summe Felgen', '1.514,48 €', '424,36 €', '1.938,84 €']);
      expect(cells(rows[5]!)).toEqual(['Gesamtsumme', '1.514,58 €', '424,36 €', '1.938,94 €']);
      // no raw codes, no English decimals, no float residue
      expect(screen.getByRole('table').textContent).not.toMatch(/Delivered|Pending|1514\.48|\d\.\d{4,}/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names the outer column groups over their keys and their subtotal columns; quantities with the grouping', async () => {
    await i18n.changeLanguage('de');
    try {
      const n = (value: string) => ({ value, currency: null });
      fetchMock.mockImplementation(async () =>
        jsonResponse(200, {
          rowFields: ['category'],
          columnFields: ['month', 'status'],
          currencyAdded: false,
          columns: [
            { kind: 'column', keys: ['2026-10', 'Delivered'] },
            { kind: 'subtotal', keys: ['2026-10'] },
          ],
          lines: [
            { kind: 'line', keys: ['Felgen'], cells: [n('1500'), n('1500')], total: n('1500') },
            { kind: 'total', keys: [], cells: [n('1500'), n('1500')], total: n('1500') },
          ],
          omittedRows: 0,
          omittedColumns: 0,
        } satisfies PivotResult),
      );
      renderWithProviders(<PivotRoute />);
      const table = within(await screen.findByRole('table', { name: 'Pivot-Analyse der Bestellungen' }));
      expect(table.getByRole('columnheader', { name: 'Okt. 2026' })).toHaveAttribute('colspan', '2');
      expect(table.getByRole('columnheader', { name: 'Zugestellt' })).toBeInTheDocument();
      expect(table.getByRole('columnheader', { name: 'Summe Okt. 2026' })).toBeInTheDocument();
      expect(cells(table.getAllByRole('row').at(-1)!)).toEqual(['Gesamtsumme', '1.500', '1.500', '1.500']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when amounts of several currencies were split and leaves their common total empty', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, {
        ...byMonth,
        rowFields: ['currency', 'month'],
        currencyAdded: true,
        lines: [
          { kind: 'line', keys: ['EUR', '2026-10'], cells: [], total: eur('120.50') },
          { kind: 'subtotal', keys: ['EUR'], cells: [], total: eur('120.50') },
          { kind: 'line', keys: ['TRY', '2026-10'], cells: [], total: { value: '1000.00', currency: 'TRY' } },
          { kind: 'subtotal', keys: ['TRY'], cells: [], total: { value: '1000.00', currency: 'TRY' } },
          { kind: 'total', keys: [], cells: [], total: { value: null, currency: null } },
        ],
      } satisfies PivotResult),
    );
    renderWithProviders(<PivotRoute />);
    const table = within(await screen.findByRole('table', { name: 'Order pivot analysis' }));
    expect(screen.getByText('The lines are in more than one currency: the amounts are split by currency.')).toBeInTheDocument();
    expect(screen.getByText(/not added up/)).toBeInTheDocument();
    expect(cells(table.getAllByRole('row').at(-1)!)).toEqual(['Grand total', '—']);
    expect(cells(table.getAllByRole('row')[3]!)).toEqual(['TRY', 'Oct 2026', 'TRY 1,000.00']);
  });

  it('places the fields of each axis by the keyboard: add, move earlier, to the other axis, remove', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PivotRoute />);
    await screen.findByRole('table', { name: 'Order pivot analysis' });
    await user.click(screen.getByRole('button', { name: 'Add Category to the rows' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: ['month', 'category'], columns: [], measure: 'amount' }));
    await user.click(screen.getByRole('button', { name: 'Add Status to the rows' }));
    await user.click(screen.getByRole('button', { name: 'Move Category earlier' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: ['category', 'month', 'status'], columns: [], measure: 'amount' }));
    expect(screen.getByRole('group', { name: 'Rows: Category, Month, Status' })).toBeInTheDocument();
    // three row fields: no fourth
    expect(screen.getByRole('button', { name: 'Add Product to the rows' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Month to the columns' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: ['category', 'status'], columns: ['month'], measure: 'amount' }));
    await user.click(screen.getByRole('button', { name: 'Remove Status' }));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: ['category'], columns: ['month'], measure: 'amount' }));
    // the rows keep one field
    expect(screen.getByRole('button', { name: 'Remove Category' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Category earlier' })).toBeDisabled();
  });

  it('moves fields by drag and drop between available, rows and columns', async () => {
    renderWithProviders(<PivotRoute />);
    await screen.findByRole('table', { name: 'Order pivot analysis' });
    const drag = (field: string, target: HTMLElement) => {
      fireEvent.dragStart(screen.getByTestId(`pivot-field-${field}`));
      fireEvent.dragOver(target);
      fireEvent.drop(target);
    };
    drag('status', screen.getByTestId('pivot-zone-columns'));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: ['month'], columns: ['status'], measure: 'amount' }));
    expect(screen.getByRole('group', { name: 'Columns: Status' })).toBeInTheDocument();
    // dropped on a field of the rows: before it
    drag('category', screen.getByTestId('pivot-field-month'));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: ['category', 'month'], columns: ['status'], measure: 'amount' }));
    // back to the available fields
    drag('status', screen.getByTestId('pivot-zone-available'));
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: ['category', 'month'], columns: [], measure: 'amount' }));
    expect(screen.getByRole('group', { name: /^Available fields: .*Status/ })).toBeInTheDocument();
  });

  it('places a field: axes hold 3 and 2, a full one gives its last field back, the rows never empty', () => {
    const l = { rows: ['month'], columns: [] } as const;
    const layout = { rows: [...l.rows], columns: [...l.columns] };
    expect(placeField(layout, 'product', 'rows')).toEqual({ rows: ['month', 'product'], columns: [] });
    expect(placeField(layout, 'product', 'rows', 0)).toEqual({ rows: ['product', 'month'], columns: [] });
    expect(placeField(layout, 'month', 'available')).toBe(layout);
    expect(placeField(layout, 'month', 'columns')).toBe(layout);
    const full = { rows: ['month', 'category', 'product'] as const, columns: ['status', 'currency'] as const };
    const f = { rows: [...full.rows], columns: [...full.columns] };
    // a full axis: its last field swaps with the moved one, or goes back to the available ones
    expect(placeField(f, 'status', 'rows', 0)).toEqual({ rows: ['status', 'month', 'category'], columns: ['currency', 'product'] });
    expect(placeField({ rows: ['month'], columns: ['status', 'currency'] }, 'product', 'columns')).toEqual({
      rows: ['month'],
      columns: ['status', 'product'],
    });
    expect(moveField(f, 'product', -1)).toEqual({ ...f, rows: ['month', 'product', 'category'] });
    expect(moveField(f, 'month', 1)).toEqual({ ...f, rows: ['category', 'month', 'product'] });
    expect(moveField(f, 'product', 1)).toBe(f);
  });

  it('exports through the server as xlsx and csv with the chosen layout', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PivotRoute />);
    await screen.findByRole('table', { name: 'Order pivot analysis' });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const file = (name: string) => async () =>
      new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-disposition': `attachment; filename="${name}"` } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure' }), 'quantity');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: ['month'], columns: [], measure: 'quantity' }));
    expect(await screen.findAllByRole('cell', { name: '1,500' })).toHaveLength(2);
    fetchMock.mockImplementationOnce(file('order-pivot.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Export Excel (xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['order-pivot.xlsx']));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/pivot/order-lines/export?format=xlsx');
    expect(JSON.parse(String(init?.body))).toEqual({ rows: ['month'], columns: [], measure: 'quantity' });
    fetchMock.mockImplementationOnce(file('order-pivot.csv'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['order-pivot.xlsx', 'order-pivot.csv']));
    click.mockRestore();
  });
});

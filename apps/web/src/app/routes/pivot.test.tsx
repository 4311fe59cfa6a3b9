import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actForCustomer } from '../../features/catalog/test-fixtures';
import { pivotGrid } from '../../features/pivot/components/PivotPage';
import { placeField } from '../../features/pivot/lib/pivot-fields';
import { mockFetch } from '../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { PivotRoute } from './pivot';

const fetchMock = mockFetch();
const bodies = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  actForCustomer();
  fetchMock.mockImplementation(async (_input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (body.columns === 'status') {
      return jsonResponse(200, {
        rowKeys: ['2026-10', '2026-11'],
        columnKeys: ['Completed', 'InQueue'],
        cells: [
          { row: '2026-10', column: 'Completed', value: '5' },
          { row: '2026-11', column: 'Completed', value: '1' },
          { row: '2026-11', column: 'InQueue', value: '2' },
        ],
      });
    }
    return jsonResponse(200, { rowKeys: ['2026-10'], columnKeys: [], cells: [{ row: '2026-10', column: null, value: '120.50' }] });
  });
});

describe('/pivot', () => {
  it('shows the order lines by rows and columns chosen by select', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PivotRoute />);
    const table = within(await screen.findByRole('table', { name: 'Order pivot analysis' }));
    expect(table.getByRole('rowheader', { name: '2026-10' })).toBeInTheDocument();
    expect(table.getByText('120.5')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Columns' }), 'status');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'InQueue' })).toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(bodies().at(-1)).toEqual({ rows: 'month', columns: 'status', measure: 'amount' });
  });

  it('moves fields by drag and drop between available, rows and columns', async () => {
    renderWithProviders(<PivotRoute />);
    await screen.findByRole('table', { name: 'Order pivot analysis' });
    const drag = (field: string, zone: string) => {
      fireEvent.dragStart(screen.getByTestId(`pivot-field-${field}`));
      fireEvent.dragOver(screen.getByTestId(`pivot-zone-${zone}`));
      fireEvent.drop(screen.getByTestId(`pivot-zone-${zone}`));
    };
    drag('status', 'columns');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: 'month', columns: 'status', measure: 'amount' }));
    expect(screen.getByRole('combobox', { name: 'Columns' })).toHaveValue('status');
    expect(screen.getByRole('group', { name: 'Columns: Status' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'InQueue' })).toBeInTheDocument();
    // a field dropped on the rows swaps with them
    drag('status', 'rows');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: 'status', columns: 'month', measure: 'amount' }));
    expect(screen.getByRole('combobox', { name: 'Rows' })).toHaveValue('status');
    // back to the available fields: no columns
    drag('month', 'available');
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: 'status', columns: null, measure: 'amount' }));
    expect(screen.getByRole('group', { name: /^Available fields: .*Month/ })).toBeInTheDocument();
  });

  it('places a dropped field: zones hold one, the rows never empty', () => {
    const l = { rows: 'month', columns: null } as const;
    expect(placeField(l, 'product', 'rows')).toEqual({ rows: 'product', columns: null });
    expect(placeField(l, 'product', 'columns')).toEqual({ rows: 'month', columns: 'product' });
    expect(placeField(l, 'month', 'available')).toBe(l);
    expect(placeField(l, 'month', 'columns')).toBe(l);
    expect(placeField({ rows: 'month', columns: 'status' }, 'product', 'columns')).toEqual({ rows: 'month', columns: 'product' });
    expect(placeField({ rows: 'month', columns: 'status' }, 'month', 'columns')).toEqual({ rows: 'status', columns: 'month' });
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
    await waitFor(() => expect(bodies().at(-1)).toEqual({ rows: 'month', columns: null, measure: 'quantity' }));
    await screen.findByRole('table', { name: 'Order pivot analysis' });
    fetchMock.mockImplementationOnce(file('order-pivot.xlsx'));
    await user.click(screen.getByRole('button', { name: 'Export Excel (xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['order-pivot.xlsx']));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/pivot/order-lines/export?format=xlsx');
    expect(JSON.parse(String(init?.body))).toEqual({ rows: 'month', columns: null, measure: 'quantity' });
    fetchMock.mockImplementationOnce(file('order-pivot.csv'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['order-pivot.xlsx', 'order-pivot.csv']));
    click.mockRestore();
  });

  it('fills empty cells with 0 and totals the rows', () => {
    const grid = pivotGrid({
      rowKeys: ['a'],
      columnKeys: ['x', 'y'],
      cells: [{ row: 'a', column: 'x', value: '2' }],
    });
    expect(grid.lines).toEqual([['a', '2', '0', '2']]);
  });
});

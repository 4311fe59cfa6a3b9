import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { actForCustomer } from '../../features/catalog/test-fixtures';
import { csvCell, pivotGrid } from '../../features/pivot/components/PivotPage';
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

  it('fills empty cells with 0, totals the rows and exports formula-safe cells', () => {
    const grid = pivotGrid({
      rowKeys: ['a'],
      columnKeys: ['x', 'y'],
      cells: [{ row: 'a', column: 'x', value: '2' }],
    });
    expect(grid.lines).toEqual([['a', '2', '0', '2']]);
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('a;b')).toBe('"a;b"');
  });
});

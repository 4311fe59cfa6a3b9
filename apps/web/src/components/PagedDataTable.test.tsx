import type { PagedList } from '@dealerport/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableSortStatus } from 'mantine-datatable';
import { describe, expect, it, vi } from 'vitest';
import { mockTableMedia, renderWithProviders } from '../test/render';
import { PagedDataTable } from './PagedDataTable';

mockTableMedia();

interface Row {
  id: number;
  name: string;
}

const query = {
  data: { items: [{ id: 1, name: 'Anadolu Oto' }], totalCount: 1, pageNumber: 1, pageSize: 10, totalPages: 1 },
  isFetching: false,
  isError: false,
  error: null,
} as unknown as UseQueryResult<PagedList<Row>>;

describe('PagedDataTable', () => {
  it('lets the keyboard reach its scroll area: a focusable region named like the table', () => {
    renderWithProviders(
      <PagedDataTable<Row>
        query={query}
        columns={[{ accessor: 'name', title: 'Name' }]}
        label="Customers"
        emptyText="None"
        page={1}
        onPageChange={() => {}}
        pageSize={10}
        pageSizes={[10, 20]}
        onPageSizeChange={() => {}}
      />,
    );
    const region = screen.getByRole('region', { name: 'Customers' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Customers' })).toBeInTheDocument();
    expect(within(region).getByRole('cell', { name: 'Anadolu Oto' })).toBeInTheDocument();
  });

  it('sorts a column clicked for the first time ascending, then toggles it; a sort starts on page one', async () => {
    const user = userEvent.setup();
    const changes: DataTableSortStatus<Row>[] = [];
    const onPageChange = vi.fn();
    const table = (sortStatus: DataTableSortStatus<Row>) => (
      <PagedDataTable<Row>
        query={query}
        columns={[
          { accessor: 'id', title: 'Date', sortable: true },
          { accessor: 'name', title: 'Name', sortable: true },
        ]}
        label="Orders"
        emptyText="None"
        page={3}
        onPageChange={onPageChange}
        pageSize={10}
        pageSizes={[10, 20]}
        onPageSizeChange={() => {}}
        sortStatus={sortStatus}
        onSortStatusChange={(s) => changes.push(s)}
      />
    );
    // Newest first by date: the first click on Name asks for A to Z, not Z to A.
    const { rerender } = renderWithProviders(table({ columnAccessor: 'id', direction: 'desc' }));
    await user.click(screen.getByText('Name', { selector: 'th *' }));
    expect(changes.at(-1)).toMatchObject({ columnAccessor: 'name', direction: 'asc' });
    expect(onPageChange).toHaveBeenCalledWith(1);
    rerender(table({ columnAccessor: 'name', direction: 'asc' }));
    await user.click(screen.getByText('Name', { selector: 'th *' }));
    expect(changes.at(-1)).toMatchObject({ columnAccessor: 'name', direction: 'desc' });
  });
});

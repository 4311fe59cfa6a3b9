import type { PagedList } from '@dealerport/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});

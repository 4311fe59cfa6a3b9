import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { actForCustomer } from '../test-fixtures';
import { StockPopover } from './StockPopover';

const fetchMock = mockFetch();
let stocks: unknown = {};

const stockCalls = () => fetchMock.mock.calls.filter(([u]) => String(u) === '/api/catalogs/products/7/stocks');

beforeEach(() => {
  actForCustomer();
  stocks = {
    totalStock: 23,
    stocks: [
      { warehouseId: 'IST', warehouseName: 'İstanbul Merkez', quantity: 3, quantityText: 'Only 3 left', unitCode: 'AD' },
      { warehouseId: 'KOL', warehouseName: 'Köln Lager', quantity: 20, quantityText: '20+', unitCode: 'AD' },
      { warehouseId: 'ANK', warehouseName: 'Ankara', quantity: 0, quantityText: 'Out of stock', unitCode: 'AD' },
    ],
  };
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/catalogs/products/7/stocks'
      ? jsonResponse(200, stocks)
      : jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' }),
  );
});

describe('StockPopover', () => {
  it('asks for the stock per warehouse only when opened, and lists it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StockPopover productId={7} />);
    const button = screen.getByRole('button', { name: 'Stock per warehouse' });
    expect(stockCalls()).toHaveLength(0);
    await user.click(button);
    const table = (await screen.findByText('İstanbul Merkez')).closest('table')!;
    expect(stockCalls()).toHaveLength(1);
    const rows = within(table).getAllByRole('row', { hidden: true });
    // an empty warehouse says so without a unit after it
    expect(rows.map((r) => r.textContent)).toEqual([
      'WarehouseQuantity',
      'İstanbul MerkezOnly 3 left AD',
      'Köln Lager20+ AD',
      'AnkaraOut of stock',
    ]);
    // closing takes the dropdown away; opening again reads the cached answer
    await user.click(button);
    await waitFor(() => expect(screen.queryByText('İstanbul Merkez')).not.toBeInTheDocument());
    await user.click(button);
    expect(await screen.findByText('Köln Lager')).toBeInTheDocument();
    expect(stockCalls()).toHaveLength(1);
  });

  it('says so when there is nothing to show (stock hidden for the customer)', async () => {
    stocks = { totalStock: null, stocks: [] };
    const user = userEvent.setup();
    renderWithProviders(<StockPopover productId={7} />);
    await user.click(screen.getByRole('button', { name: 'Stock per warehouse' }));
    expect(await screen.findByText('No stock information.')).toBeInTheDocument();
  });

  it('shows an error when the stock cannot be read', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { code: 'INTERNAL', message: 'boom' }));
    const user = userEvent.setup();
    renderWithProviders(<StockPopover productId={7} />);
    await user.click(screen.getByRole('button', { name: 'Stock per warehouse' }));
    expect(await screen.findByText('The stock could not be loaded.')).toBeInTheDocument();
  });
});

import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { mockFetch } from '../../../test/fetch';
import { identity, signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { PriceListButton } from './PriceListButton';

const fetchMock = mockFetch();
const saved: string[] = [];

beforeEach(() => {
  signIn(identity());
  useLocaleStore.setState({ locale: 'en' });
  useCustomerStore.setState({ selected: { id: 'c-1', name: 'Yıldız Oto', code: 'C001', isBayi: true } });
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

describe('PriceListButton', () => {
  it("downloads the customer's price list of the category and search text shown", async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: { 'content-disposition': `attachment; filename="price-list.xlsx"` },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PriceListButton query={{ categoryId: 11, searchText: '205 55' }} />);
    await user.click(screen.getByRole('button', { name: 'Price list (xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['price-list.xlsx']));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/catalogs/products/price-list?categoryId=11&searchText=205+55');
    expect(new Headers(init?.headers).get('x-customer-id')).toBe('c-1');
  });

  it('says so in a red toast when the list cannot be had', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { code: 'INTERNAL' }));
    const show = vi.spyOn(notifications, 'show');
    const user = userEvent.setup();
    renderWithProviders(<PriceListButton query={{}} />);
    await user.click(screen.getByRole('button', { name: 'Price list (xlsx)' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'An unexpected server error occurred.' })),
    );
    expect(screen.getByRole('button', { name: 'Price list (xlsx)' })).toBeEnabled();
    expect(saved).toEqual([]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/catalogs/products/price-list');
  });
});

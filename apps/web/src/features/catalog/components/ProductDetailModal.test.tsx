import type { ProductDetail } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { actForCustomer, categoryTree, product } from '../test-fixtures';
import { ProductDetailModal } from './ProductDetailModal';

const fetchMock = mockFetch();
let detail: ProductDetail;

beforeEach(() => {
  actForCustomer();
  detail = {
    ...product({
      campaign: 'Winter deal',
      preSaleText: 'Pre-order: March',
      images: [
        { url: '/img/front.webp', order: 1 },
        { url: '/img/side.webp', order: 2 },
      ],
      additionalDetails: [
        { name: 'Warranty', value: '5 years', type: 'text' },
        { name: 'Datasheet', value: 'https://example.test/sheet.pdf', type: 'link' },
        { name: 'Drawing', value: '/uploads/additional-details/d.webp', type: 'image' },
      ],
    }),
    categoryId: 11,
    properties: [
      { propertyId: 1, key: 'brand', name: 'Brand', detailId: 101, code: 'MICH', value: 'Michelin' },
      { propertyId: 2, key: 'season', name: 'Season', detailId: 201, code: 'W', value: 'Winter' },
    ],
  };
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/catalogs/products/1/detail') return jsonResponse(200, detail);
    if (path === '/api/catalogs/categories') return jsonResponse(200, categoryTree);
    if (path === '/api/catalogs/products/1/stocks')
      return jsonResponse(200, {
        totalStock: 12,
        stocks: [{ warehouseId: 'IST', warehouseName: 'İstanbul Merkez', quantity: 12, quantityText: '12', unitCode: 'AD' }],
      });
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('ProductDetailModal', () => {
  it('shows the images, prices, properties, additional details and stock of the product', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => undefined);
    renderWithProviders(<ProductDetailModal productId={1} onClose={() => {}} onAddToCart={onAdd} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Winter tyre 205/55 R16' }));
    expect(await dialog.findByText('LST-205-55 · AD')).toBeInTheDocument();
    expect(dialog.getByText('Winter deal')).toBeInTheDocument();
    expect(dialog.getByText('Pre-order: March')).toBeInTheDocument();
    expect(dialog.getByText('€90.00')).toBeInTheDocument();

    // the first image large, a thumbnail button per image; choosing one shows it
    const main = dialog.getByRole('img', { name: 'Winter tyre 205/55 R16' });
    expect(main).toHaveAttribute('src', '/img/front.webp');
    expect(dialog.getByRole('button', { name: 'Image 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(dialog.getByRole('button', { name: 'Image 2' }));
    expect(dialog.getByRole('img', { name: 'Winter tyre 205/55 R16' })).toHaveAttribute('src', '/img/side.webp');
    expect(dialog.getByRole('button', { name: 'Image 2' })).toHaveAttribute('aria-pressed', 'true');

    expect(dialog.getByRole('row', { name: 'Brand Michelin' })).toBeInTheDocument();
    expect(dialog.getByRole('row', { name: 'Season Winter' })).toBeInTheDocument();
    // additional details: text, a link opening in a new tab, an image
    expect(dialog.getByRole('row', { name: 'Warranty 5 years' })).toBeInTheDocument();
    const link = dialog.getByRole('link', { name: 'https://example.test/sheet.pdf' });
    expect(link).toHaveAttribute('href', 'https://example.test/sheet.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog.getByRole('img', { name: 'Drawing' })).toHaveAttribute('src', '/uploads/additional-details/d.webp');

    // the stock per warehouse, read for the modal
    expect(await dialog.findByText('İstanbul Merkez')).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Add Winter tyre 205/55 R16 to the cart' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(1, 4));
  });

  it('names every button, the close button included, and closes with it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ProductDetailModal productId={1} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Winter tyre 205/55 R16' }));
    await dialog.findByText('LST-205-55 · AD');
    for (const button of dialog.getAllByRole('button')) expect(button).toHaveAccessibleName();
    await user.click(dialog.getByRole('button', { name: 'Close product details' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('falls back to the category image and says when there are no properties or details', async () => {
    detail = { ...detail, images: [], properties: [], additionalDetails: [], showStock: false, stock: null, stockText: null };
    renderWithProviders(<ProductDetailModal productId={1} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Winter tyre 205/55 R16' }));
    // category 11 sits under LST: /others/LST.webp (spec 01 §9)
    await waitFor(() => expect(dialog.getByRole('img', { name: 'Winter tyre 205/55 R16' })).toHaveAttribute('src', '/others/LST.webp'));
    expect(dialog.queryByRole('button', { name: 'Image 1' })).not.toBeInTheDocument();
    expect(dialog.getByText('No properties.')).toBeInTheDocument();
    expect(dialog.getByText('No additional details.')).toBeInTheDocument();
    expect(dialog.queryByText('Stock per warehouse')).not.toBeInTheDocument();
  });

  it('shows an error when the product cannot be read (hidden or gone: 404)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found.' }));
    renderWithProviders(<ProductDetailModal productId={1} onClose={() => {}} />);
    expect(await screen.findByText('The product could not be loaded.')).toBeInTheDocument();
  });
});

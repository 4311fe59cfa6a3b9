import type { PriceExplanation, ProductDetail } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { identity, signIn } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { actForCustomer, categoryTree, product } from '../test-fixtures';
import { ProductDetailModal } from './ProductDetailModal';

const fetchMock = mockFetch();
let detail: ProductDetail;

const explanation: PriceExplanation = {
  productId: 1,
  productCode: 'LST-205-55',
  quantity: 4,
  currency: 'EUR',
  day: '2026-11-20',
  steps: [
    { kind: 'listPrice', text: 'List price', amount: '100.0000', rate: null, source: null, minQuantity: null },
    {
      kind: 'priceList',
      text: 'Price group list GOLD-2026 (from 4 pieces)',
      amount: '95.0000',
      rate: null,
      source: 'GOLD-2026',
      minQuantity: 4,
    },
    { kind: 'campaign', text: 'Campaign Winter weeks', amount: '90.0000', rate: '5.26', source: 'WINTER', minQuantity: null },
    { kind: 'customerDiscount', text: 'Customer discount', amount: '81.1250', rate: '10.00', source: null, minQuantity: null },
    { kind: 'rounded', text: 'Unit price', amount: '81.00', rate: null, source: null, minQuantity: null },
    { kind: 'total', text: 'Line total', amount: '388.80', rate: null, source: null, minQuantity: null },
  ],
};

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
    quantityBreaks: [],
    properties: [
      { propertyId: 1, key: 'brand', name: 'Brand', detailId: 101, code: 'MICH', value: 'Michelin' },
      { propertyId: 2, key: 'season', name: 'Season', detailId: 201, code: 'W', value: 'Winter' },
    ],
  };
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/catalogs/products/1/detail') return jsonResponse(200, detail);
    if (path === '/api/catalogs/products/1/price-explanation') return jsonResponse(200, explanation);
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

  it('shows the price without the campaign struck beside the price and the quantity prices, net and gross', async () => {
    detail = {
      ...detail,
      discountedPrice: '81.00',
      discountedPriceWithVat: '97.20',
      priceBeforeCampaign: '90.00',
      priceBeforeCampaignWithVat: '108.00',
      quantityBreaks: [
        { minQuantity: 4, discountedPrice: '81.00', discountedPriceWithVat: '97.20' },
        { minQuantity: 20, discountedPrice: '76.00', discountedPriceWithVat: '91.20' },
      ],
    };
    renderWithProviders(<ProductDetailModal productId={1} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Winter tyre 205/55 R16' }));
    expect(await dialog.findByTestId('price-before-campaign')).toHaveTextContent('€90.00');
    expect(dialog.getByText('Winter deal')).toBeInTheDocument();
    const breaks = within(dialog.getByRole('table', { name: 'Quantity prices' }));
    expect(breaks.getByRole('row', { name: 'from 4\u00a0AD €81.00 €97.20' })).toBeInTheDocument();
    expect(breaks.getByRole('row', { name: 'from 20\u00a0AD €76.00 €91.20' })).toBeInTheDocument();
  });

  it('shows no quantity prices when the product has none', async () => {
    renderWithProviders(<ProductDetailModal productId={1} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Winter tyre 205/55 R16' }));
    await dialog.findByText('LST-205-55 · AD');
    expect(dialog.queryByRole('table', { name: 'Quantity prices' })).not.toBeInTheDocument();
  });

  it('explains the price to staff at the product’s minimum quantity, asked for when opened', async () => {
    const user = userEvent.setup();
    detail = { ...detail, minOrderQuantity: 4 };
    renderWithProviders(<ProductDetailModal productId={1} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Winter tyre 205/55 R16' }));
    const open = await dialog.findByRole('button', { name: 'Why this price?' });
    const asked = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('/price-explanation'));
    expect(asked()).toHaveLength(0);
    await user.click(open);
    const steps = within(await screen.findByRole('table', { name: 'How the price comes about', hidden: true }));
    expect(steps.getByRole('row', { name: 'Price group list GOLD-2026 (from 4 pieces) €95.00', hidden: true })).toBeInTheDocument();
    expect(steps.getByRole('row', { name: 'Campaign Winter weeks 5.26% €90.00', hidden: true })).toBeInTheDocument();
    expect(steps.getByRole('row', { name: 'Customer discount 10% €81.125', hidden: true })).toBeInTheDocument();
    expect(steps.getByRole('row', { name: 'Line total €388.80', hidden: true })).toBeInTheDocument();
    const url = new URL(String(asked()[0]?.[0]), 'http://x');
    expect(url.searchParams.get('quantity')).toBe('4');
    expect(url.searchParams.has('paymentMethodCode')).toBe(false);
  });

  it('offers a dealer no price explanation (the server refuses it)', async () => {
    signIn(
      identity({
        accountName: 'dealer',
        role: { id: 4, name: 'Dealer', roleType: 'dealer', permissions: [] },
        customer: { id: 'c-1', name: 'Yıldız Oto', code: 'C001' },
        salesman: null,
      }),
    );
    renderWithProviders(<ProductDetailModal productId={1} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Winter tyre 205/55 R16' }));
    await dialog.findByText('LST-205-55 · AD');
    expect(dialog.getByText('€90.00')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Why this price?' })).not.toBeInTheDocument();
  });
});

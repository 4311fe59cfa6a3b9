import type { AdditionalDetail } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch';
import { adminCategory, pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../test/render';
import { ProductAdditionalPropertiesRoute } from './product-additional-properties';

const fetchMock = mockFetch();
mockTableMedia();

function detail(over: Partial<AdditionalDetail> = {}): AdditionalDetail {
  const base: Omit<AdditionalDetail, 'baseValue'> = {
    id: 1,
    categoryId: 11,
    categoryName: 'Yaz lastiği',
    propertyId: 5,
    propertyName: 'Marka',
    propertyDetailId: 51,
    propertyDetailName: 'Michelin',
    productId: null,
    productCode: null,
    label: 'Garanti',
    value: '2 years',
    values: { tr: '2 yıl', en: '2 years' },
    imageUrl: null,
    imageThumbnailUrl: null,
    order: 1,
    type: 'text',
    createdBy: null,
    createdByName: null,
    createdOnUtc: '2026-01-01T10:00:00.000Z',
    ...over,
  };
  // the value as entered: the shown value unless a test says otherwise
  return { ...base, baseValue: over.baseValue ?? base.value };
}
const rows = [
  detail(),
  detail({
    id: 2,
    label: 'Datasheet',
    value: 'https://example.com/ds.pdf',
    values: {},
    type: 'link',
    propertyId: null,
    propertyName: null,
    propertyDetailId: null,
    propertyDetailName: null,
    productId: 9,
    productCode: 'MI-205',
  }),
  detail({
    id: 3,
    label: 'Etiket',
    value: '',
    values: {},
    type: 'image',
    imageUrl: '/uploads/additional-details/a.webp',
    imageThumbnailUrl: '/uploads/additional-details/a-thumb.webp',
  }),
];
const tree = [
  adminCategory({ id: 1, name: 'Lastik', refCode: 'LST', children: [adminCategory({ id: 11, name: 'Yaz lastiği', parentCategoryId: 1 })] }),
];
const properties = [
  {
    id: 5,
    key: 'brand',
    name: 'Marka',
    categoryId: 1,
    isFacet: true,
    details: [
      { id: 51, code: 'MICHELIN', name: 'Michelin' },
      { id: 52, code: 'LASSA', name: 'Lassa' },
    ],
  },
];

const ALL = [
  'product-additional-detail.list',
  'product-additional-detail.create',
  'product-additional-detail.update',
  'product-additional-detail.delete',
];
const LIST = '/api/catalogs/products/additional-details';
const listCalls = () =>
  fetchMock.mock.calls
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }))
    .filter((c) => c.url.pathname === LIST && (c.init?.method ?? 'GET') === 'GET');
const writes = (method: string) => fetchMock.mock.calls.filter(([u, init]) => init?.method === method && String(u).startsWith(LIST));
const fields = (call: Parameters<typeof fetch> | undefined) => {
  const body = call?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries([...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]));
};
const findOption = (name: string) => screen.findByRole('option', { name, hidden: true });

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === LIST && (init?.method === 'POST' || init?.method === 'PUT')) return jsonResponse(200, rows[0]);
    if (url.pathname.startsWith(`${LIST}/`) && init?.method === 'DELETE') return jsonResponse(204);
    if (url.pathname === LIST) return jsonResponse(200, pageOf(rows, 23));
    if (url.pathname === '/api/definitions/categories/admin') return jsonResponse(200, tree);
    if (url.pathname === '/api/definitions/categories/properties-for-additional') return jsonResponse(200, properties);
    if (url.pathname === '/api/catalogs/products/admin/list')
      return jsonResponse(
        200,
        pageOf([{ id: 9, code: 'MI-205', name: 'Michelin 205/55 R16', categoryId: 11, imageUrl: null, isActive: true }], 23),
      );
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New detail' }));
  return screen.findByRole('dialog', { name: 'New additional detail' });
}
async function choose(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement, label: string, option: string) {
  const input = within(scope).getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  // the page's filters have options of the same name: pick from this input's own list
  const listbox = await waitFor(
    () => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('closed')),
  );
  await user.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

describe('/product-additional-properties', () => {
  it('lists the details of page one with their targets, and filters by type on the server', async () => {
    signInWith(['product-additional-detail.list'], { salesman: null });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProductAdditionalPropertiesRoute />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Garanti')).toBeInTheDocument();
    expect(within(table).getAllByText('Marka: Michelin')).not.toHaveLength(0);
    expect(within(table).getByRole('link', { name: 'https://example.com/ds.pdf' })).toHaveAttribute('href', 'https://example.com/ds.pdf');
    expect(within(table).getByText('MI-205')).toBeInTheDocument();
    // the list shows the thumbnail
    expect(within(table).getByRole('img', { name: 'Etiket' })).toHaveAttribute('src', '/uploads/additional-details/a-thumb.webp');
    expect(screen.getByText('1–3 of 23')).toBeInTheDocument();
    const first = listCalls()[0]?.url.searchParams;
    expect(first?.get('PageNumber')).toBe('1');
    expect(first?.get('OrderBy')).toBe('categoryName asc');
    expect(first?.has('ColumnFilters')).toBe(false);

    await user.click(screen.getByRole('textbox', { name: 'Type' }));
    await user.click(await findOption('Link'));
    await waitFor(() => expect(listCalls().some((c) => c.url.searchParams.get('ColumnFilters') === '{"type":"link"}')).toBe(true));
  });

  it('hides create, edit and delete without their permissions', async () => {
    signInWith(['product-additional-detail.list', 'product-additional-detail.delete'], { salesman: null });
    renderWithProviders(<ProductAdditionalPropertiesRoute />);
    await screen.findByText('Garanti');
    expect(screen.queryByRole('button', { name: 'New detail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Garanti' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Garanti' })).toBeInTheDocument();
  });

  it('checks the form before sending', async () => {
    signInWith(ALL, { salesman: null });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProductAdditionalPropertiesRoute />);
    const dialog = await openCreate(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Category/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Label/ })).toHaveAccessibleDescription('This field is required.');
    expect(within(dialog).getByRole('textbox', { name: /^Text/ })).toHaveAccessibleDescription('This field is required.');

    await user.click(within(dialog).getByRole('radio', { name: 'Link' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Link address/ }), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Link address/ })).toHaveAccessibleDescription(
      'Enter an address starting with http:// or https://.',
    );
    expect(writes('POST')).toHaveLength(0);
  });

  it('sends a text detail on a property value as multipart', async () => {
    signInWith(ALL, { salesman: null });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProductAdditionalPropertiesRoute />);
    const dialog = await openCreate(user);
    await choose(user, dialog, 'Category', 'Lastik › Yaz lastiği');
    await choose(user, dialog, 'Property', 'Marka');
    await choose(user, dialog, 'Property value', 'Michelin');
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Garanti');
    await user.type(within(dialog).getByRole('textbox', { name: /^Text/ }), '2 yıl');
    await user.type(within(dialog).getByRole('textbox', { name: 'Value (English)' }), '2 years');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    expect(fields(writes('POST')[0])).toEqual({
      categoryId: '11',
      propertyId: '5',
      propertyDetailId: '51',
      label: 'Garanti',
      type: 'text',
      value: '2 yıl',
      valueEn: '2 years',
      order: '0',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New additional detail' })).not.toBeInTheDocument());
  });

  it('needs an image for the image type and sends the file; a product replaces the category', async () => {
    signInWith(ALL, { salesman: null });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProductAdditionalPropertiesRoute />);
    const dialog = await openCreate(user);
    await choose(user, dialog, 'Category', 'Lastik › Yaz lastiği');
    await choose(user, dialog, 'Product', 'MI-205 – Michelin 205/55 R16');
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Etiket');
    await user.click(within(dialog).getByRole('radio', { name: 'Image' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose an image for the image type.')).toBeInTheDocument();

    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'etiket.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    expect(fields(writes('POST')[0])).toEqual({
      productId: '9',
      label: 'Etiket',
      type: 'image',
      value: '',
      order: '0',
      image: 'file:etiket.png',
    });
    // multipart: the browser sets the Content-Type with its boundary
    const headers = new Headers(writes('POST')[0]?.[1]?.headers);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('x-version')).toBe('1.2.33');
  });

  it('edits with a PUT carrying the id, and deletes after confirmation', async () => {
    signInWith(ALL, { salesman: null });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ProductAdditionalPropertiesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Garanti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit detail: Garanti' });
    expect(within(dialog).getByRole('textbox', { name: 'Value (Türkçe)' })).toHaveValue('2 yıl');
    const order = within(dialog).getByRole('textbox', { name: 'Order' });
    await user.clear(order);
    await user.type(order, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(1));
    expect(fields(writes('PUT')[0])).toMatchObject({
      id: '1',
      categoryId: '11',
      propertyDetailId: '51',
      order: '3',
      valueTr: '2 yıl',
      removeImage: 'true',
    });

    await user.click(screen.getByRole('button', { name: 'Delete Garanti' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete detail' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
    expect(String(writes('DELETE')[0]?.[0])).toBe(`${LIST}/1`);
  });
});

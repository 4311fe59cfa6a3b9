import type { CategoryMap } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { adminCategory, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../test/render';
import { CategoryMappingsRoute } from './category-mappings';

const fetchMock = mockFetch();
mockTableMedia();
const CUSTOMER = '0b9d6f5e-1c2a-4e3b-9f10-aaaaaaaaaaa1';

const map = (over: Partial<CategoryMap> = {}): CategoryMap => ({
  id: 1,
  customerId: CUSTOMER,
  categoryId: 11,
  categoryName: 'Yaz lastiği',
  externalCode: 'LST-YAZ',
  externalName: 'Sommerreifen',
  iconUrl: null,
  iconThumbnailUrl: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});
const maps = [
  map(),
  map({
    id: 2,
    categoryId: 2,
    categoryName: 'Jant',
    externalCode: 'FLG',
    externalName: 'Felgen',
    iconUrl: '/uploads/category-maps/f.webp',
    iconThumbnailUrl: '/uploads/category-maps/f-thumb.webp',
  }),
];
const tree = [
  adminCategory({ id: 1, name: 'Lastik', refCode: 'LST', children: [adminCategory({ id: 11, name: 'Yaz lastiği', parentCategoryId: 1 })] }),
  adminCategory({ id: 2, name: 'Jant', order: 2, refCode: 'JNT' }),
];

const ALL = ['category-map.list', 'category-map.create', 'category-map.update', 'category-map.delete'];
/** A staff user acting for the customer whose maps are listed. */
function signInForCustomer(permissions: string[]) {
  signInWith(permissions, { salesman: null });
  useCustomerStore.getState().select({ id: CUSTOMER, name: 'Reifen Müller', code: 'DE-001' });
}

const writes = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);
const fields = (call: Parameters<typeof fetch> | undefined) => {
  const body = call?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries([...(body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${(v as File).name}`]));
};

resetAppBeforeEach();
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/catalogs/category/maps') return jsonResponse(200, maps);
    if (url.pathname === '/api/catalogs/category/map' && method === 'POST') return jsonResponse(200, map({ id: 3 }));
    if (url.pathname === '/api/catalogs/category/map' && method === 'PUT') return jsonResponse(200, maps[1]);
    if (url.pathname.startsWith('/api/catalogs/category/map/') && method === 'DELETE') return jsonResponse(204);
    if (url.pathname === '/api/definitions/categories/admin') return jsonResponse(200, tree);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/category-mappings', () => {
  it("lists the selected customer's maps, asked for as that customer, and searches them", async () => {
    signInForCustomer(['category-map.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CategoryMappingsRoute />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('LST-YAZ')).toBeInTheDocument();
    expect(within(table).getByText('Felgen')).toBeInTheDocument();
    expect(within(table).getByText('Yaz lastiği')).toBeInTheDocument();
    // the list shows the icon's thumbnail
    expect(within(table).getByText('Felgen').closest('tr')?.querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/category-maps/f-thumb.webp',
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => String(u) === '/api/catalogs/category/maps') ?? [];
    expect(new Headers(init?.headers).get('x-customer-id')).toBe(CUSTOMER);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'felg');
    await waitFor(() => expect(within(table).queryByText('LST-YAZ')).not.toBeInTheDocument());
    expect(within(table).getByText('FLG')).toBeInTheDocument();
  });

  it('hides the writes without their permissions', async () => {
    signInForCustomer(['category-map.list', 'category-map.update']);
    renderWithProviders(<CategoryMappingsRoute />);
    await screen.findByText('LST-YAZ');
    expect(screen.queryByRole('button', { name: 'New mapping' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete LST-YAZ' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit LST-YAZ' })).toBeInTheDocument();
  });

  it('checks the form, then creates a map with an icon as multipart', async () => {
    signInForCustomer(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CategoryMappingsRoute />);
    await user.click(await screen.findByRole('button', { name: 'New mapping' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category mapping' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Portal category/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /^Customer’s category code/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(writes('POST')).toHaveLength(0);

    const category = within(dialog).getByRole('textbox', { name: /^Portal category/ });
    await waitFor(() => expect(category).toBeEnabled());
    await user.click(category);
    await user.click(await screen.findByRole('option', { name: 'Lastik › Yaz lastiği', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Customer’s category code/ }), ' SR-1 ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Customer’s category name/ }), 'Sommerreifen');
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['<svg/>'], 'sr.svg', { type: 'image/svg+xml' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    expect(String(writes('POST')[0]?.[0])).toBe('/api/catalogs/category/map');
    expect(fields(writes('POST')[0])).toEqual({
      categoryId: '11',
      externalCode: 'SR-1',
      externalName: 'Sommerreifen',
      icon: 'file:sr.svg',
    });
  });

  it('shows a refusal inline, edits with the id as a form field and deletes after confirmation', async () => {
    signInForCustomer(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CategoryMappingsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit FLG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit mapping: FLG' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the current icon' }));
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(400, { code: 'CATEGORY_MAP_TAKEN', message: 'The code FLG is already mapped.' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code FLG is already mapped.');
    expect(fields(writes('PUT')[0])).toEqual({ id: '2', categoryId: '2', externalCode: 'FLG', externalName: 'Felgen', removeIcon: 'true' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete LST-YAZ' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete mapping' });
    expect(confirm).toHaveTextContent('LST-YAZ – Sommerreifen');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
    expect(String(writes('DELETE')[0]?.[0])).toBe('/api/catalogs/category/map/1');
  });

  it('is mounted behind its authority: a customer must be selected first', async () => {
    const user = signInWith(['category-map.list'], { salesman: null });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, user);
      if (url.pathname === '/api/home/customers') return jsonResponse(200, []);
      return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
    });
    const router = renderApp('/category-mappings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-customer'));
  });
});

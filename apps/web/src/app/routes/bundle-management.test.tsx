import type { Bundle, HomeBundle } from '@dealerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { product } from '../../features/catalog/test-fixtures';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../test/render';
import { BundleManagementRoute } from './bundle-management';

const fetchMock = mockFetch();
mockTableMedia();

const bundle = (over: Partial<Bundle> = {}): Bundle => ({
  id: 1,
  tag: 'new',
  title: 'New arrivals',
  description: 'Latest additions',
  titles: { tr: 'Yeni ürünler', de: 'Neuheiten', en: 'New arrivals' },
  descriptions: { tr: 'Son eklenenler', de: '', en: 'Latest additions' },
  isActive: true,
  products: [
    { productId: 11, code: 'LST-1', name: 'Michelin Primacy 4', isActive: true },
    { productId: 12, code: 'LST-2', name: 'Lassa Driveways', isActive: true },
  ],
  updatedOnUtc: '2026-01-01T10:00:00.000Z',
  ...over,
});
const rows = [bundle(), bundle({ id: 2, tag: 'campaign', title: 'On promotion', description: '', isActive: false, products: [] })];
const adminProducts = [
  { id: 21, code: 'AKU-7', name: 'Varta Blue 60Ah', categoryId: 3, imageUrl: null, isActive: true },
  { id: 22, code: 'AKU-8', name: 'Mutlu 72Ah', categoryId: 3, imageUrl: null, isActive: false },
];

const customers = [
  { id: 'c-1', name: 'Anadolu Oto', code: '120.01.001', countryCode: 'TR' },
  { id: 'c-2', name: 'Reifen Müller', code: '120.02.001', countryCode: 'DE' },
];
const homeBundle: HomeBundle = {
  id: 1,
  tag: 'new',
  title: 'New arrivals',
  description: 'Latest additions',
  products: [{ ...product({ id: 11, code: 'LST-1', name: 'Michelin Primacy 4' }), categoryId: 11 }],
};

const ALL = ['bundle.list', 'bundle.create', 'bundle.update', 'bundle.delete'];
const LIST = '/api/commons/bundles';
const listCalls = () =>
  fetchMock.mock.calls
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }))
    .filter((c) => c.url.pathname === LIST && (c.init?.method ?? 'GET') === 'GET');
const writes = (method: string) => fetchMock.mock.calls.filter(([u, init]) => init?.method === method && String(u).startsWith(LIST));
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body));

let signedIn: ReturnType<typeof signInWith> | null = null;
const signInAs = (permissions: string[]) => {
  signedIn = signInWith(permissions, { salesman: null });
};

resetAppBeforeEach();
beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/auths/who-am-i') return jsonResponse(200, signedIn);
    if (url.pathname === LIST && (method === 'POST' || method === 'PUT')) return jsonResponse(200, rows[0]);
    if (url.pathname.startsWith(`${LIST}/`) && method === 'DELETE') return jsonResponse(204);
    if (url.pathname === LIST) return jsonResponse(200, pageOf(rows, 2));
    if (url.pathname === '/api/catalogs/products/admin/list') return jsonResponse(200, pageOf(adminProducts, 2, 1, 20));
    if (url.pathname === '/api/home/customers') return jsonResponse(200, customers);
    if (url.pathname === '/api/home/bundles/new') {
      const as = new Headers(init?.headers).get('x-customer-id');
      return jsonResponse(200, { ...homeBundle, products: as === 'c-2' ? [] : homeBundle.products });
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/bundle-management', { timeout: 60_000 }, () => {
  it('is a built screen of the administrators, reached through the router', async () => {
    signInAs(['bundle.list']);
    const router = renderApp('/bundle-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/bundle-management'));
    expect(await screen.findByRole('heading', { name: 'Bundles', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('lists the bundles with their product count and state, and searches on the server', async () => {
    signInAs(['bundle.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BundleManagementRoute />);
    const table = await screen.findByRole('table', { name: 'Bundles' });
    expect(await within(table).findByText('New arrivals')).toBeInTheDocument();
    expect(within(table).getByText('Switched off')).toBeInTheDocument();
    expect(listCalls()[0]?.url.searchParams.get('OrderBy')).toBe('tag asc');
    expect(screen.queryByRole('button', { name: 'New bundle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete campaign' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'kış');
    await waitFor(() => expect(listCalls().some((c) => c.url.searchParams.get('SearchTerm') === 'kış')).toBe(true));
  });

  it('checks the form, picks products by search, orders them and creates the bundle with the codes in order', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BundleManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'New bundle' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bundle' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Tag/ }), 'Yeni ürün');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use lower-case letters, digits, - and _ only (at most 50).')).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);

    const tag = within(dialog).getByRole('textbox', { name: /^Tag/ });
    await user.clear(tag);
    await user.type(tag, 'Best-Sellers');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title \(Türkçe\)/ }), 'Çok satanlar');
    await user.click(within(dialog).getByRole('tab', { name: 'Deutsch' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Title \(Deutsch\)/ }), 'Bestseller');
    expect(within(dialog).getByLabelText('Preview (Deutsch)')).toHaveTextContent('Bestseller');

    const picker = within(dialog).getByRole('textbox', { name: /^Add a product/ });
    await user.type(picker, 'AKU');
    await user.click(await screen.findByRole('option', { name: 'AKU-7 · Varta Blue 60Ah', hidden: true }));
    await user.type(picker, 'AKU');
    await user.click(await screen.findByRole('option', { name: 'AKU-8 · Mutlu 72Ah', hidden: true }));
    const products = within(dialog).getByRole('table', { name: 'Products' });
    expect(within(products).getByText('inactive')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move AKU-7 up' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Move AKU-8 up' }));
    expect(
      within(products)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('Code'), expect.stringContaining('AKU-8'), expect.stringContaining('AKU-7')]);
    expect(within(dialog).getByLabelText('Preview (Deutsch)')).toHaveTextContent('Mutlu 72Ah');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    expect(bodyOf(writes('POST')[0])).toEqual({
      tag: 'best-sellers',
      titles: { tr: 'Çok satanlar', de: 'Bestseller', en: '' },
      descriptions: { tr: '', de: '', en: '' },
      isActive: true,
      productCodes: ['AKU-8', 'AKU-7'],
    });
    const search = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://x'))
      .find((u) => u.pathname === '/api/catalogs/products/admin/list');
    expect(search?.searchParams.get('SearchText')).toBe('AKU');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New bundle' })).not.toBeInTheDocument());
  });

  it('shows a refusal inline, edits with the id, removes a product, and deletes after confirmation', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BundleManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bundle: new' });
    expect(within(dialog).getByRole('textbox', { name: /^Title \(Türkçe\)/ })).toHaveValue('Yeni ürünler');
    // dragging LST-2 onto LST-1 puts it first
    fireEvent.dragStart(within(dialog).getByTestId('bundle-product-LST-2'));
    fireEvent.dragOver(within(dialog).getByTestId('bundle-product-LST-1'));
    fireEvent.drop(within(dialog).getByTestId('bundle-product-LST-1'));
    expect(
      within(dialog)
        .getAllByTestId(/^bundle-product-/)
        .map((r) => r.dataset.testid),
    ).toEqual(['bundle-product-LST-2', 'bundle-product-LST-1']);
    await user.click(within(dialog).getByRole('button', { name: 'Remove LST-1' }));
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse(400, { code: 'BUNDLE_PRODUCT_UNKNOWN', message: 'These product codes do not exist: LST-2.' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('These product codes do not exist: LST-2.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    expect(bodyOf(writes('PUT')[1])).toMatchObject({ id: 1, tag: 'new', productCodes: ['LST-2'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Edit bundle/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete campaign' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete bundle' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
    expect(String(writes('DELETE')[0]?.[0])).toBe(`${LIST}/2`);
  });

  it('previews a bundle as a chosen customer sees it: its products, prices and how many are hidden', async () => {
    signInAs(['bundle.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BundleManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'Preview new' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: new' });
    await user.click(within(dialog).getByRole('textbox', { name: 'As the customer' }));
    await user.click(await screen.findByRole('option', { name: 'Anadolu Oto (120.01.001)', hidden: true }));
    const table = await within(dialog).findByRole('table', { name: 'Products this customer sees' });
    expect(within(table).getByText('Michelin Primacy 4')).toBeInTheDocument();
    expect(within(table).getByText('€90.00')).toBeInTheDocument();
    expect(within(dialog).getByText('1 product hidden from this customer')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/home/bundles/new');
    expect(new Headers(call?.[1]?.headers).get('x-customer-id')).toBe('c-1');

    await user.click(within(dialog).getByRole('textbox', { name: 'As the customer' }));
    await user.click(await screen.findByRole('option', { name: 'Reifen Müller (120.02.001)', hidden: true }));
    expect(
      await within(dialog).findByText("This customer sees none of the bundle's products: the strip is not shown."),
    ).toBeInTheDocument();
  });
});

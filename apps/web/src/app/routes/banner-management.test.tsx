import type { Banner } from '@dealerport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { adminCategory, pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../test/render';
import { BannerManagementRoute } from './banner-management';

const fetchMock = mockFetch();
mockTableMedia();

const banner = (over: Partial<Banner> = {}): Banner => ({
  id: 1,
  groupTag: 'home-main',
  categoryId: null,
  categoryName: null,
  countryCode: null,
  title: 'Kış kampanyası',
  description: 'Lastiklerde %20',
  href: '/products?category=1',
  target: '_self',
  order: 1,
  isActive: true,
  activeFrom: null,
  activeTo: null,
  images: [
    { culture: 'tr', imageUrl: '/uploads/banners/a.webp', thumbnailUrl: '/uploads/banners/a-thumb.webp' },
    { culture: 'de', imageUrl: '/uploads/banners/b.webp', thumbnailUrl: '/uploads/banners/b-thumb.webp' },
  ],
  updatedOnUtc: '2026-01-01T10:00:00.000Z',
  ...over,
});
const rows = [
  banner(),
  banner({
    id: 2,
    title: 'Akü',
    groupTag: 'sidebar',
    countryCode: 'DE',
    categoryId: 2,
    categoryName: 'Akü',
    isActive: false,
    href: 'https://example.com/aku',
    target: '_blank',
    images: [{ culture: 'tr', imageUrl: '/uploads/banners/c.webp', thumbnailUrl: '/uploads/banners/c-thumb.webp' }],
  }),
];
const tree = [adminCategory({ id: 1, name: 'Lastik', refCode: 'LST' }), adminCategory({ id: 2, name: 'Akü', order: 2, refCode: 'AKU' })];
const countries = [
  { id: 'DE', name: 'Germany' },
  { id: 'TR', name: 'Turkey' },
];

const ALL = ['banner.list', 'banner.create', 'banner.update', 'banner.delete'];
const LIST = '/api/commons/banners';
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
    if (url.pathname === '/api/definitions/categories/admin') return jsonResponse(200, tree);
    if (url.pathname === '/api/definitions/countries/all') return jsonResponse(200, countries);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/banner-management', { timeout: 60_000 }, () => {
  it('is a built screen of the administrators, reached through the router', async () => {
    signInAs(['banner.list']);
    const router = renderApp('/banner-management');
    await waitFor(() => expect(router.state.location.pathname).toBe('/banner-management'));
    expect(await screen.findByRole('heading', { name: 'Banners', level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('lists the banners with thumbnails, audience and state, and filters on the server', async () => {
    signInAs(['banner.list']);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BannerManagementRoute />);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Kış kampanyası')).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: 'Kış kampanyası' })).toHaveAttribute('src', '/uploads/banners/a-thumb.webp');
    expect(within(table).getByText('Every country')).toBeInTheDocument();
    expect(within(table).getByText('Switched off')).toBeInTheDocument();
    expect(within(table).getByText('Live')).toBeInTheDocument();
    // A banner shown at any time says so, not "— – —".
    expect(within(table).getAllByText('Always').length).toBeGreaterThan(0);
    expect(within(table).queryByText('— – —')).not.toBeInTheDocument();
    expect(listCalls()[0]?.url.searchParams.get('OrderBy')).toBe('groupTag asc');
    // no writes without their permissions
    expect(screen.queryByRole('button', { name: 'New banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Akü' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Group' }), 'Home-Main');
    await waitFor(() => expect(listCalls().some((c) => c.url.searchParams.get('ColumnFilters') === '{"groupTag":"home-main"}')).toBe(true));
    await user.click(screen.getByRole('textbox', { name: 'Country' }));
    await user.click(await findOption('Germany (DE)'));
    await waitFor(() =>
      expect(listCalls().some((c) => c.url.searchParams.get('ColumnFilters') === '{"groupTag":"home-main","countryCode":"DE"}')).toBe(true),
    );
  });

  it('checks the form (Turkish image, safe link) before sending, then creates a banner as multipart', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BannerManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New banner' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Group/ }), 'home-main');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Yaz');
    await user.type(within(dialog).getByRole('textbox', { name: /^Link/ }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: /^Link/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a path starting with / or an address starting with http:// or https://.'),
    );
    expect(await within(dialog).findByText('Choose the Turkish picture.')).toBeInTheDocument();
    expect(writes('POST')).toHaveLength(0);

    const link = within(dialog).getByRole('textbox', { name: /^Link/ });
    await user.clear(link);
    await user.type(link, '/products?category=2');
    const inputs = dialog.querySelectorAll('input[type="file"]');
    await user.upload(inputs[0] as HTMLInputElement, new File(['png'], 'yaz-tr.png', { type: 'image/png' }));
    await user.upload(inputs[2] as HTMLInputElement, new File(['png'], 'yaz-en.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes('POST')).toHaveLength(1));
    expect(fields(writes('POST')[0])).toEqual({
      groupTag: 'home-main',
      title: 'Yaz',
      description: '',
      href: '/products?category=2',
      target: '_self',
      order: '0',
      isActive: 'true',
      imageTr: 'file:yaz-tr.png',
      imageEn: 'file:yaz-en.png',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New banner' })).not.toBeInTheDocument());
  });

  it('shows a refusal inline, edits with the id and a dropped picture, and deletes after confirmation', async () => {
    signInAs(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BannerManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit Kış kampanyası' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit banner: Kış kampanyası' });
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Kış kampanyası');
    // the stored pictures are previewed; English falls back to the Turkish one
    expect(within(dialog).getByLabelText('Preview (Deutsch)').querySelector('img')).toHaveAttribute('src', '/uploads/banners/b.webp');
    expect(within(dialog).getByLabelText('Preview (English)')).toHaveTextContent('Shows the Turkish picture');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remove the Deutsch picture' }));
    fetchMock.mockImplementationOnce(async () => jsonResponse(400, { code: 'VALIDATION_FAILED', message: 'The data sent is not valid.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The data sent is not valid.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    expect(fields(writes('PUT')[1])).toMatchObject({ id: '1', groupTag: 'home-main', title: 'Kış kampanyası', removeImageDe: 'true' });
    expect(fields(writes('PUT')[1])).not.toHaveProperty('imageTr');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Edit banner/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Akü' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete banner' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes('DELETE')).toHaveLength(1));
    expect(String(writes('DELETE')[0]?.[0])).toBe(`${LIST}/2`);
  });

  it('orders a group by dragging and by the up/down buttons, saving each moved banner’s place and nothing else', async () => {
    signInAs(ALL);
    const group = [
      banner({ id: 11, title: 'A', order: 0, activeFrom: '2026-01-01T10:00:30.000Z' }),
      banner({ id: 12, title: 'B', order: 1 }),
      banner({ id: 13, title: 'C', order: 2 }),
    ];
    const usual = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://x');
      if (url.pathname === `${LIST}/home-main` && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, group);
      return usual(input, init);
    });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<BannerManagementRoute />);
    await user.click(await screen.findByRole('button', { name: 'Order a group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order of a banner group' });
    const table = await within(dialog).findByRole('table', { name: 'Banners of home-main in order' });
    const save = within(dialog).getByRole('button', { name: 'Save order' });
    expect(save).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Move A up' })).toBeDisabled();

    // the keyboard's way: C one up (A, C, B)
    await user.click(within(table).getByRole('button', { name: 'Move C up' }));
    // the mouse's way: A dropped on the last row (C, B, A)
    fireEvent.dragStart(within(dialog).getByTestId('banner-order-11'));
    fireEvent.dragOver(within(dialog).getByTestId('banner-order-12'));
    fireEvent.drop(within(dialog).getByTestId('banner-order-12'));
    const titles = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[3]?.textContent);
    expect(titles).toEqual(['C', 'B', 'A']);

    await user.click(save);
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    const sent = writes('PUT').map((c) => fields(c));
    // B stays at 1: not sent; C and A are, with their fields as they were (A's window to the second)
    expect(sent).toEqual([
      expect.objectContaining({ id: '13', order: '0', title: 'C', groupTag: 'home-main' }),
      expect.objectContaining({ id: '11', order: '2', title: 'A', activeFrom: '2026-01-01T10:00:30.000Z' }),
    ]);
    expect(sent.some((f) => Object.values(f).some((v) => String(v).startsWith('file:')))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order of a banner group' })).not.toBeInTheDocument());
  });

  it('offers no ordering to whoever may not change banners', async () => {
    signInAs(['banner.list']);
    renderWithProviders(<BannerManagementRoute />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Order a group' })).not.toBeInTheDocument();
  });
});

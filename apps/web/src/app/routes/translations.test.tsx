import type { TranslationEntry } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadTranslations } from '../../lib/i18n';
import { showSuccessToast } from '../../lib/notify';
import { mockFetch } from '../../test/fetch';
import { pageOf, signInWith } from '../../test/fixtures';
import { jsonResponse, mockTableMedia, renderWithProviders } from '../../test/render';
import { TranslationsRoute } from './translations';

vi.mock('../../lib/notify', () => ({ showErrorToast: vi.fn(), showSuccessToast: vi.fn() }));
vi.mock('../../lib/i18n', async (original) => ({ ...(await original<typeof import('../../lib/i18n')>()), reloadTranslations: vi.fn() }));

const fetchMock = mockFetch();
mockTableMedia();

const entry = (over: Partial<TranslationEntry> & Pick<TranslationEntry, 'key'>): TranslationEntry => ({
  defaults: { tr: 'Sepet', de: 'Warenkorb', en: 'Cart' },
  overrides: { tr: null, de: null, en: null },
  placeholders: [],
  orphaned: false,
  ...over,
});
const entries = [
  entry({ key: 'cart.nav' }),
  entry({
    key: 'cart.items_other',
    defaults: { tr: '{{count, number}} ürün', de: '{{count, number}} Artikel', en: '{{count, number}} items' },
    overrides: { tr: null, de: '{{count}} Stück', en: null },
    placeholders: ['count'],
  }),
  entry({ key: 'old.gone', defaults: { tr: null, de: null, en: null }, overrides: { tr: null, de: 'Alt', en: null }, orphaned: true }),
];

const calls = (method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), init }));

beforeEach(() => {
  vi.mocked(showSuccessToast).mockClear();
  vi.mocked(reloadTranslations).mockClear();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/localizations/translations' && method === 'GET') {
      const term = url.searchParams.get('SearchTerm');
      const items = term ? entries.filter((e) => e.key.includes(term)) : entries;
      return jsonResponse(200, pageOf(items, items.length, 1, 25));
    }
    if (url.pathname === '/api/localizations/translations/cart.nav' && method === 'PUT') {
      const body = JSON.parse(String(init?.body));
      if (body.de === 'bad') return jsonResponse(400, { code: 'TRANSLATION_PLACEHOLDER_MISSING', message: 'Keep {{count}}.' });
      return jsonResponse(200, entry({ key: 'cart.nav', overrides: { tr: null, de: body.de, en: null } }));
    }
    if (url.pathname === '/api/localizations/translations/cart.items_other' && method === 'DELETE') return jsonResponse(204);
    if (url.pathname === '/api/localizations/reload-resources') {
      return jsonResponse(200, {
        languages: ['tr', 'de', 'en'],
        keyCount: 1200,
        overrideCount: 1,
        orphanedCount: 1,
        reloadedAt: '2026-03-01T10:00:00Z',
      });
    }
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/translations', () => {
  it('lists the texts side by side with what is changed and orphaned, read-only for a reader', async () => {
    signInWith(['localization.list']);
    renderWithProviders(<TranslationsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Translations' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Interface texts' });
    expect(await within(table).findByText('cart.nav')).toBeInTheDocument();
    expect(within(table).getByText('Warenkorb')).toBeInTheDocument();
    expect(within(table).getByText('{{count}} Stück')).toBeInTheDocument();
    expect(within(table).getByText('Changed')).toBeInTheDocument();
    expect(within(table).getByText('Orphaned: key not in this version')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit text/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload resources' })).not.toBeInTheDocument();
    const list = calls('GET').find((c) => c.url.pathname === '/api/localizations/translations');
    expect(list?.url.searchParams.get('PageSize')).toBe('25');
  });

  it('searches by key or text and filters the changed ones', async () => {
    signInWith(['localization.list']);
    const user = userEvent.setup();
    renderWithProviders(<TranslationsRoute />);
    await screen.findByText('cart.nav');
    await user.type(screen.getByRole('textbox', { name: 'Search a key or a text' }), 'items');
    await waitFor(() => expect(calls('GET').some((c) => c.url.searchParams.get('SearchTerm') === 'items')).toBe(true));
    await user.click(screen.getByRole('radio', { name: 'Changed' }));
    await waitFor(() => expect(calls('GET').some((c) => c.url.searchParams.get('Filter') === 'overridden')).toBe(true));
  });

  it('edits tr/de/en side by side, shows a refusal inline, saves and reloads the running interface', async () => {
    signInWith(['localization.list', 'localization.update']);
    const user = userEvent.setup();
    renderWithProviders(<TranslationsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Edit text cart.nav' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit text: cart.nav' });
    expect(within(dialog).getByRole('textbox', { name: 'Turkish' })).toHaveValue('Sepet');
    expect(within(dialog).getByRole('textbox', { name: 'English' })).toHaveValue('Cart');
    const german = within(dialog).getByRole('textbox', { name: 'German' });
    await user.clear(german);
    await user.type(german, 'bad');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Keep {{count}}.');
    await user.clear(german);
    await user.type(german, 'Einkaufswagen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showSuccessToast).toHaveBeenCalledWith('cart.nav saved.'));
    const put = calls('PUT').at(-1);
    expect(JSON.parse(String(put?.init?.body))).toEqual({ de: 'Einkaufswagen' });
    expect(reloadTranslations).toHaveBeenCalled();
  });

  it('resets a key to its defaults after asking, and reloads the resources', async () => {
    signInWith(['localization.list', 'localization.update', 'localization.reload']);
    const user = userEvent.setup();
    renderWithProviders(<TranslationsRoute />);
    await user.click(await screen.findByRole('button', { name: 'Reset text cart.items_other to the defaults' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset to the defaults' });
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    await waitFor(() => expect(calls('DELETE').at(-1)?.url.pathname).toBe('/api/localizations/translations/cart.items_other'));
    await user.click(screen.getByRole('button', { name: 'Reload resources' }));
    await waitFor(() => expect(showSuccessToast).toHaveBeenCalledWith('Reloaded 1,200 texts and 1 changes.'));
  });
});

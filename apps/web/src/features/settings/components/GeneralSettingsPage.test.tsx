import { DEFAULT_SITE_SETTINGS } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { signInWith } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { GeneralSettingsPage } from './GeneralSettingsPage';

const fetchMock = mockFetch();

const GENERAL = {
  companyName: 'Yıldız Lastik A.Ş.',
  supportEmail: 'destek@example.com',
  defaultLanguage: 'tr',
  timeZone: 'Europe/Istanbul',
};
const SITE = structuredClone(DEFAULT_SITE_SETTINGS);

const ALL = [
  'setting.list',
  'setting.update',
  'configuration-site.list',
  'configuration-site.update',
  'configuration-password-setting.list',
  'configuration-password-setting.update',
];

/** What the page sent to `path` with `method`. */
const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === path && (init?.method ?? 'GET') === method).map(([, init]) => init?.body);

/** Replaces a field's text at once (typing it key by key re-renders the large site form for every key). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

beforeEach(() => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/commons/generalSettings') {
      if (method === 'PUT') {
        const body = JSON.parse(String(init?.body));
        if (body.companyName === 'Refuse')
          return jsonResponse(400, {
            code: 'SETTING_STATIC',
            message: 'generalSettings ist fest eingestellt und kann nicht geändert werden.',
          });
        return jsonResponse(200, body);
      }
      return jsonResponse(200, GENERAL);
    }
    if (url.pathname === '/api/commons/siteSettings') {
      if (method === 'PUT') {
        const form = init?.body as FormData;
        const settings = JSON.parse(String(form.get('settings')));
        if (settings.title.tr === 'Reddet')
          return jsonResponse(400, { code: 'IMAGE_TYPE_NOT_ALLOWED', message: 'Bu görsel türü kabul edilmiyor.' });
        const logo = form.get('logo') ? '/uploads/site/new-logo.webp' : settings.headerSettings.logo;
        return jsonResponse(200, { ...settings, headerSettings: { ...settings.headerSettings, logo } });
      }
      return jsonResponse(200, SITE);
    }
    if (url.pathname === '/api/commons/passwordSettings')
      return jsonResponse(200, { passwordPattern: '^.{8,}$', passwordChangeFrequency: 90 });
    if (url.pathname === '/api/home/site-infos') return jsonResponse(200, {});
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('GeneralSettingsPage', { timeout: 60_000 }, () => {
  it('saves the general settings with PUT /api/commons/generalSettings', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GeneralSettingsPage />);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Site identity' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password policy' })).toBeInTheDocument();

    const company = await screen.findByRole('textbox', { name: /^Company name/ });
    expect(company).toHaveValue('Yıldız Lastik A.Ş.');
    await user.clear(company);
    await user.type(company, 'Kuzey Lastik');
    const email = screen.getByRole('textbox', { name: /^Support email/ });
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(callsTo('/api/commons/generalSettings', 'PUT')).toHaveLength(0);

    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/commons/generalSettings', 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/commons/generalSettings', 'PUT')[0]))).toEqual({
      companyName: 'Kuzey Lastik',
      supportEmail: '',
      defaultLanguage: 'tr',
      timeZone: 'Europe/Istanbul',
    });
  });

  it('shows the server’s refusal of the general settings', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GeneralSettingsPage />);
    const company = await screen.findByRole('textbox', { name: /^Company name/ });
    await user.clear(company);
    await user.type(company, 'Refuse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('generalSettings ist fest eingestellt und kann nicht geändert werden.');
  });

  it('edits the site identity per language with a live preview, and sends the settings and the new logo', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GeneralSettingsPage />, { route: '/general-settings?tab=site' });
    const preview = await screen.findByRole('region', { name: 'Preview' });
    // the interface language of the tests is English: English texts first
    const headerTitle = await screen.findByRole('textbox', { name: 'Header title (English)' });
    await fill(user, headerTitle, 'Kuzey Tyres');
    expect(within(preview).getByText('Kuzey Tyres')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Türkçe' }));
    const titleTr = screen.getByRole('textbox', { name: /^Site title \(Türkçe\)/ });
    await fill(user, titleTr, 'Kuzey Lastik');
    expect(within(preview).getByText(/Kuzey Lastik — v/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await fill(user, screen.getByRole('textbox', { name: /^Link address/ }), 'https://instagram.com/kuzey');

    const logo = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    const logoInput = document.querySelector<HTMLInputElement>('section[aria-label="Header"] input[type=file]');
    if (!logoInput) throw new Error('no logo input');
    await user.upload(logoInput, logo);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('/api/commons/siteSettings', 'PUT')).toHaveLength(1));
    const form = callsTo('/api/commons/siteSettings', 'PUT')[0] as FormData;
    const settings = JSON.parse(String(form.get('settings')));
    expect(settings.title).toEqual({ tr: 'Kuzey Lastik', de: 'Dealerport', en: 'Dealerport' });
    expect(settings.headerSettings).toEqual({ logo: null, title: { tr: 'Dealerport', de: 'Dealerport', en: 'Kuzey Tyres' } });
    expect(settings.footerSettings.socialMedia.items).toEqual([
      { title: '', logo: null, href: 'https://instagram.com/kuzey', target: '_blank' },
    ]);
    expect(settings.kvkkValue).toEqual(SITE.kvkkValue);
    expect((form.get('logo') as File).name).toBe('logo.svg');
    expect(form.get('favIcon')).toBeNull();
  });

  it('shows a required text missing in another language, and the server’s refusal', async () => {
    signInWith(ALL);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<GeneralSettingsPage />, { route: '/general-settings?tab=site' });
    await user.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    await user.clear(screen.getByRole('textbox', { name: /^Site title \(Deutsch\)/ }));
    await user.click(screen.getByRole('radio', { name: 'Türkçe' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // the form turns to the language of the missing text
    expect(await screen.findByRole('textbox', { name: /^Site title \(Deutsch\)/ })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/api/commons/siteSettings', 'PUT')).toHaveLength(0);

    await fill(user, screen.getByRole('textbox', { name: /^Site title \(Deutsch\)/ }), 'Händlerportal');
    await user.click(screen.getByRole('radio', { name: 'Türkçe' }));
    const titleTr = screen.getByRole('textbox', { name: /^Site title \(Türkçe\)/ });
    await fill(user, titleTr, 'Reddet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bu görsel türü kabul edilmiyor.');
  });

  it('embeds the password policy form and links to password management', async () => {
    signInWith(ALL);
    renderWithProviders(<GeneralSettingsPage />, { route: '/general-settings?tab=password' });
    expect(await screen.findByRole('textbox', { name: /^Password pattern/ })).toHaveValue('^.{8,}$');
    expect(screen.getByRole('link', { name: 'Password management' })).toHaveAttribute('href', '/password-management');
  });

  it('shows only the tabs the user may read, read-only without the update permissions', async () => {
    signInWith(['setting.list']);
    renderWithProviders(<GeneralSettingsPage />);
    expect(await screen.findByRole('textbox', { name: /^Company name/ })).toHaveAttribute('readonly');
    expect(screen.queryByRole('tab', { name: 'Site identity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Password policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

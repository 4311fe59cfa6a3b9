import { DEFAULT_SITE_SETTINGS, siteInfoOf } from '@dealerport/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch';
import { jsonResponse, renderWithProviders } from '../test/render';
import { SITE, useSiteHead, useSiteIdentity } from './site';

const fetchMock = mockFetch();

function Probe() {
  useSiteHead();
  const site = useSiteIdentity();
  return (
    <div>
      <span data-testid="state">{site.state}</span>
      <span data-testid="title">{site.headerTitle}</span>
      <span data-testid="phone">{site.contactPhone}</span>
      <span data-testid="logo">{site.headerLogo ?? 'none'}</span>
    </div>
  );
}

describe('site info (spec 02 §4 "Site info load")', () => {
  it('shows the built-in texts while loading, then the site info; sets the title and favicon', async () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = '/favicon.svg';
    document.head.appendChild(link);
    const info = siteInfoOf(
      {
        ...DEFAULT_SITE_SETTINGS,
        title: { tr: 'Yeni Portal', de: 'Neues Portal', en: 'New Portal' },
        headerSettings: { logo: '/uploads/site/a.webp', title: { tr: 'Başlık', de: 'Kopf', en: 'Head' } },
        favIcon: '/uploads/site/f.svg',
      },
      'tr',
    );
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation((input) => {
      expect(String(input)).toBe('/api/home/site-infos');
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('title').textContent).toBe(SITE.title);
    expect(screen.getByTestId('phone').textContent).toBe(SITE.contactPhone);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('loading'));
    answer(jsonResponse(200, info));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('succeeded'));
    expect(screen.getByTestId('title').textContent).toBe('Başlık');
    expect(screen.getByTestId('logo').textContent).toBe('/uploads/site/a.webp');
    await waitFor(() => expect(document.title).toBe('Yeni Portal'));
    expect(link.getAttribute('href')).toBe('/uploads/site/f.svg');
    link.remove();
  });

  it('falls back to the built-in texts when the call fails', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { code: 'INTERNAL', message: 'x' }));
    renderWithProviders(<Probe />);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('failed'), { timeout: 5000 });
    expect(screen.getByTestId('title').textContent).toBe(SITE.title);
    expect(screen.getByTestId('logo').textContent).toBe('none');
  });
});

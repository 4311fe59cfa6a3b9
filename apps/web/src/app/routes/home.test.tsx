import type { Banner } from '@dealerport/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BannerCarousel } from '../../features/banners/components/BannerCarousel';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { resetAppBeforeEach } from '../../test/app';
import { mockFetch } from '../../test/fetch';
import { signInWith } from '../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { HomeRoute } from './home';

const fetchMock = mockFetch();

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
  images: [{ culture: 'tr', imageUrl: '/uploads/banners/a.webp', thumbnailUrl: '/uploads/banners/a-thumb.webp' }],
  updatedOnUtc: '2026-01-01T10:00:00.000Z',
  ...over,
});
let served: Banner[] = [];
const bannerCalls = () => fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/home/banners/'));

resetAppBeforeEach();
beforeEach(() => {
  served = [
    banner(),
    banner({ id: 2, title: 'Akü haftası', description: '', href: 'https://example.com/aku', target: '_blank' }),
    banner({ id: 3, title: 'Zararlı', href: 'javascript:alert(1)' }),
  ];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname === '/api/home/banners/home-main') return jsonResponse(200, served);
    return jsonResponse(404, { code: 'ROUTE_NOT_FOUND', message: 'no' });
  });
});

describe('/home hero carousel', { timeout: 60_000 }, () => {
  it('asks for the home-main group as the acting customer and shows one banner at a time, with its link', async () => {
    signInWith([], { salesman: null });
    useCustomerStore.getState().select({ id: 'c-1', name: 'Reifen Müller', code: 'DE-001' });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<HomeRoute />);
    const carousel = await screen.findByRole('region', { name: 'Campaigns' });
    const [, init] = bannerCalls()[0] ?? [];
    expect(new Headers(init?.headers).get('x-customer-id')).toBe('c-1');

    const first = within(carousel).getByRole('group', { name: '1 of 3: Kış kampanyası' });
    expect(first).toBeVisible();
    expect(within(first).getByRole('img', { name: 'Kış kampanyası' })).toHaveAttribute('src', '/uploads/banners/a.webp');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/products?category=1');
    // the others wait hidden (out of the accessibility tree too)
    expect(carousel.querySelector('[aria-label="2 of 3: Akü haftası"]')).not.toBeVisible();

    await user.click(within(carousel).getByRole('button', { name: 'Next banner' }));
    const second = within(carousel).getByRole('group', { name: '2 of 3: Akü haftası' });
    expect(second).toBeVisible();
    const external = within(second).getByRole('link');
    expect(external).toHaveAttribute('href', 'https://example.com/aku');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    // an unsafe link (should one ever arrive) is not a link at all
    await user.click(within(carousel).getByRole('button', { name: 'Show banner 3' }));
    const third = within(carousel).getByRole('group', { name: '3 of 3: Zararlı' });
    expect(third).toBeVisible();
    expect(within(third).queryByRole('link')).not.toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(carousel).getByRole('button', { name: 'Previous banner' }));
    expect(within(carousel).getByRole('group', { name: '2 of 3: Akü haftası' })).toBeVisible();
  });

  it('moves on by itself', async () => {
    signInWith([], { salesman: null });
    renderWithProviders(<BannerCarousel groupTag="home-main" label="Campaigns" intervalMs={50} />);
    const carousel = await screen.findByRole('region', { name: 'Campaigns' });
    expect(within(carousel).getByRole('group', { name: '1 of 3: Kış kampanyası' })).toBeVisible();
    await waitFor(() => expect(within(carousel).getByRole('group', { name: '2 of 3: Akü haftası' })).toBeVisible());
    await waitFor(() => expect(within(carousel).getByRole('group', { name: '3 of 3: Zararlı' })).toBeVisible());
  });

  it('shows nothing for an empty group, and no controls for a single banner', async () => {
    signInWith([], { salesman: null });
    served = [];
    const { unmount } = renderWithProviders(<HomeRoute />);
    await waitFor(() => expect(bannerCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Campaigns' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Home', level: 1 })).toBeInTheDocument();
    unmount();

    served = [banner()];
    renderWithProviders(<HomeRoute />);
    const carousel = await screen.findByRole('region', { name: 'Campaigns' });
    expect(within(carousel).queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useUserStore } from '../../lib/stores/user-store';
import { identity, signIn } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NotFoundRoute } from './not-found';

function ShowLocation() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** The page at `path` (a memory router with the app's providers). */
function renderAt(path: string) {
  return renderWithProviders(<NotFoundRoute />, { route: path });
}

beforeEach(() => {
  useAuthStore.getState().reset();
  useUserStore.getState().reset();
});

describe('not-found page', () => {
  it('tells a signed-in user the address does not exist and links home', () => {
    signIn(identity());
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist or has moved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  });

  it('offers a signed-out visitor the way to sign-in', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of a screen that needs sign-in to sign-in, keeping the address', async () => {
    const router = createMemoryRouter(
      [
        { path: '/sign-in', element: <ShowLocation /> },
        { path: '*', element: <NotFoundRoute /> },
      ],
      { initialEntries: ['/dashboard?tab=2'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByLabelText('location')).toHaveTextContent(`/sign-in?redirect=${encodeURIComponent('/dashboard?tab=2')}`);
  });

  it.each([
    ['tr', 'Sayfa bulunamadı', 'Ana sayfaya git'],
    ['de', 'Seite nicht gefunden', 'Zur Startseite'],
  ])('is translated (%s)', async (language, title, home) => {
    signIn(identity());
    await i18n.changeLanguage(language);
    try {
      renderAt('/no/such/page');
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: home })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

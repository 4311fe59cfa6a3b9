import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { useAuthStore } from '../../lib/stores/auth-store';
import { useUserStore } from '../../lib/stores/user-store';
import { identity, signIn } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { NotFoundRoute } from './not-found';

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

import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { theme } from '../lib/theme';
import { NavigationProgress } from './NavigationProgress';

describe('navigation progress', () => {
  it('shows a loading bar while the next page loads, and takes it away when it is there', async () => {
    let finish: (page: { Component: () => string }) => void = () => {};
    const router = createMemoryRouter([
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', Component: () => 'first page' },
          { path: '/next', lazy: () => new Promise<{ Component: () => string }>((resolve) => (finish = resolve)) },
        ],
      },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText('first page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => void router.navigate('/next'));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // the page being left stays meanwhile
    expect(screen.getByText('first page')).toBeInTheDocument();

    act(() => finish({ Component: () => 'next page' }));
    expect(await screen.findByText('next page')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});

import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach } from 'vitest';
import { AppProviders } from '../app/providers';
import { loadAppLayout, loadNotFound, SCREENS } from '../app/route-modules';
import { createRoutes } from '../app/router';
import { setNavigator } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { useAuthStore } from '../lib/stores/auth-store';
import { useCustomerStore } from '../lib/stores/customer-store';
import { useUserStore } from '../lib/stores/user-store';

// The router loads each screen's code when its path is visited (ADR 0031). The app's tests load them all
// up front, as the router's static imports used to, so that a test's first `findBy` waits for a render,
// not for a module transform on a busy machine.
await Promise.all([...Object.values(SCREENS).map((load) => load()), loadAppLayout(), loadNotFound()]);

/** The whole app (providers, routes with their guards, layouts) at a path; the router tells where it went. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** Every test of the file starts the app afresh: no cached queries, signed out, no customer selected. */
export function resetAppBeforeEach(): void {
  beforeEach(() => {
    queryClient.clear();
    useAuthStore.getState().reset();
    useUserStore.getState().reset();
    useCustomerStore.getState().reset();
  });
}

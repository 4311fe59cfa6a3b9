import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { AuthLayout } from './layouts/AuthLayout';
import { NavigationProgress } from './NavigationProgress';
import { RouteError } from './RouteError';
import { RouteGate, useAccessSession } from './RouteGate';
import { loadAppLayout, loadNotFound, SCREENS, type ScreenKey } from './route-modules';
import { startRoutePrefetch } from './route-prefetch';
import { ROUTES, type RouteSpec } from './route-table';

/**
 * A leaf route: its path from the route table, guarded by that entry's authority list. The screen's code
 * is its own chunk, loaded by the router when the path matches (ADR 0031): the router keeps showing the
 * current page until it is there, and on the first load renders once with the page in place.
 */
function screen(key: ScreenKey): RouteObject {
  const spec: RouteSpec = ROUTES[key];
  return {
    path: spec.path,
    lazy: async () => {
      const Screen = await SCREENS[key]();
      return {
        element: (
          <RouteGate spec={spec}>
            <Screen />
          </RouteGate>
        ),
      };
    },
  };
}

function NoFallback() {
  return null;
}

/** Any signed-in user; the layout is not rendered for signed-out visitors. */
const SIGNED_IN_SHELL: RouteSpec = { path: '*', access: 'signedIn', authority: [] };

export function createRoutes(): RouteObject[] {
  return [
    {
      element: (
        <>
          <NavigationProgress />
          <Outlet />
        </>
      ),
      errorElement: <RouteError />,
      // while the first page's chunks load: nothing (main.tsx renders once the translations are in, by
      // which time they usually are), never a half-built page that then moves
      HydrateFallback: NoFallback,
      children: [
        {
          element: <AuthLayout />,
          errorElement: <RouteError />,
          children: [screen('signIn'), screen('signUp'), screen('forgotPassword'), screen('resetPassword')],
        },
        {
          lazy: async () => {
            const AppLayout = await loadAppLayout();
            return {
              element: (
                <RouteGate spec={SIGNED_IN_SHELL}>
                  <AppLayout />
                </RouteGate>
              ),
            };
          },
          children: [
            {
              errorElement: <RouteError />,
              children: [
                screen('root'),
                screen('home'),
                screen('accessDenied'),
                screen('selectCustomer'),
                screen('userSettings'),
                screen('users'),
                screen('userGroups'),
                screen('passwordManagement'),
                screen('generalSettings'),
                screen('imgSettings'),
                screen('configs'),
                screen('integrationSettings'),
                screen('customerFinance'),
                screen('dealerRegisterList'),
                screen('products'),
                screen('favorites'),
                screen('customerProductPermissions'),
                screen('productAdditionalProperties'),
                screen('categoryMappings'),
                screen('cart'),
                screen('quickOrder'),
                screen('lists'),
                screen('listDetail'),
                screen('orders'),
                screen('orderDetail'),
                screen('orderDetailAfterPayment'),
                screen('paypalReturn'),
                screen('orderParameters'),
                screen('salesmanProductLimit'),
                screen('warehouseSettings'),
                screen('scheduledTasks'),
                screen('translations'),
                screen('documents'),
                screen('configurator'),
                screen('batterySearch'),
                screen('expertOpinion'),
                screen('pivot'),
                screen('dashboard'),
                screen('orderReport'),
                screen('stockPrice'),
                screen('customerReport'),
                screen('productImageReport'),
                screen('bannerManagement'),
                screen('bundleManagement'),
                screen('mailTemplateManagement'),
                screen('categoryMailTemplates'),
                screen('adminCampaigns'),
                screen('adminPriceLists'),
              ],
            },
          ],
        },
        // Unknown paths: a real "not found" page in the signed-in shell for a signed-in user; a signed-out
        // visitor is sent to the start page, as every other page he may not see yet.
        {
          lazy: async () => {
            const AppLayout = await loadAppLayout();
            return {
              Component: function NotFoundLayout() {
                return useAccessSession().signedIn ? <AppLayout /> : <Navigate to="/" replace />;
              },
            };
          },
          children: [
            {
              errorElement: <RouteError />,
              children: [{ path: '*', lazy: async () => ({ Component: await loadNotFound() }) }],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  setNavigator((to, options) => void router.navigate(to, options));
  startRoutePrefetch(router);
  return router;
}

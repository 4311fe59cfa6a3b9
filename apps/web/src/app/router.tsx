import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { AppLayout } from './layouts/AppLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { RouteError } from './RouteError';
import { RouteGate } from './RouteGate';
import { ROUTES, type RouteSpec } from './route-table';
import { AccessDeniedRoute } from './routes/access-denied';
import { CustomerFinanceRoute } from './routes/customer-finance';
import { DealerRegisterListRoute } from './routes/dealer-register-list';
import { FavoritesDetailsRoute } from './routes/favorites-details';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { HomeRoute } from './routes/home';
import { IndexRoute } from './routes/index';
import { PasswordManagementRoute } from './routes/password-management';
import { ProductsRoute } from './routes/products';
import { ResetPasswordRoute } from './routes/reset-password';
import { SelectCustomerRoute } from './routes/select-customer';
import { SignInRoute } from './routes/sign-in';
import { SignUpRoute } from './routes/sign-up';
import { UserGroupsRoute } from './routes/user-groups';
import { UserSettingsRoute } from './routes/user-settings';
import { UsersRoute } from './routes/users';

/** A leaf route: its path from the route table, guarded by that entry's authority list. */
function screen(spec: RouteSpec, element: ReactNode): RouteObject {
  if (!spec.built) throw new Error(`Route ${spec.path} is mounted but not marked as built`);
  return { path: spec.path, element: <RouteGate spec={spec}>{element}</RouteGate> };
}

/** Any signed-in user; the layout is not rendered for signed-out visitors. */
const SIGNED_IN_SHELL: RouteSpec = { path: '*', access: 'signedIn', authority: [], built: true };

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <RouteError />,
      children: [
        {
          element: <AuthLayout />,
          errorElement: <RouteError />,
          children: [
            screen(ROUTES.signIn, <SignInRoute />),
            screen(ROUTES.signUp, <SignUpRoute />),
            screen(ROUTES.forgotPassword, <ForgotPasswordRoute />),
            screen(ROUTES.resetPassword, <ResetPasswordRoute />),
          ],
        },
        {
          element: (
            <RouteGate spec={SIGNED_IN_SHELL}>
              <AppLayout />
            </RouteGate>
          ),
          children: [
            {
              errorElement: <RouteError />,
              children: [
                screen(ROUTES.root, <IndexRoute />),
                screen(ROUTES.home, <HomeRoute />),
                screen(ROUTES.accessDenied, <AccessDeniedRoute />),
                screen(ROUTES.selectCustomer, <SelectCustomerRoute />),
                screen(ROUTES.userSettings, <UserSettingsRoute />),
                screen(ROUTES.users, <UsersRoute />),
                screen(ROUTES.userGroups, <UserGroupsRoute />),
                screen(ROUTES.passwordManagement, <PasswordManagementRoute />),
                screen(ROUTES.customerFinance, <CustomerFinanceRoute />),
                screen(ROUTES.dealerRegisterList, <DealerRegisterListRoute />),
                screen(ROUTES.products, <ProductsRoute />),
                screen(ROUTES.favorites, <FavoritesDetailsRoute />),
              ],
            },
          ],
        },
        // unknown paths (and screens of later issues) go to / (spec 01 §2)
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { AppLayout } from './layouts/AppLayout';
import { AuthLayout } from './layouts/AuthLayout';
import { RouteError } from './RouteError';
import { RouteGate } from './RouteGate';
import { ROUTES, type RouteSpec } from './route-table';
import { AccessDeniedRoute } from './routes/access-denied';
import { CartRoute } from './routes/cart';
import { CategoryMappingsRoute } from './routes/category-mappings';
import { CustomerFinanceRoute } from './routes/customer-finance';
import { CustomerProductPermissionsRoute } from './routes/customer-product-permissions';
import { DealerRegisterListRoute } from './routes/dealer-register-list';
import { FavoritesDetailsRoute } from './routes/favorites-details';
import { ForgotPasswordRoute } from './routes/forgot-password';
import { HomeRoute } from './routes/home';
import { IndexRoute, NOT_FOUND_STATE } from './routes/index';
import { OrderDetailRoute } from './routes/order-detail';
import { OrderParametersRoute } from './routes/order-parameters';
import { OrdersRoute } from './routes/orders';
import { PasswordManagementRoute } from './routes/password-management';
import { ProductAdditionalPropertiesRoute } from './routes/product-additional-properties';
import { ProductsRoute } from './routes/products';
import { ResetPasswordRoute } from './routes/reset-password';
import { SalesmanProductLimitRoute } from './routes/salesman-product-limit';
import { SelectCustomerRoute } from './routes/select-customer';
import { SignInRoute } from './routes/sign-in';
import { SignUpRoute } from './routes/sign-up';
import { UserGroupsRoute } from './routes/user-groups';
import { UserSettingsRoute } from './routes/user-settings';
import { UsersRoute } from './routes/users';
import { WarehouseSettingsRoute } from './routes/warehouse-settings';

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
                screen(ROUTES.customerProductPermissions, <CustomerProductPermissionsRoute />),
                screen(ROUTES.productAdditionalProperties, <ProductAdditionalPropertiesRoute />),
                screen(ROUTES.categoryMappings, <CategoryMappingsRoute />),
                screen(ROUTES.cart, <CartRoute />),
                screen(ROUTES.orders, <OrdersRoute />),
                screen(ROUTES.orderDetail, <OrderDetailRoute />),
                screen(ROUTES.orderDetailAfterPayment, <OrderDetailRoute />),
                screen(ROUTES.orderParameters, <OrderParametersRoute />),
                screen(ROUTES.salesmanProductLimit, <SalesmanProductLimitRoute />),
                screen(ROUTES.warehouseSettings, <WarehouseSettingsRoute />),
              ],
            },
          ],
        },
        // unknown paths (and screens of later issues) go to / (spec 01 §2)
        { path: '*', element: <Navigate to="/" replace state={NOT_FOUND_STATE} /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

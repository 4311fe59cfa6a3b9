import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { ROUTES, type RouteKey } from './route-table';

/**
 * Where each screen's code lives: one dynamic import per screen, so every screen is its own chunk and
 * a page loads only the code it shows (ADR 0031). The router mounts these lazily; `preloadPath` loads
 * one ahead of a navigation (a hovered link, the page after sign-in). A module is loaded once: the
 * browser keeps it, so a preload and the router's own load share one request.
 */
type Load = () => Promise<ComponentType>;

export const SCREENS = {
  signIn: () => import('./routes/sign-in').then((m) => m.SignInRoute),
  signUp: () => import('./routes/sign-up').then((m) => m.SignUpRoute),
  forgotPassword: () => import('./routes/forgot-password').then((m) => m.ForgotPasswordRoute),
  resetPassword: () => import('./routes/reset-password').then((m) => m.ResetPasswordRoute),

  root: () => import('./routes/index').then((m) => m.IndexRoute),
  home: () => import('./routes/home').then((m) => m.HomeRoute),
  accessDenied: () => import('./routes/access-denied').then((m) => m.AccessDeniedRoute),
  selectCustomer: () => import('./routes/select-customer').then((m) => m.SelectCustomerRoute),
  userSettings: () => import('./routes/user-settings').then((m) => m.UserSettingsRoute),
  users: () => import('./routes/users').then((m) => m.UsersRoute),
  userGroups: () => import('./routes/user-groups').then((m) => m.UserGroupsRoute),
  passwordManagement: () => import('./routes/password-management').then((m) => m.PasswordManagementRoute),
  generalSettings: () => import('./routes/general-settings').then((m) => m.GeneralSettingsRoute),
  imgSettings: () => import('./routes/img-settings').then((m) => m.ImgSettingsRoute),
  configs: () => import('./routes/configs').then((m) => m.ConfigsRoute),
  integrationSettings: () => import('./routes/integration-settings').then((m) => m.IntegrationSettingsRoute),
  customerFinance: () => import('./routes/customer-finance').then((m) => m.CustomerFinanceRoute),
  dealerRegisterList: () => import('./routes/dealer-register-list').then((m) => m.DealerRegisterListRoute),
  products: () => import('./routes/products').then((m) => m.ProductsRoute),
  favorites: () => import('./routes/favorites-details').then((m) => m.FavoritesDetailsRoute),
  customerProductPermissions: () => import('./routes/customer-product-permissions').then((m) => m.CustomerProductPermissionsRoute),
  productAdditionalProperties: () => import('./routes/product-additional-properties').then((m) => m.ProductAdditionalPropertiesRoute),
  categoryMappings: () => import('./routes/category-mappings').then((m) => m.CategoryMappingsRoute),
  cart: () => import('./routes/cart').then((m) => m.CartRoute),
  quickOrder: () => import('./routes/quick-order').then((m) => m.QuickOrderRoute),
  lists: () => import('./routes/lists').then((m) => m.ListsRoute),
  listDetail: () => import('./routes/lists').then((m) => m.ListDetailRoute),
  orders: () => import('./routes/orders').then((m) => m.OrdersRoute),
  orderDetail: () => import('./routes/order-detail').then((m) => m.OrderDetailRoute),
  orderDetailAfterPayment: () => import('./routes/order-detail').then((m) => m.OrderDetailRoute),
  paypalReturn: () => import('./routes/paypal-return').then((m) => m.PaypalReturnRoute),
  orderParameters: () => import('./routes/order-parameters').then((m) => m.OrderParametersRoute),
  salesmanProductLimit: () => import('./routes/salesman-product-limit').then((m) => m.SalesmanProductLimitRoute),
  warehouseSettings: () => import('./routes/warehouse-settings').then((m) => m.WarehouseSettingsRoute),
  scheduledTasks: () => import('./routes/scheduled-tasks').then((m) => m.ScheduledTasksRoute),
  translations: () => import('./routes/translations').then((m) => m.TranslationsRoute),
  documents: () => import('./routes/documents').then((m) => m.DocumentsRoute),
  configurator: () => import('./routes/fitment').then((m) => m.ConfiguratorRoute),
  batterySearch: () => import('./routes/fitment').then((m) => m.BatterySearchRoute),
  expertOpinion: () => import('./routes/fitment').then((m) => m.ExpertOpinionRoute),
  pivot: () => import('./routes/pivot').then((m) => m.PivotRoute),
  dashboard: () => import('./routes/dashboard').then((m) => m.DashboardRoute),
  orderReport: () => import('./routes/reports').then((m) => m.OrderReportRoute),
  stockPrice: () => import('./routes/reports').then((m) => m.StockPriceRoute),
  customerReport: () => import('./routes/reports').then((m) => m.CustomerReportRoute),
  productImageReport: () => import('./routes/reports').then((m) => m.ProductImageReportRoute),
  bannerManagement: () => import('./routes/banner-management').then((m) => m.BannerManagementRoute),
  bundleManagement: () => import('./routes/bundle-management').then((m) => m.BundleManagementRoute),
  mailTemplateManagement: () => import('./routes/mail-template-management').then((m) => m.MailTemplateManagementRoute),
  categoryMailTemplates: () => import('./routes/category-mail-templates').then((m) => m.CategoryMailTemplatesRoute),
  adminCampaigns: () => import('./routes/admin-campaigns').then((m) => m.AdminCampaignsRoute),
  adminPriceLists: () => import('./routes/admin-price-lists').then((m) => m.AdminPriceListsRoute),
} as const satisfies Record<RouteKey, Load>;

export type ScreenKey = keyof typeof SCREENS;

/** The signed-in shell (header, menus, customer modal): every signed-in page needs it, no public page does. */
export const loadAppLayout = () => import('./layouts/AppLayout').then((m) => m.AppLayout);

/** The page shown for unknown paths and for screens not built yet. */
export const loadNotFound = () => import('./routes/not-found').then((m) => m.NotFoundRoute);

const SCREEN_KEYS = Object.keys(SCREENS) as ScreenKey[];

/** The built screen a path shows, if any (no two screens' patterns match the same path). */
export function screenForPath(pathname: string): ScreenKey | undefined {
  return SCREEN_KEYS.find((key) => matchPath({ path: ROUTES[key].path, end: true }, pathname) !== null);
}

/**
 * Loads the code of the page at `pathname` (and the signed-in shell when the page needs it) without
 * rendering it, so the navigation that follows waits for nothing. Failures are left to the navigation,
 * which shows the route error screen if the chunk still cannot be loaded.
 */
export function preloadPath(pathname: string): void {
  const key = screenForPath(pathname);
  if (!key) return;
  const loads: Promise<unknown>[] = [SCREENS[key]()];
  if (ROUTES[key].access === 'signedIn') loads.push(loadAppLayout());
  for (const load of loads) load.catch(() => {});
}

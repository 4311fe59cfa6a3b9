import { PERMISSION_GROUPS, type PermissionGroupName } from '@dealerport/contract';
import { matchPath } from 'react-router';

/**
 * A route's authority list (spec 01 §2, §6; spec/routes.tsv). An empty list means any signed-in user.
 * - a permission group name: the user must hold one of the group's codes (all listed groups must match);
 * - `selectedCustomer`: a customer must be selected, else /select-customer;
 * - `selectCustomerNotAllowed`: marker; the customer modal does not open on this route (reports, and
 *   the administration screens, where a customer is not needed);
 * - `countryDe`: only with a de country code (the de-only pages): a dealer's own customer's, or for staff
 *   and salesmen the selected customer's (lib/identity.ts authorityCountryCode).
 */
export type Authority = PermissionGroupName | 'selectedCustomer' | 'selectCustomerNotAllowed' | 'countryDe';

export interface RouteSpec {
  path: string;
  access: 'public' | 'signedIn';
  authority: readonly Authority[];
  /** Mounted in the router now; the rest arrive with later issues and fall back to / until then. */
  built: boolean;
}

const pub = (path: string, built = false): RouteSpec => ({ path, access: 'public', authority: [], built });
const auth = (path: string, authority: Authority[] = [], built = false): RouteSpec => ({
  path,
  access: 'signedIn',
  authority,
  built,
});

/** Every screen of spec/routes.tsv with its authority list: the one place the rules live. */
export const ROUTES = {
  signIn: pub('/sign-in', true),
  signUp: pub('/sign-up', true),
  forgotPassword: pub('/forgot-password', true),
  resetPassword: pub('/reset-password/:token', true),

  root: auth('/', [], true),
  home: auth('/home', [], true),
  // the caller's own figures, never a selected customer's: the customer modal does not open (ADR 0051)
  dashboard: auth('/dashboard', ['selectCustomerNotAllowed'], true),
  accessDenied: auth('/access-denied', [], true),
  selectCustomer: auth('/select-customer', [], true),
  orderDetail: auth('/orders/:docNo', [], true),
  orderDetailAfterPayment: auth('/orders/:docNo/:paymentOrderId', [], true),
  paypalReturn: auth('/paypal/:docNo/:paymentOrderId', [], true),
  favorites: auth('/favorites-details', [], true),
  userSettings: auth('/user-settings/:settings', [], true),

  products: auth('/products', ['selectedCustomer'], true),
  orders: auth('/orders', ['selectedCustomer'], true),
  cart: auth('/cart', ['selectedCustomer'], true),
  customerFinance: auth('/customer-finance', ['selectedCustomer'], true),
  categoryMappings: auth('/category-mappings', ['selectedCustomer', 'categoryMapList'], true),

  users: auth('/users', ['userList', 'selectCustomerNotAllowed'], true),
  integrationSettings: auth('/integration-settings', ['integrationSettingsList', 'selectCustomerNotAllowed'], true),
  generalSettings: auth('/general-settings', ['settingsList', 'selectCustomerNotAllowed'], true),
  imgSettings: auth('/img-settings', ['settingsList', 'selectCustomerNotAllowed'], true),
  userGroups: auth('/user-groups', ['roleList', 'selectCustomerNotAllowed'], true),
  passwordManagement: auth('/password-management', ['configurationPasswordSettings', 'selectCustomerNotAllowed'], true),
  customerProductPermissions: auth('/customer-product-permissions', ['customerAccessList'], true),
  bundleManagement: auth('/bundle-management', ['bundleManagementList', 'selectCustomerNotAllowed'], true),
  salesmanProductLimit: auth('/salesman-product-limit', ['salesmanLimitList', 'selectCustomerNotAllowed'], true),
  scheduledTasks: auth('/scheduled-tasks', ['scheduledQueryList', 'selectCustomerNotAllowed'], true),
  bannerManagement: auth('/banner-management', ['bannerManagementList', 'selectCustomerNotAllowed'], true),
  productAdditionalProperties: auth('/product-additional-properties', ['additionalDetailList', 'selectCustomerNotAllowed'], true),
  configs: auth('/configs', ['configurationList', 'selectCustomerNotAllowed'], true),
  mailTemplateManagement: auth('/mail-template-management', ['emailTemplatesList', 'selectCustomerNotAllowed'], true),
  categoryMailTemplates: auth('/category-mail-templates', ['emailTemplatesList', 'selectCustomerNotAllowed'], true),
  orderParameters: auth('/order-parameters', ['orderParameterList', 'selectCustomerNotAllowed'], true),
  warehouseSettings: auth('/warehouse-settings', ['wareHouseTargetList', 'selectCustomerNotAllowed'], true),
  dealerRegisterList: auth('/dealer-register-list', ['customerRegisterList', 'selectCustomerNotAllowed'], true),
  stockPrice: auth('/stock-price', ['reportProductList', 'selectCustomerNotAllowed'], true),
  customerReport: auth('/customer-report', ['reportCustomerList', 'selectCustomerNotAllowed'], true),
  orderReport: auth('/order-report', ['reportOrderList', 'selectCustomerNotAllowed'], true),
  productImageReport: auth('/product-image-report', ['productImageReportList'], true),
  documents: auth('/documents', ['documentsList'], true),
  // The fitment pages show products as the acting customer sees them: a customer must be selected.
  configurator: auth('/configurator', ['configuratorList', 'selectedCustomer'], true),
  batterySearch: auth('/battery-search', ['countryDe'], true),
  expertOpinion: auth('/expert-opinion', ['countryDe'], true),
  pivot: auth('/pivot', ['countryDe'], true),
  // Our extension (no screen of spec/routes.tsv): the translation editor, under system management.
  translations: auth('/translations', ['localizationList', 'selectCustomerNotAllowed'], true),
} as const satisfies Record<string, RouteSpec>;

export type RouteKey = keyof typeof ROUTES;

export const ENTRY = {
  signedIn: '/home',
  signedOut: '/sign-in',
  selectCustomer: '/select-customer',
  accessDenied: '/access-denied',
  unknown: '/',
} as const;

/** The route spec a path belongs to (most specific first), or undefined for an unknown path. */
export function findRouteSpec(pathname: string, options: { builtOnly?: boolean } = {}): RouteSpec | undefined {
  const specs = Object.values(ROUTES) as RouteSpec[];
  return specs
    .filter((spec) => !options.builtOnly || spec.built)
    .find((spec) => matchPath({ path: spec.path, end: true }, pathname) !== null);
}

export function isPermissionGroup(value: string): value is PermissionGroupName {
  return Object.hasOwn(PERMISSION_GROUPS, value);
}

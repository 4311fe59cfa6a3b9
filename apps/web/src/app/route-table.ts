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
}

const pub = (path: string): RouteSpec => ({ path, access: 'public', authority: [] });
const auth = (path: string, authority: Authority[] = []): RouteSpec => ({ path, access: 'signedIn', authority });

/** Every screen of spec/routes.tsv with its authority list: the one place the rules live. */
export const ROUTES = {
  signIn: pub('/sign-in'),
  signUp: pub('/sign-up'),
  forgotPassword: pub('/forgot-password'),
  resetPassword: pub('/reset-password/:token'),

  root: auth('/', []),
  home: auth('/home', []),
  // the caller's own figures, never a selected customer's: the customer modal does not open (ADR 0051)
  dashboard: auth('/dashboard', ['selectCustomerNotAllowed']),
  accessDenied: auth('/access-denied', []),
  selectCustomer: auth('/select-customer', []),
  orderDetail: auth('/orders/:docNo', []),
  orderDetailAfterPayment: auth('/orders/:docNo/:paymentOrderId', []),
  paypalReturn: auth('/paypal/:docNo/:paymentOrderId', []),
  favorites: auth('/favorites-details', []),
  userSettings: auth('/user-settings/:settings', []),

  products: auth('/products', ['selectedCustomer']),
  orders: auth('/orders', ['selectedCustomer']),
  cart: auth('/cart', ['selectedCustomer']),
  // our extension: the quick-order pad, for whoever may use the cart
  quickOrder: auth('/quick-order', ['selectedCustomer']),
  // Our extension (no screen of spec/routes.tsv): the acting customer's order lists, ordered from like the cart.
  lists: auth('/lists', ['selectedCustomer']),
  listDetail: auth('/lists/:id', ['selectedCustomer']),
  customerFinance: auth('/customer-finance', ['selectedCustomer']),
  categoryMappings: auth('/category-mappings', ['selectedCustomer', 'categoryMapList']),

  users: auth('/users', ['userList', 'selectCustomerNotAllowed']),
  integrationSettings: auth('/integration-settings', ['integrationSettingsList', 'selectCustomerNotAllowed']),
  generalSettings: auth('/general-settings', ['settingsList', 'selectCustomerNotAllowed']),
  imgSettings: auth('/img-settings', ['settingsList', 'selectCustomerNotAllowed']),
  userGroups: auth('/user-groups', ['roleList', 'selectCustomerNotAllowed']),
  passwordManagement: auth('/password-management', ['configurationPasswordSettings', 'selectCustomerNotAllowed']),
  customerProductPermissions: auth('/customer-product-permissions', ['customerAccessList']),
  bundleManagement: auth('/bundle-management', ['bundleManagementList', 'selectCustomerNotAllowed']),
  salesmanProductLimit: auth('/salesman-product-limit', ['salesmanLimitList', 'selectCustomerNotAllowed']),
  scheduledTasks: auth('/scheduled-tasks', ['scheduledQueryList', 'selectCustomerNotAllowed']),
  bannerManagement: auth('/banner-management', ['bannerManagementList', 'selectCustomerNotAllowed']),
  productAdditionalProperties: auth('/product-additional-properties', ['additionalDetailList', 'selectCustomerNotAllowed']),
  configs: auth('/configs', ['configurationList', 'selectCustomerNotAllowed']),
  mailTemplateManagement: auth('/mail-template-management', ['emailTemplatesList', 'selectCustomerNotAllowed']),
  categoryMailTemplates: auth('/category-mail-templates', ['emailTemplatesList', 'selectCustomerNotAllowed']),
  orderParameters: auth('/order-parameters', ['orderParameterList', 'selectCustomerNotAllowed']),
  warehouseSettings: auth('/warehouse-settings', ['wareHouseTargetList', 'selectCustomerNotAllowed']),
  dealerRegisterList: auth('/dealer-register-list', ['customerRegisterList', 'selectCustomerNotAllowed']),
  stockPrice: auth('/stock-price', ['reportProductList', 'selectCustomerNotAllowed']),
  customerReport: auth('/customer-report', ['reportCustomerList', 'selectCustomerNotAllowed']),
  orderReport: auth('/order-report', ['reportOrderList', 'selectCustomerNotAllowed']),
  productImageReport: auth('/product-image-report', ['productImageReportList']),
  documents: auth('/documents', ['documentsList']),
  // The fitment pages show products as the acting customer sees them: a customer must be selected.
  configurator: auth('/configurator', ['configuratorList', 'selectedCustomer']),
  batterySearch: auth('/battery-search', ['countryDe']),
  expertOpinion: auth('/expert-opinion', ['countryDe']),
  pivot: auth('/pivot', ['countryDe']),
  // Our extension (no screen of spec/routes.tsv): the translation editor, under system management.
  translations: auth('/translations', ['localizationList', 'selectCustomerNotAllowed']),
  // Our extension: campaigns and the ERP's price lists (who each is for), under system management.
  adminCampaigns: auth('/admin/campaigns', ['priceRuleList', 'selectCustomerNotAllowed']),
  adminPriceLists: auth('/admin/price-lists', ['priceRuleList', 'selectCustomerNotAllowed']),
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
export function findRouteSpec(pathname: string): RouteSpec | undefined {
  const specs = Object.values(ROUTES) as RouteSpec[];
  return specs.find((spec) => matchPath({ path: spec.path, end: true }, pathname) !== null);
}

export function isPermissionGroup(value: string): value is PermissionGroupName {
  return Object.hasOwn(PERMISSION_GROUPS, value);
}

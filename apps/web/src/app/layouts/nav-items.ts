import {
  type Icon,
  IconAdjustments,
  IconBattery2,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalendarTime,
  IconCategory,
  IconCertificate,
  IconChartBar,
  IconChartPie,
  IconClipboardList,
  IconCreditCard,
  IconDiscount,
  IconDroplet,
  IconFolder,
  IconHome,
  IconKey,
  IconLanguage,
  IconListDetails,
  IconLockAccess,
  IconMailCog,
  IconMailForward,
  IconPackage,
  IconPackages,
  IconPhotoCog,
  IconPhotoSearch,
  IconPlaylist,
  IconPlugConnected,
  IconReceipt,
  IconReportAnalytics,
  IconReportMoney,
  IconReportSearch,
  IconSettings,
  IconSettingsCog,
  IconShieldLock,
  IconShoppingCart,
  IconSitemap,
  IconSlideshow,
  IconTable,
  IconTargetArrow,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  IconWheel,
  IconWorld,
} from '@tabler/icons-react';
import { resolveRouteAccess } from '../route-access';
import { ROUTES, type RouteSpec } from '../route-table';

export interface NavItem {
  /** The in-app path, or the address of an external page. */
  to: string;
  labelKey: string;
  icon: Icon;
  /**
   * The route table entry behind the item: the item shows when the route is built and the route's own
   * rules (route-access.ts) would let the user in. The menu keeps no rules of its own.
   */
  route: RouteSpec;
  /** The menu group the item is listed under (NAV_GROUPS). */
  group?: NavGroupKey;
  /** An external page: opens in a new tab. */
  external?: boolean;
  /** Hidden for dealers (they are pinned to their customer). */
  hideForDealer?: boolean;
  /** The label for staff and salesmen, who act for a customer: "my orders" is a dealer's word only. */
  staffLabelKey?: string;
}

/** Menu groups, shown when at least one of their items is (see visibleNavItems). */
export const NAV_GROUPS = {
  systemManagement: { labelKey: 'nav.systemManagement', icon: IconSettings },
  externalPages: { labelKey: 'nav.externalPages', icon: IconWorld },
  reports: { labelKey: 'nav.reports', icon: IconReportAnalytics },
  products: { labelKey: 'catalog.nav.products', icon: IconCategory },
} as const satisfies Record<string, { labelKey: string; icon: Icon }>;
export type NavGroupKey = keyof typeof NAV_GROUPS;

type NavItemOptions = Pick<NavItem, 'group' | 'hideForDealer' | 'staffLabelKey'> & { to?: string };

const item = (route: RouteSpec, labelKey: string, icon: Icon, { to, ...options }: NavItemOptions = {}): NavItem => ({
  to: to ?? route.path,
  labelKey,
  icon,
  route,
  ...options,
});

/**
 * The external oil product finder of spec 02 §2, configured at build time by `VITE_OIL_FINDER_URL`.
 * Only an absolute http(s) address is taken (never `javascript:` or a relative path); anything else
 * leaves the item out.
 */
export function readOilFinderUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The oil finder is not a screen of ours, so it has no entry in the route table; it carries the same
 * kind of authority list and goes through the same rules: like the other external pages it is de-only
 * (spec 01 §2, spec 02 §6).
 */
export const oilFinderRoute = (url: string): RouteSpec => ({ path: url, access: 'signedIn', authority: ['countryDe'] });

/**
 * The menu of spec 02 §2, in its order: every menu route with its label and icon. Screens of later issues
 * are listed already and appear by themselves once their route is `built`.
 */
export function buildNavItems({ oilFinderUrl }: { oilFinderUrl?: string } = {}): NavItem[] {
  return [
    item(ROUTES.home, 'nav.home', IconHome),
    // our extension (ADR 0051): the caller's own figures, for everyone signed in
    item(ROUTES.dashboard, 'nav.dashboard', IconChartPie),
    // the category tree itself is the header's Products menu (features/catalog CategoryMenu)
    item(ROUTES.products, 'catalog.nav.allProducts', IconCategory, { group: 'products' }),
    item(ROUTES.cart, 'cart.nav', IconShoppingCart),
    item(ROUTES.quickOrder, 'quickOrder.nav', IconClipboardList),
    item(ROUTES.orders, 'nav.orders', IconPackage, { staffLabelKey: 'nav.orders_staff' }),
    // our extension: the customer's order lists, for whoever may use its cart (the cart's rule)
    item(ROUTES.lists, 'lists.nav', IconPlaylist),
    item(ROUTES.selectCustomer, 'nav.selectCustomer', IconBuildingStore, { hideForDealer: true }),
    item(ROUTES.userSettings, 'nav.profile', IconUserCircle, { to: '/user-settings/profile' }),

    item(ROUTES.generalSettings, 'nav.generalSettings', IconAdjustments, { group: 'systemManagement' }),
    item(ROUTES.integrationSettings, 'nav.integrationSettings', IconPlugConnected, { group: 'systemManagement' }),
    item(ROUTES.scheduledTasks, 'nav.scheduledTasks', IconCalendarTime, { group: 'systemManagement' }),
    item(ROUTES.translations, 'nav.translations', IconLanguage, { group: 'systemManagement' }),
    item(ROUTES.users, 'nav.users', IconUsers, { group: 'systemManagement' }),
    item(ROUTES.userGroups, 'nav.userGroups', IconShieldLock, { group: 'systemManagement' }),
    item(ROUTES.passwordManagement, 'nav.passwordManagement', IconKey, { group: 'systemManagement' }),
    item(ROUTES.dealerRegisterList, 'nav.dealerRegistrations', IconUserPlus, { group: 'systemManagement' }),
    item(ROUTES.imgSettings, 'nav.imgSettings', IconPhotoCog, { group: 'systemManagement' }),
    item(ROUTES.bundleManagement, 'nav.bundleManagement', IconPackages, { group: 'systemManagement' }),
    item(ROUTES.bannerManagement, 'nav.bannerManagement', IconSlideshow, { group: 'systemManagement' }),
    item(ROUTES.customerProductPermissions, 'nav.customerProductPermissions', IconLockAccess, { group: 'systemManagement' }),
    item(ROUTES.salesmanProductLimit, 'salesmanLimits.nav', IconTargetArrow, { group: 'systemManagement' }),
    item(ROUTES.productAdditionalProperties, 'nav.productAdditionalProperties', IconListDetails, { group: 'systemManagement' }),
    item(ROUTES.configs, 'nav.configs', IconSettingsCog, { group: 'systemManagement' }),
    item(ROUTES.orderParameters, 'orderParameters.nav', IconCreditCard, { group: 'systemManagement' }),
    item(ROUTES.categoryMappings, 'nav.categoryMappings', IconSitemap, { group: 'systemManagement' }),
    item(ROUTES.warehouseSettings, 'warehouseTargets.nav', IconBuildingWarehouse, { group: 'systemManagement' }),
    item(ROUTES.mailTemplateManagement, 'nav.mailTemplateManagement', IconMailCog, { group: 'systemManagement' }),
    item(ROUTES.categoryMailTemplates, 'nav.categoryMailTemplates', IconMailForward, { group: 'systemManagement' }),
    item(ROUTES.adminCampaigns, 'priceRules.nav.campaigns', IconDiscount, { group: 'systemManagement' }),
    item(ROUTES.adminPriceLists, 'priceRules.nav.priceLists', IconReceipt, { group: 'systemManagement' }),

    item(ROUTES.configurator, 'nav.configurator', IconWheel),
    item(ROUTES.expertOpinion, 'nav.expertOpinion', IconCertificate, { group: 'externalPages' }),
    item(ROUTES.batterySearch, 'nav.batterySearch', IconBattery2, { group: 'externalPages' }),
    ...(oilFinderUrl
      ? [{ ...item(oilFinderRoute(oilFinderUrl), 'nav.oilFinder', IconDroplet, { group: 'externalPages' }), external: true }]
      : []),
    item(ROUTES.pivot, 'nav.pivot', IconTable, { group: 'externalPages' }),
    item(ROUTES.documents, 'nav.documents', IconFolder),

    item(ROUTES.customerFinance, 'nav.customerFinance', IconReportMoney, { group: 'reports' }),
    item(ROUTES.stockPrice, 'nav.stockPrice', IconReportSearch, { group: 'reports' }),
    item(ROUTES.customerReport, 'nav.customerReport', IconUsersGroup, { group: 'reports' }),
    item(ROUTES.orderReport, 'nav.orderReport', IconChartBar, { group: 'reports' }),
    item(ROUTES.productImageReport, 'nav.productImageReport', IconPhotoSearch, { group: 'reports' }),
  ];
}

/** The menu of this build (the oil finder's address is fixed when the client is built). */
export const NAV_ITEMS: readonly NavItem[] = buildNavItems({ oilFinderUrl: readOilFinderUrl(import.meta.env.VITE_OIL_FINDER_URL) });

export interface NavUser {
  dealer: boolean;
  /** The role's permission codes. */
  permissions: readonly string[];
  /**
   * For the de-only pages; none means not de. The dealer's own customer's, or for staff and salesmen the
   * selected customer's (lib/identity.ts authorityCountryCode).
   */
  countryCode?: string | null;
  /** When not given, selected-customer items show and their route asks for a customer. */
  customerSelected?: boolean;
}

/**
 * The menu rules of spec 02 §6. The authority rules themselves are the route table's (resolveRouteAccess):
 * - an item shows when the user's authority holds one of its route's permissions; a route without an
 *   authority list shows to everyone;
 * - a selectedCustomer route (cart, orders, finance, the category tree, category mappings) shows only
 *   while a customer is selected, since its route would send the user to /select-customer;
 * - de-only pages (countryDe: battery search, expert opinion, pivot, the oil finder) need a de country code:
 *   a dealer's own customer's, or for staff and salesmen the selected customer's;
 * Menu-only rules on top:
 * - for dealers the reports group shows only customer finance (spec 02 §6);
 * - customer selection is hidden for dealers, who are pinned to their customer (spec 01 §6).
 */
export function isNavItemVisible(item: NavItem, user: NavUser): boolean {
  if (user.dealer && item.hideForDealer) return false;
  if (user.dealer && item.group === 'reports' && item.route.path !== ROUTES.customerFinance.path) return false;
  const session = {
    signedIn: true,
    permissions: user.permissions,
    countryCode: user.countryCode ?? null,
    customerSelected: user.customerSelected ?? true,
  };
  return resolveRouteAccess(item.route, session, { pathname: item.to }) === 'ok';
}

export function visibleNavItems(items: readonly NavItem[], user: NavUser): NavItem[] {
  return items
    .filter((i) => isNavItemVisible(i, user))
    .map((i) => (i.staffLabelKey && !user.dealer ? { ...i, labelKey: i.staffLabelKey } : i));
}

export type NavEntry =
  | { kind: 'item'; item: NavItem }
  | { kind: 'group'; key: NavGroupKey; labelKey: string; icon: Icon; items: NavItem[] };

/**
 * Items in menu order, a group's items gathered where its first item stands. A group exists only with
 * visible items, so it shows when at least one of its items does. Spec 02 §6 shows system management
 * to a specific role (Admin, Test); here it is permission-based instead, so a role granted a single
 * administration screen sees the group with that one item, and no role id or name is hard-coded.
 */
export function navEntries(items: readonly NavItem[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of items) {
    if (!item.group) {
      entries.push({ kind: 'item', item });
      continue;
    }
    const group = entries.find((e): e is Extract<NavEntry, { kind: 'group' }> => e.kind === 'group' && e.key === item.group);
    if (group) group.items.push(item);
    else entries.push({ kind: 'group', key: item.group, ...NAV_GROUPS[item.group], items: [item] });
  }
  return entries;
}

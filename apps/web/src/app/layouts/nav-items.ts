import { PERMISSION_GROUPS, type PermissionCode } from '@dealerport/contract';
import {
  type Icon,
  IconBuildingStore,
  IconCategory,
  IconHome,
  IconKey,
  IconReportAnalytics,
  IconReportMoney,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: Icon;
  /** Hidden for dealers (they are pinned to their customer). */
  hideForDealer?: boolean;
  /** Shown when the user holds one of these codes (spec 02 §6); none means everyone. */
  permissions?: readonly PermissionCode[];
  /** The menu group the item is listed under (NAV_GROUPS). */
  group?: NavGroupKey;
  /** Shown only while a customer is selected (its route needs one, spec 01 §2). */
  requiresCustomer?: boolean;
}

/** Menu groups: shown when at least one of their items is. */
export const NAV_GROUPS = {
  systemManagement: { labelKey: 'nav.systemManagement', icon: IconSettings },
  reports: { labelKey: 'nav.reports', icon: IconReportAnalytics },
  products: { labelKey: 'catalog.nav.products', icon: IconCategory },
} as const satisfies Record<string, { labelKey: string; icon: Icon }>;
export type NavGroupKey = keyof typeof NAV_GROUPS;

/** Menu of the screens built so far; catalogue, cart, orders and admin items join with their issues. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/home', labelKey: 'nav.home', icon: IconHome },
  // the category tree itself is the header's Products menu (features/catalog CategoryMenu)
  { to: '/products', labelKey: 'catalog.nav.allProducts', icon: IconCategory, group: 'products', requiresCustomer: true },
  { to: '/select-customer', labelKey: 'nav.selectCustomer', icon: IconBuildingStore, hideForDealer: true },
  { to: '/user-settings/profile', labelKey: 'nav.profile', icon: IconUserCircle },
  { to: '/users', labelKey: 'nav.users', icon: IconUsers, permissions: PERMISSION_GROUPS.userList, group: 'systemManagement' },
  {
    to: '/user-groups',
    labelKey: 'nav.userGroups',
    icon: IconShieldLock,
    permissions: PERMISSION_GROUPS.roleList,
    group: 'systemManagement',
  },
  {
    to: '/password-management',
    labelKey: 'nav.passwordManagement',
    icon: IconKey,
    permissions: PERMISSION_GROUPS.configurationPasswordSettings,
    group: 'systemManagement',
  },
  {
    to: '/dealer-register-list',
    labelKey: 'nav.dealerRegistrations',
    icon: IconUserPlus,
    permissions: PERMISSION_GROUPS.customerRegisterList,
    group: 'systemManagement',
  },
  { to: '/customer-finance', labelKey: 'nav.customerFinance', icon: IconReportMoney, group: 'reports', requiresCustomer: true },
];

/** Spec 02 §6: an item shows if the user's authority holds one of its permissions; without any, to everyone. */
export function visibleNavItems(
  items: readonly NavItem[],
  // customerSelected: when not given, requiresCustomer items show and their route asks for a customer
  user: { dealer: boolean; permissions: readonly string[]; customerSelected?: boolean },
): NavItem[] {
  return items.filter(
    (item) =>
      !(user.dealer && item.hideForDealer) &&
      !(item.requiresCustomer && user.customerSelected === false) &&
      (!item.permissions?.length || item.permissions.some((p) => user.permissions.includes(p))),
  );
}

export type NavEntry =
  | { kind: 'item'; item: NavItem }
  | { kind: 'group'; key: NavGroupKey; labelKey: string; icon: Icon; items: NavItem[] };

/** Items in menu order, a group's items gathered where its first item stands. */
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

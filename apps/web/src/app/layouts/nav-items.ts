import { type Icon, IconBuildingStore, IconHome, IconUserCircle } from '@tabler/icons-react';

export interface NavItem {
  to: string;
  labelKey: string;
  icon: Icon;
  /** Hidden for dealers (they are pinned to their customer). */
  hideForDealer?: boolean;
}

/** Menu of the screens built so far; catalogue, cart, orders and admin items join with their issues. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/home', labelKey: 'nav.home', icon: IconHome },
  { to: '/select-customer', labelKey: 'nav.selectCustomer', icon: IconBuildingStore, hideForDealer: true },
  { to: '/user-settings/profile', labelKey: 'nav.profile', icon: IconUserCircle },
];

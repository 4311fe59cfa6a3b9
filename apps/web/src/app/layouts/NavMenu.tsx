import { Button, Group, Menu, NavLink, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { authorityCountryCode, isDealer } from '../../lib/identity';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useUserStore } from '../../lib/stores/user-store';
import { NAV_ITEMS, type NavEntry, type NavItem, navEntries, visibleNavItems } from './nav-items';

type NavGroupEntry = Extract<NavEntry, { kind: 'group' }>;

interface NavMenuProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

const NO_PERMISSIONS: readonly string[] = [];

/** The menu entries the signed-in user may see (spec 02 §6, rules in nav-items.ts). */
function useNavEntries() {
  const selected = useCustomerStore((s) => s.selected);
  const user = useUserStore(
    useShallow((s) => ({
      dealer: isDealer(s.user),
      permissions: s.user?.role.permissions ?? NO_PERMISSIONS,
      // de-only pages: the dealer's own customer, else the selected customer (lib/identity.ts)
      countryCode: authorityCountryCode(s.user, selected),
    })),
  );
  // Spec 02 §6: customer-bound items (finance, categories) show only while a customer is selected.
  const customerSelected = selected !== null;
  return navEntries(visibleNavItems(NAV_ITEMS, { ...user, customerSelected }));
}

/**
 * An external page (spec 02 §2, the oil finder) opens in a new tab. React Router's Link renders an
 * absolute address as a plain anchor and leaves a `_blank` target to the browser.
 */
function newTabProps(item: NavItem): { target?: '_blank'; rel?: string } {
  return item.external ? { target: '_blank', rel: 'noopener' } : {};
}

/** The visible label, plus a note for screen readers when the link leaves the portal. */
function ItemLabel({ item, label }: { item: NavItem; label: string }): ReactNode {
  const { t } = useTranslation();
  if (!item.external) return label;
  return (
    <>
      {label}
      <VisuallyHidden> ({t('nav.opensInNewTab')})</VisuallyHidden>
    </>
  );
}

/** The guided tour's anchor of a menu item (features/tour): the order screens are its "order management" step. */
const tourId = (item: NavItem) => (item.to === '/orders' ? 'nav-orders' : undefined);

function isActive(pathname: string, item: NavItem): boolean {
  if (item.external) return false;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export function NavMenu({ collapsed = false, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useNavEntries();

  const renderLink = (item: NavItem) => {
    const label = t(item.labelKey);
    const active = isActive(pathname, item);
    const link = (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        {...newTabProps(item)}
        data-tour={tourId(item)}
        onClick={onNavigate}
        active={active}
        aria-current={active ? 'page' : undefined}
        label={collapsed ? undefined : <ItemLabel item={item} label={label} />}
        aria-label={collapsed ? (item.external ? `${label} (${t('nav.opensInNewTab')})` : label) : undefined}
        leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
        rightSection={item.external && !collapsed ? <IconExternalLink size={14} aria-hidden /> : undefined}
        styles={collapsed ? { root: { justifyContent: 'center' }, section: { marginInlineEnd: 0 } } : undefined}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      />
    );
    return collapsed ? (
      <Tooltip key={item.to} label={label} position="right" withArrow>
        {link}
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    <Stack gap={2} component="nav" aria-label={t('nav.main')} data-tour="nav">
      {entries.map((entry) => {
        if (entry.kind === 'item') return renderLink(entry.item);
        // the rail has no room for a group's heading: its items are listed as icons
        if (collapsed) return entry.items.map(renderLink);
        return (
          <NavGroup key={entry.key} entry={entry} initiallyOpened={entry.items.some((item) => isActive(pathname, item))}>
            {entry.items.map(renderLink)}
          </NavGroup>
        );
      })}
    </Stack>
  );
}

/**
 * A group of the side menu, opened while one of its items is the current page. Mantine renders a group's
 * toggle as an anchor without an address, which the keyboard cannot reach: here it is a focusable
 * button that Enter (ours) and Space (Mantine's) open and close.
 */
function NavGroup({ entry, initiallyOpened, children }: { entry: NavGroupEntry; initiallyOpened: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(initiallyOpened);
  return (
    <NavLink
      label={t(entry.labelKey)}
      leftSection={<entry.icon size={20} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={setOpened}
      role="button"
      tabIndex={0}
      aria-expanded={opened}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        setOpened((o) => !o);
      }}
      data-tour={`nav-${entry.key}`}
      childrenOffset="md"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {children}
    </NavLink>
  );
}

/**
 * Simple layout: the same items as the header's menu bar; a group opens as a dropdown on hover, click or
 * keyboard (Enter or Space opens it, the arrow keys move through its items, Escape closes it and returns
 * to its button). The bar scrolls sideways rather than wrap when a user sees more entries than fit.
 * Its groups hold one level of items; the nested submenus of spec 02 §2 are the category tree's
 * (features/catalog CategoryMenu, in the header row).
 */
export function NavMenuRow() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useNavEntries();
  return (
    <Group
      gap={2}
      component="nav"
      aria-label={t('nav.main')}
      wrap="nowrap"
      data-tour="nav"
      // a scrolling box clips what leaves it: room for the buttons' focus outline
      p={5}
      style={{ overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {entries.map((entry) => {
        if (entry.kind === 'group') {
          const active = entry.items.some((item) => isActive(pathname, item));
          return (
            // Spec 02 §2: top-level entries open on hover (and on click or keyboard, for touch and accessibility).
            <Menu key={entry.key} position="bottom-start" withinPortal trigger="click-hover" openDelay={60} closeDelay={180}>
              <Menu.Target>
                <Button
                  variant={active ? 'light' : 'subtle'}
                  color={active ? undefined : 'gray'}
                  size="xs"
                  leftSection={<entry.icon size={16} aria-hidden />}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  data-tour={`nav-${entry.key}`}
                >
                  {t(entry.labelKey)}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {entry.items.map((item) => (
                  <Menu.Item
                    key={item.to}
                    component={Link}
                    to={item.to}
                    {...newTabProps(item)}
                    leftSection={<item.icon size={16} aria-hidden />}
                    rightSection={item.external ? <IconExternalLink size={14} aria-hidden /> : undefined}
                    aria-current={isActive(pathname, item) ? 'page' : undefined}
                  >
                    <ItemLabel item={item} label={t(item.labelKey)} />
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          );
        }
        const { item } = entry;
        const active = isActive(pathname, item);
        return (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            {...newTabProps(item)}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            size="xs"
            leftSection={<item.icon size={16} aria-hidden />}
            aria-current={active ? 'page' : undefined}
            data-tour={tourId(item)}
          >
            <ItemLabel item={item} label={t(item.labelKey)} />
          </Button>
        );
      })}
    </Group>
  );
}

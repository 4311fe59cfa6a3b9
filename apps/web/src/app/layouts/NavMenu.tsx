import { Button, Group, Menu, NavLink, Stack, Tooltip } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { isDealer } from '../../lib/identity';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useUserStore } from '../../lib/stores/user-store';
import { NAV_ITEMS, type NavItem, navEntries, visibleNavItems } from './nav-items';

interface NavMenuProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

const NO_PERMISSIONS: readonly string[] = [];

/** The menu entries the signed-in user may see (spec 02 §6). */
function useNavEntries() {
  const user = useUserStore(useShallow((s) => ({ dealer: isDealer(s.user), permissions: s.user?.role.permissions ?? NO_PERMISSIONS })));
  // Spec 02 §6: customer-bound items (finance, categories) show only while a customer is selected.
  const customerSelected = useCustomerStore((s) => s.selected !== null);
  return navEntries(visibleNavItems(NAV_ITEMS, { ...user, customerSelected }));
}

function isActive(pathname: string, item: NavItem): boolean {
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
        onClick={onNavigate}
        active={active}
        aria-current={active ? 'page' : undefined}
        label={collapsed ? undefined : label}
        aria-label={collapsed ? label : undefined}
        leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
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
    <Stack gap={2} component="nav" aria-label={t('nav.main')}>
      {entries.map((entry) => {
        if (entry.kind === 'item') return renderLink(entry.item);
        // the rail has no room for a group's heading: its items are listed as icons
        if (collapsed) return entry.items.map(renderLink);
        return (
          <NavLink
            key={entry.key}
            label={t(entry.labelKey)}
            leftSection={<entry.icon size={20} stroke={1.6} aria-hidden />}
            defaultOpened={entry.items.some((item) => isActive(pathname, item))}
            childrenOffset="md"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            {entry.items.map(renderLink)}
          </NavLink>
        );
      })}
    </Stack>
  );
}

/** Simple layout: the same items as a row of links in the header; a group opens as a menu. */
export function NavMenuRow() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useNavEntries();
  return (
    <Group gap={2} component="nav" aria-label={t('nav.main')} wrap="nowrap">
      {entries.map((entry) => {
        if (entry.kind === 'group') {
          const active = entry.items.some((item) => isActive(pathname, item));
          return (
            <Menu key={entry.key} position="bottom-start" withinPortal>
              <Menu.Target>
                <Button
                  variant={active ? 'light' : 'subtle'}
                  color={active ? undefined : 'gray'}
                  size="xs"
                  leftSection={<entry.icon size={16} aria-hidden />}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
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
                    leftSection={<item.icon size={16} aria-hidden />}
                    aria-current={isActive(pathname, item) ? 'page' : undefined}
                  >
                    {t(item.labelKey)}
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
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'gray'}
            size="xs"
            leftSection={<item.icon size={16} aria-hidden />}
            aria-current={active ? 'page' : undefined}
          >
            {t(item.labelKey)}
          </Button>
        );
      })}
    </Group>
  );
}

import { Button, Group, NavLink, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isDealer } from '../../lib/identity';
import { useUserStore } from '../../lib/stores/user-store';
import { NAV_ITEMS } from './nav-items';

interface NavMenuProps {
  collapsed?: boolean;
  onNavigate?: () => void;
}

export function NavMenu({ collapsed = false, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dealer = useUserStore((s) => isDealer(s.user));
  return (
    <Stack gap={2} component="nav" aria-label={t('nav.main')}>
      {NAV_ITEMS.filter((item) => !(dealer && item.hideForDealer)).map((item) => {
        const label = t(item.labelKey);
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
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
      })}
    </Stack>
  );
}

/** Simple layout: the same items as a row of links in the header. */
export function NavMenuRow() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dealer = useUserStore((s) => isDealer(s.user));
  return (
    <Group gap={2} component="nav" aria-label={t('nav.main')} wrap="nowrap">
      {NAV_ITEMS.filter((item) => !(dealer && item.hideForDealer)).map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
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

import { ActionIcon, AppShell, Box, Burger, Group, ScrollArea, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PasswordChangeOverlay } from '../../features/auth/components/PasswordChangeOverlay';
import { useIdentitySync } from '../../features/auth/hooks/use-identity-sync';
import { CustomerSelectModal } from '../../features/customers/components/CustomerSelectModal';
import { isDealer } from '../../lib/identity';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useThemeStore } from '../../lib/stores/theme-store';
import { useUserStore } from '../../lib/stores/user-store';
import { allowsCustomerSelection } from '../route-access';
import { findRouteSpec } from '../route-table';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { NavMenu, NavMenuRow } from './NavMenu';

/** Spec 01 §9: side navigation 290 wide, 80 collapsed. */
export const NAV_WIDTH = 290;
export const NAV_WIDTH_COLLAPSED = 80;
const HEADER_HEIGHT = 60;

/**
 * The customer modal opens by itself when no customer is selected, unless the user is a dealer or the
 * route does not allow selection (spec 01 §2).
 */
function useAutoOpenCustomerModal() {
  const { pathname } = useLocation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const dealer = useUserStore((s) => isDealer(s.user));
  const passwordChangeRequired = useUserStore((s) => s.user?.isPasswordChangeRequired ?? false);
  useEffect(() => {
    if (selected || dealer || passwordChangeRequired) return;
    if (!allowsCustomerSelection(findRouteSpec(pathname))) return;
    useCustomerStore.getState().openModal();
  }, [selected, dealer, passwordChangeRequired, pathname]);
}

/** Signed-in shell: modern side-menu layout or simple top-header layout (user setting). */
export function AppLayout() {
  useIdentitySync();
  useAutoOpenCustomerModal();
  const layout = useThemeStore((s) => s.layout);
  return (
    <>
      {layout === 'simple' ? <SimpleLayout /> : <ModernLayout />}
      <CustomerSelectModal />
      <PasswordChangeOverlay />
    </>
  );
}

function Main() {
  return (
    <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
      <Box p={{ base: 'sm', sm: 'md', lg: 'lg' }} style={{ flex: 1 }} maw={1600} w="100%" mx="auto">
        <Outlet />
      </Box>
      <AppFooter />
    </AppShell.Main>
  );
}

function ModernLayout() {
  const { t } = useTranslation();
  const [mobileOpened, { toggle, close }] = useDisclosure(false);
  const collapsed = useThemeStore((s) => s.navCollapsed);
  const toggleCollapsed = useThemeStore((s) => s.toggleNavCollapsed);
  const collapseLabel = collapsed ? t('nav.expand') : t('nav.collapse');
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: { base: NAV_WIDTH, sm: collapsed ? NAV_WIDTH_COLLAPSED : NAV_WIDTH },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader
          leading={
            <Group gap={4} wrap="nowrap">
              <Burger opened={mobileOpened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggleMenu')} />
              <Tooltip label={collapseLabel}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  visibleFrom="sm"
                  onClick={toggleCollapsed}
                  aria-label={collapseLabel}
                  aria-expanded={!collapsed}
                >
                  {collapsed ? <IconLayoutSidebarLeftExpand size={20} /> : <IconLayoutSidebarLeftCollapse size={20} />}
                </ActionIcon>
              </Tooltip>
            </Group>
          }
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          {/* on phones the drawer always shows labels */}
          <Box hiddenFrom="sm">
            <NavMenu onNavigate={close} />
          </Box>
          <Box visibleFrom="sm">
            <NavMenu collapsed={collapsed} />
          </Box>
        </AppShell.Section>
      </AppShell.Navbar>
      <Main />
    </AppShell>
  );
}

function SimpleLayout() {
  const { t } = useTranslation();
  const [mobileOpened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAV_WIDTH, breakpoint: 'md', collapsed: { mobile: !mobileOpened, desktop: true } }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader
          leading={<Burger opened={mobileOpened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.toggleMenu')} />}
          inlineNav={<NavMenuRow />}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <NavMenu onNavigate={close} />
      </AppShell.Navbar>
      <Main />
    </AppShell>
  );
}

import {
  ActionIcon,
  AppShell,
  Box,
  Burger,
  DirectionProvider,
  Drawer,
  em,
  Group,
  ScrollArea,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PasswordChangeOverlay } from '../../features/auth/components/PasswordChangeOverlay';
import { useIdentitySync } from '../../features/auth/hooks/use-identity-sync';
import { GuidedTour } from '../../features/tour/components/GuidedTour';
import { isDealer } from '../../lib/identity';
import { useSiteHead } from '../../lib/site';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useThemeStore } from '../../lib/stores/theme-store';
import { useUserStore } from '../../lib/stores/user-store';
import { useLoadTunables } from '../../lib/tunables';
import { allowsCustomerSelection } from '../route-access';
import { findRouteSpec } from '../route-table';
import { AppFooter } from './AppFooter';
import { AppHeader, HEADER_ROW_HEIGHT, MENU_BAR_HEIGHT } from './AppHeader';
import { NavMenu, NavMenuRow } from './NavMenu';
import { useOnceTrue } from './use-once-true';

// Opened by a salesman or staff user, never by a dealer: its code loads when it first opens (ADR 0031).
const CustomerSelectModal = lazy(() =>
  import('../../features/customers/components/CustomerSelectModal').then((m) => ({ default: m.CustomerSelectModal })),
);

/** Spec 01 §9: side navigation 290 wide, 80 collapsed. */
export const NAV_WIDTH = 290;
export const NAV_WIDTH_COLLAPSED = 80;

/**
 * The customer modal opens by itself when no customer is selected, unless the user is a dealer or the
 * route does not allow selection, and only until the user closes it without choosing: after that, the
 * header's customer button opens it (staff working on screens that need no customer were shown it on
 * every page they opened).
 */
function useAutoOpenCustomerModal() {
  const { pathname } = useLocation();
  const selected = useCustomerStore((s) => s.selected !== null);
  const dismissed = useCustomerStore((s) => s.dismissed);
  const dealer = useUserStore((s) => isDealer(s.user));
  const passwordChangeRequired = useUserStore((s) => s.user?.isPasswordChangeRequired ?? false);
  useEffect(() => {
    if (selected || dismissed || dealer || passwordChangeRequired) return;
    if (!allowsCustomerSelection(findRouteSpec(pathname))) return;
    useCustomerStore.getState().openModal();
  }, [selected, dismissed, dealer, passwordChangeRequired, pathname]);
}

/** Signed-in shell: modern side-menu layout or simple top-header layout (user setting). */
export function AppLayout() {
  useSiteHead();
  useIdentitySync();
  useLoadTunables();
  useAutoOpenCustomerModal();
  const layout = useThemeStore((s) => s.layout);
  const customerModal = useOnceTrue(useCustomerStore((s) => s.modalOpen));
  return (
    <>
      {layout === 'simple' ? <SimpleLayout /> : <ModernLayout />}
      {customerModal && (
        <Suspense fallback={null}>
          <CustomerSelectModal />
        </Suspense>
      )}
      <PasswordChangeOverlay />
      <GuidedTour />
    </>
  );
}

/**
 * The page fills at least the window below the header, so the footer starts below the fold: a page that
 * shows a loader while its data comes would otherwise show the footer in view and then push it down,
 * a layout shift of the whole window (issue 12: CLS 0.81 on /products on a phone).
 */
const PAGE_MIN_HEIGHT = 'calc(100dvh - var(--app-shell-header-offset, 0rem))';

/**
 * Another page starts at its top, as a page the browser loads does: the window kept the offset of the
 * page left (a category tile clicked far down /home opened /products scrolled past its first products).
 * A change of the query alone (a filter, a sort) keeps the place; back and forward leave it to the browser.
 */
function useNewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new path, not for each navigation type
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}

function Main() {
  useNewPageAtTop();
  return (
    <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
      <Box p={{ base: 'sm', sm: 'md', lg: 'lg' }} style={{ flex: 1 }} mih={PAGE_MIN_HEIGHT} maw={1600} w="100%" mx="auto">
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
      header={{ height: HEADER_ROW_HEIGHT }}
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

/**
 * Spec 02 §2: the top menu shows each top-level entry as a hover dropdown (a bar under the header row);
 * below the large breakpoint (Mantine lg, 1200 px: spec 02 §9 lg 1200) it becomes a drawer at the
 * document's start side: left, or right when the document direction is rtl.
 */
function SimpleLayout() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const [drawerOpened, { toggle, close }] = useDisclosure(false);
  // a drawer left open while the window widens to the menu bar would cover the page for nothing
  const large = useMediaQuery(`(min-width: ${em(theme.breakpoints.lg)})`, false, { getInitialValueInEffect: false });
  useEffect(() => {
    if (large) close();
  }, [large, close]);
  return (
    <AppShell header={{ height: { base: HEADER_ROW_HEIGHT, lg: HEADER_ROW_HEIGHT + MENU_BAR_HEIGHT } }} padding={0}>
      <AppShell.Header>
        <AppHeader
          leading={
            <Burger
              opened={drawerOpened}
              onClick={toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={t('nav.toggleMenu')}
              aria-expanded={drawerOpened}
            />
          }
          inlineNav={<NavMenuRow />}
        />
      </AppShell.Header>
      {/* Mantine lays a "left" drawer out at the inline start (flex-start), which is the right edge in an
          rtl document; the provider reads the document's dir so the slide-in comes from that side too. */}
      <DirectionProvider>
        <Drawer opened={drawerOpened} onClose={close} position="left" size={NAV_WIDTH} title={t('nav.main')} padding="sm">
          <NavMenu onNavigate={close} />
        </Drawer>
      </DirectionProvider>
      <Main />
    </AppShell>
  );
}

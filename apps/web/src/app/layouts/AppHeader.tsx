import { fallbackImageUrl } from '@dealerport/contract';
import { ActionIcon, Box, CloseButton, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BrandLogo } from '../../components/BrandLogo';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { LanguageSelector } from '../../components/LanguageSelector';
import { CartDropdown } from '../../features/baskets/components/CartDropdown';
import { useAddToCart } from '../../features/baskets/hooks/use-add-to-cart';
import { useCategories } from '../../features/catalog/api/list-categories';
import { CategoryMenu } from '../../features/catalog/components/CategoryMenu';
import { HeaderSearch, useHeaderSearchShown } from '../../features/catalog/components/HeaderSearch';
import { SpecialPriceButton } from '../../features/catalog/components/SpecialPriceDrawer';
import { topLevelCode } from '../../features/catalog/lib/category-tree';
import { CustomerButton } from '../../features/customers/components/CustomerButton';
import { FavoriteToggle } from '../../features/favorites/components/FavoriteToggle';
import { QuickOrderHeaderButton } from '../../features/quick-order/components/QuickOrderHeaderButton';
import { useSiteIdentity } from '../../lib/site';
import { useCustomerStore } from '../../lib/stores/customer-store';
import { useOrderTransactionStore } from '../../lib/stores/order-transaction-store';
import { UserMenu } from './UserMenu';
import { useOnceTrue } from './use-once-true';

// Shown after placing an order: its code loads then (ADR 0031).
const OrderResultModal = lazy(() =>
  import('../../features/baskets/components/OrderResultModal').then((m) => ({ default: m.OrderResultModal })),
);
// ...with the payments feature's "Pay online" beside each order awaiting an online payment (loaded with it).
const PayOnlineLink = lazy(() => import('../../features/payments/components/PayOnlineLink').then((m) => ({ default: m.PayOnlineLink })));
const renderPayOnline = (docNumber: string) => (
  <Suspense fallback={null}>
    <PayOnlineLink docNumber={docNumber} />
  </Suspense>
);

/** The header's top row (the spec's h-16 header, spec 01 §9). */
export const HEADER_ROW_HEIGHT = 60;
/** The simple layout's menu bar under the top row, from the large breakpoint on (spec 02 §2, §9 lg 1200). */
export const MENU_BAR_HEIGHT = 44;

interface AppHeaderProps {
  /** Burger / collapse controls on the left. */
  leading?: ReactNode;
  /**
   * The simple layout's top menu: a bar of its own under the header row, so every top-level entry has
   * room; shown from the large breakpoint (Mantine lg, 1200 px), below which the menu is a drawer.
   */
  inlineNav?: ReactNode;
}

const renderFavorite = (productId: number, name: string) => <FavoriteToggle productId={productId} name={name} />;

/** The header cart (spec 01 §2) with the catalogue's fallback images, and the order result modal (spec 01 §4). */
function HeaderCart() {
  const selected = useCustomerStore((s) => s.selected !== null);
  const categories = useCategories(selected);
  const orderResult = useOnceTrue(useOrderTransactionStore((s) => s.transactionId !== null));
  return (
    <>
      <CartDropdown fallbackImage={(categoryId) => fallbackImageUrl(topLevelCode(categories.data, categoryId))} />
      {orderResult && (
        <Suspense fallback={null}>
          <OrderResultModal payAction={renderPayOnline} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The header search on a phone, whose row has no room for the field: a button that opens the same search
 * over the whole row, closed by its close button, by Escape, or by going to another page.
 */
function PhoneSearch({ addToCart }: { addToCart: ReturnType<typeof useAddToCart> }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shown = useHeaderSearchShown();
  const [opened, setOpened] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  // another page (a result's "show all") closes it
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpened(false);
  }
  if (!shown) return null;
  const close = () => {
    setOpened(false);
    // back to the button that opened it, as a dialog's close does
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <ActionIcon
        ref={button}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('catalog.search.open')}
        aria-expanded={opened}
        onClick={() => setOpened(true)}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      {opened && (
        <Group
          pos="absolute"
          top={0}
          left={0}
          right={0}
          h={HEADER_ROW_HEIGHT}
          px="xs"
          gap="xs"
          wrap="nowrap"
          bg="var(--mantine-color-body)"
          // above the header's own layers (the cart's count badge)
          style={{ zIndex: 'var(--mantine-z-index-popover)' }}
        >
          <Box style={{ flex: 1, minWidth: 0 }}>
            <HeaderSearch renderFavorite={renderFavorite} onAddToCart={addToCart} phone={{ onDismiss: close }} />
          </Box>
          <CloseButton size="lg" aria-label={t('catalog.search.close')} onClick={close} />
        </Group>
      )}
    </>
  );
}

export function AppHeader({ leading, inlineNav }: AppHeaderProps) {
  const site = useSiteIdentity();
  const addToCart = useAddToCart();
  return (
    <>
      <Group h={HEADER_ROW_HEIGHT} px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          {leading}
          {/* data-tour: the guided tour's anchors (features/tour); only the one on the screen is used */}
          <Box hiddenFrom="sm" data-tour="logo">
            <BrandLogo to="/home" compact logoUrl={site.headerLogo} title={site.headerTitle} />
          </Box>
          <Box visibleFrom="sm" data-tour="logo">
            <BrandLogo to="/home" logoUrl={site.headerLogo} title={site.headerTitle} />
          </Box>
          <Box visibleFrom="sm">
            <CategoryMenu />
          </Box>
        </Group>
        <Group gap={6} wrap="nowrap">
          {/* the search renders nothing without a customer or on /products: an empty box is no tour step */}
          <Box visibleFrom="xs" data-tour="search">
            <HeaderSearch renderFavorite={renderFavorite} onAddToCart={addToCart} />
          </Box>
          <Box hiddenFrom="xs" data-tour="search">
            <PhoneSearch addToCart={addToCart} />
          </Box>
          <SpecialPriceButton />
          <Box data-tour="customer-select">
            <CustomerButton />
          </Box>
          {/* beside the cart; a phone's header has no room for it: the menu lists it there */}
          <Box visibleFrom="xs">
            <QuickOrderHeaderButton />
          </Box>
          <Box data-tour="cart">
            <HeaderCart />
          </Box>
          {/* a phone's header has no room for it: the user menu lists the languages there (and the footer) */}
          <Box visibleFrom="xs">
            <LanguageSelector compact />
          </Box>
          <Box visibleFrom="sm">
            <ColorSchemeToggle />
          </Box>
          <Box data-tour="user-menu">
            <UserMenu />
          </Box>
        </Group>
      </Group>
      {inlineNav && (
        <Box
          visibleFrom="lg"
          h={MENU_BAR_HEIGHT}
          px="md"
          style={{ borderTop: '1px solid var(--app-shell-border-color)', display: 'flex', alignItems: 'center' }}
        >
          {inlineNav}
        </Box>
      )}
    </>
  );
}

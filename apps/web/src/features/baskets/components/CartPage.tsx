import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconDiscount, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { usePhoneScreen } from '../../../lib/media';
import { useClearCart } from '../api/remove-cart-products';
import { useCheckout } from '../hooks/use-checkout';
import { type SpecialPriceRule, specialCart } from '../lib/special-prices';
import { CartLineCards } from './CartLineCards';
import { CartLinesTable, type RenderPriceExplanation } from './CartLinesTable';
import { CheckoutCard } from './CheckoutCard';
import type { CartCategory } from './PaymentMethodsPanel';
import { PlaceOrderCard } from './PlaceOrderCard';
import { SplitPreviewCard } from './SplitPreviewCard';

interface CartPageProps {
  /** Image when a product has none (the route supplies the catalogue's fallback by category). */
  fallbackImage?: (categoryId: number) => string;
  /** The (top-level) category a line's payment method belongs to, with its name (the route supplies the catalogue's tree). */
  categoryOf?: (categoryId: number) => CartCategory | null;
  /**
   * While special-price mode is on (spec 01 §4: applied to every shown price), the catalogue's rule for a
   * unit price (the route supplies it); the page then shows marked-up prices and totals, with a marker.
   */
  specialPrice?: SpecialPriceRule | null;
  /** Beside the title while the cart has lines: e.g. "save as list" (the lists feature's, from the route). */
  actions?: ReactNode;
  /** "Why this price" beside each line's price (the catalogue's, from the route; staff and salesmen only). */
  renderPriceExplanation?: RenderPriceExplanation;
}

/**
 * /cart (spec 01 §2, §3): the lines, a payment method per category, the delivery address, a note, the
 * summary totals and place order (see useCheckout); the result modal then follows the transaction.
 */
export function CartPage({ fallbackImage, categoryOf, specialPrice, actions, renderPriceExplanation }: CartPageProps) {
  const { t } = useTranslation();
  const checkout = useCheckout();
  const clear = useClearCart();
  const [confirmClear, setConfirmClear] = useState(false);
  const phone = usePhoneScreen();
  const { cart } = checkout;

  if (cart.isPending) return <LoadingSpinner />;
  if (cart.isError) {
    return (
      <Alert color="red" variant="light">
        {errorText(cart.error, t('cart.loadError'))}
      </Alert>
    );
  }

  const { cartDetails: lines, cartSummary: summary } = cart.data;
  // What the page shows: the server's figures, or in special-price mode the marked-up ones (the order is
  // still placed at the real prices).
  const shown = specialPrice ? specialCart(lines, summary, specialPrice) : { lines, summary };
  const openClear = () => {
    clear.reset();
    setConfirmClear(true);
  };
  const header = <CartHeader onClear={lines.length > 0 ? openClear : null} actions={lines.length > 0 ? actions : null} />;
  if (lines.length === 0) {
    return (
      <Stack gap="md">
        {header}
        <EmptyCartCard />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      {lines.some((l) => l.problem !== null) && (
        <Alert color="orange" variant="light" role="alert">
          {t('cart.problemsHint')}
        </Alert>
      )}
      {specialPrice && (
        <Alert color="orange" variant="light" icon={<IconDiscount size={18} aria-hidden />} data-testid="special-price-marker">
          {t('cart.specialPrices')}
        </Alert>
      )}
      {phone ? (
        <CartLineCards lines={shown.lines} fallbackImage={fallbackImage} renderPriceExplanation={renderPriceExplanation} />
      ) : (
        <Card withBorder padding="xs">
          <CartLinesTable lines={shown.lines} fallbackImage={fallbackImage} renderPriceExplanation={renderPriceExplanation} />
        </Card>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CheckoutCard lines={lines} checkout={checkout} categoryOf={categoryOf} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <PlaceOrderCard
            summary={shown.summary}
            canPlaceOrder={summary.canPlaceOrder}
            specialPrices={Boolean(specialPrice)}
            checkout={checkout}
          />
        </Grid.Col>
      </Grid>
      <SplitPreviewCard addressCode={checkout.chosen?.code} ready={!checkout.addresses.isPending} currency={summary.currency} />
      <ConfirmDialog
        opened={confirmClear}
        title={t('cart.clearTitle')}
        message={t('cart.clearMessage')}
        confirmLabel={t('cart.clear')}
        loading={clear.isPending}
        error={clear.isError ? errorText(clear.error, t('errors.unexpected')) : null}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirmClear(false) })}
        onClose={() => setConfirmClear(false)}
      />
    </Stack>
  );
}

/** The title, and emptying the cart while it has lines. */
function CartHeader({ onClear, actions }: { onClear: (() => void) | null; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <Title order={1} size="h2">
        {t('cart.title')}
      </Title>
      <Group gap="xs">
        {actions}
        {onClear && (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onClear}>
            {t('cart.clear')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

function EmptyCartCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">{t('cart.empty')}</Text>
        <Button component={Link} to="/products" variant="light">
          {t('cart.browse')}
        </Button>
      </Stack>
    </Card>
  );
}

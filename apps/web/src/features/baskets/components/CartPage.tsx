import type { DeliveryAddress } from '@dealerport/contract';
import { Alert, Badge, Button, Card, Grid, Group, Loader, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconDiscount, IconShoppingCartCheck, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { useOrderTransactionStore } from '../../../lib/stores/order-transaction-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useCart } from '../api/get-cart';
import { useDeliveryAddresses } from '../api/list-delivery-addresses';
import { usePlaceOrder } from '../api/place-order';
import { useClearCart } from '../api/remove-cart-products';
import { type SpecialPriceRule, specialCart } from '../lib/special-prices';
import { CartLinesTable } from './CartLinesTable';
import { CartSummaryCard } from './CartSummaryCard';
import { type CartCategory, PaymentMethodsPanel } from './PaymentMethodsPanel';

export const NOTE_MAX_LENGTH = 1000;

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
}

/** The address checkout proposes: the cart's, else the customer's default, else the first. */
export function proposedAddress(addresses: readonly DeliveryAddress[], cartAddressId: string | null): DeliveryAddress | null {
  return addresses.find((a) => a.id === cartAddressId) ?? addresses.find((a) => a.isDefault) ?? addresses[0] ?? null;
}

function addressLine(a: DeliveryAddress): string {
  return [a.title, a.address, [a.postCode, a.city].filter(Boolean).join(' '), a.countryCode].filter(Boolean).join(', ');
}

/**
 * /cart (spec 01 §2, §3): the lines, a payment method per category, the delivery address, a note, the
 * summary totals and place order. Placing sends one idempotency key per checkout attempt, so a double
 * click (or a retry after a lost answer) creates one order; the result modal then follows the transaction.
 */
export function CartPage({ fallbackImage, categoryOf, specialPrice }: CartPageProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const addresses = useDeliveryAddresses();
  const place = usePlaceOrder();
  const clear = useClearCart();
  const startTransaction = useOrderTransactionStore((s) => s.start);
  const userId = useUserStore((s) => s.user?.id ?? null);

  const [addressCode, setAddressCode] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  // One key per checkout attempt: the cart as read. Clicking again (a double click, a retry after a lost
  // answer) sends the same key, so the server answers with the first transaction; once the cart is read
  // again (the order emptied it, a failure or an edit changed it) the next click is a new attempt.
  const attempt = useRef<{ key: string; cartReadAt: number } | null>(null);

  if (cart.isPending) return <Loader aria-label={t('common.loading')} />;
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
  const header = (
    <Group justify="space-between" align="flex-end">
      <Title order={1} size="h2">
        {t('cart.title')}
      </Title>
      {lines.length > 0 && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() => {
            clear.reset();
            setConfirmClear(true);
          }}
        >
          {t('cart.clear')}
        </Button>
      )}
    </Group>
  );

  if (lines.length === 0) {
    return (
      <Stack gap="md">
        {header}
        <Card withBorder>
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">{t('cart.empty')}</Text>
            <Button component={Link} to="/products" variant="light">
              {t('cart.browse')}
            </Button>
          </Stack>
        </Card>
      </Stack>
    );
  }

  const addressList = addresses.data ?? [];
  const chosen = addressList.find((a) => a.code === addressCode) ?? proposedAddress(addressList, cart.data.deliveryAddressId);
  const hasProblem = lines.some((l) => l.problem !== null);
  const canPlace = summary.canPlaceOrder && chosen !== null && !place.isPending;

  const submit = () => {
    if (!chosen) return;
    if (attempt.current?.cartReadAt !== cart.dataUpdatedAt) attempt.current = { key: crypto.randomUUID(), cartReadAt: cart.dataUpdatedAt };
    const idempotencyKey = attempt.current.key;
    const trimmed = note.trim();
    place.mutate(
      { customerAddressCode: chosen.code, idempotencyKey, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: (result) => startTransaction(result.transactionId, userId),
        onError: (error) => {
          // a refusal ends the attempt (something must change first); a lost answer is retried with the same key
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) attempt.current = null;
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {header}
      {hasProblem && (
        <Alert color="orange" variant="light" role="alert">
          {t('cart.problemsHint')}
        </Alert>
      )}
      {specialPrice && (
        <Alert color="orange" variant="light" icon={<IconDiscount size={18} aria-hidden />} data-testid="special-price-marker">
          {t('cart.specialPrices')}
        </Alert>
      )}
      <Card withBorder padding="xs">
        <CartLinesTable lines={shown.lines} fallbackImage={fallbackImage} />
      </Card>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('cart.checkout')}
              </Title>
              <PaymentMethodsPanel lines={lines} categoryOf={categoryOf} />
              <Select
                label={t('cart.address')}
                placeholder={addresses.isPending ? t('common.loading') : t('cart.addressPlaceholder')}
                data={addressList.map((a) => ({ value: a.code, label: `${a.caption} (${a.code})` }))}
                value={chosen?.code ?? null}
                onChange={setAddressCode}
                allowDeselect={false}
                required
                error={
                  addresses.isError
                    ? errorText(addresses.error, t('cart.addressesError'))
                    : addresses.isSuccess && addressList.length === 0
                      ? t('cart.noAddress')
                      : undefined
                }
                comboboxProps={{ withinPortal: true }}
              />
              {chosen && (
                <Text size="sm" c="dimmed" data-testid="chosen-address">
                  {addressLine(chosen)}
                  {chosen.responsible ? ` · ${chosen.responsible}` : ''}
                </Text>
              )}
              <Textarea
                label={t('cart.note')}
                placeholder={t('cart.notePlaceholder')}
                value={note}
                onChange={(e) => setNote(e.currentTarget.value)}
                maxLength={NOTE_MAX_LENGTH}
                autosize
                minRows={2}
                maxRows={6}
                description={`${note.length}/${NOTE_MAX_LENGTH}`}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder>
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Title order={2} size="h4">
                  {t('cart.summary.title')}
                </Title>
                {specialPrice && (
                  <Badge color="orange" variant="light">
                    {t('cart.specialPricesBadge')}
                  </Badge>
                )}
              </Group>
              <CartSummaryCard summary={shown.summary} />
              <Button
                size="md"
                fullWidth
                leftSection={<IconShoppingCartCheck size={18} />}
                disabled={!canPlace}
                loading={place.isPending}
                onClick={submit}
              >
                {t('cart.placeOrder')}
              </Button>
              {!summary.canPlaceOrder && (
                <Text size="xs" c="dimmed">
                  {t('cart.cannotPlace')}
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
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

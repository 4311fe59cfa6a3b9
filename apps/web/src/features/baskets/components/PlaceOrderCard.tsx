import type { CartSummary } from '@dealerport/contract';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../hooks/use-checkout';
import { CartSummaryCard } from './CartSummaryCard';

interface PlaceOrderCardProps {
  /** The totals shown: the server's, or the marked-up ones in special-price mode. */
  summary: CartSummary;
  /** The server's word on the real cart (not the shown figures). */
  canPlaceOrder: boolean;
  specialPrices: boolean;
  checkout: Checkout;
}

/** The cart screen's summary card: the totals and place order, or why the cart can't be ordered. */
export function PlaceOrderCard({ summary, canPlaceOrder, specialPrices, checkout }: PlaceOrderCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('cart.summary.title')}
          </Title>
          {specialPrices && (
            <Badge color="orange" variant="light">
              {t('cart.specialPricesBadge')}
            </Badge>
          )}
        </Group>
        <CartSummaryCard summary={summary} />
        <Button
          size="md"
          fullWidth
          leftSection={<IconShoppingCartCheck size={18} />}
          disabled={!checkout.canPlace}
          loading={checkout.placing}
          onClick={checkout.submit}
        >
          {t('cart.placeOrder')}
        </Button>
        {!canPlaceOrder && (
          <Text size="xs" c="dimmed">
            {t('cart.cannotPlace')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

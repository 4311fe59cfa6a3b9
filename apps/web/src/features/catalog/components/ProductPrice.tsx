import type { ProductListItem } from '@dealerport/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents, toCents } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { applySpecialPriceCents } from '../lib/special-price';
import { useSpecialPriceStore } from '../lib/special-price-store';

type PriceFields = Pick<
  ProductListItem,
  'salePrice' | 'salePriceWithVat' | 'discountedPrice' | 'discountedPriceWithVat' | 'currencyText' | 'showPrice'
>;

export interface PriceView {
  net: string;
  gross: string | null;
  /** The list price, struck through, when the customer's price is lower. */
  listNet: string | null;
  listGross: string | null;
  special: boolean;
}

/**
 * The prices of a product as shown: null when they are hidden (the customer may not see prices, or the
 * special-price drawer hides them). In special-price mode every price carries the category's
 * percentage and the fixed expense (spec 01 §4), computed in cents.
 */
export function usePriceView(product: PriceFields, topCategoryCode: string | null): PriceView | null {
  const locale = useLocaleStore((s) => s.locale);
  const enabled = useSpecialPriceStore((s) => s.enabled);
  const percentages = useSpecialPriceStore((s) => s.percentages);
  const fixedExpense = useSpecialPriceStore((s) => s.fixedExpense);
  const showPrices = useSpecialPriceStore((s) => s.showPrice);
  const special = enabled ? { percentages, fixedExpense } : null;
  if (!product.showPrice || !showPrices) return null;
  const net = toCents(product.discountedPrice ?? product.salePrice);
  if (net === null) return null;
  const adjust = (cents: bigint) => (special ? applySpecialPriceCents(cents, topCategoryCode, special) : cents);
  const fmt = (cents: bigint | null) => (cents === null ? null : formatCents(adjust(cents), locale, product.currencyText));
  const gross = toCents(product.discountedPriceWithVat ?? product.salePriceWithVat);
  const listNet = toCents(product.salePrice);
  const discounted = listNet !== null && listNet > net;
  return {
    net: fmt(net) ?? '',
    gross: fmt(gross),
    listNet: discounted ? fmt(listNet) : null,
    listGross: discounted ? fmt(toCents(product.salePriceWithVat)) : null,
    special: special !== null,
  };
}

export function ProductPrice({
  product,
  topCategoryCode,
  size = 'md',
}: {
  product: PriceFields;
  topCategoryCode: string | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const view = usePriceView(product, topCategoryCode);
  if (!view) return null;
  return (
    <Stack gap={0} data-testid="product-price">
      {view.listNet && (
        <Text size="xs" c="dimmed" td="line-through" aria-label={t('catalog.price.listPrice')}>
          {view.listNet}
        </Text>
      )}
      <Group gap={6} align="baseline" wrap="wrap">
        <Text fw={700} size={size === 'lg' ? 'xl' : size === 'sm' ? 'md' : 'lg'} c={view.special ? 'orange' : undefined}>
          {view.net}
        </Text>
        <Text size="xs" c="dimmed">
          {t('catalog.price.exclVat')}
        </Text>
      </Group>
      {view.gross && (
        <Group gap={6} align="baseline">
          {view.listGross && (
            <Text size="xs" c="dimmed" td="line-through">
              {view.listGross}
            </Text>
          )}
          <Text size="sm">{view.gross}</Text>
          <Text size="xs" c="dimmed">
            {t('catalog.price.inclVat')}
          </Text>
        </Group>
      )}
      {view.special && (
        <Text size="xs" c="orange">
          {t('catalog.price.specialApplied')}
        </Text>
      )}
    </Stack>
  );
}

import type { CartLine } from '@dealerport/contract';
import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveLineButton } from '../../../components/RemoveLineButton';
import { formatMoney } from '../../../lib/money';
import { formatPercent } from '../../../lib/numbers';
import { useRemoveCartProduct } from '../api/remove-cart-product';
import { CartLineName, CartLinePrice, QuantityCell, type RenderPriceExplanation } from './CartLinesTable';

interface CartLineCardsProps {
  lines: CartLine[];
  fallbackImage?: (categoryId: number) => string;
  renderPriceExplanation?: RenderPriceExplanation | undefined;
}

/**
 * The cart's lines on a phone: a card each, holding what the table's columns hold (the product, its
 * quantity, the prices, the line total, the stock, the remove button) in the width of the screen, where
 * the table would scroll its prices and the remove button out of sight.
 */
export function CartLineCards({ lines, fallbackImage, renderPriceExplanation }: CartLineCardsProps) {
  const { t } = useTranslation();
  const remove = useRemoveCartProduct();
  return (
    <Stack component="ul" gap="sm" aria-label={t('cart.lines')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {lines.map((line) => (
        <li key={line.id}>
          <CartLineCard
            line={line}
            fallbackImage={fallbackImage}
            renderPriceExplanation={renderPriceExplanation}
            removing={remove.isPending && remove.variables === line.productId}
            onRemove={() => remove.mutate(line.productId)}
          />
        </li>
      ))}
    </Stack>
  );
}

interface CartLineCardProps {
  line: CartLine;
  fallbackImage?: ((categoryId: number) => string) | undefined;
  renderPriceExplanation?: RenderPriceExplanation | undefined;
  removing: boolean;
  onRemove: () => void;
}

function CartLineCard({ line, fallbackImage, renderPriceExplanation, removing, onRemove }: CartLineCardProps) {
  const { t, i18n } = useTranslation();
  const money = (value: string | null) => formatMoney(value, i18n.language, line.currencyText);
  const discounts = line.discountRates.length ? line.discountRates.map((rate) => formatPercent(rate, i18n.language)).join(' + ') : '—';
  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      aria-label={line.name}
      data-problem={line.problem?.code}
      bg={line.problem ? 'var(--mantine-color-red-light)' : undefined}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Image
          src={line.images[0]?.url ?? fallbackImage?.(line.categoryId) ?? null}
          fallbackSrc={fallbackImage?.(line.categoryId)}
          alt=""
          w={48}
          h={48}
          fit="contain"
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <CartLineName line={line} />
        </Box>
      </Group>
      <Group justify="space-between" align="center" mt="sm" wrap="nowrap">
        <QuantityCell line={line} />
        <RemoveLineButton aria-label={t('cart.removeNamed', { name: line.name })} loading={removing} onClick={onRemove} />
      </Group>
      <Box component="dl" mt="sm" mb={0}>
        <Figure label={t('cart.columns.unitPrice')}>{money(line.salePrice)}</Figure>
        <Figure label={t('cart.columns.discounts')}>{discounts}</Figure>
        <Figure label={t('cart.columns.discountedPrice')}>
          <CartLinePrice line={line} renderPriceExplanation={renderPriceExplanation} />
        </Figure>
        <Figure label={t('cart.columns.expense')}>{money(line.expenseCostPrice)}</Figure>
        <Figure label={t('cart.columns.stock')}>{line.stockText ?? '—'}</Figure>
        <Figure label={t('cart.columns.lineTotal')} strong>
          {money(line.lineTotal)}
        </Figure>
      </Box>
    </Paper>
  );
}

/** One of the card's figures: its name (the table's column) and its value at the end of the line. */
function Figure({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" py={2}>
      <Text component="dt" size="sm" c="dimmed" fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} ta="end" fw={strong ? 700 : undefined} data-testid={strong ? 'line-total' : undefined}>
        {children}
      </Text>
    </Group>
  );
}

import type { CartLine } from '@dealerport/contract';
import { Badge, Group, Image, NumberInput, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoveLineButton } from '../../../components/RemoveLineButton';
import { formatMoney } from '../../../lib/money';
import { formatPercent, formatQuantity } from '../../../lib/numbers';
import { useAddCartProduct } from '../api/add-cart-product';
import { useRemoveCartProduct } from '../api/remove-cart-product';

/**
 * "Why this price" of a line, beside its price (the catalogue's, handed in by the route: features do not
 * import each other); it renders nothing for those who may not ask (dealers).
 */
export type RenderPriceExplanation = (line: CartLine) => ReactNode;

interface CartLinesTableProps {
  lines: CartLine[];
  fallbackImage?: (categoryId: number) => string;
  renderPriceExplanation?: RenderPriceExplanation | undefined;
}

/** The cart's lines (spec 01 §3 Cart line): quantity editable within min/max, prices, stock and the line's problem. */
export function CartLinesTable({ lines, fallbackImage, renderPriceExplanation }: CartLinesTableProps) {
  const { t } = useTranslation();
  const remove = useRemoveCartProduct();

  return (
    // fits a 1366 px screen beside the menu; a phone shows the lines as cards instead (CartLineCards)
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" striped={false} highlightOnHover aria-label={t('cart.lines')}>
        <CartLinesHead />
        <Table.Tbody>
          {lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              fallbackImage={fallbackImage}
              renderPriceExplanation={renderPriceExplanation}
              removing={remove.isPending && remove.variables === line.productId}
              onRemove={() => remove.mutate(line.productId)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CartLinesHead() {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {/* on a phone the image gives its room to the name and the prices */}
        <Table.Th w={64} visibleFrom="sm">
          <VisuallyHidden>{t('cart.columns.image')}</VisuallyHidden>
        </Table.Th>
        <Table.Th>{t('cart.columns.name')}</Table.Th>
        <Table.Th w={132}>{t('cart.columns.quantity')}</Table.Th>
        <Table.Th ta="end">{t('cart.columns.unitPrice')}</Table.Th>
        <Table.Th ta="end">{t('cart.columns.discounts')}</Table.Th>
        <Table.Th ta="end">{t('cart.columns.discountedPrice')}</Table.Th>
        <Table.Th ta="end">{t('cart.columns.expense')}</Table.Th>
        <Table.Th ta="end">{t('cart.columns.lineTotal')}</Table.Th>
        <Table.Th>{t('cart.columns.stock')}</Table.Th>
        <Table.Th w={48}>
          <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

interface CartLineRowProps {
  line: CartLine;
  fallbackImage?: ((categoryId: number) => string) | undefined;
  renderPriceExplanation?: RenderPriceExplanation | undefined;
  /** The remove call of this line is under way. */
  removing: boolean;
  onRemove: () => void;
}

function CartLineRow({ line, fallbackImage, renderPriceExplanation, removing, onRemove }: CartLineRowProps) {
  const { t, i18n } = useTranslation();
  const money = (value: string | null, currency: string) => formatMoney(value, i18n.language, currency);
  return (
    <Table.Tr aria-label={line.name} data-problem={line.problem?.code} bg={line.problem ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Td visibleFrom="sm">
        <Image
          src={line.images[0]?.url ?? fallbackImage?.(line.categoryId) ?? null}
          fallbackSrc={fallbackImage?.(line.categoryId)}
          alt=""
          w={48}
          h={48}
          fit="contain"
        />
      </Table.Td>
      <Table.Td>
        <CartLineName line={line} />
      </Table.Td>
      <Table.Td>
        <QuantityCell line={line} />
      </Table.Td>
      <Table.Td ta="end">{money(line.salePrice, line.currencyText)}</Table.Td>
      <Table.Td ta="end">
        {line.discountRates.length ? line.discountRates.map((rate) => formatPercent(rate, i18n.language)).join(' + ') : '—'}
      </Table.Td>
      <Table.Td ta="end">
        <CartLinePrice line={line} renderPriceExplanation={renderPriceExplanation} />
      </Table.Td>
      <Table.Td ta="end">{money(line.expenseCostPrice, line.currencyText)}</Table.Td>
      <Table.Td ta="end" fw={600}>
        {money(line.lineTotal, line.currencyText)}
      </Table.Td>
      <Table.Td>{line.stockText ?? '—'}</Table.Td>
      <Table.Td>
        <RemoveLineButton
          tooltip={t('cart.remove')}
          aria-label={t('cart.removeNamed', { name: line.name })}
          loading={removing}
          onClick={onRemove}
        />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The line's unit price after every discount: the price without the running campaign struck through above
 * it when a campaign lowers it, and "why this price" beside it where offered.
 */
export function CartLinePrice({
  line,
  renderPriceExplanation,
}: {
  line: CartLine;
  renderPriceExplanation?: RenderPriceExplanation | undefined;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string | null) => formatMoney(value, i18n.language, line.currencyText);
  const explanation = line.salePrice !== null ? renderPriceExplanation?.(line) : null;
  if (!line.priceBeforeCampaign && !explanation) return <>{money(line.discountedPrice)}</>;
  return (
    <Stack gap={0} align="flex-end">
      {line.priceBeforeCampaign && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <VisuallyHidden>{t('prices.beforeCampaign')}: </VisuallyHidden>
          <s data-testid="price-before-campaign">{money(line.priceBeforeCampaign)}</s>
        </Text>
      )}
      <Group gap={2} wrap="nowrap" justify="flex-end">
        <span style={{ whiteSpace: 'nowrap' }}>{money(line.discountedPrice)}</span>
        {explanation}
      </Group>
    </Stack>
  );
}

/**
 * The line's code and name with what the server says of it: the campaign, a quantity break's price, the
 * pre-sale text, the problem.
 */
export function CartLineName({ line }: { line: CartLine }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2} miw={140}>
      <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {line.code}
      </Text>
      <Text size="sm" fw={500}>
        {line.name}
      </Text>
      {line.campaign && (
        <Badge size="xs" color="grape" variant="light">
          {line.campaign}
        </Badge>
      )}
      {line.quantityBreak !== null && (
        <Text size="xs" c="teal" data-testid="quantity-break">
          {t('prices.quantityBreak', { quantity: formatQuantity(line.quantityBreak, line.unitCode, i18n.language) })}
        </Text>
      )}
      {line.preSaleText && (
        <Text size="xs" c="blue">
          {line.preSaleText}
        </Text>
      )}
      {line.problem && (
        <Text size="xs" c="red" fw={600} data-testid="line-problem">
          {line.problem.message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The line's quantity within the product's min/max; a changed value is sent on blur or Enter by adding
 * the product again (the quantity replaces the line's). A refusal puts the cart's quantity back.
 */
export function QuantityCell({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const add = useAddCartProduct();
  const [value, setValue] = useState<number | string>(line.quantity);
  const [shown, setShown] = useState(line.quantity);
  // the cart was read again (another tab, a refusal): show its quantity
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setValue(line.quantity);
  }
  const min = Math.max(line.minOrderQuantity, 1);
  const max = line.maxOrderQuantity ?? undefined;

  const commit = () => {
    const quantity = typeof value === 'number' ? value : Number.parseInt(value, 10);
    if (!Number.isInteger(quantity) || quantity === line.quantity) {
      setValue(line.quantity);
      return;
    }
    const bounded = Math.min(Math.max(quantity, min), max ?? quantity);
    setValue(bounded);
    if (bounded === line.quantity) return;
    add.mutate({ productId: line.productId, quantity: bounded }, { onError: () => setValue(line.quantity) });
  };

  return (
    <NumberInput
      size="xs"
      w={116}
      min={min}
      max={max}
      step={1}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="blur"
      value={value}
      onChange={setValue}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      disabled={add.isPending}
      rightSection={
        <Text size="xs" c="dimmed">
          {line.unitCode}
        </Text>
      }
      // room for the longer unit codes ("PAKET", "KUTU")
      rightSectionWidth={48}
      aria-label={t('cart.quantityFor', { name: line.name })}
    />
  );
}

import type { ProductDetail } from '@dealerport/contract';
import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../lib/numbers';
import { usePriceFormatter } from './ProductPrice';

/**
 * The customer's unit price by quantity ("from 10 pcs: €81.00"), net and gross as the price block shows
 * them (special-price mode's mark-up included); nothing when the product has no quantity breaks or its
 * prices are hidden. The cart charges the price of the line's quantity.
 */
export function QuantityBreaksTable({ product, topCategoryCode }: { product: ProductDetail; topCategoryCode: string | null }) {
  const { t, i18n } = useTranslation();
  const formatter = usePriceFormatter(product, topCategoryCode);
  if (!formatter || product.quantityBreaks.length === 0) return null;
  const { format } = formatter;
  return (
    <div>
      <Title order={3} size="h6" mb={4}>
        {t('prices.quantityBreaks.title')}
      </Title>
      <Table fz="sm" verticalSpacing={4} striped aria-label={t('prices.quantityBreaks.title')} data-testid="quantity-breaks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('prices.quantityBreaks.quantity')}</Table.Th>
            <Table.Th ta="end">{t('catalog.price.exclVat')}</Table.Th>
            <Table.Th ta="end">{t('catalog.price.inclVat')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {product.quantityBreaks.map((row) => (
            <Table.Tr key={row.minQuantity}>
              <Table.Td>
                {t('prices.quantityBreaks.from', { quantity: formatQuantity(row.minQuantity, product.unitCode, i18n.language) })}
              </Table.Td>
              <Table.Td ta="end">{format(row.discountedPrice)}</Table.Td>
              <Table.Td ta="end">{format(row.discountedPriceWithVat)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

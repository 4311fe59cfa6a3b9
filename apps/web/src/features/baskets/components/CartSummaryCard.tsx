import type { CartSummary } from '@dealerport/contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';

const ROWS = [
  ['totalPrice', 'cart.summary.totalPrice'],
  ['totalDiscountPrice', 'cart.summary.totalDiscountPrice'],
  ['totalDiscountedPrice', 'cart.summary.totalDiscountedPrice'],
  ['totalExpenseCostPrice', 'cart.summary.totalExpenseCostPrice'],
  ['totalVatPrice', 'cart.summary.totalVatPrice'],
] as const;

/** The cart summary totals of spec 01 §3 as the server computed them (to the cent), or as special-price mode shows them. */
export function CartSummaryCard({ summary }: { summary: CartSummary }) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatMoney(value, i18n.language, summary.currency);
  return (
    <Table aria-label={t('cart.summary.title')} withRowBorders={false} verticalSpacing={4}>
      <Table.Tbody>
        {ROWS.map(([field, key]) => (
          <Table.Tr key={field} data-testid={`summary-${field}`}>
            <Table.Th fw={400}>{t(key)}</Table.Th>
            <Table.Td ta="end">
              {field === 'totalDiscountPrice' && summary[field] !== '0.00' ? `−${money(summary[field])}` : money(summary[field])}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr data-testid="summary-totalWithVatDiscountedPrice" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th fz="lg">{t('cart.summary.totalWithVatDiscountedPrice')}</Table.Th>
          <Table.Td ta="end" fz="lg" fw={700}>
            {money(summary.totalWithVatDiscountedPrice)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

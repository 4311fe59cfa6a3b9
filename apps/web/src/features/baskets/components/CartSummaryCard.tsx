import type { CartSummary } from '@dealerport/contract';
import { useTranslation } from 'react-i18next';
import { TotalsTable } from '../../../components/TotalsTable';

const ROWS = [
  ['totalPrice', 'cart.summary.totalPrice'],
  ['totalDiscountPrice', 'cart.summary.totalDiscountPrice'],
  ['totalDiscountedPrice', 'cart.summary.totalDiscountedPrice'],
  ['totalExpenseCostPrice', 'cart.summary.totalExpenseCostPrice'],
  ['totalVatPrice', 'cart.summary.totalVatPrice'],
] as const;

/** The cart summary totals of spec 01 §3 as the server computed them (to the cent), or as special-price mode shows them. */
export function CartSummaryCard({ summary }: { summary: CartSummary }) {
  const { t } = useTranslation();
  return (
    <TotalsTable
      label={t('cart.summary.title')}
      currency={summary.currency}
      lines={ROWS.map(([field, key]) => ({
        label: t(key),
        value: summary[field],
        deduction: field === 'totalDiscountPrice',
        testId: `summary-${field}`,
      }))}
      total={{
        label: t('cart.summary.totalWithVatDiscountedPrice'),
        value: summary.totalWithVatDiscountedPrice,
        testId: 'summary-totalWithVatDiscountedPrice',
      }}
    />
  );
}

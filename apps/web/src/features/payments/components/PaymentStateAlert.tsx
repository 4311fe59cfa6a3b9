import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { usePaymentOrder } from '../api/process-payment';

const COLORS = { Created: 'blue', Paid: 'green', Failed: 'orange', Cancelled: 'gray', Refunded: 'gray' } as const;

/**
 * /orders/{docNo}/{paymentOrderId}: the payment order's state above the order (GET /api/payments/{id}); a
 * test payment (the demo gateway's test mode) is titled as one that took no money.
 */
export function PaymentStateAlert({ paymentOrderId }: { paymentOrderId: string }) {
  const { t, i18n } = useTranslation();
  const payment = usePaymentOrder(paymentOrderId);
  if (!payment.data) return null;
  const p = payment.data;
  const test = p.testMode && p.status === 'Paid';
  return (
    <Alert
      color={test ? 'orange' : COLORS[p.status]}
      variant="light"
      title={test ? t('payments.testPaymentTitle') : t(`payments.status.${p.status}`)}
    >
      {t('payments.stateLine', {
        amount: formatMoney(p.amount, i18n.language, p.currency),
        provider: t(`payments.providers.${p.provider}`),
      })}
      {p.captureTransactionId ? ` · ${t('payments.transaction', { id: p.captureTransactionId })}` : ''}
    </Alert>
  );
}

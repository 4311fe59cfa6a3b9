import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePaymentAvailability } from '../api/payment-availability';

/**
 * The order result's "Pay online" beside an order that awaits an online payment (canPayWithPayPal): a link
 * to the order's page, where it is paid; offered only while online payment is on for that order.
 */
export function PayOnlineLink({ docNumber, onNavigate }: { docNumber: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const availability = usePaymentAvailability(docNumber);
  if (!availability.data?.online) return null;
  return (
    <Button
      component={Link}
      to={`/orders/${encodeURIComponent(docNumber)}`}
      onClick={onNavigate}
      size="compact-xs"
      variant="light"
      aria-label={t('cart.result.payOnlineNamed', { docNo: docNumber })}
    >
      {t('cart.result.payOnline')}
    </Button>
  );
}

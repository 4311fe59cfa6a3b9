import { Alert, Button, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { usePaymentAvailability } from '../api/payment-availability';
import { useStartPayment } from '../api/start-payment';
import { browser, paymentUrls } from '../lib/payment-urls';
import { TestModeNote } from './TestModeNote';

/**
 * Paying an order online: whether it is on for the order (GET /api/payments/availability; off until an
 * administrator picks a provider), and `pay`, which starts a payment order for the order's open amount and
 * sends the browser to the gateway the server chose.
 */
export function usePayOnline(docNumber: string) {
  const availability = usePaymentAvailability(docNumber);
  const start = useStartPayment();
  const pay = () =>
    start.mutate(
      { docNumber, ...paymentUrls(docNumber), paymentMethod: 'Online' },
      {
        onSuccess: (redirect) => browser.go(redirect.gatewayUrl),
        onError: (error) => console.warn('payment start failed', error),
      },
    );
  return { availability: availability.data, start, pay };
}

/**
 * "Pay online" on an order the server says can be paid now (canPayOnline / canPayWithPayPal), offered only
 * while online payment is on for it. The demo gateway's test mode is said beside the button: it takes no money.
 */
export function PayOnlineButton({ docNumber, size = 'sm' }: { docNumber: string; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { availability, start, pay } = usePayOnline(docNumber);
  if (!availability?.online) return null;
  return (
    <Stack gap="xs" align="flex-end">
      <Button leftSection={<IconCreditCard size={16} aria-hidden />} onClick={pay} loading={start.isPending || start.isSuccess} size={size}>
        {t('payments.payOnline')}
      </Button>
      {availability.testMode && <TestModeNote align="right" />}
      {start.isError && (
        <Alert color="red" variant="light" role="alert" maw={360}>
          {errorText(start.error, t('payments.startFailed'))}
        </Alert>
      )}
    </Stack>
  );
}

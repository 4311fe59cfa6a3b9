import { Alert, Button, Stack } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { useStartPayment } from '../api/start-payment';
import { browser, paymentUrls } from '../lib/payment-urls';

/**
 * "Pay online" on an order the server says can be paid now (canPayOnline / canPayWithPayPal): starts a
 * payment order for the order's open amount and sends the browser to the gateway the server chose.
 */
export function PayOnlineButton({ docNumber, size = 'sm' }: { docNumber: string; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const start = useStartPayment();
  const pay = () =>
    start.mutate(
      { docNumber, ...paymentUrls(docNumber), paymentMethod: 'Online' },
      {
        onSuccess: (redirect) => browser.go(redirect.gatewayUrl),
        onError: (error) => console.warn('payment start failed', error),
      },
    );
  return (
    <Stack gap="xs" align="flex-end">
      <Button leftSection={<IconCreditCard size={16} aria-hidden />} onClick={pay} loading={start.isPending || start.isSuccess} size={size}>
        {t('payments.payOnline')}
      </Button>
      {start.isError && (
        <Alert color="red" variant="light" role="alert" maw={360}>
          {errorText(start.error, t('payments.startFailed'))}
        </Alert>
      )}
    </Stack>
  );
}

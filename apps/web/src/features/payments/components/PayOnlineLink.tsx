import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { usePayOnline } from './PayOnlineButton';

/**
 * The order result's compact "Pay online" beside an order that awaits an online payment (canPayWithPayPal):
 * it starts the payment at once and goes to the gateway, as the order page's button does (it used to open
 * the order's page instead); offered only while online payment is on for that order.
 */
export function PayOnlineLink({ docNumber }: { docNumber: string }) {
  const { t } = useTranslation();
  const { availability, start, pay } = usePayOnline(docNumber);
  if (!availability?.online) return null;
  return (
    <Stack gap={2} align="flex-end">
      <Button
        onClick={pay}
        loading={start.isPending || start.isSuccess}
        size="compact-xs"
        variant="light"
        aria-label={t('cart.result.payOnlineNamed', { docNo: docNumber })}
      >
        {t('cart.result.payOnline')}
      </Button>
      {start.isError && (
        <Text size="xs" c="red" role="alert">
          {errorText(start.error, t('payments.startFailed'))}
        </Text>
      )}
    </Stack>
  );
}

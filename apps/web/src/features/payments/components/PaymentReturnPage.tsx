import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { useProcessedPayment } from '../api/process-payment';
import { callbackOf } from '../lib/payment-urls';
import { PayOnlineButton } from './PayOnlineButton';

/**
 * /paypal/{docNo}/{paymentOrderId}: where a payment provider sends the payer back. Hands what the provider
 * sent to processPayment (the server verifies with the provider), then says whether the order is paid,
 * with a way back to it, and another try when the order can still be paid.
 */
export function PaymentReturnPage({ docNo, paymentOrderId }: { docNo: string; paymentOrderId: string }) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const callback = useMemo(() => callbackOf(search), [search]);
  const result = useProcessedPayment(docNo, paymentOrderId, callback);
  const backToOrder = (
    <Anchor component={Link} to={`/orders/${encodeURIComponent(docNo)}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('payments.backToOrder', { docNo })}
      </Group>
    </Anchor>
  );

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('payments.returnTitle')}
      </Title>
      {result.isPending && (
        <Group gap="sm">
          <Loader size="sm" aria-label={t('payments.verifying')} />
          <Text>{t('payments.verifying')}</Text>
        </Group>
      )}
      {result.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconCircleX aria-hidden />}>
          {errorText(result.error, t('payments.verifyFailed'))}
        </Alert>
      )}
      {result.data &&
        (result.data.paymentStatus === 'Paid' ? (
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Group gap="sm">
                <IconCircleCheck color="var(--mantine-color-green-7)" aria-hidden />
                <Text fw={600} role="status">
                  {t('payments.paid', { docNo })}
                </Text>
              </Group>
              <Text size="sm">
                {t('payments.paidAmount', { amount: formatMoney(result.data.totalAmount, i18n.language, result.data.currency) })}
              </Text>
              {result.data.captureTransactionId && (
                <Text size="sm" c="dimmed">
                  {t('payments.transaction', { id: result.data.captureTransactionId })}
                </Text>
              )}
            </Stack>
          </Card>
        ) : (
          <Alert color="orange" variant="light" role="alert" icon={<IconCircleX aria-hidden />}>
            <Stack gap="sm">
              <Text size="sm">{t('payments.notPaid', { docNo })}</Text>
              {result.data.canPayOnline && (
                <Group>
                  <PayOnlineButton docNumber={docNo} />
                </Group>
              )}
            </Stack>
          </Alert>
        ))}
      <Group>
        {backToOrder}
        {result.isError && (
          <Button variant="subtle" size="xs" onClick={() => void result.refetch()}>
            {t('payments.retryVerify')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

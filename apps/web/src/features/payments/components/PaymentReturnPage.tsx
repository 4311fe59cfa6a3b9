import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { useProcessedPayment } from '../api/process-payment';
import { BALANCE_RETURN, callbackOf } from '../lib/payment-urls';
import { PayOnlineButton } from './PayOnlineButton';

/** Why a payment did not go through, as the texts say it: the card declined (Failed) or the payer cancelled. */
const notPaidContext = (status: string) => (status === 'Failed' ? 'declined' : status === 'Cancelled' ? 'cancelled' : undefined);

/**
 * /paypal/{docNo}/{paymentOrderId}: where a payment provider sends the payer back (`balance` for a
 * payment of the open balance). Hands what the provider sent to processPayment (the server verifies with
 * the provider), then says whether the payment went through, with a way back, and another try when the
 * order can still be paid. A payment of the demo gateway's test mode says that it took no money and
 * credited nothing (the order reads TestPaid).
 */
export function PaymentReturnPage({ docNo, paymentOrderId }: { docNo: string; paymentOrderId: string }) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const callback = useMemo(() => callbackOf(search), [search]);
  const result = useProcessedPayment(paymentOrderId, callback);
  const balance = docNo === BALANCE_RETURN;
  const back = (
    <Anchor component={Link} to={balance ? '/customer-finance' : `/orders/${encodeURIComponent(docNo)}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {balance ? t('payments.backToFinance') : t('payments.backToOrder', { docNo })}
      </Group>
    </Anchor>
  );
  const payment = result.data?.payment;
  const order = result.data?.order;

  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('payments.returnTitle')}
      </Title>
      {result.isPending && (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{t('payments.verifying')}</Text>
        </Group>
      )}
      {result.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconCircleX aria-hidden />}>
          {errorText(result.error, t('payments.verifyFailed'))}
        </Alert>
      )}
      {payment &&
        (payment.status === 'Paid' && payment.testMode ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={
              <Group gap="xs" component="span">
                {t('payments.testPaymentTitle')}
                <Badge color="orange" variant="light">
                  {t('payments.testMode')}
                </Badge>
              </Group>
            }
          >
            <Stack gap="xs">
              <Text size="sm" role="status">
                {payment.docNumber ? t('payments.testPaid', { docNo: payment.docNumber }) : t('payments.testBalancePaid')}
              </Text>
              <Text size="sm">{t('payments.testAmount', { amount: formatMoney(payment.amount, i18n.language, payment.currency) })}</Text>
            </Stack>
          </Alert>
        ) : payment.status === 'Paid' ? (
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Group gap="sm">
                <IconCircleCheck color="var(--mantine-color-green-7)" aria-hidden />
                <Text fw={600} role="status">
                  {payment.docNumber ? t('payments.paid', { docNo: payment.docNumber }) : t('payments.balancePaid')}
                </Text>
              </Group>
              <Text size="sm">{t('payments.paidAmount', { amount: formatMoney(payment.amount, i18n.language, payment.currency) })}</Text>
              {payment.captureTransactionId && (
                <Text size="sm" c="dimmed">
                  {t('payments.transaction', { id: payment.captureTransactionId })}
                </Text>
              )}
            </Stack>
          </Card>
        ) : (
          <Alert color="orange" variant="light" role="alert" icon={<IconCircleX aria-hidden />}>
            <Stack gap="sm">
              <Text size="sm">
                {payment.docNumber
                  ? t('payments.notPaid', { docNo: payment.docNumber, context: notPaidContext(payment.status) })
                  : t('payments.balanceNotPaid', { context: notPaidContext(payment.status) })}
              </Text>
              {order?.canPayOnline && (
                <Group>
                  <PayOnlineButton docNumber={order.b2BDocNo} />
                </Group>
              )}
            </Stack>
          </Alert>
        ))}
      <Group>
        {back}
        {result.isError && (
          <Button variant="subtle" size="xs" onClick={() => void result.refetch()}>
            {t('payments.retryVerify')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

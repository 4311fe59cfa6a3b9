import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { usePaymentAvailability } from '../api/payment-availability';
import { useStartPayment } from '../api/start-payment';
import { balanceUrls, browser } from '../lib/payment-urls';
import { TestModeNote } from './TestModeNote';

/**
 * "Pay balance" on /customer-finance (our extension): pays an amount of the open balance (at most all of
 * it, checked again by the server) through the provider the customer's POS configuration chooses. Offered
 * only while online payment is on for the acting customer; the demo gateway's test mode is said with it.
 */
export function PayBalanceButton({ balance, currency }: { balance: string; currency: string }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [amount, setAmount] = useState<string | number>(balance);
  const start = useStartPayment();
  const max = Number(balance);
  const value = Number(amount);
  const invalid = !(value > 0) || value > max;
  const availability = usePaymentAvailability(null);
  if (!availability.data?.online) return null;
  const testMode = availability.data.testMode;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    start.mutate(
      { amount: value.toFixed(2), ...balanceUrls(), paymentMethod: 'Online' },
      {
        onSuccess: (redirect) => browser.go(redirect.gatewayUrl),
        onError: (error) => console.warn('payment start failed', error),
      },
    );
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCreditCard size={14} aria-hidden />}
        onClick={() => {
          start.reset();
          setAmount(balance);
          setOpened(true);
        }}
      >
        {t('payments.payBalance')}
      </Button>
      {testMode && <TestModeNote align="right" />}
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('payments.payBalanceTitle')} size="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {start.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(start.error, t('payments.startFailed'))}
              </Alert>
            )}
            <Text size="sm">{t('payments.payBalanceIntro', { amount: formatMoney(balance, i18n.language, currency) })}</Text>
            {testMode && <TestModeNote />}
            <NumberInput
              label={t('payments.payBalanceAmount', { currency })}
              value={amount}
              onChange={setAmount}
              min={0.01}
              max={max}
              decimalScale={2}
              withAsterisk
              error={invalid ? t('payments.payBalanceInvalid', { amount: formatMoney(balance, i18n.language, currency) }) : undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={invalid} loading={start.isPending || start.isSuccess}>
                {t('payments.payOnline')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

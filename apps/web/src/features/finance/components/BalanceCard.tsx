import type { Balance } from '@dealerport/contract';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { absDecimal, decimalSign, formatMoney } from '../../../lib/money';

/** The current balance: positive means the customer owes (contract BalanceSchema), negative is a credit. */
export function BalanceCard({ info, action }: { info: Balance; action?: (info: Balance) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const sign = decimalSign(info.currentBalance);
  const amount = formatMoney(absDecimal(info.currentBalance), i18n.language, info.currency);
  const wording = sign > 0 ? t('finance.youOwe') : sign < 0 ? t('finance.inCredit') : t('finance.settled');
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="finance-balance-title">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" id="finance-balance-title">
            {t('finance.currentBalance')}
          </Text>
          <Text fw={600}>
            {info.name}
            {info.code ? ` (${info.code})` : ''}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="xl" fw={700} c={sign > 0 ? 'red.7' : sign < 0 ? 'teal.7' : undefined} data-testid="current-balance">
            {amount}
          </Text>
          <Text size="sm" c="dimmed">
            {wording}
          </Text>
          {sign > 0 && action?.(info)}
        </Stack>
      </Group>
    </Card>
  );
}

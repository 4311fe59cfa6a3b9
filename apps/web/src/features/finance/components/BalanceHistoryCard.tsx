import type { CustomerBalanceHistory } from '@dealerport/contract';
import { Card, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { BalanceChart } from './BalanceChart';

interface BalanceHistoryCardProps {
  history: UseQueryResult<CustomerBalanceHistory>;
  range: { start?: string; end?: string };
}

/** The balance over the chosen range, or why it could not be read. */
export function BalanceHistoryCard({ history, range }: BalanceHistoryCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('finance.chartTitle')}
        </Text>
        {history.data ? (
          <BalanceChart history={history.data} range={range} />
        ) : history.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorText(history.error, t('errors.unexpected'))}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

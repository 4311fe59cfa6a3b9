import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FinancePage } from '../../features/finance/components/FinancePage';
import { PayBalanceButton } from '../../features/payments/components/PayBalanceButton';

/** /customer-finance: balance and ledger of the selected customer (authority selectedCustomer). */
export function CustomerFinanceRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('finance.title')}
      </Title>
      <FinancePage balanceAction={(info) => <PayBalanceButton balance={info.currentBalance} currency={info.currency} />} />
    </Stack>
  );
}

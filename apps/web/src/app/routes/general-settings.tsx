import { Stack, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentSettingsPanel } from '../../features/payments/components/PaymentSettingsPanel';
import { GeneralSettingsPage } from '../../features/settings/components/GeneralSettingsPage';

export function GeneralSettingsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('generalSettings.title')}
      </Title>
      <GeneralSettingsPage
        extraTabs={[
          {
            value: 'payment',
            label: t('generalSettings.tabs.payment'),
            icon: <IconCreditCard size={16} />,
            anyOf: ['configuration-payment.list', 'payment-pos.list'],
            panel: <PaymentSettingsPanel />,
          },
        ]}
      />
    </Stack>
  );
}

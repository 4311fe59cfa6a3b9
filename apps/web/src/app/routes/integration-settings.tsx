import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IntegrationSettingsPage } from '../../features/integrations/components/IntegrationSettingsPage';

export function IntegrationSettingsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('integrationSettings.title')}
      </Title>
      <IntegrationSettingsPage />
    </Stack>
  );
}

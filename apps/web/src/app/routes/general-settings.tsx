import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GeneralSettingsPage } from '../../features/settings/components/GeneralSettingsPage';

export function GeneralSettingsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('generalSettings.title')}
      </Title>
      <GeneralSettingsPage />
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordManagementPage } from '../../features/settings/components/PasswordManagementPage';

export function PasswordManagementRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('settings.passwordManagementTitle')}
      </Title>
      <PasswordManagementPage />
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfigsPage } from '../../features/configs/components/ConfigsPage';

export function ConfigsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('configs.title')}
      </Title>
      <ConfigsPage />
    </Stack>
  );
}

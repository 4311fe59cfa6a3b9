import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImageSettingsPage } from '../../features/settings/components/ImageSettingsPage';

export function ImgSettingsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('imageSettings.title')}
      </Title>
      <ImageSettingsPage />
    </Stack>
  );
}

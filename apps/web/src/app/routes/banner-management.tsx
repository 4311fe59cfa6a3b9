import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BannersPage } from '../../features/banners/components/BannersPage';

/** /banner-management (authority bannerManagementList): banners with their images per language. */
export function BannerManagementRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('banners.title')}
      </Title>
      <BannersPage />
    </Stack>
  );
}

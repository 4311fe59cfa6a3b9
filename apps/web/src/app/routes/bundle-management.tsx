import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BundlesPage } from '../../features/bundles/components/BundlesPage';

/** /bundle-management (authority bundleManagementList): tagged product selections shown on the home page. */
export function BundleManagementRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('bundles.title')}
      </Title>
      <BundlesPage />
    </Stack>
  );
}

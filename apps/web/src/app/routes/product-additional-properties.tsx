import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdditionalDetailsPage } from '../../features/additional-details/components/AdditionalDetailsPage';

/** /product-additional-properties (authority additionalDetailList). */
export function ProductAdditionalPropertiesRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('additionalDetails.title')}
      </Title>
      <AdditionalDetailsPage />
    </Stack>
  );
}

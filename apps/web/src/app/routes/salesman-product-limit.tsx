import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SalesmanLimitsPage } from '../../features/salesman-limits/components/SalesmanLimitsPage';

/** /salesman-product-limit (authority salesmanLimitList). */
export function SalesmanProductLimitRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('salesmanLimits.title')}
      </Title>
      <SalesmanLimitsPage />
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WarehouseSettingsPage } from '../../features/warehouse-targets/components/WarehouseSettingsPage';

/** /warehouse-settings (authority wareHouseTargetList). */
export function WarehouseSettingsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('warehouseTargets.title')}
      </Title>
      <WarehouseSettingsPage />
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomerAccessPage } from '../../features/access/components/CustomerAccessPage';

export function CustomerProductPermissionsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('customerAccess.title')}
      </Title>
      <CustomerAccessPage />
    </Stack>
  );
}

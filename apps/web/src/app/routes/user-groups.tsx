import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RolesPage } from '../../features/roles/components/RolesPage';

export function UserGroupsRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('roles.title')}
      </Title>
      <RolesPage />
    </Stack>
  );
}

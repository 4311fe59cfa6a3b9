import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UsersPage } from '../../features/users/components/UsersPage';

export function UsersRoute() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('users.title')}
      </Title>
      <UsersPage />
    </Stack>
  );
}

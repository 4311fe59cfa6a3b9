import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SalesmenPanel } from '../../features/users/components/SalesmenPanel';
import { UsersPage } from '../../features/users/components/UsersPage';
import { useUserStore } from '../../lib/stores/user-store';

/** /users: the users, and for those who may see them, the salesmen and whom they act for. */
export function UsersRoute() {
  const { t } = useTranslation();
  const canSeeSalesmen = useUserStore((s) => s.user?.role.permissions.includes('salesman.list') ?? false);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('users.title')}
      </Title>
      {canSeeSalesmen ? (
        <Tabs defaultValue="users" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="users">{t('users.tabUsers')}</Tabs.Tab>
            <Tabs.Tab value="salesmen">{t('users.tabSalesmen')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="users">
            <UsersPage />
          </Tabs.Panel>
          <Tabs.Panel value="salesmen">
            <SalesmenPanel />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <UsersPage />
      )}
    </Stack>
  );
}

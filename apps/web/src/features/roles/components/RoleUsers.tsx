import { Alert, Center, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { errorText } from '../../../lib/api-error';
import { useRoleWithUsers } from '../api/get-role-with-users';

/** The users holding a role (GET /api/roles/{id}/with-users). */
export function RoleUsers({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const role = useRoleWithUsers(roleId);
  if (role.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(role.error, t('errors.unexpected'))}
      </Alert>
    );
  }
  if (!role.data) {
    return (
      <Center py="lg">
        <LoadingSpinner />
      </Center>
    );
  }
  if (role.data.users.length === 0) return <Text c="dimmed">{t('roles.noUsers')}</Text>;
  return (
    <Table striped aria-label={t('roles.usersTableLabel', { name: role.data.name })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('users.accountName')}</Table.Th>
          <Table.Th>{t('users.email')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {role.data.users.map((u) => (
          <Table.Tr key={u.id}>
            <Table.Td>{u.accountName}</Table.Td>
            <Table.Td>{u.email}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

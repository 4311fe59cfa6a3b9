import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/DialogFooter';
import { MutationError } from '../../../components/MutationForm';
import { useNotifyUsersForDefaultPassword } from '../api/notify-users-for-default-password';

/** "Notify users still on a default password": asks first (it sends emails), then lists who was notified. */
export function DefaultPasswordUsers() {
  const { t } = useTranslation();
  const notify = useNotifyUsersForDefaultPassword();
  const [confirming, setConfirming] = useState(false);
  const result = notify.data;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('settings.notifyIntro')}
      </Text>
      <Group>
        <Button leftSection={<IconMailForward size={16} />} variant="light" onClick={() => setConfirming(true)} loading={notify.isPending}>
          {t('settings.notifyButton')}
        </Button>
      </Group>
      <MutationError error={notify.error} />
      {result && (
        <Stack gap="xs">
          <Text fw={500} role="status">
            {result.totalCount === 0 ? t('settings.notifyNone') : t('settings.notifyDone', { count: result.totalCount })}
          </Text>
          {result.items.length > 0 && (
            <Table striped aria-label={t('settings.notifiedTableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.accountName')}</Table.Th>
                  <Table.Th>{t('users.name')}</Table.Th>
                  <Table.Th>{t('users.email')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((u) => (
                  <Table.Tr key={u.id}>
                    <Table.Td>{u.accountName}</Table.Td>
                    <Table.Td>{[u.firstName, u.lastName].filter(Boolean).join(' ') || '—'}</Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {result.totalCount > result.items.length && (
            <Text size="sm" c="dimmed">
              {t('settings.notifyMore', { shown: result.items.length, total: result.totalCount })}
            </Text>
          )}
        </Stack>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('settings.notifyButton')} centered>
        <Stack gap="md">
          <Text size="sm">{t('settings.notifyConfirm')}</Text>
          <DialogFooter
            confirmLabel={t('settings.notifySend')}
            onConfirm={() => {
              setConfirming(false);
              notify.mutate();
            }}
            onCancel={() => setConfirming(false)}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}

import type { CustomerAccesses } from '@dealerport/contract';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { MutationError } from '../../../components/MutationForm';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { useUpdateCustomerAccesses } from '../api/update-customer-accesses';
import {
  ACCESS_FLAGS,
  type AccessDraft,
  draftSize,
  EMPTY_DRAFT,
  setFlag,
  shownFlags,
  toggleRemoved,
  toUpdateBody,
} from '../lib/access-rules';

interface AccessRulesEditorProps {
  customerId: string;
  accesses: CustomerAccesses | undefined;
  loading: boolean;
  error: unknown;
  canWrite: boolean;
}

/** The customer's rules, one table per property; edits are kept until saved in one PUT. */
export function AccessRulesEditor({ customerId, accesses, loading, error, canWrite }: AccessRulesEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AccessDraft>(EMPTY_DRAFT);
  const update = useUpdateCustomerAccesses();
  const pending = draftSize(draft);

  if (loading) return <LoadingSpinner size="sm" />;
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorText(error, t('errors.unexpected'))}
      </Alert>
    );
  }
  const groups = accesses?.customerAccesses ?? [];

  const save = () =>
    update.mutate(
      { customerId, body: toUpdateBody(draft) },
      {
        onSuccess: () => {
          setDraft(EMPTY_DRAFT);
          showSuccessToast(t('customerAccess.saved'));
        },
      },
    );

  return (
    <Stack gap="md">
      {groups.length === 0 && <Text c="dimmed">{t('customerAccess.noRules')}</Text>}
      {groups.map((group) => (
        <Paper key={group.propertyName} withBorder p="sm" radius="sm">
          <Title order={3} size="h5" mb="xs">
            {group.propertyName}
          </Title>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-label={t('customerAccess.groupTable', { name: group.propertyName })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('customerAccess.value')}</Table.Th>
                  {ACCESS_FLAGS.map((flag) => (
                    <Table.Th key={flag} ta="center">
                      {t(`customerAccess.flags.${flag}`)}
                    </Table.Th>
                  ))}
                  {canWrite && <Table.Th ta="right">{t('common.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.items.map((item) => {
                  const removed = draft.removed.includes(item.accessPropertyDetailId);
                  const flags = shownFlags(draft, item);
                  return (
                    <Table.Tr key={item.accessPropertyDetailId} opacity={removed ? 0.5 : 1}>
                      <Table.Td td={removed ? 'line-through' : undefined}>{item.propertyDetailName}</Table.Td>
                      {ACCESS_FLAGS.map((flag) => (
                        <Table.Td key={flag}>
                          <Group justify="center">
                            <Switch
                              aria-label={t('customerAccess.flagOf', {
                                flag: t(`customerAccess.flags.${flag}`),
                                name: item.propertyDetailName,
                              })}
                              checked={flags[flag]}
                              disabled={!canWrite || removed}
                              onChange={(e) => setDraft((d) => setFlag(d, item, flag, e.currentTarget.checked))}
                            />
                          </Group>
                        </Table.Td>
                      ))}
                      {canWrite && (
                        <Table.Td ta="right">
                          <Tooltip label={removed ? t('customerAccess.undoRemove') : t('customerAccess.remove')}>
                            <ActionIcon
                              variant="subtle"
                              color={removed ? 'gray' : 'red'}
                              aria-label={
                                removed
                                  ? t('customerAccess.undoRemoveNamed', { name: item.propertyDetailName })
                                  : t('customerAccess.removeNamed', { name: item.propertyDetailName })
                              }
                              onClick={() => setDraft((d) => toggleRemoved(d, item.accessPropertyDetailId))}
                            >
                              {removed ? <IconArrowBackUp size={18} /> : <IconTrash size={18} />}
                            </ActionIcon>
                          </Tooltip>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ))}
      <MutationError error={update.error} />
      {canWrite && groups.length > 0 && (
        <Group justify="flex-end">
          <Button variant="default" disabled={pending === 0 || update.isPending} onClick={() => setDraft(EMPTY_DRAFT)}>
            {t('customerAccess.discard')}
          </Button>
          <Button disabled={pending === 0} loading={update.isPending} onClick={save}>
            {pending > 0 ? t('customerAccess.saveCount', { count: pending }) : t('common.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import type { ConfigItem } from '@dealerport/contract';
import { Alert, Badge, Button, Card, Center, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconLock, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { EditAction } from '../../../components/RowActions';
import { errorText } from '../../../lib/api-error';
import { useUserStore } from '../../../lib/stores/user-store';
import { useConfigs } from '../api/list-configs';
import { groupByOperation } from '../lib/config-form';
import { ConfigForm } from './ConfigForm';

const NO_PERMISSIONS: readonly string[] = [];

/** How a value reads in the list: booleans as yes/no, JSON shortened, the rest as stored. */
function ValueCell({ item }: { item: ConfigItem }) {
  const { t } = useTranslation();
  if (item.dataType === 'boolean') {
    return (
      <Badge variant="light" color={item.value === 'true' ? 'teal' : 'gray'}>
        {item.value === 'true' ? t('configs.true') : t('configs.false')}
      </Badge>
    );
  }
  if (item.dataType === 'json' || item.dataType === 'number') {
    const shown = item.value.length > 80 ? `${item.value.slice(0, 80)}…` : item.value;
    return <Code>{shown}</Code>;
  }
  return (
    <Text size="sm" lineClamp={2}>
      {item.value || '—'}
    </Text>
  );
}

/** /configs (spec 01 §7 "Configs"): the config items by operation (group), each editable with its own value editor. */
export function ConfigsPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('config.create');
  const canUpdate = permissions.includes('config.update');
  const configs = useConfigs();
  const editor = useEditing<ConfigItem>();
  const [search, setSearch] = useState('');

  const groups = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const items = (configs.data ?? []).filter(
      (c) => !needle || c.key.toLocaleLowerCase().includes(needle) || c.description.toLocaleLowerCase().includes(needle),
    );
    return groupByOperation(items);
  }, [configs.data, search]);
  const operations = useMemo(() => [...new Set((configs.data ?? []).map((c) => c.operation))].sort(), [configs.data]);
  const typeName = (item: ConfigItem) => t(`configs.dataTypes.${item.dataType}`);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('configs.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
        />
        {canCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={editor.create}>
            {t('configs.create')}
          </Button>
        )}
      </Group>
      {configs.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(configs.error, t('errors.unexpected'))}
        </Alert>
      )}
      {configs.isPending && (
        <Center py="lg">
          <LoadingSpinner />
        </Center>
      )}
      {configs.data && groups.length === 0 && <Text c="dimmed">{t('configs.empty')}</Text>}
      {groups.map((group) => (
        <Card key={group.operation} withBorder radius="md" padding="md" component="section" aria-label={group.operation}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {group.operation}
            </Title>
            <Table.ScrollContainer minWidth={640}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('configs.key')}</Table.Th>
                    <Table.Th>{t('configs.value')}</Table.Th>
                    <Table.Th>{t('configs.dataType')}</Table.Th>
                    <Table.Th>{t('configs.description')}</Table.Th>
                    {canUpdate && <Table.Th style={{ textAlign: 'right' }}>{t('common.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" ff="monospace">
                            {item.key}
                          </Text>
                          {item.isBuiltIn && <IconLock size={14} aria-label={t('configs.builtIn')} />}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <ValueCell item={item} />
                      </Table.Td>
                      <Table.Td>{typeName(item)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {item.description}
                        </Text>
                      </Table.Td>
                      {canUpdate && (
                        <Table.Td style={{ textAlign: 'right' }}>
                          <EditAction
                            label={t('configs.edit')}
                            aria-label={t('configs.editItem', { key: item.key })}
                            onClick={() => editor.edit(item)}
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Card>
      ))}
      <EditModal editor={editor} createTitle={t('configs.create')} editTitle={(item) => t('configs.editItem', { key: item.key })} size="lg">
        {(item) => <ConfigForm item={item} operations={operations} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>
    </Stack>
  );
}

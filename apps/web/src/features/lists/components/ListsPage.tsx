import type { ListSummary } from '@dealerport/contract';
import { Alert, Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { DeleteAction, RowAction } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { errorText } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { usePhoneScreen } from '../../../lib/media';
import { showSuccessToast } from '../../../lib/notify';
import { formatNumber } from '../../../lib/numbers';
import { useCopyList } from '../api/copy-list';
import { useCreateList } from '../api/create-list';
import { useDeleteList } from '../api/delete-list';
import { useLists } from '../api/list-lists';
import { useRenameList } from '../api/rename-list';
import { ListNameDialog } from './ListNameDialog';

type Naming = { kind: 'new' } | { kind: 'rename'; list: ListSummary } | { kind: 'copy'; list: ListSummary } | null;

export const listPath = (id: string) => `/lists/${encodeURIComponent(id)}`;

/**
 * /lists: the acting customer's order lists (shared by its users and its salesman), most recently changed
 * first; a new list, and renaming, copying or deleting one.
 */
export function ListsPage() {
  const { t } = useTranslation();
  const lists = useLists();
  const navigate = useNavigate();
  const phone = usePhoneScreen();
  const [naming, setNaming] = useState<Naming>(null);
  const create = useCreateList();
  const rename = useRenameList();
  const copy = useCopyList();
  const removal = useDeleteConfirmation<ListSummary>({
    mutation: useDeleteList(),
    title: t('lists.delete.title'),
    message: (list) => t('lists.delete.message', { name: list.name }),
    deleted: (list) => t('lists.delete.done', { name: list.name }),
  });

  const open = (next: Naming) => {
    create.reset();
    rename.reset();
    copy.reset();
    setNaming(next);
  };
  const close = () => setNaming(null);
  const submit = (name: string) => {
    if (!naming) return;
    if (naming.kind === 'new') {
      create.mutate({ name }, { onSuccess: (list) => navigate(listPath(list.id)) });
    } else if (naming.kind === 'rename') {
      rename.mutate(
        { id: naming.list.id, name },
        {
          onSuccess: () => {
            close();
            showSuccessToast(t('lists.rename.done', { name }));
          },
        },
      );
    } else {
      copy.mutate(
        { id: naming.list.id, name },
        {
          onSuccess: () => {
            close();
            showSuccessToast(t('lists.copy.done', { name }));
          },
        },
      );
    }
  };
  const mutation = naming?.kind === 'rename' ? rename : naming?.kind === 'copy' ? copy : create;

  const actions = (list: ListSummary) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <RowAction
        icon={IconPencil}
        label={t('lists.rename.action')}
        aria-label={t('lists.rename.named', { name: list.name })}
        onClick={() => open({ kind: 'rename', list })}
      />
      <RowAction
        icon={IconCopy}
        label={t('lists.copy.action')}
        aria-label={t('lists.copy.named', { name: list.name })}
        onClick={() => open({ kind: 'copy', list })}
      />
      <DeleteAction aria-label={t('lists.delete.named', { name: list.name })} onClick={() => removal.ask(list)} />
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('lists.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lists.intro')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open({ kind: 'new' })}>
          {t('lists.new')}
        </Button>
      </Group>
      {lists.isPending && <LoadingSpinner />}
      {lists.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(lists.error, t('lists.loadError'))}
        </Alert>
      )}
      {lists.data?.length === 0 && (
        <Card withBorder>
          <Text c="dimmed">{t('lists.empty')}</Text>
        </Card>
      )}
      {lists.data && lists.data.length > 0 && (
        <Card withBorder padding="xs">
          {phone ? <PhoneListsTable lists={lists.data} actions={actions} /> : <ListsTable lists={lists.data} actions={actions} />}
        </Card>
      )}
      <ListNameDialog
        opened={naming !== null}
        title={
          naming?.kind === 'rename'
            ? t('lists.rename.title', { name: naming.list.name })
            : naming?.kind === 'copy'
              ? t('lists.copy.title', { name: naming.list.name })
              : t('lists.new')
        }
        initial={
          naming?.kind === 'rename'
            ? naming.list.name
            : naming?.kind === 'copy'
              ? t('lists.copy.defaultName', { name: naming.list.name })
              : ''
        }
        confirmLabel={naming?.kind === 'copy' ? t('lists.copy.confirm') : naming?.kind === 'rename' ? t('common.save') : t('lists.create')}
        pending={mutation.isPending}
        error={mutation.error}
        onSubmit={submit}
        onClose={close}
      />
      {removal.dialog}
    </Stack>
  );
}

interface TableProps {
  lists: ListSummary[];
  actions: (list: ListSummary) => ReactNode;
}

function ListLink({ list }: { list: ListSummary }) {
  return (
    <Anchor component={Link} to={listPath(list.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {list.name}
    </Anchor>
  );
}

function ListsTable({ lists, actions }: TableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table verticalSpacing="xs" highlightOnHover aria-label={t('lists.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lists.columns.name')}</Table.Th>
          <Table.Th ta="end">{t('lists.columns.lines')}</Table.Th>
          <Table.Th ta="end">{t('lists.columns.quantity')}</Table.Th>
          <Table.Th>{t('lists.columns.updated')}</Table.Th>
          <Table.Th>{t('lists.columns.updatedBy')}</Table.Th>
          <Table.Th ta="end">{t('common.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lists.map((list) => (
          <Table.Tr key={list.id} aria-label={list.name}>
            <Table.Td>
              <ListLink list={list} />
            </Table.Td>
            <Table.Td ta="end">{formatNumber(list.lineCount, i18n.language)}</Table.Td>
            <Table.Td ta="end">{formatNumber(list.totalQuantity, i18n.language)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(list.updatedAt, i18n.language)}</Table.Td>
            <Table.Td>{list.updatedBy ?? '—'}</Table.Td>
            <Table.Td>{actions(list)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A phone: the name over its figures (lines, when, by whom), the actions beside; nothing scrolls sideways. */
function PhoneListsTable({ lists, actions }: TableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table verticalSpacing="xs" aria-label={t('lists.title')} layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('lists.columns.name')}</Table.Th>
          <Table.Th w={112} ta="end">
            {t('common.actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lists.map((list) => (
          <Table.Tr key={list.id} aria-label={list.name}>
            <Table.Td>
              <ListLink list={list} />
              <Text size="xs" c="dimmed">
                {t('lists.lineCount', { count: list.lineCount })} · {formatDateTime(list.updatedAt, i18n.language)}
                {list.updatedBy ? ` · ${list.updatedBy}` : ''}
              </Text>
            </Table.Td>
            <Table.Td>{actions(list)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

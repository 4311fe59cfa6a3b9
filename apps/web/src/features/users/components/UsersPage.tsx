import type { User } from '@dealerport/contract';
import { ActionIcon, Badge, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconKey, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PagedDataTable } from '../../../components/PagedDataTable';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/list-users';
import { SEARCH_DEBOUNCE_MS, toUsersQuery, USER_PAGE_SIZES } from '../lib/users-query';
import { SetPasswordForm } from './SetPasswordForm';
import { UserForm } from './UserForm';

const NO_PERMISSIONS: readonly string[] = [];

type Editing = { mode: 'create' } | { mode: 'edit'; user: User } | null;

function formatDateTime(value: string | null, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** /users: the users table with paging, search and sort on the server, and the user actions. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('user.create');
  const canUpdate = permissions.includes('user.update');
  const canDelete = permissions.includes('user.delete');

  const [pageSize, setPageSize] = useState<number>(USER_PAGE_SIZES[0]);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<User>>({ columnAccessor: 'accountName', direction: 'asc' });
  // the page belongs to a search: a new search starts on page one (without a request for the old page)
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const page = paging.search === debounced ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search: debounced });

  const query = toUsersQuery({
    page,
    pageSize,
    search: debounced,
    sort: { column: String(sortStatus.columnAccessor), direction: sortStatus.direction },
  });
  const users = useUsers(query);

  const [editing, setEditing] = useState<Editing>(null);
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const remove = useDeleteUser();

  const columns = useMemo<DataTableColumn<User>[]>(() => {
    const cols: DataTableColumn<User>[] = [
      { accessor: 'accountName', title: t('users.accountName'), sortable: true },
      {
        accessor: 'firstName',
        title: t('users.name'),
        sortable: true,
        render: (u) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '—',
      },
      { accessor: 'email', title: t('users.email'), sortable: true },
      { accessor: 'roleName', title: t('users.role'), sortable: true },
      { accessor: 'userType', title: t('users.userType'), sortable: true, render: (u) => t(`users.types.${u.userType}`) },
      { accessor: 'customerName', title: t('users.customerOrSalesman'), render: (u) => u.customerName ?? u.salesmanName ?? '—' },
      {
        accessor: 'isActive',
        title: t('users.active'),
        render: (u) => (
          <Badge color={u.isActive ? 'teal' : 'gray'} variant="light">
            {u.isActive ? t('common.yes') : t('common.no')}
          </Badge>
        ),
      },
      {
        accessor: 'lastLoggedOn',
        title: t('users.lastLoggedOn'),
        sortable: true,
        render: (u) => formatDateTime(u.lastLoggedOn, i18n.language),
      },
    ];
    if (canUpdate || canDelete) {
      cols.push({
        accessor: 'actions',
        title: t('common.actions'),
        textAlign: 'right',
        render: (u) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canUpdate && (
              <Tooltip label={t('users.edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('users.editNamed', { name: u.accountName })}
                  onClick={() => setEditing({ mode: 'edit', user: u })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {canUpdate && (
              <Tooltip label={t('users.setPassword')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('users.setPasswordNamed', { name: u.accountName })}
                  onClick={() => setPasswordFor(u)}
                >
                  <IconKey size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {canDelete && (
              <Tooltip label={t('common.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('users.deleteNamed', { name: u.accountName })}
                  onClick={() => {
                    remove.reset();
                    setDeleting(u);
                  }}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
      });
    }
    return cols;
  }, [t, i18n.language, canUpdate, canDelete, remove.reset]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {canCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })}>
            {t('users.create')}
          </Button>
        )}
      </Group>

      <PagedDataTable<User>
        query={users}
        columns={columns}
        label={t('users.tableLabel')}
        emptyText={t('users.empty')}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        pageSizes={USER_PAGE_SIZES}
        onPageSizeChange={setPageSize}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('users.editTitle', { name: editing.user.accountName }) : t('users.createTitle')}
        size="lg"
      >
        {editing && (
          <UserForm
            key={editing.mode === 'edit' ? editing.user.id : 'new'}
            user={editing.mode === 'edit' ? editing.user : null}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>

      <Modal opened={passwordFor !== null} onClose={() => setPasswordFor(null)} title={t('users.setPassword')}>
        {passwordFor && <SetPasswordForm user={passwordFor} onDone={() => setPasswordFor(null)} onCancel={() => setPasswordFor(null)} />}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title={t('users.deleteTitle')}
        message={t('users.deleteConfirm', { name: deleting?.accountName ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('errors.unexpected')) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.accountName;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSuccessToast(t('users.deleted', { name }));
              setDeleting(null);
            },
          });
        }}
      />
    </Stack>
  );
}

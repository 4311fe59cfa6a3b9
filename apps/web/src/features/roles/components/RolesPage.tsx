import type { PagedQuery, Role } from '@dealerport/contract';
import { ActionIcon, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconTrash, IconUsers } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PagedDataTable } from '../../../components/PagedDataTable';
import { errorText } from '../../../lib/api-error';
import { showSuccessToast } from '../../../lib/notify';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/list-roles';
import { RoleForm } from './RoleForm';
import { RoleUsers } from './RoleUsers';

const NO_PERMISSIONS: readonly string[] = [];
const PAGE_SIZES = [10, 25, 50];

type Editing = { roleId: number | null; name?: string } | null;

/** /user-groups: roles with paging, search and sort on the server; create, edit, delete, users. */
export function RolesPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('role.create');
  const canUpdate = permissions.includes('role.update');
  const canDelete = permissions.includes('role.delete');

  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Role>>({ columnAccessor: 'name', direction: 'asc' });
  // the page belongs to a search: a new search starts on page one (without a request for the old page)
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const page = paging.search === debounced ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, search: debounced });

  const query: PagedQuery = {
    PageNumber: page,
    PageSize: pageSize,
    OrderBy: `${String(sortStatus.columnAccessor)} ${sortStatus.direction}`,
    ...(debounced.trim() ? { SearchTerm: debounced.trim() } : {}),
  };
  const roles = useRoles(query);

  const [editing, setEditing] = useState<Editing>(null);
  const [viewingUsers, setViewingUsers] = useState<Role | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  const remove = useDeleteRole();

  const columns = useMemo<DataTableColumn<Role>[]>(
    () => [
      { accessor: 'name', title: t('roles.name'), sortable: true },
      { accessor: 'roleType', title: t('roles.roleType'), sortable: true, render: (r) => r.roleTypeName || t(`roles.types.${r.roleType}`) },
      {
        accessor: 'actions',
        title: t('common.actions'),
        textAlign: 'right',
        render: (r) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('roles.users')}>
              <ActionIcon variant="subtle" aria-label={t('roles.usersNamed', { name: r.name })} onClick={() => setViewingUsers(r)}>
                <IconUsers size={18} />
              </ActionIcon>
            </Tooltip>
            {canUpdate && (
              <Tooltip label={t('roles.edit')}>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('roles.editNamed', { name: r.name })}
                  onClick={() => setEditing({ roleId: r.id, name: r.name })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            {canDelete && (
              <Tooltip label={t('common.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('roles.deleteNamed', { name: r.name })}
                  onClick={() => {
                    remove.reset();
                    setDeleting(r);
                  }}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ),
      },
    ],
    [t, canUpdate, canDelete, remove.reset],
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('roles.search')}
          placeholder={t('roles.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {canCreate && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ roleId: null })}>
            {t('roles.create')}
          </Button>
        )}
      </Group>

      <PagedDataTable<Role>
        query={roles}
        columns={columns}
        label={t('roles.tableLabel')}
        emptyText={t('roles.empty')}
        page={page}
        onPageChange={setPage}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPageSizeChange={setPageSize}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.roleId ? t('roles.editTitle', { name: editing.name ?? '' }) : t('roles.createTitle')}
        size="xl"
      >
        {editing && (
          <RoleForm
            key={editing.roleId ?? 'new'}
            roleId={editing.roleId}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>

      <Modal
        opened={viewingUsers !== null}
        onClose={() => setViewingUsers(null)}
        title={t('roles.usersTitle', { name: viewingUsers?.name ?? '' })}
      >
        {viewingUsers && <RoleUsers roleId={viewingUsers.id} />}
      </Modal>

      <ConfirmDialog
        opened={deleting !== null}
        title={t('roles.deleteTitle')}
        message={t('roles.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        loading={remove.isPending}
        error={remove.isError ? errorText(remove.error, t('errors.unexpected')) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSuccessToast(t('roles.deleted', { name }));
              setDeleting(null);
            },
          });
        }}
      />
    </Stack>
  );
}

import type { PagedQuery, Role } from '@dealerport/contract';
import { Modal, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsers } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, RowAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/list-roles';
import { RoleForm } from './RoleForm';
import { RoleUsers } from './RoleUsers';

const NO_PERMISSIONS: readonly string[] = [];
const PAGE_SIZES = [10, 25, 50];

/** /user-groups: roles with paging, search and sort on the server; create, edit, delete, users. */
export function RolesPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('role.create');
  const canUpdate = permissions.includes('role.update');
  const canDelete = permissions.includes('role.delete');

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Role>>({ columnAccessor: 'name', direction: 'asc' });
  const paging = usePaging(PAGE_SIZES, debounced);
  const { page, pageSize } = paging;

  const query: PagedQuery = {
    PageNumber: page,
    PageSize: pageSize,
    OrderBy: `${String(sortStatus.columnAccessor)} ${sortStatus.direction}`,
    ...(debounced.trim() ? { SearchTerm: debounced.trim() } : {}),
  };
  const roles = useRoles(query);

  const editor = useEditing<Role>();
  const [viewingUsers, setViewingUsers] = useState<Role | null>(null);
  const deletion = useDeleteConfirmation<Role>({
    mutation: useDeleteRole(),
    title: t('roles.deleteTitle'),
    message: (r) => t('roles.deleteConfirm', { name: r.name }),
    deleted: (r) => t('roles.deleted', { name: r.name }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const columns = useMemo<DataTableColumn<Role>[]>(
    () => [
      { accessor: 'name', title: t('roles.name'), sortable: true },
      { accessor: 'roleType', title: t('roles.roleType'), sortable: true, render: (r) => r.roleTypeName || t(`roles.types.${r.roleType}`) },
      rowActionsColumn(t('common.actions'), (r) => (
        <>
          <RowAction
            icon={IconUsers}
            label={t('roles.users')}
            aria-label={t('roles.usersNamed', { name: r.name })}
            onClick={() => setViewingUsers(r)}
          />
          {canUpdate && <EditAction label={t('roles.edit')} aria-label={t('roles.editNamed', { name: r.name })} onClick={() => edit(r)} />}
          {canDelete && <DeleteAction aria-label={t('roles.deleteNamed', { name: r.name })} onClick={() => askDelete(r)} />}
        </>
      )),
    ],
    [t, canUpdate, canDelete, edit, askDelete],
  );

  return (
    <Stack gap="md">
      <ListToolbar create={canCreate && { label: t('roles.create'), onClick: editor.create }}>
        <SearchField label={t('roles.search')} placeholder={t('roles.searchPlaceholder')} value={search} onChange={setSearch} />
      </ListToolbar>

      <PagedDataTable<Role>
        query={roles}
        columns={columns}
        label={t('roles.tableLabel')}
        emptyText={t('roles.empty')}
        {...paging}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <EditModal editor={editor} createTitle={t('roles.createTitle')} editTitle={(r) => t('roles.editTitle', { name: r.name })} size="xl">
        {(role) => <RoleForm roleId={role?.id ?? null} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      <Modal
        opened={viewingUsers !== null}
        onClose={() => setViewingUsers(null)}
        title={t('roles.usersTitle', { name: viewingUsers?.name ?? '' })}
      >
        {viewingUsers && <RoleUsers roleId={viewingUsers.id} />}
      </Modal>

      {deletion.dialog}
    </Stack>
  );
}

import type { User } from '@dealerport/contract';
import { Badge, type MantineTheme, Modal, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, RowAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { formatDateTime } from '../../../lib/dates';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/list-users';
import { SEARCH_DEBOUNCE_MS, toUsersQuery, USER_PAGE_SIZES } from '../lib/users-query';
import { SetPasswordForm } from './SetPasswordForm';
import { UserForm } from './UserForm';

const NO_PERMISSIONS: readonly string[] = [];
const WIDE_SCREEN = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.xl})`;

/** /users: the users table with paging, search and sort on the server, and the user actions. */
export function UsersPage() {
  const { t, i18n } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('user.create');
  const canUpdate = permissions.includes('user.update');
  const canDelete = permissions.includes('user.delete');

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<User>>({ columnAccessor: 'accountName', direction: 'asc' });
  const paging = usePaging(USER_PAGE_SIZES, debounced);
  const { page, pageSize } = paging;

  const query = toUsersQuery({
    page,
    pageSize,
    search: debounced,
    sort: { column: String(sortStatus.columnAccessor), direction: sortStatus.direction },
  });
  const users = useUsers(query);

  const editor = useEditing<User>();
  const [passwordFor, setPasswordFor] = useState<User | null>(null);
  const deletion = useDeleteConfirmation<User>({
    mutation: useDeleteUser(),
    title: t('users.deleteTitle'),
    message: (u) => t('users.deleteConfirm', { name: u.accountName }),
    deleted: (u) => t('users.deleted', { name: u.accountName }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const columns = useMemo<DataTableColumn<User>[]>(() => {
    const cols: DataTableColumn<User>[] = [
      { accessor: 'accountName', title: t('users.accountName'), sortable: true },
      {
        accessor: 'firstName',
        title: t('users.name'),
        sortable: true,
        render: (u) => [u.firstName, u.lastName].filter(Boolean).join(' ') || '—',
      },
      // an address is one long word: it may break before its "@" rather than push the last columns out
      { accessor: 'email', title: t('users.email'), sortable: true, render: (u) => <BreakableEmail email={u.email} /> },
      { accessor: 'roleName', title: t('users.role'), sortable: true },
      {
        accessor: 'userType',
        title: t('users.userType'),
        sortable: true,
        render: (u) => t(`users.types.${u.userType}`),
        // the role says nearly as much: shown only where there is room for it
        visibleMediaQuery: WIDE_SCREEN,
      },
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
      cols.push(
        rowActionsColumn(t('common.actions'), (u) => (
          <>
            {canUpdate && (
              <EditAction label={t('users.edit')} aria-label={t('users.editNamed', { name: u.accountName })} onClick={() => edit(u)} />
            )}
            {canUpdate && (
              <RowAction
                icon={IconKey}
                label={t('users.setPassword')}
                aria-label={t('users.setPasswordNamed', { name: u.accountName })}
                onClick={() => setPasswordFor(u)}
              />
            )}
            {canDelete && <DeleteAction aria-label={t('users.deleteNamed', { name: u.accountName })} onClick={() => askDelete(u)} />}
          </>
        )),
      );
    }
    return cols;
  }, [t, i18n.language, canUpdate, canDelete, edit, askDelete]);

  return (
    <Stack gap="md">
      <ListToolbar create={canCreate && { label: t('users.create'), onClick: editor.create }}>
        <SearchField label={t('users.search')} placeholder={t('users.searchPlaceholder')} value={search} onChange={setSearch} />
      </ListToolbar>

      <PagedDataTable<User>
        query={users}
        columns={columns}
        label={t('users.tableLabel')}
        emptyText={t('users.empty')}
        {...paging}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <EditModal
        editor={editor}
        createTitle={t('users.createTitle')}
        editTitle={(u) => t('users.editTitle', { name: u.accountName })}
        size="lg"
      >
        {(user) => <UserForm user={user} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      <Modal opened={passwordFor !== null} onClose={() => setPasswordFor(null)} title={t('users.setPassword')}>
        {passwordFor && <SetPasswordForm user={passwordFor} onDone={() => setPasswordFor(null)} onCancel={() => setPasswordFor(null)} />}
      </Modal>

      {deletion.dialog}
    </Stack>
  );
}

/** "name@example.com" with a line-break opportunity before the "@". */
function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

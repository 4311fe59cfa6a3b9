import type { Salesman } from '@dealerport/contract';
import { Modal, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { RowAction, rowActionsColumn } from '../../../components/RowActions';
import { formatNumber } from '../../../lib/numbers';
import { useUserStore } from '../../../lib/stores/user-store';
import { useSalesmen } from '../api/list-salesmen';
import { SEARCH_DEBOUNCE_MS, USER_PAGE_SIZES } from '../lib/users-query';
import { SalesmanCustomersForm } from './SalesmanCustomersForm';

const NO_PERMISSIONS: readonly string[] = [];

/** The salesmen of /users, with the customers each may act for (edited with salesman.update). */
export function SalesmenPanel() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canEdit = permissions.includes('salesman.update');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Salesman>>({ columnAccessor: 'name', direction: 'asc' });
  const paging = usePaging(USER_PAGE_SIZES, debounced);
  const { page, pageSize } = paging;
  const salesmen = useSalesmen({
    PageNumber: page,
    PageSize: pageSize,
    OrderBy: `${String(sortStatus.columnAccessor)} ${sortStatus.direction}`,
    ...(debounced.trim() ? { SearchTerm: debounced.trim() } : {}),
  });
  const [editing, setEditing] = useState<Salesman | null>(null);

  const columns = useMemo<DataTableColumn<Salesman>[]>(
    () => [
      { accessor: 'code', title: t('salesmen.code'), sortable: true },
      { accessor: 'name', title: t('salesmen.name'), sortable: true },
      { accessor: 'email', title: t('salesmen.email'), sortable: true, render: (s) => s.email ?? '—' },
      {
        accessor: 'customerCount',
        title: t('salesmen.customerCount'),
        sortable: true,
        textAlign: 'right',
        render: (s) => formatNumber(s.customerCount, locale),
      },
      rowActionsColumn(t('common.actions'), (s) => (
        <RowAction
          icon={IconUsersGroup}
          label={t('salesmen.customers')}
          aria-label={t('salesmen.customersNamed', { name: s.name })}
          onClick={() => setEditing(s)}
        />
      )),
    ],
    [t, locale],
  );

  return (
    <Stack gap="md">
      <SearchField label={t('salesmen.search')} value={search} onChange={setSearch} />
      <PagedDataTable<Salesman>
        query={salesmen}
        columns={columns}
        label={t('salesmen.tableLabel')}
        emptyText={t('salesmen.empty')}
        {...paging}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('salesmen.customersTitle', { name: editing?.name ?? '' })}
        size="lg"
      >
        {editing && <SalesmanCustomersForm key={editing.id} salesman={editing} canEdit={canEdit} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

import type { OrderParameter, PagedQuery } from '@dealerport/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { formatNumber, formatPercent } from '../../../lib/numbers';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteOrderParameter } from '../api/delete-order-parameter';
import { useOrderParameters } from '../api/list-order-parameters';
import { OrderParameterForm } from './OrderParameterForm';

const NO_PERMISSIONS: readonly string[] = [];
const PAGE_SIZES = [25, 50, 100];

/** /order-parameters: the payment methods offered per category, with cash discount, term and default. */
export function OrderParametersPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('order-parameter.create');
  const canUpdate = permissions.includes('order-parameter.update');
  const canDelete = permissions.includes('order-parameter.delete');

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const paging = usePaging(PAGE_SIZES, debounced);
  const { page, pageSize } = paging;

  const query: PagedQuery = { PageNumber: page, PageSize: pageSize, ...(debounced.trim() ? { SearchTerm: debounced.trim() } : {}) };
  const parameters = useOrderParameters(query);

  const editor = useEditing<OrderParameter>();
  const deletion = useDeleteConfirmation<OrderParameter>({
    mutation: useDeleteOrderParameter(),
    title: t('orderParameters.deleteTitle'),
    message: (p) => t('orderParameters.deleteConfirm', { name: p.name }),
    deleted: (p) => t('orderParameters.deleted', { name: p.name }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const columns = useMemo<DataTableColumn<OrderParameter>[]>(
    () => [
      {
        accessor: 'categoryName',
        title: t('orderParameters.category'),
        render: (p) => p.categoryName ?? <Text c="dimmed">{t('orderParameters.everyCategory')}</Text>,
      },
      { accessor: 'paymentMethodCode', title: t('orderParameters.code') },
      { accessor: 'name', title: t('orderParameters.name') },
      {
        accessor: 'discountRate',
        title: t('orderParameters.discountRate'),
        textAlign: 'right',
        render: (p) => formatPercent(p.discountRate, locale),
      },
      { accessor: 'dueDays', title: t('orderParameters.dueDays'), textAlign: 'right', render: (p) => formatNumber(p.dueDays, locale) },
      {
        accessor: 'flags',
        title: t('orderParameters.flags'),
        render: (p) => (
          <Group gap={4}>
            {p.isDefault && (
              <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
                {t('orderParameters.default')}
              </Badge>
            )}
            {p.isOnlinePayment && <Badge variant="light">{t('orderParameters.online')}</Badge>}
            {!p.isActive && (
              <Badge color="gray" variant="light">
                {t('orderParameters.passive')}
              </Badge>
            )}
          </Group>
        ),
      },
      { accessor: 'order', title: t('orderParameters.order'), textAlign: 'right' },
      rowActionsColumn(t('common.actions'), (p) => (
        <>
          {canUpdate && (
            <EditAction
              label={t('orderParameters.edit')}
              aria-label={t('orderParameters.editNamed', { name: p.name })}
              onClick={() => edit(p)}
            />
          )}
          {canDelete && <DeleteAction aria-label={t('orderParameters.deleteNamed', { name: p.name })} onClick={() => askDelete(p)} />}
        </>
      )),
    ],
    [t, locale, canUpdate, canDelete, edit, askDelete],
  );

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('orderParameters.intro')}</Text>
      <ListToolbar create={canCreate && { label: t('orderParameters.create'), onClick: editor.create }}>
        <SearchField
          label={t('orderParameters.search')}
          placeholder={t('orderParameters.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </ListToolbar>

      <PagedDataTable<OrderParameter>
        query={parameters}
        columns={columns}
        label={t('orderParameters.tableLabel')}
        emptyText={t('orderParameters.empty')}
        {...paging}
      />

      <EditModal
        editor={editor}
        createTitle={t('orderParameters.createTitle')}
        editTitle={(p) => t('orderParameters.editTitle', { name: p.name })}
        size="lg"
      >
        {(parameter) => <OrderParameterForm parameter={parameter} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      {deletion.dialog}
    </Stack>
  );
}

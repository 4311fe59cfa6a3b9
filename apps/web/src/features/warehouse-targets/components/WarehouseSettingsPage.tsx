import type { WarehouseTarget } from '@dealerport/contract';
import { Alert, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar } from '../../../components/ListToolbar';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { errorText } from '../../../lib/api-error';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteWarehouseTarget } from '../api/delete-warehouse-target';
import { useAdminWarehouses } from '../api/list-admin-warehouses';
import { useWarehouseTargets } from '../api/list-warehouse-targets';
import { WarehouseTargetForm } from './WarehouseTargetForm';

const NO_PERMISSIONS: readonly string[] = [];
const PAGE_SIZES = [25, 50, 100];

/** How a rule is named in labels and messages: its warehouse and priority. */
const label = (r: WarehouseTarget) => `${r.warehouseCode} (${r.priority})`;

function Countries({ codes, empty, color }: { codes: string[]; empty: string; color?: string }) {
  if (codes.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Group gap={4}>
      {codes.map((c) => (
        <Badge key={c} variant="light" color={color}>
          {c}
        </Badge>
      ))}
    </Group>
  );
}

/** /warehouse-settings: the warehouses and the rules saying which delivery countries each serves. */
export function WarehouseSettingsPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('warehouse-target.create');
  const canUpdate = permissions.includes('warehouse-target.update');
  const canDelete = permissions.includes('warehouse-target.delete');

  const warehouses = useAdminWarehouses();
  const paging = usePaging(PAGE_SIZES);
  const { page, pageSize } = paging;
  const targets = useWarehouseTargets({ PageIndex: page, PageSize: pageSize });

  const editor = useEditing<WarehouseTarget>();
  const deletion = useDeleteConfirmation<WarehouseTarget>({
    mutation: useDeleteWarehouseTarget(),
    title: t('warehouseTargets.deleteTitle'),
    message: (r) => t('warehouseTargets.deleteConfirm', { name: label(r) }),
    deleted: (r) => t('warehouseTargets.deleted', { name: label(r) }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const columns = useMemo<DataTableColumn<WarehouseTarget>[]>(
    () => [
      { accessor: 'priority', title: t('warehouseTargets.priority'), textAlign: 'right', width: 90 },
      { accessor: 'warehouseCode', title: t('warehouseTargets.warehouse'), render: (r) => `${r.warehouseCode} – ${r.warehouseName}` },
      {
        accessor: 'acceptedCountryCodes',
        title: t('warehouseTargets.accepted'),
        render: (r) => <Countries codes={r.acceptedCountryCodes} empty={t('warehouseTargets.everyCountry')} />,
      },
      {
        accessor: 'rejectedCountryCodes',
        title: t('warehouseTargets.rejected'),
        render: (r) => <Countries codes={r.rejectedCountryCodes} empty="–" color="red" />,
      },
      {
        accessor: 'flags',
        title: t('warehouseTargets.kind'),
        render: (r) => (
          <Group gap={4}>
            <Badge variant="outline" color={r.isExport ? 'grape' : 'blue'}>
              {r.isExport ? t('warehouseTargets.export') : t('warehouseTargets.domestic')}
            </Badge>
            {r.isExportRegistered && <Badge variant="outline">{t('warehouseTargets.exportRegistered')}</Badge>}
          </Group>
        ),
      },
      rowActionsColumn(t('common.actions'), (r) => (
        <>
          {canUpdate && (
            <EditAction
              label={t('warehouseTargets.edit')}
              aria-label={t('warehouseTargets.editNamed', { name: label(r) })}
              onClick={() => edit(r)}
            />
          )}
          {canDelete && <DeleteAction aria-label={t('warehouseTargets.deleteNamed', { name: label(r) })} onClick={() => askDelete(r)} />}
        </>
      )),
    ],
    [t, canUpdate, canDelete, edit, askDelete],
  );

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('warehouseTargets.warehousesTitle')}
        </Title>
        {warehouses.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(warehouses.error, t('errors.unexpected'))}
          </Alert>
        ) : warehouses.isPending ? (
          <LoadingSpinner size="sm" />
        ) : (
          <Table withTableBorder striped aria-label={t('warehouseTargets.warehousesTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('warehouseTargets.code')}</Table.Th>
                <Table.Th>{t('warehouseTargets.name')}</Table.Th>
                <Table.Th>{t('warehouseTargets.division')}</Table.Th>
                <Table.Th ta="right">{t('warehouseTargets.priority')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {warehouses.data.map((w) => (
                <Table.Tr key={w.code}>
                  <Table.Td>{w.code}</Table.Td>
                  <Table.Td>{w.name}</Table.Td>
                  <Table.Td>{w.divisionId}</Table.Td>
                  <Table.Td ta="right">{w.priority}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>

      <Stack gap="xs">
        <ListToolbar create={canCreate && { label: t('warehouseTargets.create'), onClick: editor.create }}>
          <Stack gap={2}>
            <Title order={2} size="h3">
              {t('warehouseTargets.rulesTitle')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('warehouseTargets.intro')}
            </Text>
          </Stack>
        </ListToolbar>
        <PagedDataTable<WarehouseTarget>
          query={targets}
          columns={columns}
          label={t('warehouseTargets.tableLabel')}
          emptyText={t('warehouseTargets.empty')}
          {...paging}
        />
      </Stack>

      <EditModal
        editor={editor}
        createTitle={t('warehouseTargets.createTitle')}
        editTitle={(r) => t('warehouseTargets.editTitle', { name: label(r) })}
        size="lg"
      >
        {(target) => <WarehouseTargetForm target={target} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      {deletion.dialog}
    </Stack>
  );
}

import type { CategoryMap } from '@dealerport/contract';
import { Image, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { DeleteAction, EditAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { errorText } from '../../../lib/api-error';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { foldForSearch } from '../../../lib/text';
import { useDeleteCategoryMap } from '../api/delete-category-map';
import { useCategoryMaps } from '../api/list-category-maps';
import { CategoryMapForm } from './CategoryMapForm';

const NO_PERMISSIONS: readonly string[] = [];
type SortKey = 'externalCode' | 'externalName' | 'categoryName';

/**
 * /category-mappings: the selected customer's own code and name for portal categories. The list is
 * one customer's (a few dozen rows), so it is searched and sorted here, not paged on the server.
 */
export function CategoryMapsPage() {
  const { t, i18n } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('category-map.create');
  const canUpdate = permissions.includes('category-map.update');
  const canDelete = permissions.includes('category-map.delete');
  const customer = useCustomerStore((s) => s.selected);
  const maps = useCategoryMaps(customer?.id ?? '');

  const [search, setSearch] = useState('');
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<CategoryMap>>({ columnAccessor: 'externalCode', direction: 'asc' });
  const editor = useEditing<CategoryMap>();
  const deletion = useDeleteConfirmation<CategoryMap>({
    mutation: useDeleteCategoryMap(),
    title: t('categoryMaps.deleteTitle'),
    message: (m) => t('categoryMaps.deleteConfirm', { name: `${m.externalCode} – ${m.externalName}` }),
    deleted: (m) => t('categoryMaps.deleted', { name: m.externalCode }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const records = useMemo(() => {
    const term = foldForSearch(search.trim());
    const key = sortStatus.columnAccessor as SortKey;
    const collator = new Intl.Collator(i18n.language, { numeric: true, sensitivity: 'base' });
    return (maps.data ?? [])
      .filter((m) => !term || [m.externalCode, m.externalName, m.categoryName].some((v) => foldForSearch(v).includes(term)))
      .sort((a, b) => collator.compare(a[key], b[key]) * (sortStatus.direction === 'asc' ? 1 : -1));
  }, [maps.data, search, sortStatus, i18n.language]);

  const columns = useMemo<DataTableColumn<CategoryMap>[]>(() => {
    const cols: DataTableColumn<CategoryMap>[] = [
      {
        accessor: 'iconUrl',
        title: t('categoryMaps.icon'),
        width: 72,
        // the thumbnail (ADR 0022); an icon stored before thumbnails has none
        render: (m) => (m.iconUrl ? <Image src={m.iconThumbnailUrl ?? m.iconUrl} alt="" h={32} w={32} fit="contain" /> : '—'),
      },
      { accessor: 'externalCode', title: t('categoryMaps.externalCode'), sortable: true },
      { accessor: 'externalName', title: t('categoryMaps.externalName'), sortable: true },
      { accessor: 'categoryName', title: t('categoryMaps.category'), sortable: true },
    ];
    if (canUpdate || canDelete) {
      cols.push(
        rowActionsColumn(t('common.actions'), (m) => (
          <>
            {canUpdate && (
              <EditAction
                label={t('categoryMaps.edit')}
                aria-label={t('categoryMaps.editNamed', { name: m.externalCode })}
                onClick={() => edit(m)}
              />
            )}
            {canDelete && (
              <DeleteAction aria-label={t('categoryMaps.deleteNamed', { name: m.externalCode })} onClick={() => askDelete(m)} />
            )}
          </>
        )),
      );
    }
    return cols;
  }, [t, canUpdate, canDelete, edit, askDelete]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('categoryMaps.intro', { name: customer?.name ?? '' })}
      </Text>
      <ListToolbar create={canCreate && { label: t('categoryMaps.create'), onClick: editor.create }}>
        <SearchField
          label={t('categoryMaps.search')}
          placeholder={t('categoryMaps.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </ListToolbar>

      <DataTable<CategoryMap>
        aria-label={t('categoryMaps.tableLabel')}
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={records.length ? undefined : 180}
        idAccessor="id"
        records={records}
        columns={columns}
        fetching={maps.isFetching}
        noRecordsText={maps.isError ? errorText(maps.error, t('errors.unexpected')) : t('categoryMaps.empty')}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <EditModal
        editor={editor}
        createTitle={t('categoryMaps.createTitle')}
        editTitle={(m) => t('categoryMaps.editTitle', { name: m.externalCode })}
        size="lg"
      >
        {(map) => <CategoryMapForm map={map} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      {deletion.dialog}
    </Stack>
  );
}

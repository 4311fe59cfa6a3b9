import type { Bundle } from '@dealerport/contract';
import { Badge, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, RowAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { formatDateTime } from '../../../lib/dates';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteBundle } from '../api/delete-bundle';
import { useBundles } from '../api/list-bundles';
import { BUNDLE_PAGE_SIZES, SEARCH_DEBOUNCE_MS, toBundlesQuery } from '../lib/bundle-form';
import { BundleForm } from './BundleForm';
import { BundlePreviewModal } from './BundlePreviewModal';

const NO_PERMISSIONS: readonly string[] = [];

/** /bundle-management: the tagged product selections the home page shows as strips. */
export function BundlesPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('bundle.create');
  const canUpdate = permissions.includes('bundle.update');
  const canDelete = permissions.includes('bundle.delete');

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Bundle>>({ columnAccessor: 'tag', direction: 'asc' });
  const paging = usePaging(BUNDLE_PAGE_SIZES, debounced);
  const { page, pageSize } = paging;
  const bundles = useBundles(
    toBundlesQuery({
      page,
      pageSize,
      search: debounced,
      sort: { column: String(sortStatus.columnAccessor), direction: sortStatus.direction },
    }),
  );

  const editor = useEditing<Bundle>();
  const deletion = useDeleteConfirmation<Bundle>({
    mutation: useDeleteBundle(),
    title: t('bundles.deleteTitle'),
    message: (b) => t('bundles.deleteConfirm', { name: b.title }),
    deleted: (b) => t('bundles.deleted', { name: b.title }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;
  const [previewing, setPreviewing] = useState<Bundle | null>(null);

  const columns = useMemo<DataTableColumn<Bundle>[]>(() => {
    const cols: DataTableColumn<Bundle>[] = [
      { accessor: 'tag', title: t('bundles.tag'), sortable: true },
      {
        accessor: 'title',
        title: t('bundles.titleField'),
        render: (b) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {b.title}
            </Text>
            {b.description && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {b.description}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        accessor: 'products',
        title: t('bundles.products'),
        textAlign: 'right',
        render: (b) => b.products.length,
      },
      {
        accessor: 'isActive',
        title: t('bundles.state'),
        sortable: true,
        render: (b) => (
          <Badge variant="light" color={b.isActive ? 'green' : 'gray'}>
            {b.isActive ? t('bundles.on') : t('bundles.off')}
          </Badge>
        ),
      },
      { accessor: 'updatedOnUtc', title: t('bundles.updatedOn'), render: (b) => formatDateTime(b.updatedOnUtc, locale) },
    ];
    cols.push(
      rowActionsColumn(t('common.actions'), (b) => (
        <>
          <RowAction
            icon={IconEye}
            label={t('bundles.preview')}
            aria-label={t('bundles.previewNamed', { name: b.tag })}
            onClick={() => setPreviewing(b)}
          />
          {canUpdate && (
            <EditAction label={t('bundles.edit')} aria-label={t('bundles.editNamed', { name: b.tag })} onClick={() => edit(b)} />
          )}
          {canDelete && <DeleteAction aria-label={t('bundles.deleteNamed', { name: b.tag })} onClick={() => askDelete(b)} />}
        </>
      )),
    );
    return cols;
  }, [t, locale, canUpdate, canDelete, edit, askDelete]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('bundles.intro')}
      </Text>
      <ListToolbar create={canCreate && { label: t('bundles.create'), onClick: editor.create }}>
        <SearchField
          label={t('bundles.search')}
          placeholder={t('bundles.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          width={260}
        />
      </ListToolbar>

      <PagedDataTable<Bundle>
        query={bundles}
        columns={columns}
        label={t('bundles.tableLabel')}
        emptyText={t('bundles.empty')}
        {...paging}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <EditModal
        editor={editor}
        createTitle={t('bundles.createTitle')}
        editTitle={(b) => t('bundles.editTitle', { name: b.tag })}
        size="xl"
      >
        {(bundle) => <BundleForm bundle={bundle} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      <BundlePreviewModal bundle={previewing} onClose={() => setPreviewing(null)} />

      {deletion.dialog}
    </Stack>
  );
}

import { ADDITIONAL_DETAIL_TYPES, type AdditionalDetail, type AdditionalDetailType } from '@dealerport/contract';
import { Anchor, Badge, Group, Image, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { categoryOptions } from '../../../lib/category-options';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteAdditionalDetail } from '../api/delete-additional-detail';
import { useAdditionalDetails } from '../api/list-additional-details';
import { useAdminCategories } from '../api/list-admin-categories';
import { DETAIL_PAGE_SIZES, SEARCH_DEBOUNCE_MS, toDetailsQuery } from '../lib/additional-detail-form';
import { AdditionalDetailForm } from './AdditionalDetailForm';

const NO_PERMISSIONS: readonly string[] = [];

/** Where a detail applies: a product, else the category, narrowed to a property value. */
function targetText(d: AdditionalDetail): string {
  const value = d.propertyName ? `${d.propertyName}${d.propertyDetailName ? `: ${d.propertyDetailName}` : ''}` : null;
  return [value, d.productCode].filter(Boolean).join(' · ') || '—';
}

/** /product-additional-properties: extra label/value lines shown on product details, by category, property value or product. */
export function AdditionalDetailsPage() {
  const { t } = useTranslation();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('product-additional-detail.create');
  const canUpdate = permissions.includes('product-additional-detail.update');
  const canDelete = permissions.includes('product-additional-detail.delete');

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [type, setType] = useState<AdditionalDetailType | null>(null);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<AdditionalDetail>>({ columnAccessor: 'categoryName', direction: 'asc' });
  const paging = usePaging(DETAIL_PAGE_SIZES, JSON.stringify([debounced, categoryId, type]));
  const { page, pageSize } = paging;

  const details = useAdditionalDetails(
    toDetailsQuery({
      page,
      pageSize,
      search: debounced,
      sort: { column: String(sortStatus.columnAccessor), direction: sortStatus.direction },
      categoryId,
      type,
    }),
  );
  const categories = useAdminCategories();
  const categoryData = useMemo(() => categoryOptions(categories.data, t('additionalDetails.inactive')), [categories.data, t]);

  const editor = useEditing<AdditionalDetail>();
  const deletion = useDeleteConfirmation<AdditionalDetail>({
    mutation: useDeleteAdditionalDetail(),
    title: t('additionalDetails.deleteTitle'),
    message: (d) => t('additionalDetails.deleteConfirm', { name: d.label }),
    deleted: (d) => t('additionalDetails.deleted', { name: d.label }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const columns = useMemo<DataTableColumn<AdditionalDetail>[]>(() => {
    const cols: DataTableColumn<AdditionalDetail>[] = [
      { accessor: 'categoryName', title: t('additionalDetails.category'), sortable: true },
      { accessor: 'target', title: t('additionalDetails.narrowedTo'), render: targetText },
      { accessor: 'label', title: t('additionalDetails.label'), sortable: true },
      {
        accessor: 'value',
        title: t('additionalDetails.value'),
        sortable: true,
        render: (d) => {
          // the thumbnail (ADR 0022); an image stored before thumbnails has none
          if (d.type === 'image' && d.imageUrl)
            return <Image src={d.imageThumbnailUrl ?? d.imageUrl} alt={d.label} h={40} w={40} fit="contain" />;
          if (d.type === 'link') {
            return (
              <Anchor href={d.value} target="_blank" rel="noopener noreferrer" size="sm">
                {d.value}
              </Anchor>
            );
          }
          return (
            <Text size="sm" lineClamp={2}>
              {d.value || '—'}
            </Text>
          );
        },
      },
      {
        accessor: 'type',
        title: t('additionalDetails.type'),
        sortable: true,
        render: (d) => (
          <Badge variant="light" color={d.type === 'image' ? 'grape' : d.type === 'link' ? 'blue' : 'gray'}>
            {t(`additionalDetails.types.${d.type}`)}
          </Badge>
        ),
      },
      { accessor: 'order', title: t('additionalDetails.order'), sortable: true, textAlign: 'right' },
    ];
    if (canUpdate || canDelete) {
      cols.push(
        rowActionsColumn(t('common.actions'), (d) => (
          <>
            {canUpdate && (
              <EditAction
                label={t('additionalDetails.edit')}
                aria-label={t('additionalDetails.editNamed', { name: d.label })}
                onClick={() => edit(d)}
              />
            )}
            {canDelete && <DeleteAction aria-label={t('additionalDetails.deleteNamed', { name: d.label })} onClick={() => askDelete(d)} />}
          </>
        )),
      );
    }
    return cols;
  }, [t, canUpdate, canDelete, edit, askDelete]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('additionalDetails.intro')}
      </Text>
      <ListToolbar create={canCreate && { label: t('additionalDetails.create'), onClick: editor.create }}>
        <Group align="flex-end" gap="sm">
          <SearchField
            label={t('additionalDetails.search')}
            placeholder={t('additionalDetails.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            width={280}
          />
          <Select
            label={t('additionalDetails.filterCategory')}
            placeholder={t('additionalDetails.all')}
            searchable
            clearable
            data={categoryData}
            value={categoryId}
            onChange={setCategoryId}
            w={{ base: '100%', sm: 240 }}
          />
          <Select
            label={t('additionalDetails.filterType')}
            placeholder={t('additionalDetails.all')}
            clearable
            data={ADDITIONAL_DETAIL_TYPES.map((value) => ({ value, label: t(`additionalDetails.types.${value}`) }))}
            value={type}
            onChange={(v) => setType(v as AdditionalDetailType | null)}
            w={{ base: '100%', sm: 160 }}
          />
        </Group>
      </ListToolbar>

      <PagedDataTable<AdditionalDetail>
        query={details}
        columns={columns}
        label={t('additionalDetails.tableLabel')}
        emptyText={t('additionalDetails.empty')}
        {...paging}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <EditModal
        editor={editor}
        createTitle={t('additionalDetails.createTitle')}
        editTitle={(d) => t('additionalDetails.editTitle', { name: d.label })}
        size="xl"
      >
        {(detail) => <AdditionalDetailForm detail={detail} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      {deletion.dialog}
    </Stack>
  );
}

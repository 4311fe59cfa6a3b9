import type { Banner } from '@dealerport/contract';
import { Anchor, Badge, Button, Group, Image, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort } from '@tabler/icons-react';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { categoryOptions } from '../../../lib/category-options';
import { formatDateTime } from '../../../lib/dates';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteBanner } from '../api/delete-banner';
import { useAdminCategories } from '../api/list-admin-categories';
import { useBanners } from '../api/list-banners';
import { useCountries } from '../api/list-countries';
import { BANNER_PAGE_SIZES, bannerState, SEARCH_DEBOUNCE_MS, toBannersQuery } from '../lib/banner-form';
import { BannerForm } from './BannerForm';
import { BannerOrder } from './BannerOrder';

const NO_PERMISSIONS: readonly string[] = [];
const STATE_COLORS = { live: 'green', scheduled: 'blue', ended: 'gray', off: 'gray' } as const;

/** /banner-management: the banners of every group, with their pictures per language, link, audience and window. */
export function BannersPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('banner.create');
  const canUpdate = permissions.includes('banner.update');
  const canDelete = permissions.includes('banner.delete');

  const [search, setSearch] = useState('');
  const [groupTag, setGroupTag] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [debouncedGroup] = useDebouncedValue(groupTag, SEARCH_DEBOUNCE_MS);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Banner>>({ columnAccessor: 'groupTag', direction: 'asc' });
  const paging = usePaging(BANNER_PAGE_SIZES, JSON.stringify([debounced, debouncedGroup, categoryId, countryCode]));
  const { page, pageSize } = paging;

  const banners = useBanners(
    toBannersQuery({
      page,
      pageSize,
      search: debounced,
      sort: { column: String(sortStatus.columnAccessor), direction: sortStatus.direction },
      groupTag: debouncedGroup,
      categoryId,
      countryCode,
    }),
  );
  const categories = useAdminCategories();
  const categoryData = useMemo(() => categoryOptions(categories.data, t('banners.inactive')), [categories.data, t]);
  const countries = useCountries();
  const countryData = useMemo(() => (countries.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.id})` })), [countries.data]);

  const editor = useEditing<Banner>();
  const deletion = useDeleteConfirmation<Banner>({
    mutation: useDeleteBanner(),
    title: t('banners.deleteTitle'),
    message: (b) => t('banners.deleteConfirm', { name: b.title }),
    deleted: (b) => t('banners.deleted', { name: b.title }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const columns = useMemo<DataTableColumn<Banner>[]>(() => {
    const cols: DataTableColumn<Banner>[] = [
      {
        accessor: 'image',
        title: t('banners.image'),
        render: (b) => {
          const tr = b.images.find((i) => i.culture === 'tr') ?? b.images[0];
          return tr ? <Image src={tr.thumbnailUrl} alt={b.title} h={40} w={96} fit="cover" radius="xs" loading="lazy" /> : '—';
        },
      },
      {
        accessor: 'title',
        title: t('banners.titleField'),
        sortable: true,
        render: (b) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {b.title}
            </Text>
            {b.href && (
              <Anchor href={b.href} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
                {b.href}
              </Anchor>
            )}
          </Stack>
        ),
      },
      { accessor: 'groupTag', title: t('banners.groupTag'), sortable: true },
      { accessor: 'categoryName', title: t('banners.category'), render: (b) => b.categoryName ?? t('banners.anyCategory') },
      { accessor: 'countryCode', title: t('banners.country'), sortable: true, render: (b) => b.countryCode ?? t('banners.anyCountry') },
      {
        accessor: 'languages',
        title: t('banners.languages'),
        render: (b) => (
          <Group gap={4}>
            {b.images.map((i) => (
              <Badge key={i.culture} size="xs" variant="outline">
                {i.culture}
              </Badge>
            ))}
          </Group>
        ),
      },
      {
        accessor: 'activeFrom',
        title: t('banners.window'),
        sortable: true,
        render: (b) => (
          <Text size="xs">
            {b.activeFrom || b.activeTo
              ? `${formatDateTime(b.activeFrom, locale)} – ${formatDateTime(b.activeTo, locale)}`
              : t('banners.always')}
          </Text>
        ),
      },
      {
        accessor: 'state',
        title: t('banners.state'),
        render: (b) => {
          const state = bannerState(b);
          return (
            <Badge variant="light" color={STATE_COLORS[state]}>
              {t(`banners.states.${state}`)}
            </Badge>
          );
        },
      },
      { accessor: 'order', title: t('banners.order'), sortable: true, textAlign: 'right' },
    ];
    if (canUpdate || canDelete) {
      cols.push(
        rowActionsColumn(t('common.actions'), (b) => (
          <>
            {canUpdate && (
              <EditAction label={t('banners.edit')} aria-label={t('banners.editNamed', { name: b.title })} onClick={() => edit(b)} />
            )}
            {canDelete && <DeleteAction aria-label={t('banners.deleteNamed', { name: b.title })} onClick={() => askDelete(b)} />}
          </>
        )),
      );
    }
    return cols;
  }, [t, locale, canUpdate, canDelete, edit, askDelete]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('banners.intro')}
      </Text>
      <ListToolbar create={canCreate && { label: t('banners.create'), onClick: editor.create }}>
        <Group align="flex-end" gap="sm">
          <SearchField
            label={t('banners.search')}
            placeholder={t('banners.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            width={240}
          />
          <TextInput
            label={t('banners.filterGroup')}
            placeholder="home-main"
            value={groupTag}
            onChange={(e) => setGroupTag(e.currentTarget.value)}
            w={{ base: '100%', sm: 160 }}
          />
          <Select
            label={t('banners.category')}
            placeholder={t('banners.all')}
            searchable
            clearable
            data={categoryData}
            value={categoryId}
            onChange={setCategoryId}
            w={{ base: '100%', sm: 220 }}
          />
          <Select
            label={t('banners.country')}
            placeholder={t('banners.all')}
            searchable
            clearable
            data={countryData}
            value={countryCode}
            onChange={setCountryCode}
            w={{ base: '100%', sm: 180 }}
          />
          {canUpdate && (
            <Button variant="default" leftSection={<IconArrowsSort size={16} aria-hidden />} onClick={() => setOrdering(true)}>
              {t('banners.ordering.open')}
            </Button>
          )}
        </Group>
      </ListToolbar>

      <PagedDataTable<Banner>
        query={banners}
        columns={columns}
        label={t('banners.tableLabel')}
        emptyText={t('banners.empty')}
        {...paging}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <EditModal
        editor={editor}
        createTitle={t('banners.createTitle')}
        editTitle={(b) => t('banners.editTitle', { name: b.title })}
        size="xl"
      >
        {(banner) => <BannerForm banner={banner} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      <BannerOrder opened={ordering} onClose={() => setOrdering(false)} initialGroup={debouncedGroup.trim().toLowerCase()} />

      {deletion.dialog}
    </Stack>
  );
}

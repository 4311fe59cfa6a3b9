import { CAMPAIGN_STATUSES, type Campaign, type CampaignStatus } from '@dealerport/contract';
import { Badge, Group, type MantineTheme, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditModal, useEditing } from '../../../components/EditModal';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { DeleteAction, EditAction, rowActionsColumn } from '../../../components/RowActions';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { formatPercent } from '../../../lib/numbers';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaigns } from '../api/list-campaigns';
import { CAMPAIGN_PAGE_SIZES, SEARCH_DEBOUNCE_MS, STATUS_COLORS, toCampaignsQuery } from '../lib/campaign-form';
import { CampaignForm } from './CampaignForm';

const NO_PERMISSIONS: readonly string[] = [];
/** Who and what a campaign is for: shown where there is room (a phone keeps code, period, effect and status). */
const WIDE_SCREEN = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;

export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {t(`priceRules.campaigns.statuses.${status}`)}
    </Badge>
  );
}

/** /admin/campaigns: the campaigns that lower prices for a time, with their status on the distributor's day. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canCreate = permissions.includes('price-rule.create');
  const canUpdate = permissions.includes('price-rule.update');
  const canDelete = permissions.includes('price-rule.delete');

  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatus | null>(null);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Campaign>>({ columnAccessor: 'startsOn', direction: 'desc' });
  const paging = usePaging(CAMPAIGN_PAGE_SIZES, `${debounced}|${status ?? ''}`);
  const { page, pageSize } = paging;
  const campaigns = useCampaigns(
    toCampaignsQuery({
      page,
      pageSize,
      search: debounced,
      status,
      sort: { column: String(sortStatus.columnAccessor), direction: sortStatus.direction },
    }),
  );

  const editor = useEditing<Campaign>();
  const deletion = useDeleteConfirmation<Campaign>({
    mutation: useDeleteCampaign(),
    title: t('priceRules.campaigns.deleteTitle'),
    message: (c) => t('priceRules.campaigns.deleteConfirm', { code: c.code }),
    deleted: (c) => t('priceRules.campaigns.deleted', { code: c.code }),
  });
  const { edit } = editor;
  const { ask: askDelete } = deletion;

  const columns = useMemo<DataTableColumn<Campaign>[]>(() => {
    const count = (key: string, n: number) => t(`priceRules.campaigns.${key}`, { count: n });
    const cols: DataTableColumn<Campaign>[] = [
      { accessor: 'code', title: t('priceRules.campaigns.code'), sortable: true },
      {
        accessor: 'name',
        title: t('priceRules.campaigns.name'),
        render: (c) => (
          <Text size="sm" lineClamp={2}>
            {c.name}
          </Text>
        ),
      },
      {
        accessor: 'startsOn',
        title: t('priceRules.campaigns.period'),
        sortable: true,
        render: (c) => `${formatDate(c.startsOn, locale)} – ${formatDate(c.endsOn, locale)}`,
      },
      {
        accessor: 'value',
        title: t('priceRules.campaigns.effect'),
        textAlign: 'right',
        render: (c) =>
          c.kind === 'percent'
            ? t('priceRules.campaigns.percentOff', { rate: formatPercent(c.value, locale) })
            : formatMoney(c.value, locale, c.currency),
      },
      {
        accessor: 'target',
        title: t('priceRules.campaigns.target'),
        visibleMediaQuery: WIDE_SCREEN,
        render: (c) =>
          c.customers.length === 0 && c.priceGroups.length === 0
            ? t('priceRules.campaigns.everyone')
            : [c.customers.length > 0 && count('customersCount', c.customers.length), ...c.priceGroups].filter(Boolean).join(', '),
      },
      {
        accessor: 'scope',
        title: t('priceRules.campaigns.scope'),
        visibleMediaQuery: WIDE_SCREEN,
        render: (c) =>
          c.products.length === 0 && c.categories.length === 0
            ? t('priceRules.campaigns.everyProduct')
            : [c.products.length > 0 && count('productsCount', c.products.length), ...c.categories.map((x) => x.name)]
                .filter(Boolean)
                .join(', '),
      },
      { accessor: 'status', title: t('priceRules.campaigns.status'), render: (c) => <StatusBadge status={c.status} /> },
    ];
    if (canUpdate || canDelete) {
      cols.push(
        rowActionsColumn(t('common.actions'), (c) => (
          <>
            {canUpdate && (
              <EditAction
                label={t('priceRules.campaigns.edit')}
                aria-label={t('priceRules.campaigns.editNamed', { code: c.code })}
                onClick={() => edit(c)}
              />
            )}
            {canDelete && (
              <DeleteAction aria-label={t('priceRules.campaigns.deleteNamed', { code: c.code })} onClick={() => askDelete(c)} />
            )}
          </>
        )),
      );
    }
    return cols;
  }, [t, locale, canUpdate, canDelete, edit, askDelete]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('priceRules.campaigns.intro')}
      </Text>
      <ListToolbar create={canCreate && { label: t('priceRules.campaigns.create'), onClick: editor.create }}>
        <Group gap="sm" align="flex-end" w={{ base: '100%', sm: 'auto' }}>
          <SearchField
            label={t('priceRules.campaigns.search')}
            placeholder={t('priceRules.campaigns.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            width={260}
          />
          <Select
            label={t('priceRules.campaigns.status')}
            placeholder={t('priceRules.campaigns.allStatuses')}
            data={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`priceRules.campaigns.statuses.${s}`) }))}
            value={status}
            onChange={(v) => setStatus(v as CampaignStatus | null)}
            clearable
            w={{ base: '100%', sm: 200 }}
          />
        </Group>
      </ListToolbar>

      <PagedDataTable<Campaign>
        query={campaigns}
        columns={columns}
        label={t('priceRules.campaigns.tableLabel')}
        emptyText={t('priceRules.campaigns.empty')}
        {...paging}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
      />

      <EditModal
        editor={editor}
        createTitle={t('priceRules.campaigns.createTitle')}
        editTitle={(c) => t('priceRules.campaigns.editTitle', { code: c.code })}
        size="xl"
      >
        {(campaign) => <CampaignForm campaign={campaign} onDone={editor.close} onCancel={editor.close} />}
      </EditModal>

      {deletion.dialog}
    </Stack>
  );
}

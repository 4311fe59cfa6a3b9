import type { ListSalesmanLimitsQuery, SalesmanLimit } from '@dealerport/contract';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHistory } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { RowAction, rowActionsColumn } from '../../../components/RowActions';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { useSalesmanLimits } from '../api/list-salesman-limits';
import { LimitLogDrawer } from './LimitLogDrawer';
import { LimitUploadCard } from './LimitUploadCard';

const NO_PERMISSIONS: readonly string[] = [];
const PAGE_SIZES = [50, 100, 200];

/** A calendar day (YYYY-MM-DD) in the user's language, without a time-zone shift. */

/** /salesman-product-limit: upload limits from a spreadsheet, list them, see each limit's log. */
export function SalesmanLimitsPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canUpload = permissions.includes('salesman-limit.create');

  const [search, setSearch] = useState('');
  const [activeOn, setActiveOn] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const paging = usePaging(PAGE_SIZES, `${debounced}|${activeOn}`);
  const { page, pageSize } = paging;

  const query: Partial<ListSalesmanLimitsQuery> = {
    PageNumber: page,
    PageSize: pageSize,
    ...(debounced.trim() ? { SearchTerm: debounced.trim() } : {}),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(activeOn) ? { ActiveOn: activeOn } : {}),
  };
  const limits = useSalesmanLimits(query);
  const [viewing, setViewing] = useState<SalesmanLimit | null>(null);

  const columns = useMemo<DataTableColumn<SalesmanLimit>[]>(
    () => [
      {
        accessor: 'salesmanCode',
        title: t('salesmanLimits.salesman'),
        render: (l) => (
          <Stack gap={0}>
            <Text size="sm">{l.salesmanCode}</Text>
            {l.salesmanName && (
              <Text size="xs" c="dimmed">
                {l.salesmanName}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        accessor: 'productCode',
        title: t('salesmanLimits.product'),
        render: (l) => (
          <Stack gap={0}>
            <Text size="sm">{l.productCode}</Text>
            {l.productName && (
              <Text size="xs" c="dimmed">
                {l.productName}
              </Text>
            )}
          </Stack>
        ),
      },
      { accessor: 'quantity', title: t('salesmanLimits.quantity'), textAlign: 'right', render: (l) => formatNumber(l.quantity, locale) },
      { accessor: 'startDate', title: t('salesmanLimits.startDate'), render: (l) => formatDate(l.startDate, locale) },
      { accessor: 'endDate', title: t('salesmanLimits.endDate'), render: (l) => formatDate(l.endDate, locale) },
      rowActionsColumn(t('common.actions'), (l) => (
        <RowAction
          icon={IconHistory}
          label={t('salesmanLimits.log')}
          aria-label={t('salesmanLimits.logNamed', { salesman: l.salesmanCode, product: l.productCode })}
          onClick={() => setViewing(l)}
        />
      )),
    ],
    [t, locale],
  );

  return (
    <Stack gap="md">
      {canUpload && <LimitUploadCard />}
      <Group align="flex-end">
        <SearchField
          label={t('salesmanLimits.search')}
          placeholder={t('salesmanLimits.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <TextInput
          type="date"
          label={t('salesmanLimits.activeOn')}
          value={activeOn}
          onChange={(e) => setActiveOn(e.currentTarget.value)}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <PagedDataTable<SalesmanLimit>
        query={limits}
        columns={columns}
        label={t('salesmanLimits.tableLabel')}
        emptyText={t('salesmanLimits.empty')}
        {...paging}
      />
      <LimitLogDrawer limit={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}

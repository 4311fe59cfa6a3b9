import type { PriceListSummary } from '@dealerport/contract';
import { Badge, type MantineTheme, Modal, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconListDetails } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar, SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { RowAction, rowActionsColumn } from '../../../components/RowActions';
import { usePhoneScreen } from '../../../lib/media';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { useUserStore } from '../../../lib/stores/user-store';
import { usePriceLists } from '../api/list-price-lists';
import { PRICE_LIST_PAGE_SIZES, SEARCH_DEBOUNCE_MS, toPagedQuery } from '../lib/campaign-form';
import { PriceListDetailView, validityText } from './PriceListDetailView';

const NO_PERMISSIONS: readonly string[] = [];
const WIDE_SCREEN = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;

/** /admin/price-lists: the ERP's price lists, each with its prices and who it is for (which may be changed here). */
export function PriceListsPage() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const phone = usePhoneScreen();
  const permissions = useUserStore((s) => s.user?.role.permissions ?? NO_PERMISSIONS);
  const canUpdate = permissions.includes('price-rule.update');

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const paging = usePaging(PRICE_LIST_PAGE_SIZES, debounced);
  const lists = usePriceLists(toPagedQuery({ page: paging.page, pageSize: paging.pageSize, search: debounced }));
  const [open, setOpen] = useState<PriceListSummary | null>(null);

  const columns = useMemo<DataTableColumn<PriceListSummary>[]>(() => {
    const whoFor = (l: PriceListSummary) => {
      const a = l.assignments;
      const parts = [
        a.everyone && t('priceRules.priceLists.everyone'),
        a.customerCount > 0 && t('priceRules.priceLists.customerCount', { count: a.customerCount }),
        ...a.priceGroups,
      ].filter(Boolean);
      return parts.length > 0 ? parts.join(', ') : t('priceRules.priceLists.nobody');
    };
    return [
      { accessor: 'code', title: t('priceRules.priceLists.code') },
      { accessor: 'name', title: t('priceRules.priceLists.name') },
      { accessor: 'currency', title: t('priceRules.priceLists.currency') },
      {
        accessor: 'validFrom',
        title: t('priceRules.priceLists.validity'),
        visibleMediaQuery: WIDE_SCREEN,
        render: (l) => validityText(l, locale, t('priceRules.priceLists.always')),
      },
      {
        accessor: 'itemCount',
        title: t('priceRules.priceLists.items'),
        textAlign: 'right',
        visibleMediaQuery: WIDE_SCREEN,
        render: (l) => (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{t('priceRules.priceLists.itemCount', { count: l.itemCount })}</Text>
            {l.breakCount > 0 && (
              <Text size="xs" c="dimmed">
                {t('priceRules.priceLists.breakCount', { count: l.breakCount })}
              </Text>
            )}
          </Stack>
        ),
      },
      { accessor: 'assignments', title: t('priceRules.priceLists.assignments'), render: whoFor },
      {
        accessor: 'isActive',
        title: t('priceRules.priceLists.state'),
        render: (l) => (
          <Badge variant="light" color={l.isActive ? 'green' : 'gray'}>
            {l.isActive ? t('priceRules.priceLists.on') : t('priceRules.priceLists.off')}
          </Badge>
        ),
      },
      rowActionsColumn(t('common.actions'), (l) => (
        <RowAction
          icon={IconListDetails}
          label={t('priceRules.priceLists.details')}
          aria-label={t('priceRules.priceLists.detailsNamed', { code: l.code })}
          onClick={() => setOpen(l)}
        />
      )),
    ];
  }, [t, locale]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('priceRules.priceLists.intro')}
      </Text>
      <ListToolbar>
        <SearchField
          label={t('priceRules.priceLists.search')}
          placeholder={t('priceRules.priceLists.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          width={260}
        />
      </ListToolbar>
      <PagedDataTable<PriceListSummary>
        query={lists}
        columns={columns}
        label={t('priceRules.priceLists.tableLabel')}
        emptyText={t('priceRules.priceLists.empty')}
        {...paging}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('priceRules.priceLists.detailTitle', { code: open.code }) : ''}
        size="xl"
        fullScreen={phone}
      >
        {open && <PriceListDetailView id={open.id} canUpdate={canUpdate} />}
      </Modal>
    </Stack>
  );
}

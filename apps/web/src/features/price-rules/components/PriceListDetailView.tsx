import type { PriceListDetail, PriceListItem } from '@dealerport/contract';
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ListToolbar';
import { PagedDataTable, usePaging } from '../../../components/PagedDataTable';
import { QueryContent } from '../../../components/QueryContent';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';
import { useLocaleStore } from '../../../lib/stores/locale-store';
import { usePriceList } from '../api/get-price-list';
import { usePriceListItems } from '../api/list-price-list-items';
import { ITEM_PAGE_SIZES, SEARCH_DEBOUNCE_MS, toPagedQuery } from '../lib/campaign-form';
import { AssignmentsEditor } from './AssignmentsEditor';

type ItemRow = PriceListItem & { id: string };

/** The days a list is valid on, open sides named. */
export function validityText(list: { validFrom: string | null; validTo: string | null }, locale: string, open: string): string {
  if (!list.validFrom && !list.validTo) return open;
  return `${list.validFrom ? formatDate(list.validFrom, locale) : '…'} – ${list.validTo ? formatDate(list.validTo, locale) : '…'}`;
}

/** A price list's prices, paged and searched by product. */
function PriceListItems({ list }: { list: PriceListDetail }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const paging = usePaging(ITEM_PAGE_SIZES, debounced);
  const items = usePriceListItems(list.id, toPagedQuery({ page: paging.page, pageSize: paging.pageSize, search: debounced }));
  const columns = useMemo<DataTableColumn<ItemRow>[]>(
    () => [
      { accessor: 'productCode', title: t('priceRules.priceLists.productCode') },
      { accessor: 'productName', title: t('priceRules.priceLists.productName') },
      {
        accessor: 'minQuantity',
        title: t('priceRules.priceLists.minQuantity'),
        textAlign: 'right',
        render: (i) =>
          i.minQuantity > 1 ? t('priceRules.priceLists.fromQuantity', { quantity: formatNumber(i.minQuantity, locale) }) : '1',
      },
      {
        accessor: 'price',
        title: t('priceRules.priceLists.price'),
        textAlign: 'right',
        render: (i) => formatMoney(i.price, locale, list.currency),
      },
    ],
    [t, locale, list.currency],
  );
  return (
    <Stack gap="sm">
      <SearchField
        label={t('priceRules.priceLists.itemSearch')}
        placeholder={t('priceRules.priceLists.itemSearchPlaceholder')}
        value={search}
        onChange={setSearch}
        width={260}
      />
      <PagedDataTable<ItemRow>
        query={items}
        columns={columns}
        label={t('priceRules.priceLists.itemsLabel', { code: list.code })}
        emptyText={t('priceRules.priceLists.itemsEmpty')}
        {...paging}
      />
    </Stack>
  );
}

/** A price list: what the ERP sent (read-only), who it is for (editable), its prices. */
export function PriceListDetailView({ id, canUpdate }: { id: number; canUpdate: boolean }) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const list = usePriceList(id);
  return (
    <QueryContent query={list}>
      {(l) => (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
            <Fact label={t('priceRules.priceLists.name')} value={l.name} />
            <Fact label={t('priceRules.priceLists.currency')} value={l.currency} />
            <Fact label={t('priceRules.priceLists.validity')} value={validityText(l, locale, t('priceRules.priceLists.always'))} />
            <Fact
              label={t('priceRules.priceLists.state')}
              value={
                <Badge variant="light" color={l.isActive ? 'green' : 'gray'}>
                  {l.isActive ? t('priceRules.priceLists.on') : t('priceRules.priceLists.off')}
                </Badge>
              }
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('priceRules.priceLists.fromErp')}
          </Text>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('priceRules.priceLists.assignmentsTitle')}
            </Title>
            {/* a saved change comes back as the list: the editor starts afresh from it */}
            <AssignmentsEditor key={JSON.stringify(l.assignments)} list={l} canUpdate={canUpdate} />
          </Stack>
          <Stack gap="xs">
            <Group gap="xs">
              <Title order={3} size="h5">
                {t('priceRules.priceLists.itemsTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('priceRules.priceLists.itemCount', { count: l.itemCount })} ·{' '}
                {t('priceRules.priceLists.breakCount', { count: l.breakCount })}
              </Text>
            </Group>
            <PriceListItems list={l} />
          </Stack>
        </Stack>
      )}
    </QueryContent>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </div>
  );
}

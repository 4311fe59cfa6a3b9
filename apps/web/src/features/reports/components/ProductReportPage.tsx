import type { ProductReportFilter, ProductReportRow, ProductReportSortColumn } from '@dealerport/contract';
import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';
import { useExportProductReport } from '../api/export-product-report';
import { useProductReport } from '../api/get-product-report';
import { useReportPage } from '../lib/use-report-page';
import { CategoryFilter } from './CategoryFilter';
import { ReportLayout } from './ReportLayout';
import { SearchFilter } from './SearchFilter';

type Row = ProductReportRow & { id: string | number };
type Filter = { search: string; stock: 'all' | 'in' | 'out'; categoryId?: number };
const EMPTY: Filter = { search: '', stock: 'all' };

function toFilter({ stock, ...rest }: Partial<Filter>): ProductReportFilter {
  return { ...rest, ...(stock === 'in' ? { inStock: true } : stock === 'out' ? { inStock: false } : {}) };
}

/** /stock-price: products with stock per warehouse and list prices, with filters and exports. */
export function ProductReportPage() {
  const { t, i18n } = useTranslation();
  const page = useReportPage<Filter, ProductReportSortColumn, ProductReportFilter, Row>({
    empty: EMPTY,
    defaultSort: { column: 'productCode', direction: 'asc' },
    toFilter,
    useReport: useProductReport,
    useExport: useExportProductReport,
  });
  const locale = i18n.language;

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { accessor: 'productCode', title: t('reports.columns.productCode'), sortable: true },
      { accessor: 'productName', title: t('reports.columns.productName'), sortable: true },
      { accessor: 'categoryName', title: t('reports.columns.category'), sortable: true },
      { accessor: 'brandName', title: t('reports.columns.brand'), render: (r) => r.brandName ?? '—' },
      {
        accessor: 'listPrice',
        title: t('reports.columns.listPrice'),
        sortable: true,
        textAlign: 'right',
        render: (r) => (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{formatMoney(r.listPrice, locale, r.currency)}</Text>
            {r.prices.map((p) => (
              <Text key={p.currency} size="xs" c="dimmed">
                {formatMoney(p.listPrice, locale, p.currency)}
              </Text>
            ))}
          </Stack>
        ),
      },
      {
        accessor: 'totalStock',
        title: t('reports.columns.totalStock'),
        sortable: true,
        textAlign: 'right',
        render: (r) => formatNumber(r.totalStock, locale),
      },
      {
        accessor: 'stocks',
        title: t('reports.columns.stocks'),
        render: (r) => (
          <Group gap={4}>
            {r.stocks.map((s) => (
              <Badge key={s.warehouseCode} variant="light" color={s.quantity > 0 ? 'teal' : 'gray'} title={s.warehouseName}>
                {s.warehouseCode}: {formatNumber(s.quantity, locale)}
              </Badge>
            ))}
          </Group>
        ),
      },
    ],
    [t, locale],
  );

  return (
    <ReportLayout<Row>
      title={t('reports.product.title')}
      filters={
        <>
          <SearchFilter
            label={t('reports.filters.search')}
            placeholder={t('reports.filters.productPlaceholder')}
            value={page.state.filter.search}
            onChange={(search) => page.state.change({ search })}
          />
          <CategoryFilter value={page.state.filter.categoryId} onChange={(categoryId) => page.state.change({ categoryId })} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('reports.filters.stock')}
            </Text>
            <SegmentedControl
              aria-label={t('reports.filters.stock')}
              value={page.state.filter.stock}
              onChange={(v) => page.state.change({ stock: v as Filter['stock'] })}
              data={[
                { value: 'all', label: t('reports.filters.stockAll') },
                { value: 'in', label: t('reports.filters.stockIn') },
                { value: 'out', label: t('reports.filters.stockOut') },
              ]}
            />
          </Stack>
        </>
      }
      columns={columns}
      {...page.layout}
    />
  );
}

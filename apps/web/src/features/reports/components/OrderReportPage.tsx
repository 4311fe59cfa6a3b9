import { ORDER_STATUSES, type OrderReportFilter, type OrderReportRow, type OrderReportSortColumn } from '@dealerport/contract';
import { Group, Paper, Select, Text, TextInput } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { formatNumber, formatQuantity } from '../../../lib/numbers';
import { useExportOrderReport } from '../api/export-order-report';
import { useOrderReport } from '../api/get-order-report';
import { useReportPage } from '../lib/use-report-page';
import { CategoryFilter } from './CategoryFilter';
import { CustomerFilter, SalesmanFilter } from './PartyFilters';
import { ReportLayout } from './ReportLayout';
import { SearchFilter } from './SearchFilter';

type Row = OrderReportRow & { id: string | number };
type Filter = {
  product: string;
  status: OrderReportFilter['status'] | null;
  startDate: string;
  endDate: string;
  categoryId?: number;
  customerId?: string;
  salesmanId?: string;
};
/** The answer as the table reads it, with the totals per currency. */
type Answer = NonNullable<ReturnType<typeof useOrderReport>['data']>;
const EMPTY: Filter = { product: '', status: null, startDate: '', endDate: '' };
const isStatus = (v: string | null): v is NonNullable<OrderReportFilter['status']> =>
  (ORDER_STATUSES as readonly string[]).includes(v ?? '');

/** /order-report: order lines of the caller's customers with filters, totals per currency and exports. */
export function OrderReportPage() {
  const { t, i18n } = useTranslation();
  const page = useReportPage<Filter, OrderReportSortColumn, OrderReportFilter, Row, Answer>({
    empty: EMPTY,
    defaultSort: { column: 'date', direction: 'desc' },
    toFilter: (body) => body as OrderReportFilter,
    useReport: useOrderReport,
    useExport: useExportOrderReport,
  });
  const locale = i18n.language;

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { accessor: 'date', title: t('reports.columns.date'), sortable: true, render: (r) => formatDate(r.date, locale) },
      {
        accessor: 'ficheNo',
        title: t('reports.columns.ficheNo'),
        sortable: true,
        render: (r) => (
          <Text ff="monospace" size="sm">
            {r.ficheNo}
          </Text>
        ),
      },
      {
        accessor: 'customerName',
        title: t('reports.columns.customer'),
        sortable: true,
        render: (r) => `${r.customerName}${r.customerCode ? ` (${r.customerCode})` : ''}`,
      },
      { accessor: 'salesmanName', title: t('reports.columns.salesman'), render: (r) => r.salesmanName ?? '—' },
      { accessor: 'productCode', title: t('reports.columns.productCode'), sortable: true },
      { accessor: 'productName', title: t('reports.columns.productName'), sortable: true },
      {
        accessor: 'quantity',
        title: t('reports.columns.quantity'),
        sortable: true,
        textAlign: 'right',
        render: (r) => formatQuantity(r.quantity, r.unitCode, locale),
      },
      {
        accessor: 'price',
        title: t('reports.columns.price'),
        sortable: true,
        textAlign: 'right',
        render: (r) => formatMoney(r.price, locale, r.currency),
      },
      {
        accessor: 'total',
        title: t('reports.columns.total'),
        sortable: true,
        textAlign: 'right',
        render: (r) => formatMoney(r.total, locale, r.currency),
      },
      {
        accessor: 'status',
        title: t('reports.columns.status'),
        render: (r) => t(`reports.status.${r.status}`, { defaultValue: r.status }),
      },
    ],
    [t, locale],
  );

  const totals = page.report.data?.totals ?? [];
  return (
    <ReportLayout<Row>
      title={t('reports.order.title')}
      filters={
        <>
          <SearchFilter
            label={t('reports.filters.product')}
            placeholder={t('reports.filters.productPlaceholder')}
            value={page.state.filter.product}
            onChange={(product) => page.state.change({ product })}
          />
          <Select
            label={t('reports.filters.status')}
            placeholder={t('reports.filters.allStatuses')}
            data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`reports.status.${s}`, { defaultValue: s }) }))}
            value={page.state.filter.status ?? null}
            onChange={(v) => page.state.change({ status: isStatus(v) ? v : null })}
            clearable
            w={{ base: '100%', sm: 180 }}
            comboboxProps={{ withinPortal: true }}
          />
          <CustomerFilter value={page.state.filter.customerId} onChange={(customerId) => page.state.change({ customerId })} />
          <SalesmanFilter value={page.state.filter.salesmanId} onChange={(salesmanId) => page.state.change({ salesmanId })} />
          <CategoryFilter value={page.state.filter.categoryId} onChange={(categoryId) => page.state.change({ categoryId })} />
          <TextInput
            type="date"
            label={t('reports.filters.from')}
            value={page.state.filter.startDate}
            onChange={(e) => page.state.change({ startDate: e.currentTarget.value })}
            w={{ base: '48%', sm: 170 }}
          />
          <TextInput
            type="date"
            label={t('reports.filters.to')}
            value={page.state.filter.endDate}
            onChange={(e) => page.state.change({ endDate: e.currentTarget.value })}
            w={{ base: '48%', sm: 170 }}
          />
        </>
      }
      summary={
        totals.length > 0 && (
          <Group gap="sm" aria-label={t('reports.order.totals')}>
            {totals.map((x) => (
              <Paper key={x.currency} withBorder p="xs" radius="sm">
                <Text size="xs" c="dimmed">
                  {t('reports.order.totalOf', { currency: x.currency, quantity: formatNumber(x.quantity, locale) })}
                </Text>
                <Text fw={700}>{formatMoney(x.total, locale, x.currency)}</Text>
              </Paper>
            ))}
          </Group>
        )
      }
      columns={columns}
      {...page.layout}
    />
  );
}

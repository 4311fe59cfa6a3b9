import type { CustomerReportFilter, CustomerReportRow, CustomerReportSortColumn } from '@dealerport/contract';
import { Badge, Checkbox, Select, TextInput } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useExportCustomerReport } from '../api/export-customer-report';
import { useCustomerReport } from '../api/get-customer-report';
import { useReportPage } from '../lib/use-report-page';
import { SalesmanFilter } from './PartyFilters';
import { ReportLayout } from './ReportLayout';
import { SearchFilter } from './SearchFilter';

type Row = CustomerReportRow & { id: string | number };
type Filter = {
  search: string;
  active: 'all' | 'active' | 'inactive';
  notLoggedInSince: string;
  includeDeletedUsers: boolean;
  salesmanId?: string;
};
const EMPTY: Filter = { search: '', active: 'all', notLoggedInSince: '', includeDeletedUsers: false };

function toFilter({ active, includeDeletedUsers, ...rest }: Partial<Filter>): CustomerReportFilter {
  return {
    ...rest,
    ...(active === 'active' ? { customerIsActive: true } : active === 'inactive' ? { customerIsActive: false } : {}),
    ...(includeDeletedUsers ? { includeDeletedUsers: true } : {}),
  };
}

/** /customer-report: the caller's customers' users with their last sign-in, with filters and exports. */
export function CustomerReportPage() {
  const { t, i18n } = useTranslation();
  const page = useReportPage<Filter, CustomerReportSortColumn, CustomerReportFilter, Row>({
    empty: EMPTY,
    defaultSort: { column: 'customerName', direction: 'asc' },
    toFilter,
    useReport: useCustomerReport,
    useExport: useExportCustomerReport,
  });
  const locale = i18n.language;

  const columns = useMemo<DataTableColumn<Row>[]>(
    () => [
      { accessor: 'customerCode', title: t('reports.columns.customerCode'), sortable: true, render: (r) => r.customerCode ?? '—' },
      { accessor: 'customerName', title: t('reports.columns.customer'), sortable: true },
      { accessor: 'customerCountryCode', title: t('reports.columns.country'), sortable: true },
      {
        accessor: 'customerIsActive',
        title: t('reports.columns.customerStatus'),
        render: (r) => (
          <Badge variant="light" color={r.customerIsActive ? 'teal' : 'gray'}>
            {r.customerIsActive ? t('reports.active') : t('reports.inactive')}
          </Badge>
        ),
      },
      {
        accessor: 'userAccountName',
        title: t('reports.columns.user'),
        sortable: true,
        render: (r) => (r.userAccountName ? `${r.userAccountName}${r.userDeleted ? ` (${t('reports.deleted')})` : ''}` : '—'),
      },
      { accessor: 'userEmail', title: t('reports.columns.userEmail'), sortable: true, render: (r) => r.userEmail ?? '—' },
      {
        accessor: 'userLastLoggedOn',
        title: t('reports.columns.lastLogin'),
        sortable: true,
        render: (r) => (r.userLastLoggedOn ? formatDateTime(r.userLastLoggedOn, locale) : r.userAccountName ? t('reports.never') : '—'),
      },
      { accessor: 'salesmanName', title: t('reports.columns.salesman'), sortable: true, render: (r) => r.salesmanName ?? '—' },
    ],
    [t, locale],
  );

  return (
    <ReportLayout<Row>
      title={t('reports.customer.title')}
      filters={
        <>
          <SearchFilter
            label={t('reports.filters.search')}
            placeholder={t('reports.filters.customerPlaceholder')}
            value={page.state.filter.search}
            onChange={(search) => page.state.change({ search })}
          />
          <SalesmanFilter value={page.state.filter.salesmanId} onChange={(salesmanId) => page.state.change({ salesmanId })} />
          <Select
            label={t('reports.filters.customerStatus')}
            data={[
              { value: 'all', label: t('reports.filters.all') },
              { value: 'active', label: t('reports.active') },
              { value: 'inactive', label: t('reports.inactive') },
            ]}
            value={page.state.filter.active}
            onChange={(v) => page.state.change({ active: (v ?? 'all') as Filter['active'] })}
            allowDeselect={false}
            w={{ base: '100%', sm: 160 }}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            type="date"
            label={t('reports.filters.notLoggedInSince')}
            value={page.state.filter.notLoggedInSince}
            onChange={(e) => page.state.change({ notLoggedInSince: e.currentTarget.value })}
            w={{ base: '100%', sm: 190 }}
          />
          <Checkbox
            label={t('reports.filters.includeDeletedUsers')}
            checked={page.state.filter.includeDeletedUsers}
            onChange={(e) => page.state.change({ includeDeletedUsers: e.currentTarget.checked })}
            mb={8}
          />
        </>
      }
      columns={columns}
      {...page.layout}
    />
  );
}

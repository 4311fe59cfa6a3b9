import type { FinanceTransaction } from '@dealerport/contract';
import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useExportCustomerLedger } from '../api/export-customer-ledger';
import { useBalanceHistory } from '../api/get-balance-history';
import { type AccountQuery, useCustomerAccount } from '../api/get-customer-account';
import { BalanceCard } from './BalanceCard';
import { BalanceChart } from './BalanceChart';

export const LEDGER_PAGE_SIZE = 50;

/**
 * /customer-finance: the selected customer's balance, ledger (50 a page), the balance over the chosen
 * range (its own call: the ledger is paged) and the export.
 */
export function FinancePage() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const customer = useCustomerStore((s) => s.selected);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  // the page belongs to a date range: a new range starts on page one
  const [paging, setPaging] = useState({ page: 1, range: '' });
  const rangeKey = `${startDate}|${endDate}`;
  const page = paging.range === rangeKey ? paging.page : 1;
  const rangeValid = !startDate || !endDate || startDate <= endDate;

  const query: AccountQuery = {
    PageNumber: page,
    PageSize: LEDGER_PAGE_SIZE,
    ...(startDate ? { StartDate: startDate } : {}),
    ...(endDate ? { EndDate: endDate } : {}),
  };
  const account = useCustomerAccount(customer?.id ?? null, query, rangeValid);
  const rows = account.data?.customerFinanceTransactions.items ?? [];
  const range = { ...(startDate ? { start: startDate } : {}), ...(endDate ? { end: endDate } : {}) };
  const history = useBalanceHistory(
    customer?.id ?? null,
    { ...(startDate ? { StartDate: startDate } : {}), ...(endDate ? { EndDate: endDate } : {}) },
    rangeValid,
  );

  const columns = useMemo<DataTableColumn<FinanceTransaction>[]>(
    () => [
      { accessor: 'createDate', title: t('finance.date'), render: (r) => formatDate(r.createDate, lng), noWrap: true },
      { accessor: 'dueDate', title: t('finance.dueDate'), render: (r) => formatDate(r.dueDate, lng), noWrap: true },
      { accessor: 'ficheNo', title: t('finance.ficheNo'), noWrap: true },
      { accessor: 'ficheType', title: t('finance.type') },
      { accessor: 'description', title: t('finance.description'), render: (r) => r.description ?? '' },
      {
        accessor: 'debit',
        title: t('finance.debit'),
        textAlign: 'right',
        noWrap: true,
        render: (r) => (r.sign === 1 ? formatMoney(r.amount, lng, r.currency) : ''),
      },
      {
        accessor: 'credit',
        title: t('finance.credit'),
        textAlign: 'right',
        noWrap: true,
        render: (r) => (r.sign === -1 ? formatMoney(r.amount, lng, r.currency) : ''),
      },
      {
        accessor: 'balance',
        title: t('finance.runningBalance'),
        textAlign: 'right',
        noWrap: true,
        render: (r) => formatMoney(r.balance, lng, r.currency),
      },
    ],
    [t, lng],
  );

  const exporter = useExportCustomerLedger();
  const exportLedger = (Format: 'xlsx' | 'csv') =>
    exporter.mutate({ Format, ...(startDate ? { StartDate: startDate } : {}), ...(endDate ? { EndDate: endDate } : {}) });

  return (
    <Stack gap="md">
      {account.data ? (
        <BalanceCard info={account.data.customerInfo} />
      ) : account.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(account.error, t('errors.unexpected'))}
        </Alert>
      ) : null}

      <Group justify="space-between" align="flex-end">
        <Group align="flex-start">
          <TextInput
            type="date"
            label={t('finance.startDate')}
            value={startDate}
            max={endDate || undefined}
            onChange={(e) => setStartDate(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('finance.endDate')}
            value={endDate}
            min={startDate || undefined}
            onChange={(e) => setEndDate(e.currentTarget.value)}
            error={rangeValid ? undefined : t('finance.rangeInvalid')}
          />
          {(startDate || endDate) && (
            <Button
              variant="subtle"
              mt={25}
              onClick={() => {
                setStartDate('');
                setEndDate('');
              }}
            >
              {t('finance.clearDates')}
            </Button>
          )}
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            disabled={rows.length === 0 || !rangeValid}
            loading={exporter.isPending && exporter.variables?.Format === 'xlsx'}
            onClick={() => exportLedger('xlsx')}
          >
            {t('finance.exportXlsx')}
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconDownload size={16} />}
            disabled={rows.length === 0 || !rangeValid}
            loading={exporter.isPending && exporter.variables?.Format === 'csv'}
            onClick={() => exportLedger('csv')}
          >
            {t('finance.exportCsv')}
          </Button>
        </Group>
      </Group>

      {exporter.isError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => exporter.reset()}
          closeButtonLabel={t('common.close')}
        >
          {t('finance.exportFailed')} {errorText(exporter.error, '')}
        </Alert>
      )}

      <Card withBorder radius="md" padding="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('finance.chartTitle')}
          </Text>
          {history.data ? (
            <BalanceChart history={history.data} range={range} />
          ) : history.isError ? (
            <Text size="sm" c="red" role="alert">
              {errorText(history.error, t('errors.unexpected'))}
            </Text>
          ) : null}
        </Stack>
      </Card>

      <DataTable<FinanceTransaction>
        aria-label={t('finance.tableLabel')}
        withTableBorder
        borderRadius="sm"
        striped
        highlightOnHover
        minHeight={rows.length ? undefined : 180}
        idAccessor="id"
        records={rows}
        columns={columns}
        fetching={account.isFetching}
        totalRecords={account.data?.customerFinanceTransactions.totalCount ?? 0}
        recordsPerPage={LEDGER_PAGE_SIZE}
        page={page}
        onPageChange={(next) => setPaging({ page: next, range: rangeKey })}
        paginationText={({ from, to, totalRecords }) => t('table.range', { from, to, total: totalRecords })}
        getPaginationControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        noRecordsText={account.isError ? errorText(account.error, t('errors.unexpected')) : t('finance.empty')}
      />
    </Stack>
  );
}

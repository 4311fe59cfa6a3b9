import type { CustomerAccount, FinanceTransaction } from '@dealerport/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '../../../components/PagedDataTable';
import { errorText } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

export const LEDGER_PAGE_SIZE = 50;

function useLedgerColumns(): DataTableColumn<FinanceTransaction>[] {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo<DataTableColumn<FinanceTransaction>[]>(
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
}

interface LedgerTableProps {
  account: UseQueryResult<CustomerAccount>;
  page: number;
  onPageChange: (page: number) => void;
}

/** The ledger, a page of LEDGER_PAGE_SIZE lines with the running balance. */
export function LedgerTable({ account, page, onPageChange }: LedgerTableProps) {
  const { t } = useTranslation();
  const columns = useLedgerColumns();
  const rows = account.data?.customerFinanceTransactions.items ?? [];
  return (
    <DataTable<FinanceTransaction>
      aria-label={t('finance.tableLabel')}
      scrollAreaProps={keyboardScrollable(t('finance.tableLabel'))}
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
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => t('table.range', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      noRecordsText={account.isError ? errorText(account.error, t('errors.unexpected')) : t('finance.empty')}
    />
  );
}

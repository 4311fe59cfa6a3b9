import type { Balance } from '@dealerport/contract';
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { useCustomerStore } from '../../../lib/stores/customer-store';
import { useExportCustomerLedger } from '../api/export-customer-ledger';
import { useBalanceHistory } from '../api/get-balance-history';
import { type AccountQuery, useCustomerAccount } from '../api/get-customer-account';
import { useLedgerRange } from '../hooks/use-ledger-range';
import { BalanceCard } from './BalanceCard';
import { BalanceHistoryCard } from './BalanceHistoryCard';
import { LEDGER_PAGE_SIZE, LedgerTable } from './LedgerTable';
import { LedgerToolbar } from './LedgerToolbar';

/**
 * /customer-finance: the selected customer's balance, ledger (50 a page), the balance over the chosen
 * range (its own call: the ledger is paged) and the export. `balanceAction`: what the route puts under an
 * open balance (the payments feature's "pay balance"; features do not import each other).
 */
export function FinancePage({ balanceAction }: { balanceAction?: (info: Balance) => ReactNode } = {}) {
  const { t } = useTranslation();
  const customerId = useCustomerStore((s) => s.selected?.id ?? null);
  const range = useLedgerRange();
  const query: AccountQuery = { PageNumber: range.page, PageSize: LEDGER_PAGE_SIZE, ...range.dates };
  const account = useCustomerAccount(customerId, query, range.valid);
  const history = useBalanceHistory(customerId, range.dates, range.valid);
  const exporter = useExportCustomerLedger();
  const hasRows = (account.data?.customerFinanceTransactions.items.length ?? 0) > 0;

  return (
    <Stack gap="md">
      {account.data ? (
        <BalanceCard info={account.data.customerInfo} action={balanceAction} />
      ) : account.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(account.error, t('errors.unexpected'))}
        </Alert>
      ) : null}

      <LedgerToolbar
        range={range}
        canExport={hasRows && range.valid}
        exporting={exporter.isPending ? (exporter.variables?.Format ?? null) : null}
        onExport={(Format) => exporter.mutate({ Format, ...range.dates })}
      />

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

      <BalanceHistoryCard
        history={history}
        range={{ ...(range.startDate ? { start: range.startDate } : {}), ...(range.endDate ? { end: range.endDate } : {}) }}
      />
      <LedgerTable account={account} page={range.page} onPageChange={range.setPage} />
    </Stack>
  );
}

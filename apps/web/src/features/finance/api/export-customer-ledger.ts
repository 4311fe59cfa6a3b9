import { type CustomerLedgerExportQuery, customersApi } from '@dealerport/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '../../../lib/api-client';

export type LedgerExportQuery = Pick<CustomerLedgerExportQuery, 'Format'> &
  Partial<Pick<CustomerLedgerExportQuery, 'StartDate' | 'EndDate'>>;

/** GET /api/customers/finance/export: the whole ledger of the period as xlsx or csv, saved by the browser. */
export function exportCustomerLedger(query: LedgerExportQuery) {
  return downloadApi(customersApi.exportCustomerLedger, { query });
}

export function useExportCustomerLedger() {
  return useMutation({ mutationFn: exportCustomerLedger });
}

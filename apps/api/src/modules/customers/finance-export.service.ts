import type { Culture, CustomerLedgerExportQuery } from '@dealerport/contract';
import { notFound } from '../../lib/app-error';
import { dayIn, timeZoneOf } from '../../lib/dates';
import type { FileDownload } from '../../lib/file-download';
import { type SheetColumn, SPREADSHEET_TYPES, writeCsv, writeXlsx } from '../../lib/spreadsheet-export';
import type { CustomerContext } from '../../plugins/context';
import * as repo from './finance.repository';

/** A ledger export is a statement, not a data dump: beyond this many rows, narrow the dates. */
const LEDGER_EXPORT_MAX_ROWS = 100_000;

const HEADINGS: Record<
  Culture,
  Record<
    | 'date'
    | 'dueDate'
    | 'ficheNo'
    | 'type'
    | 'description'
    | 'debit'
    | 'credit'
    | 'balance'
    | 'currency'
    | 'title'
    | 'period'
    | 'all'
    | 'sheet',
    string
  >
> = {
  tr: {
    date: 'Tarih',
    dueDate: 'Vade',
    ficheNo: 'Fiş no',
    type: 'Fiş türü',
    description: 'Açıklama',
    debit: 'Borç',
    credit: 'Alacak',
    balance: 'Bakiye',
    currency: 'Döviz',
    title: 'Cari hesap ekstresi',
    period: 'Dönem',
    all: 'tümü',
    sheet: 'Ekstre',
  },
  de: {
    date: 'Datum',
    dueDate: 'Fällig',
    ficheNo: 'Beleg-Nr.',
    type: 'Belegart',
    description: 'Beschreibung',
    debit: 'Soll',
    credit: 'Haben',
    balance: 'Saldo',
    currency: 'Währung',
    title: 'Kontoauszug',
    period: 'Zeitraum',
    all: 'alle',
    sheet: 'Kontoauszug',
  },
  en: {
    date: 'Date',
    dueDate: 'Due date',
    ficheNo: 'Document no.',
    type: 'Type',
    description: 'Description',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    currency: 'Currency',
    title: 'Account statement',
    period: 'Period',
    all: 'all',
    sheet: 'Statement',
  },
};

/** GET /api/customers/finance/export: the selected customer's ledger as xlsx or csv (extension call). */
export async function exportCustomerLedger(ctx: CustomerContext, query: CustomerLedgerExportQuery): Promise<FileDownload> {
  const header = await repo.findCustomerAccountHeader(ctx.db, ctx.customer.id);
  if (!header) throw notFound();
  const rows = await repo.listLedgerAll(ctx.db, ctx.customer.id, { start: query.StartDate, end: query.EndDate }, LEDGER_EXPORT_MAX_ROWS);
  const h = HEADINGS[ctx.culture];
  const columns: SheetColumn<repo.LedgerRow>[] = [
    { header: h.date, kind: 'date', value: (r) => r.create_date },
    { header: h.dueDate, kind: 'date', value: (r) => r.due_date },
    { header: h.ficheNo, kind: 'text', width: 18, value: (r) => r.fiche_no },
    { header: h.type, kind: 'text', width: 18, value: (r) => r.fiche_type },
    { header: h.description, kind: 'text', width: 36, value: (r) => r.description },
    { header: h.debit, kind: 'money', value: (r) => (r.sign === 1 ? r.amount : null) },
    { header: h.credit, kind: 'money', value: (r) => (r.sign === -1 ? r.amount : null) },
    { header: h.balance, kind: 'money', value: (r) => r.balance },
    { header: h.currency, kind: 'text', width: 8, value: (r) => r.currency },
  ];
  const period = `${query.StartDate ?? '…'} – ${query.EndDate ?? '…'}`;
  const input = {
    sheetName: h.sheet,
    title: [
      `${h.title}: ${header.name}${header.code ? ` (${header.code})` : ''}`,
      `${h.period}: ${query.StartDate || query.EndDate ? period : h.all}`,
    ],
    columns,
    rows,
    culture: ctx.culture,
  };
  const baseName = `${h.sheet.toLowerCase()}-${header.code ?? 'customer'}-${dayIn(timeZoneOf(ctx.customer.countryCode))}`;
  return query.Format === 'csv'
    ? { fileName: `${baseName}.csv`, contentType: SPREADSHEET_TYPES.csv, content: writeCsv(input) }
    : { fileName: `${baseName}.xlsx`, contentType: SPREADSHEET_TYPES.xlsx, content: await writeXlsx(input) };
}

import type { FinanceTransaction } from '@dealerport/contract';
import { plainDecimal } from './money';

export interface LedgerCsvLabels {
  date: string;
  dueDate: string;
  ficheNo: string;
  type: string;
  description: string;
  debit: string;
  credit: string;
  balance: string;
  currency: string;
}

/** Comma-decimal locales (tr, de) open CSV files in spreadsheets with ';' between fields. */
function delimiterFor(locale: string): string {
  return plainDecimal('0.5', locale).includes(',') ? ';' : ',';
}

function cell(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The ledger rows as CSV text with a UTF-8 byte-order mark (so spreadsheets read Turkish and German
 * letters right); amounts as plain locale numbers, dates as ISO dates.
 */
export function ledgerToCsv(rows: readonly FinanceTransaction[], labels: LedgerCsvLabels, locale: string): string {
  const d = delimiterFor(locale);
  const header = [
    labels.date,
    labels.dueDate,
    labels.ficheNo,
    labels.type,
    labels.description,
    labels.debit,
    labels.credit,
    labels.balance,
    labels.currency,
  ];
  const lines = rows.map((r) => [
    r.createDate,
    r.dueDate ?? '',
    r.ficheNo,
    r.ficheType,
    r.description ?? '',
    r.sign === 1 ? plainDecimal(r.amount, locale) : '',
    r.sign === -1 ? plainDecimal(r.amount, locale) : '',
    plainDecimal(r.balance, locale),
    r.currency,
  ]);
  return `\uFEFF${[header, ...lines].map((line) => line.map((v) => cell(v, d)).join(d)).join('\r\n')}\r\n`;
}

/** Offers a text file for download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

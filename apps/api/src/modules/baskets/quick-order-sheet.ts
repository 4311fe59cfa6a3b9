import {
  type Culture,
  headerKind,
  QUICK_ORDER_COLUMNS,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderFile,
  type QuickOrderLineInput,
  readQuantity,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { FileDownload } from '../../lib/file-download';
import { SPREADSHEET_TYPES, writeXlsx } from '../../lib/spreadsheet-export';
import { type CellValue, readSpreadsheet, type SheetRow } from '../salesman-limits';

/**
 * Quick-order sheets: the template, and reading an upload (the template, the price list with its quantity
 * column filled, a sheet from the dealer's own system). The code and quantity columns are found by their
 * names in any of the three languages (the contract's QUICK_ORDER_COLUMNS and common synonyms); a sheet
 * without a header row is read as code, quantity.
 */

const SKIPPED_SHOWN = 20;
/** Rows looked at for the header (a price list has none above it; a dealer's sheet may have a title). */
const HEADER_SEARCH_ROWS = 10;

function cellText(c: CellValue): string {
  if (c === null || c instanceof Date || typeof c === 'boolean') return '';
  return String(c).trim();
}

interface Columns {
  header: number;
  code: number[];
  quantity: number | null;
}

function findColumns(rows: SheetRow[]): Columns | null {
  for (let r = 0; r < Math.min(rows.length, HEADER_SEARCH_ROWS); r++) {
    const kinds = rows[r]!.cells.map((c) => headerKind(cellText(c)));
    const code = kinds.flatMap((k, i) => (k === 'code' ? [i] : []));
    if (code.length > 0) {
      const q = kinds.indexOf('quantity');
      return { header: r, code, quantity: q >= 0 ? q : null };
    }
  }
  return null;
}

/**
 * Reads an uploaded csv/xlsx into pad lines (rows with a code; with a quantity column, only rows with one
 * filled), with the sheet's row number of each line (`rows`, for a report that names them).
 */
export async function readQuickOrderSheet(buffer: Buffer): Promise<QuickOrderFile & { rows: number[] }> {
  const { rows } = await readSpreadsheet(buffer);
  const columns = findColumns(rows) ?? { header: -1, code: [0], quantity: 1 };
  // With a named quantity column (the price list), a row left empty there is not ordered; without one, every code is.
  const quantityNamed = columns.header >= 0 && columns.quantity !== null;
  const lines: QuickOrderLineInput[] = [];
  const lineRows: number[] = [];
  const skipped: number[] = [];
  for (const row of rows.slice(columns.header + 1)) {
    const code = columns.code.map((i) => cellText(row.cells[i] ?? null)).find((t) => t !== '') ?? '';
    const rawQuantity = columns.quantity === null ? '' : cellText(row.cells[columns.quantity] ?? null);
    if (code === '' && rawQuantity === '') continue;
    if (rawQuantity === '') {
      if (quantityNamed) continue;
      if (code !== '') {
        lines.push({ text: code.slice(0, 200) });
        lineRows.push(row.row);
      }
      continue;
    }
    const quantity = readQuantity(rawQuantity);
    if (code === '' || quantity === null) {
      skipped.push(row.row);
      continue;
    }
    lines.push({ text: code.slice(0, 200), quantity });
    lineRows.push(row.row);
  }
  if (lines.length > QUICK_ORDER_MAX_LINES)
    throw new AppError('QUICK_ORDER_TOO_MANY_LINES', { max: QUICK_ORDER_MAX_LINES, count: lines.length });
  return { lines, rows: lineRows, skippedRows: skipped.slice(0, SKIPPED_SHOWN), skippedCount: skipped.length };
}

const SAMPLE: Record<Culture, { sheet: string; file: string }> = {
  tr: { sheet: 'Hızlı sipariş', file: 'hizli-siparis-sablonu' },
  de: { sheet: 'Schnellbestellung', file: 'schnellbestellung-vorlage' },
  en: { sheet: 'Quick order', file: 'quick-order-template' },
};

/** The template: the code and quantity columns in the caller's language and a sample row (a tyre size, as any code may be written). */
export async function quickOrderTemplate(culture: Culture): Promise<FileDownload> {
  const names = QUICK_ORDER_COLUMNS[culture];
  const rows = [{ code: '205/55R16', quantity: 4 }];
  const content = await writeXlsx({
    sheetName: SAMPLE[culture].sheet,
    culture,
    columns: [
      { header: names.code, kind: 'text', width: 28, value: (r) => r.code },
      { header: names.quantity, kind: 'integer', width: 12, value: (r) => r.quantity },
    ],
    rows,
  });
  return { fileName: `${SAMPLE[culture].file}.xlsx`, contentType: SPREADSHEET_TYPES.xlsx, content };
}

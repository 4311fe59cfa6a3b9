import type { Culture } from '@dealerport/contract';

/**
 * Writes a table as a spreadsheet people open in Excel (design.md §1: exceljs for exports, xlsx and csv).
 * - xlsx: a bold, frozen header row, auto filter, money as numbers with two decimals (so Excel can sum
 *   them), ISO dates as real dates, optional title lines above the table.
 * - csv: what Excel expects in the reader's locale: tr/de use `;` and a decimal comma, en `,` and a
 *   point; a UTF-8 BOM so Turkish and German letters survive; fields quoted when needed. A text cell that
 *   a spreadsheet would run as a formula is neutralised (see `neutralise`).
 */
export type ColumnKind = 'text' | 'money' | 'date' | 'integer';

export interface SheetColumn<Row> {
  header: string;
  kind: ColumnKind;
  width?: number;
  value: (row: Row) => string | number | null;
}

export interface SheetInput<Row> {
  sheetName: string;
  /** Lines above the table (xlsx only), e.g. the customer and the period. */
  title?: string[];
  columns: SheetColumn<Row>[];
  rows: readonly Row[];
  culture: Culture;
}

export const SPREADSHEET_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

export async function writeXlsx<Row>(input: SheetInput<Row>): Promise<Buffer> {
  // Loaded when a workbook is written (exceljs costs ~0.5 s of start-up for every process otherwise).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Dealerport';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(input.sheetName.slice(0, 31));
  for (const line of input.title ?? []) sheet.addRow([line]).font = { bold: true };
  if (input.title?.length) sheet.addRow([]);
  const headerRow = sheet.addRow(input.columns.map((c) => c.header));
  headerRow.font = { bold: true };
  headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
  input.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.width ?? (c.kind === 'text' ? 24 : 14);
    if (c.kind === 'money') column.numFmt = '#,##0.00';
    if (c.kind === 'date') column.numFmt = 'yyyy-mm-dd';
  });
  for (const row of input.rows) {
    sheet.addRow(
      input.columns.map((c) => {
        const v = c.value(row);
        if (v === null || v === '') return null;
        if (c.kind === 'money' || c.kind === 'integer') return Number(v);
        if (c.kind === 'date') return new Date(`${v}T00:00:00Z`);
        return v;
      }),
    );
  }
  const headerIndex = headerRow.number;
  sheet.views = [{ state: 'frozen', ySplit: headerIndex }];
  sheet.autoFilter = { from: { row: headerIndex, column: 1 }, to: { row: headerIndex, column: input.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a spreadsheet starts a formula (or a DDE call) with when it opens a CSV: OWASP's list. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Values the exporter writes as they are: a plain decimal number (sign first), an ISO date. */
const NUMBER = /^-?\d+(\.\d+)?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * OWASP's rule for CSV injection: a text cell starting with `=`, `+`, `-`, `@`, tab or CR gets a leading
 * `'`, so Excel and LibreOffice show it as text instead of running it (`+1+cmd|' /C calc'!A0`).
 * Money and integer cells stay numbers an accountant can sum (`-12.50` is written as it is) as long as
 * they really are plain numbers; dates likewise when they are ISO dates. Anything else in such a column
 * is treated as text.
 */
export function neutralise(kind: ColumnKind, text: string): string {
  if ((kind === 'money' || kind === 'integer') && NUMBER.test(text)) return text;
  if (kind === 'date' && ISO_DATE.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function writeCsv<Row>(input: SheetInput<Row>): Buffer {
  const separator = input.culture === 'en' ? ',' : ';';
  const decimalComma = input.culture !== 'en';
  const quote = (s: string) => (s.includes(separator) || /["\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s);
  const cell = (c: SheetColumn<Row>, row: Row) => {
    const v = c.value(row);
    if (v === null) return '';
    const text = neutralise(c.kind, String(v));
    return quote(c.kind === 'money' && decimalComma && NUMBER.test(text) ? text.replace('.', ',') : text);
  };
  const lines = [
    input.columns.map((c) => quote(neutralise('text', c.header))).join(separator),
    ...input.rows.map((r) => input.columns.map((c) => cell(c, r)).join(separator)),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

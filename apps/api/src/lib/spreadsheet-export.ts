import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
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
  for (const row of input.rows) sheet.addRow(xlsxValues(input.columns, row));
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

/** The CSV text of the header line and of one row (each ending in CRLF), for the caller's locale. */
function csvFormatter<Row>(input: Omit<SheetInput<Row>, 'rows'>) {
  const separator = input.culture === 'en' ? ',' : ';';
  const decimalComma = input.culture !== 'en';
  const quote = (s: string) => (s.includes(separator) || /["\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s);
  const cell = (c: SheetColumn<Row>, row: Row) => {
    const v = c.value(row);
    if (v === null) return '';
    const text = neutralise(c.kind, String(v));
    return quote(c.kind === 'money' && decimalComma && NUMBER.test(text) ? text.replace('.', ',') : text);
  };
  return {
    header: () => `${input.columns.map((c) => quote(neutralise('text', c.header))).join(separator)}\r\n`,
    line: (row: Row) => `${input.columns.map((c) => cell(c, row)).join(separator)}\r\n`,
  };
}

export function writeCsv<Row>(input: SheetInput<Row>): Buffer {
  const f = csvFormatter(input);
  return Buffer.from(`\uFEFF${f.header()}${input.rows.map(f.line).join('')}`, 'utf8');
}

/** A sheet whose rows arrive in batches (a cursor or keyset pages), written as they come. */
export interface SheetStream<Row> extends Omit<SheetInput<Row>, 'rows'> {
  batches: AsyncIterable<readonly Row[]>;
}

/**
 * The CSV of `writeCsv`, written batch by batch: the next batch is asked for only when the reader has taken
 * the previous one (Readable.from pulls), so memory holds one batch whatever the row count.
 */
export function streamCsv<Row>(input: SheetStream<Row>): Readable {
  const f = csvFormatter(input);
  return Readable.from(
    (async function* () {
      yield Buffer.from(`\uFEFF${f.header()}`, 'utf8');
      for await (const batch of input.batches) yield Buffer.from(batch.map(f.line).join(''), 'utf8');
    })(),
    { objectMode: false },
  );
}

/**
 * The workbook of `writeXlsx` through exceljs' streaming WorkbookWriter: each row is committed (written to
 * the zip) as it is added, strings inline rather than in a shared table held to the end, and the next batch
 * is read once the reader has drained what was written. The same header, widths, formats, frozen header and
 * auto filter. An error while writing ends the stream with that error (the answer is cut, not completed).
 */
export function streamXlsx<Row>(input: SheetStream<Row>): Readable {
  const out = new PassThrough();
  const write = async () => {
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = 'Dealerport';
    workbook.created = new Date();
    const headerIndex = (input.title?.length ? input.title.length + 1 : 0) + 1;
    const sheet = workbook.addWorksheet(input.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: headerIndex }] });
    sheet.autoFilter = { from: { row: headerIndex, column: 1 }, to: { row: headerIndex, column: input.columns.length } };
    input.columns.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = c.width ?? (c.kind === 'text' ? 24 : 14);
      if (c.kind === 'money') column.numFmt = '#,##0.00';
      if (c.kind === 'date') column.numFmt = 'yyyy-mm-dd';
    });
    for (const line of input.title ?? []) {
      const row = sheet.addRow([line]);
      row.font = { bold: true };
      row.commit();
    }
    if (input.title?.length) sheet.addRow([]).commit();
    const headerRow = sheet.addRow(input.columns.map((c) => c.header));
    headerRow.font = { bold: true };
    headerRow.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } };
    headerRow.commit();
    for await (const batch of input.batches) {
      for (const row of batch) sheet.addRow(xlsxValues(input.columns, row)).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

function xlsxValues<Row>(columns: SheetColumn<Row>[], row: Row) {
  return columns.map((c) => {
    const v = c.value(row);
    if (v === null || v === '') return null;
    if (c.kind === 'money' || c.kind === 'integer') return Number(v);
    if (c.kind === 'date') return new Date(`${v}T00:00:00Z`);
    return v;
  });
}

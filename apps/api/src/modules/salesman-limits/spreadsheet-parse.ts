import type ExcelJS from 'exceljs';
import { SPREADSHEET_LIMITS, type SpreadsheetLimits, tooLarge, unreadable } from './spreadsheet-limits';
import { checkZip } from './spreadsheet-zip';

/**
 * Runs in a worker thread (spreadsheet.ts starts it; spreadsheet.worker.mjs loads this file).
 * Reads the first sheet of an uploaded spreadsheet into rows of cell values, whatever Excel wrote:
 * - xlsx (a zip): the first worksheet with content, via exceljs; formulas give their result, rich text its
 *   text, date cells a Date;
 * - csv: UTF-8 (with or without the BOM Excel writes for "CSV UTF-8"), or the Windows code page Excel
 *   uses for plain "CSV" in Turkey and Germany (windows-1254 covers ı, ş, ğ and ä, ö, ü, ß); separated by
 *   `;` (Turkish and German Excel), `,` or tab, whichever the first line uses most; quoted fields with
 *   doubled quotes and line breaks.
 * Anything else (an old binary xls, a PDF, an image, a broken zip) is SPREADSHEET_UNREADABLE.
 * Each row keeps its 1-based sheet row number; empty rows are dropped.
 * The limits (spreadsheet-limits.ts) are checked before exceljs inflates anything (spreadsheet-zip.ts)
 * and while a csv is split; a file past one is SPREADSHEET_TOO_LARGE.
 */
export type CellValue = string | number | boolean | Date | null;
export interface SheetRow {
  row: number;
  cells: CellValue[];
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

export async function parseSpreadsheet(buffer: Buffer, limits: SpreadsheetLimits = SPREADSHEET_LIMITS): Promise<SheetRow[]> {
  if (buffer.length === 0) throw unreadable();
  if (buffer.length > limits.fileBytes) throw tooLarge('fileBytes', limits.fileBytes);
  if (buffer.subarray(0, 4).equals(ZIP)) return readXlsx(buffer, limits);
  if (buffer.subarray(0, 4).equals(OLE)) throw unreadable();
  return readCsv(decodeText(buffer), limits);
}

async function readXlsx(buffer: Buffer, limits: SpreadsheetLimits): Promise<SheetRow[]> {
  await checkZip(buffer, limits);
  // Loaded when a workbook is read (exceljs costs ~0.5 s of start-up for every process otherwise).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (err) {
    throw unreadable(err);
  }
  const sheet = workbook.worksheets.find((ws) => ws.actualRowCount > 0) ?? workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: CellValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellValue(cell.value);
    });
    for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = null;
    if (cells.some((c) => !isBlank(c))) rows.push({ row: rowNumber, cells });
  });
  return rows;
}

function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
    if ('error' in value) return null;
    if ('result' in value) return cellValue((value as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in value) return cellValue((value as { text: ExcelJS.CellValue }).text);
  }
  return null;
}

export const isBlank = (c: CellValue) => c === null || (typeof c === 'string' && c.trim() === '');

function decodeText(buffer: Buffer): string {
  const head = buffer.subarray(0, 8192);
  if (head.includes(0)) throw unreadable();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    text = new TextDecoder('windows-1254').decode(buffer);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Control characters other than tab and line breaks: not a text table.
  for (const ch of text.slice(0, 8192)) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 && ch !== '\t' && ch !== '\n' && ch !== '\r' && ch !== '\f') throw unreadable();
  }
  return text;
}

/** The separator the first line uses most (outside quotes): `;`, `,` or tab. */
function detectSeparator(text: string): string {
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch]!++;
  }
  const best = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]!;
  return best[1] > 0 ? best[0] : ';';
}

export function readCsv(text: string, limits: Pick<SpreadsheetLimits, 'rows' | 'columns' | 'cells'> = SPREADSHEET_LIMITS): SheetRow[] {
  const sep = detectSeparator(text);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let cellCount = 0;
  // Excel's row number: a line break inside quotes stays in the row.
  let rowStart = 1;
  const endField = () => {
    cells.push(field);
    field = '';
    if (cells.length > limits.columns) throw tooLarge('columns', limits.columns);
  };
  const endRow = () => {
    endField();
    if (cells.some((c) => c.trim() !== '')) {
      rows.push({ row: rowStart, cells });
      if (rows.length > limits.rows) throw tooLarge('rows', limits.rows);
      cellCount += cells.length;
      if (cellCount > limits.cells) throw tooLarge('cells', limits.cells);
    }
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (ch === sep) {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      rowStart++;
    } else field += ch;
  }
  if (field !== '' || cells.length > 0) endRow();
  return rows;
}

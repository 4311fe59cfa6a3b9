import type { Culture, LimitUploadError } from '@dealerport/contract';
import { type CellValue, isBlank, type SheetRow } from './spreadsheet';

/**
 * Checks the rows of a limit upload (the header row names the columns) before anything is written.
 * Pure: the codes that exist are passed in (upper-cased), so the checks are testable without a database.
 */
export const LIMIT_COLUMNS = ['salesmanCode', 'productCode', 'quantity', 'startDate', 'endDate'] as const;
export type LimitColumn = (typeof LIMIT_COLUMNS)[number];

/** Most rows one file may hold (a quarter's allocation for every salesman and scarce product fits easily). */
const MAX_LIMIT_ROWS = 20000;
/** Most errors the report lists (the count covers all). */
const MAX_REPORTED_ERRORS = 500;

/** Headings accepted per column, folded (lower case, no accents, letters and digits only): en, tr, de. */
const HEADINGS: Record<LimitColumn, string[]> = {
  salesmanCode: [
    'salesmancode',
    'salesman',
    'salesmanno',
    'salesmanid',
    'salesrep',
    'salesrepcode',
    'plasiyer',
    'plasiyerkodu',
    'plasiyerkod',
    'satistemsilcisi',
    'satistemsilcisikodu',
    'temsilci',
    'temsilcikodu',
    'verkaufer',
    'verkaufercode',
    'verkaufernummer',
    'verkaufernr',
    'vertreter',
    'vertretercode',
    'vertreternummer',
    'aussendienst',
  ],
  productCode: [
    'productcode',
    'product',
    'productno',
    'itemcode',
    'item',
    'sku',
    'articlecode',
    'urun',
    'urunkodu',
    'urunkod',
    'stokkodu',
    'stokkod',
    'malzemekodu',
    'malzeme',
    'produkt',
    'produktcode',
    'produktnummer',
    'artikel',
    'artikelnummer',
    'artikelnr',
    'artikelcode',
  ],
  quantity: [
    'quantity',
    'qty',
    'limit',
    'amount',
    'miktar',
    'adet',
    'limitmiktari',
    'miktari',
    'menge',
    'anzahl',
    'stuck',
    'stueck',
    'limitmenge',
  ],
  startDate: [
    'startdate',
    'start',
    'from',
    'validfrom',
    'begin',
    'begindate',
    'baslangic',
    'baslangictarihi',
    'baslangictarih',
    'gecerlilikbaslangic',
    'startdatum',
    'beginn',
    'von',
    'gultigab',
    'gueltigab',
    'abdatum',
  ],
  endDate: [
    'enddate',
    'end',
    'to',
    'until',
    'validto',
    'validuntil',
    'bitis',
    'bitistarihi',
    'bitistarih',
    'gecerlilikbitis',
    'enddatum',
    'ende',
    'bis',
    'gultigbis',
    'gueltigbis',
    'bisdatum',
  ],
};

export function foldHeading(value: string): string {
  return value
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'i')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const COLUMN_BY_HEADING = new Map<string, LimitColumn>(LIMIT_COLUMNS.flatMap((col) => HEADINGS[col].map((h) => [h, col] as const)));

type MessageKey =
  | 'missingColumn'
  | 'noRows'
  | 'tooManyRows'
  | 'required'
  | 'unknownSalesman'
  | 'unknownProduct'
  | 'quantity'
  | 'date'
  | 'endBeforeStart'
  | 'duplicate';

const MESSAGES: Record<MessageKey, Record<Culture, string>> = {
  missingColumn: {
    tr: 'Başlık satırında "{column}" sütunu yok.',
    de: 'In der Kopfzeile fehlt die Spalte "{column}".',
    en: 'The header row has no "{column}" column.',
  },
  noRows: {
    tr: 'Dosyada başlık satırından sonra veri yok.',
    de: 'Die Datei enthält nach der Kopfzeile keine Daten.',
    en: 'The file has no data after the header row.',
  },
  tooManyRows: {
    tr: 'Dosyada çok fazla satır var (en fazla {max}).',
    de: 'Die Datei enthält zu viele Zeilen (höchstens {max}).',
    en: 'The file has too many rows (at most {max}).',
  },
  required: { tr: 'Değer girilmemiş.', de: 'Es wurde kein Wert angegeben.', en: 'No value given.' },
  unknownSalesman: { tr: 'Plasiyer bulunamadı: {value}', de: 'Verkäufer nicht gefunden: {value}', en: 'Salesman not found: {value}' },
  unknownProduct: { tr: 'Ürün bulunamadı: {value}', de: 'Produkt nicht gefunden: {value}', en: 'Product not found: {value}' },
  quantity: {
    tr: 'Miktar sıfır veya daha büyük bir tam sayı olmalı: {value}',
    de: 'Die Menge muss eine ganze Zahl ab null sein: {value}',
    en: 'The quantity must be a whole number, zero or more: {value}',
  },
  date: {
    tr: 'Geçersiz tarih (GG.AA.YYYY veya YYYY-AA-GG): {value}',
    de: 'Ungültiges Datum (TT.MM.JJJJ oder JJJJ-MM-TT): {value}',
    en: 'Invalid date (DD.MM.YYYY or YYYY-MM-DD): {value}',
  },
  endBeforeStart: {
    tr: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
    de: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    en: 'The end date cannot be before the start date.',
  },
  duplicate: {
    tr: 'Aynı plasiyer, ürün ve başlangıç tarihi {row}. satırda da var.',
    de: 'Derselbe Verkäufer, dasselbe Produkt und Startdatum stehen schon in Zeile {row}.',
    en: 'The same salesman, product and start date are already in row {row}.',
  },
};

const message = (culture: Culture, key: MessageKey, values: Record<string, string | number> = {}) =>
  MESSAGES[key][culture].replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** Which cell holds each column, from the header row's headings (the first heading of a column wins). */
export function mapHeader(header: SheetRow): Map<LimitColumn, number> {
  const index = new Map<LimitColumn, number>();
  header.cells.forEach((c, i) => {
    const col = COLUMN_BY_HEADING.get(foldHeading(cellText(c)));
    if (col && !index.has(col)) index.set(col, i);
  });
  return index;
}

/**
 * Which row is the header: the first of the first ten non-empty rows that names at least three of the
 * columns (a title row above the table is fine), else the first row (its missing columns are reported).
 */
export function headerIndex(sheet: SheetRow[]): number {
  const found = sheet.slice(0, 10).findIndex((r) => mapHeader(r).size >= 3);
  return found < 0 ? 0 : found;
}

/** A row that passed every check (codes upper-cased for matching; dates ISO). */
export interface LimitRow {
  row: number;
  salesmanCode: string;
  productCode: string;
  quantity: number;
  startDate: string;
  endDate: string;
}

/** The text of a cell for codes and messages (numbers as Excel shows them: 1001, not 1001.0). */
export function cellText(c: CellValue): string {
  if (c === null) return '';
  if (c instanceof Date) return c.toISOString().slice(0, 10);
  return String(c).trim();
}

const pad = (n: number) => String(n).padStart(2, '0');
function isoOf(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 9999 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/**
 * A date cell: a real Excel date (exceljs gives a Date at UTC midnight), an Excel serial number in a cell
 * not formatted as a date, ISO `2026-04-01` or the Turkish/German `01.04.2026` (also `1.4.2026`).
 */
export function parseDate(c: CellValue): string | null {
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? null : c.toISOString().slice(0, 10);
  if (typeof c === 'number') {
    // Excel serial day (1900 system): 25569 is 1970-01-01. Only whole days in a plausible range.
    if (!Number.isInteger(c) || c < 1 || c > 2958465) return null;
    const d = new Date(Math.round((c - 25569) * 86400000));
    return isoOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  }
  if (typeof c !== 'string') return null;
  const s = c.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?(?:Z)?)?$/.exec(s);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: 00:00(?::00)?)?$/.exec(s);
  if (m) return isoOf(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function parseQuantity(c: CellValue): number | null {
  let n: number;
  if (typeof c === 'number') n = c;
  else if (typeof c === 'string' && /^\s*\d{1,10}\s*$/.test(c)) n = Number(c);
  else return null;
  return Number.isInteger(n) && n >= 0 && n <= 2147483647 ? n : null;
}

export interface CheckResult {
  rows: LimitRow[];
  errors: LimitUploadError[];
  errorCount: number;
}

/**
 * Finds the header (the first non-empty row), maps its headings to the columns, and checks every data
 * row. `salesmen` and `products` map an upper-cased code to the code as stored.
 */
export function checkLimitRows(
  sheet: SheetRow[],
  known: { salesmen: ReadonlyMap<string, string>; products: ReadonlyMap<string, string> },
  culture: Culture,
): CheckResult {
  const errors: LimitUploadError[] = [];
  let errorCount = 0;
  const fail = (row: number, column: LimitColumn | null, key: MessageKey, values?: Record<string, string | number>) => {
    errorCount++;
    if (errors.length < MAX_REPORTED_ERRORS) errors.push({ row, column, message: message(culture, key, values) });
  };

  const at = headerIndex(sheet);
  const header = sheet[at];
  const data = sheet.slice(at + 1);
  if (!header) {
    fail(1, null, 'noRows');
    return { rows: [], errors, errorCount };
  }
  const index = mapHeader(header);
  for (const col of LIMIT_COLUMNS) if (!index.has(col)) fail(header.row, col, 'missingColumn', { column: col });
  if (errorCount > 0) return { rows: [], errors, errorCount };
  if (data.length === 0) {
    fail(header.row + 1, null, 'noRows');
    return { rows: [], errors, errorCount };
  }
  if (data.length > MAX_LIMIT_ROWS) {
    fail(data[MAX_LIMIT_ROWS]!.row, null, 'tooManyRows', { max: MAX_LIMIT_ROWS });
    return { rows: [], errors, errorCount };
  }

  const rows: LimitRow[] = [];
  const seen = new Map<string, number>();
  for (const { row, cells } of data) {
    const cell = (col: LimitColumn) => cells[index.get(col)!] ?? null;
    const before = errorCount;

    const code = (col: 'salesmanCode' | 'productCode', map: ReadonlyMap<string, string>, unknown: MessageKey) => {
      const text = cellText(cell(col));
      if (text === '') fail(row, col, 'required');
      else if (!map.has(text.toUpperCase())) fail(row, col, unknown, { value: text });
      return map.get(text.toUpperCase()) ?? '';
    };
    const salesmanCode = code('salesmanCode', known.salesmen, 'unknownSalesman');
    const productCode = code('productCode', known.products, 'unknownProduct');

    const q = cell('quantity');
    const quantity = isBlank(q) ? null : parseQuantity(q);
    if (isBlank(q)) fail(row, 'quantity', 'required');
    else if (quantity === null) fail(row, 'quantity', 'quantity', { value: cellText(q) });

    const date = (col: 'startDate' | 'endDate') => {
      const c = cell(col);
      if (isBlank(c)) {
        fail(row, col, 'required');
        return null;
      }
      const iso = parseDate(c);
      if (!iso) fail(row, col, 'date', { value: cellText(c) });
      return iso;
    };
    const startDate = date('startDate');
    const endDate = date('endDate');
    if (startDate && endDate && endDate < startDate) fail(row, 'endDate', 'endBeforeStart');

    if (salesmanCode && productCode && startDate) {
      const key = `${salesmanCode.toUpperCase()}\u0000${productCode.toUpperCase()}\u0000${startDate}`;
      const first = seen.get(key);
      if (first !== undefined) fail(row, null, 'duplicate', { row: first });
      else seen.set(key, row);
    }
    if (errorCount === before) rows.push({ row, salesmanCode, productCode, quantity: quantity!, startDate: startDate!, endDate: endDate! });
  }
  return { rows, errors, errorCount };
}

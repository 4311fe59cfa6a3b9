import type { Culture } from '../common/cultures';

/**
 * Reading "code quantity" lines as a dealer pastes them (from Excel, a PDF, an e-mail) and the column
 * names of a quick-order sheet, shared by the pad (paste) and the server (csv/xlsx uploads, the template
 * and the price list, whose columns the upload reads back).
 */

export interface PadLine {
  text: string;
  quantity?: number;
}

/** The columns of the template and the price list, per language; the reader knows all of them. */
export const QUICK_ORDER_COLUMNS: Record<Culture, { code: string; quantity: string }> = {
  tr: { code: 'Ürün kodu', quantity: 'Miktar' },
  de: { code: 'Artikelnummer', quantity: 'Menge' },
  en: { code: 'Product code', quantity: 'Quantity' },
};

/** Lower case, Turkish letters to their Latin base, letters and digits only: "Ürün Kodu" -> "urunkodu". */
export function foldHeader(value: string): string {
  return value
    .replace(/[ıİI]/g, 'i')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const CODE_NAMES = [
  ...Object.values(QUICK_ORDER_COLUMNS).map((c) => c.code),
  'code',
  'kod',
  'stok kodu',
  'malzeme kodu',
  'parça numarası',
  'barkod',
  'ean',
  'barcode',
  'sku',
  'item',
  'item number',
  'part number',
  'article',
  'artikel',
  'art.-nr.',
  'artikel-nr.',
  'teilenummer',
  'produktcode',
].map(foldHeader);

const QUANTITY_NAMES = [
  ...Object.values(QUICK_ORDER_COLUMNS).map((c) => c.quantity),
  'adet',
  'sipariş miktarı',
  'qty',
  'amount',
  'order quantity',
  'anzahl',
  'bestellmenge',
  'stück',
  'stk',
].map(foldHeader);

/** Which known column a header cell names, if any. */
export function headerKind(cell: string): 'code' | 'quantity' | null {
  const f = foldHeader(cell);
  if (f === '') return null;
  if (CODE_NAMES.includes(f)) return 'code';
  if (QUANTITY_NAMES.includes(f)) return 'quantity';
  return null;
}

/** A whole quantity as spreadsheets and e-mails write it: "4", "4,00", "4.0", "4 pcs" is not. */
export function readQuantity(cell: string): number | null {
  const m = /^\s*(\d{1,7})(?:[.,]0+)?\s*$/.exec(cell);
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 ? n : null;
}

// "4x CODE", "4 x CODE" and "CODE x4", "CODE x 4".
const TIMES_FIRST = /^(\d{1,7})\s*[x×*]\s*(.+)$/i;
const TIMES_LAST = /^(.+?)\s+[x×*]\s*(\d{1,7})$/i;
// "205 55" left over when "205 55 16" lost its last number: a tyre size typed with spaces, no quantity.
const SIZE_HEAD = /^\d{3}\s+\d{2}$/;

function readCells(cells: string[]): PadLine | null {
  const filled = cells.map((c) => c.trim()).filter((c) => c !== '');
  if (filled.length === 0) return null;
  if (filled.length === 1) return readWords(filled[0]!);
  // The quantity is the last whole number of the row (not the first cell, which is the code even when it is digits).
  for (let i = filled.length - 1; i >= 1; i--) {
    const quantity = readQuantity(filled[i]!);
    if (quantity !== null) {
      const code = filled.find((c, j) => j !== i && readQuantity(c) === null) ?? filled[0]!;
      return { text: code, quantity };
    }
  }
  return { text: filled[0]! };
}

function readWords(line: string): PadLine {
  const first = TIMES_FIRST.exec(line);
  if (first) return { text: first[2]!.trim(), quantity: Number(first[1]) };
  const last = TIMES_LAST.exec(line);
  if (last) return { text: last[1]!.trim(), quantity: Number(last[2]) };
  const m = /^(.+?)\s+(\d{1,7})$/.exec(line);
  if (m && !SIZE_HEAD.test(m[1]!.trim()) && Number(m[2]) > 0) return { text: m[1]!.trim(), quantity: Number(m[2]) };
  return { text: line.trim() };
}

/**
 * The pad lines of a pasted text: one per non-empty line, cells split at tabs, else semicolons, else
 * commas, else "code quantity" by the last word; a header row of known column names is skipped.
 */
export function parseQuickOrderText(input: string): PadLine[] {
  const out: PadLine[] = [];
  const rows = input.split(/\r\n|\r|\n/);
  rows.forEach((raw, i) => {
    const row = raw.trim();
    if (row === '') return;
    const sep = row.includes('\t') ? '\t' : row.includes(';') ? ';' : row.includes(',') && !/^\s*\d+,\d+\s*$/.test(row) ? ',' : null;
    const cells = sep ? row.split(sep) : [row];
    if (i === 0 || out.length === 0) {
      if (cells.some((c) => headerKind(c) !== null) && cells.every((c) => readQuantity(c) === null)) return;
    }
    const line = sep ? readCells(cells) : readWords(row);
    if (line && line.text.length > 0) out.push({ text: line.text.slice(0, 200), ...(line.quantity ? { quantity: line.quantity } : {}) });
  });
  return out;
}

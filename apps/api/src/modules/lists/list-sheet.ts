import { type Culture, QUICK_ORDER_COLUMNS } from '@dealerport/contract';
import { SPREADSHEET_TYPES, writeXlsx } from '../../lib/spreadsheet-export';

/** The name column's heading; the quick-order reader ignores it (it reads code and quantity by their headings). */
const NAME_COLUMN: Record<Culture, string> = { tr: 'Ürün adı', de: 'Bezeichnung', en: 'Product name' };

export const LIST_SHEET_TYPE = SPREADSHEET_TYPES.xlsx;

export interface ListSheetRow {
  code: string;
  name: string;
  quantity: number;
}

/**
 * An order list as xlsx: code, name, quantity under the quick-order headings of the caller's language, so
 * the pad's upload and the list import read the file back (packages/contract quick-order-text.ts).
 */
export function writeListSheet(listName: string, rows: readonly ListSheetRow[], culture: Culture): Promise<Buffer> {
  const columns = QUICK_ORDER_COLUMNS[culture];
  return writeXlsx<ListSheetRow>({
    sheetName: sheetNameOf(listName),
    culture,
    columns: [
      { header: columns.code, kind: 'text', width: 22, value: (r) => r.code },
      { header: NAME_COLUMN[culture], kind: 'text', width: 48, value: (r) => r.name },
      { header: columns.quantity, kind: 'integer', width: 10, value: (r) => r.quantity },
    ],
    rows,
  });
}

/** Excel refuses these characters in a sheet's name, more than 31 of them, and a quote first or last. */
function sheetNameOf(listName: string): string {
  return (
    listName
      .replace(/[\\/?*[\]:]/g, '-')
      .slice(0, 31)
      .replace(/^'+|'+$/g, '')
      .trim() || 'Sheet1'
  );
}

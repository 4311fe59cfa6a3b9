import type { Culture, PivotBodySchema, PivotDimension, PivotExportQuerySchema, PivotMeasure, PivotResult } from '@dealerport/contract';
import type { z } from 'zod';
import { dayIn, timeZoneOf } from '../../lib/dates';
import type { FileDownload } from '../../lib/file-download';
import { type ColumnKind, type SheetColumn, SPREADSHEET_TYPES, writeCsv, writeXlsx } from '../../lib/spreadsheet-export';
import type { CustomerContext } from '../../plugins/context';
import { getOrderPivot } from './pivot.service';

/**
 * The pivot of /pivot as a file (issue 19; ADR 0055): the same answer as the screen's call, laid out as the
 * screen lays it out (a line per row key, a column per column key and a row total; without columns the
 * measure alone), through the reports' one spreadsheet writer (ADR 0028: formula-safe CSV, numbers as
 * numbers in xlsx). Headings in the caller's language.
 */

const WORDS: Record<
  Culture,
  { sheet: string; total: string; dimensions: Record<PivotDimension, string>; measures: Record<PivotMeasure, string> }
> = {
  tr: {
    sheet: 'Sipariş pivot analizi',
    total: 'Toplam',
    dimensions: { month: 'Ay', category: 'Kategori', product: 'Ürün', status: 'Durum', currency: 'Döviz' },
    measures: { quantity: 'Miktar', amount: 'Net tutar', lines: 'Satır sayısı' },
  },
  de: {
    sheet: 'Pivot-Analyse Bestellungen',
    total: 'Summe',
    dimensions: { month: 'Monat', category: 'Kategorie', product: 'Produkt', status: 'Status', currency: 'Währung' },
    measures: { quantity: 'Menge', amount: 'Nettobetrag', lines: 'Positionen' },
  },
  en: {
    sheet: 'Order pivot analysis',
    total: 'Total',
    dimensions: { month: 'Month', category: 'Category', product: 'Product', status: 'Status', currency: 'Currency' },
    measures: { quantity: 'Quantity', amount: 'Net amount', lines: 'Lines' },
  },
};

interface GridLine {
  key: string;
  values: number[];
  total: number;
}

/** The answer as lines: every column key's value (0 where there is none) and the row's total. */
export function pivotLines(result: PivotResult): GridLine[] {
  const columns = result.columnKeys.length > 0 ? result.columnKeys : [null];
  const value = new Map(result.cells.map((c) => [`${c.row}\u0000${c.column ?? ''}`, Number(c.value)]));
  return result.rowKeys.map((key) => {
    const values = columns.map((col) => value.get(`${key}\u0000${col ?? ''}`) ?? 0);
    // Sums of decimal strings with at most 4 places: rounded back so 0.1 + 0.2 stays 0.3.
    const total = Math.round(values.reduce((a, b) => a + b, 0) * 10_000) / 10_000;
    return { key, values, total };
  });
}

export async function exportOrderPivot(
  ctx: CustomerContext,
  query: z.output<typeof PivotExportQuerySchema>,
  body: z.output<typeof PivotBodySchema>,
): Promise<FileDownload> {
  const result = await getOrderPivot(ctx, body);
  const w = WORDS[ctx.culture];
  const kind: ColumnKind = body.measure === 'amount' ? 'money' : 'integer';
  const columns: SheetColumn<GridLine>[] = [
    { header: w.dimensions[body.rows], kind: 'text', width: body.rows === 'product' ? 40 : 20, value: (l) => l.key },
    ...(result.columnKeys.length > 0
      ? [
          ...result.columnKeys.map((c, i): SheetColumn<GridLine> => ({ header: c, kind, value: (l) => l.values[i]! })),
          { header: w.total, kind, value: (l: GridLine) => l.total },
        ]
      : [{ header: w.measures[body.measure], kind, value: (l: GridLine) => l.total }]),
  ];
  const title = body.columns === null ? w.measures[body.measure] : `${w.measures[body.measure]}: ${w.dimensions[body.columns]}`;
  const input = { sheetName: w.sheet, title: [w.sheet, title], columns, rows: pivotLines(result), culture: ctx.culture };
  const name = `order-pivot-${dayIn(timeZoneOf(ctx.customer.countryCode))}`;
  return query.format === 'csv'
    ? { fileName: `${name}.csv`, contentType: SPREADSHEET_TYPES.csv, content: writeCsv(input) }
    : { fileName: `${name}.xlsx`, contentType: SPREADSHEET_TYPES.xlsx, content: await writeXlsx(input) };
}

import {
  type Culture,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  type PivotBodySchema,
  type PivotDimension,
  type PivotExportQuerySchema,
  type PivotLine,
  type PivotMeasure,
  type PivotValue,
} from '@dealerport/contract';
import type { z } from 'zod';
import { dayIn, timeZoneOf } from '../../lib/dates';
import type { FileDownload } from '../../lib/file-download';
import { type ColumnKind, type SheetColumn, SPREADSHEET_TYPES, writeCsv, writeXlsx } from '../../lib/spreadsheet-export';
import type { CustomerContext } from '../../plugins/context';
import { getOrderPivot } from './pivot.service';

/**
 * The pivot of /pivot as a file (ADR 0055): the same answer as the screen's call, laid out as the
 * screen lays it out (a column per row field, a column per column key with the outer groups' subtotals and the
 * row total, or the measure alone; a subtotal line after each outer group and the grand total line last),
 * through the reports' one spreadsheet writer (ADR 0028: formula-safe CSV, numbers as numbers in xlsx).
 * Headings, status names and the total lines in the caller's language; months stay `YYYY-MM` (they sort).
 * Every line repeats its keys so that a spreadsheet's filter keeps a group together.
 */

const WORDS: Record<
  Culture,
  {
    sheet: string;
    total: string;
    subtotal: string;
    grandTotal: string;
    mixed: string;
    omitted: string;
    dimensions: Record<PivotDimension, string>;
    measures: Record<PivotMeasure, string>;
  }
> = {
  tr: {
    sheet: 'Sipariş pivot analizi',
    total: 'Toplam',
    subtotal: 'Ara toplam',
    grandTotal: 'Genel toplam',
    mixed: 'Birden fazla para birimindeki tutarlar toplanmaz (boş hücreler).',
    omitted: 'En büyük satırlar ve sütunlar gösterilir; toplamlar hepsini içerir.',
    dimensions: { month: 'Ay', category: 'Kategori', product: 'Ürün', status: 'Durum', currency: 'Para birimi' },
    measures: { quantity: 'Miktar', amount: 'Net tutar', lines: 'Kalem sayısı' },
  },
  de: {
    sheet: 'Pivot-Analyse Bestellungen',
    total: 'Summe',
    subtotal: 'Zwischensumme',
    grandTotal: 'Gesamtsumme',
    mixed: 'Beträge in mehreren Währungen werden nicht addiert (leere Zellen).',
    omitted: 'Gezeigt werden die größten Zeilen und Spalten; die Summen enthalten alle.',
    dimensions: { month: 'Monat', category: 'Kategorie', product: 'Produkt', status: 'Status', currency: 'Währung' },
    measures: { quantity: 'Menge', amount: 'Nettobetrag', lines: 'Positionen' },
  },
  en: {
    sheet: 'Order pivot analysis',
    total: 'Total',
    subtotal: 'Subtotal',
    grandTotal: 'Grand total',
    mixed: 'Amounts in more than one currency are not added up (empty cells).',
    omitted: 'The largest lines and columns are shown; the totals include all.',
    dimensions: { month: 'Month', category: 'Category', product: 'Product', status: 'Status', currency: 'Currency' },
    measures: { quantity: 'Quantity', amount: 'Net amount', lines: 'Lines' },
  },
};

/** A key as the caller reads it: status names in his language; the rest as they are. */
export function pivotKeyText(field: PivotDimension, key: string, culture: Culture): string {
  return field === 'status' ? (ORDER_STATUS_NAMES[key as OrderStatus]?.[culture] ?? key) : key;
}

const number = (v: PivotValue) => v?.value ?? null;

export async function exportOrderPivot(
  ctx: CustomerContext,
  query: z.output<typeof PivotExportQuerySchema>,
  body: z.output<typeof PivotBodySchema>,
): Promise<FileDownload> {
  const result = await getOrderPivot(ctx, body);
  const w = WORDS[ctx.culture];
  const kind: ColumnKind = body.measure === 'amount' ? 'money' : 'integer';
  const { rowFields, columnFields } = result;
  const keyText = (fields: readonly PivotDimension[], keys: readonly string[]) =>
    keys.map((k, i) => pivotKeyText(fields[i]!, k, ctx.culture)).join(' / ');
  // one currency for the whole sheet: said in the heading (with several, the currency is a key of the grid)
  const currencies = new Set(result.lines.flatMap((l) => [l.total, ...l.cells]).map((v) => v?.currency ?? null));
  currencies.delete(null);
  const single =
    body.measure === 'amount' && currencies.size === 1 && !rowFields.includes('currency') && !columnFields.includes('currency');
  const measure = single ? `${w.measures[body.measure]} (${[...currencies][0]})` : w.measures[body.measure];
  const columns: SheetColumn<PivotLine>[] = [
    ...rowFields.map(
      (field, i): SheetColumn<PivotLine> => ({
        header: w.dimensions[field],
        kind: 'text',
        width: field === 'product' ? 40 : 20,
        value: (l) =>
          l.kind === 'total'
            ? i === 0
              ? w.grandTotal
              : null
            : i < l.keys.length
              ? pivotKeyText(field, l.keys[i]!, ctx.culture)
              : i === l.keys.length
                ? w.subtotal
                : null,
      }),
    ),
    ...(result.columns.length > 0
      ? [
          ...result.columns.map(
            (c, i): SheetColumn<PivotLine> => ({
              header: c.kind === 'subtotal' ? `${keyText(columnFields, c.keys)} / ${w.subtotal}` : keyText(columnFields, c.keys),
              kind,
              value: (l) => number(l.cells[i]!),
            }),
          ),
          { header: w.grandTotal, kind, value: (l: PivotLine) => number(l.total) },
        ]
      : [{ header: measure, kind, value: (l: PivotLine) => number(l.total) }]),
  ];
  const layout = `${rowFields.map((f) => w.dimensions[f]).join(', ')}${columnFields.length > 0 ? ` × ${columnFields.map((f) => w.dimensions[f]).join(', ')}` : ''}`;
  const mixed = result.lines.some((l) => [l.total, ...l.cells].some((v) => v !== null && v.value === null));
  const title = [
    w.sheet,
    `${measure}: ${layout}`,
    ...(mixed ? [w.mixed] : []),
    ...(result.omittedRows + result.omittedColumns > 0 ? [w.omitted] : []),
  ];
  const input = { sheetName: w.sheet, title, columns, rows: result.lines, culture: ctx.culture };
  const name = `order-pivot-${dayIn(timeZoneOf(ctx.customer.countryCode))}`;
  return query.format === 'csv'
    ? { fileName: `${name}.csv`, contentType: SPREADSHEET_TYPES.csv, content: writeCsv(input) }
    : { fileName: `${name}.xlsx`, contentType: SPREADSHEET_TYPES.xlsx, content: await writeXlsx(input) };
}

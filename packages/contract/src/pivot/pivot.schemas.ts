import { z } from 'zod';
import { text } from '../common/text';
import { ExportFormatSchema } from '../reports/reports.schemas';

/**
 * /pivot (spec 01 §2, 02 §2: de authority only; issue 19; ADR 0052): the acting customer's order lines summed by
 * a row dimension and an optional column dimension. Cancelled lines and orders are left out.
 */
export const PIVOT_DIMENSIONS = ['month', 'category', 'product', 'status', 'currency'] as const;
export const PIVOT_MEASURES = ['quantity', 'amount', 'lines'] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];
export type PivotMeasure = (typeof PIVOT_MEASURES)[number];

const day = () => z.iso.date();

export const PivotBodySchema = z
  .object({
    rows: z.enum(PIVOT_DIMENSIONS),
    columns: z.enum(PIVOT_DIMENSIONS).nullable().default(null),
    measure: z.enum(PIVOT_MEASURES),
    dateFrom: day().optional(),
    dateTo: day().optional(),
  })
  .strict()
  .refine((b) => b.columns === null || b.columns !== b.rows, { path: ['columns'], params: { issue: 'INVALID' } });
export type PivotBody = z.input<typeof PivotBodySchema>;

/** One cell: the row's and the column's key (null without columns) and the measure, a decimal string. */
export const PivotResultSchema = z.object({
  rowKeys: z.array(text()),
  columnKeys: z.array(text()),
  cells: z.array(z.object({ row: text(), column: text().nullable(), value: text() })),
});
export type PivotResult = z.infer<typeof PivotResultSchema>;
/** At most this many distinct rows or columns (the largest first by the measure). */
export const PIVOT_KEYS_MAX = 200;

/** POST /api/pivot/order-lines/export?format=: the same pivot (the body of the call above) as a file. */
export const PivotExportQuerySchema = z.object({ format: ExportFormatSchema.default('xlsx') });
export type PivotExportQuery = z.input<typeof PivotExportQuerySchema>;

import { z } from 'zod';
import { text } from '../common/text';
import { ExportFormatSchema } from '../reports/reports.schemas';

/**
 * /pivot (customers in Germany only; ADRs 0052 and 0055): the acting customer's order
 * lines summed by one to three row fields and up to two column fields, with subtotals per outer group and
 * totals. Cancelled lines and orders are left out.
 */
export const PIVOT_DIMENSIONS = ['month', 'category', 'product', 'status', 'currency'] as const;
export const PIVOT_MEASURES = ['quantity', 'amount', 'lines'] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];
export type PivotMeasure = (typeof PIVOT_MEASURES)[number];
/** How many fields each axis takes. */
export const PIVOT_ROW_FIELDS_MAX = 3;
export const PIVOT_COLUMN_FIELDS_MAX = 2;

const day = () => z.iso.date();
const Dimension = z.enum(PIVOT_DIMENSIONS);

/**
 * The layout: `rows` outermost first (1 to 3 fields), `columns` likewise (0 to 2), each field at most once
 * and on one axis only (PIVOT_FIELD_TWICE, PIVOT_FIELD_ON_BOTH_AXES: worded by validation-messages.ts).
 */
export const PivotBodySchema = z
  .object({
    rows: z.array(Dimension).min(1).max(PIVOT_ROW_FIELDS_MAX),
    columns: z.array(Dimension).max(PIVOT_COLUMN_FIELDS_MAX).default([]),
    measure: z.enum(PIVOT_MEASURES),
    dateFrom: day().optional(),
    dateTo: day().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    for (const axis of ['rows', 'columns'] as const) {
      b[axis].forEach((field, i) => {
        if (b[axis].indexOf(field) !== i) ctx.addIssue({ code: 'custom', path: [axis, i], params: { issue: 'PIVOT_FIELD_TWICE' } });
      });
    }
    b.columns.forEach((field, i) => {
      if (b.rows.includes(field)) ctx.addIssue({ code: 'custom', path: ['columns', i], params: { issue: 'PIVOT_FIELD_ON_BOTH_AXES' } });
    });
    if (b.dateFrom && b.dateTo && b.dateFrom > b.dateTo)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], params: { issue: 'DATE_RANGE' } });
  });
export type PivotBody = z.input<typeof PivotBodySchema>;

/**
 * A value of the grid: null where there are no order lines. `value` is a decimal string (amounts with two
 * decimals, quantities and line counts whole), null for a total over amounts in more than one currency
 * (never summed). `currency` is the amount's (null for quantities and line counts).
 */
export const PivotValueSchema = z.object({ value: text().nullable(), currency: text().nullable() }).nullable();
export type PivotValue = z.infer<typeof PivotValueSchema>;

/** A column of the grid: a column key per column field, or a subtotal of an outer column group (its key alone). */
export const PivotColumnSchema = z.object({ kind: z.enum(['column', 'subtotal']), keys: z.array(text()) });
export type PivotColumn = z.infer<typeof PivotColumnSchema>;

/**
 * A line of the grid, in the order shown: a `line` has a key per row field; a `subtotal` follows its group
 * and has the group's keys (fewer than the row fields); the one `total` comes last without keys. `cells`
 * follow `columns` (none without column fields); `total` is the line's total over all columns, or the
 * measure alone without column fields.
 */
export const PivotLineSchema = z.object({
  kind: z.enum(['line', 'subtotal', 'total']),
  keys: z.array(text()),
  cells: z.array(PivotValueSchema),
  total: PivotValueSchema,
});
export type PivotLine = z.infer<typeof PivotLineSchema>;

/**
 * The pivot. `rowFields` and `columnFields` are the layout as answered: for the amount of lines in more
 * than one currency with the currency on neither axis, the server puts `currency` first in the rows
 * (`currencyAdded`), so that no cell and no subtotal adds up different currencies. Keys are the raw values
 * (months `YYYY-MM`, status codes, currency codes): the client words them. At most PIVOT_KEYS_MAX lines and
 * columns are shown (the largest); the totals include the `omittedRows` and `omittedColumns` too.
 */
export const PivotResultSchema = z.object({
  rowFields: z.array(Dimension),
  columnFields: z.array(Dimension),
  currencyAdded: z.boolean(),
  columns: z.array(PivotColumnSchema),
  lines: z.array(PivotLineSchema),
  omittedRows: z.number().int(),
  omittedColumns: z.number().int(),
});
export type PivotResult = z.infer<typeof PivotResultSchema>;
/** At most this many row keys and column keys (the combinations of all fields of an axis), the largest first. */
export const PIVOT_KEYS_MAX = 200;

/** POST /api/pivot/order-lines/export?format=: the same pivot (the body of the call above) as a file. */
export const PivotExportQuerySchema = z.object({ format: ExportFormatSchema.default('xlsx') });
export type PivotExportQuery = z.input<typeof PivotExportQuerySchema>;

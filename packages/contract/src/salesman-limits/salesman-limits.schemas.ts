import { z } from 'zod';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/**
 * Salesman limits (spec 01 §3 Salesman limit, Limit log): how many units of a product a salesman may
 * still sell in a period (scarce products are allocated per salesman). An order placed by a salesman, or
 * by a dealer whose salesman has a limit on the product, consumes it; a cancellation gives it back. Each
 * change is a log row. Uploaded as a spreadsheet (xlsx or csv) with the columns salesmanCode,
 * productCode, quantity, startDate, endDate; a row for an existing (salesman, product, start date) sets
 * its quantity.
 */
export const SalesmanLimitSchema = z.object({
  id: z.number().int(),
  salesmanCode: text(),
  /** Our extension: the salesman's and product's names. */
  salesmanName: text().nullable(),
  productCode: text(),
  productName: text().nullable(),
  quantity: z.number().int(),
  startDate: text(),
  endDate: text(),
});
export type SalesmanLimit = z.infer<typeof SalesmanLimitSchema>;
export const SalesmanLimitListSchema = pagedListSchema(SalesmanLimitSchema);

/** Optional paging (defaults: page 1, 50 rows); SearchTerm matches salesman or product code; ActiveOn a date. */
export const ListSalesmanLimitsQuerySchema = z.object({
  SearchTerm: text().max(100).optional(),
  PageNumber: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(500).default(50),
  /** A calendar date (a pattern alone let 2026-02-30 through to the database: a 500). */
  ActiveOn: z.iso.date().optional(),
});
export type ListSalesmanLimitsQuery = z.infer<typeof ListSalesmanLimitsQuerySchema>;

export const SalesmanLimitLogSchema = z.object({
  id: z.number().int(),
  /** The order document that consumed or returned units; null for an upload. */
  docNo: text().nullable(),
  customerCode: text().nullable(),
  oldQuantity: z.number().int(),
  newQuantity: z.number().int(),
  orderDate: text().nullable(),
  salesmanLimitId: z.number().int(),
  createdBy: text().nullable(),
  createdOnUtc: text(),
});
export type SalesmanLimitLog = z.infer<typeof SalesmanLimitLogSchema>;
export const SalesmanLimitLogListSchema = z.array(SalesmanLimitLogSchema);
export const SalesmanLimitIdParamSchema = z.object({ salesmanLimitId: z.coerce.number().int().positive().max(2147483647) });

/** A refused row of an upload: 1-based row number of the sheet (the header is row 1), the column, why. */
export const LimitUploadErrorSchema = z.object({ row: z.number().int(), column: text().nullable(), message: text() });
export type LimitUploadError = z.infer<typeof LimitUploadErrorSchema>;

/** Answer of a successful upload (a file with any bad row imports nothing: 400 LIMIT_UPLOAD_INVALID, details.errors). */
export const LimitUploadResultSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type LimitUploadResult = z.infer<typeof LimitUploadResultSchema>;

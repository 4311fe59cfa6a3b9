import { z } from 'zod';
import { pagedListSchema } from '../common/paging';
import { text } from '../common/text';

/**
 * Warehouse rules (spec 01 §3 Warehouse rule, "target"): which warehouses serve which customers. A rule
 * applies to a delivery country when the country is accepted (an empty list accepts every country) and not
 * rejected; `isExport` rules apply only to deliveries outside the distributor's home country,
 * `isExportRegistered` rules only to export-registered customers. An order takes stock from the warehouses
 * of the applicable rules, by rule priority then warehouse priority (lower first). With no rule at all,
 * every active warehouse serves everyone.
 */
const CountryCode = text()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((s) => s.toUpperCase());

export const WarehouseTargetSchema = z.object({
  id: z.number().int(),
  warehouseCode: text(),
  warehouseName: text(),
  acceptedCountryCodes: z.array(text()),
  rejectedCountryCodes: z.array(text()),
  priority: z.number().int(),
  isExport: z.boolean(),
  isExportRegistered: z.boolean(),
});
export type WarehouseTarget = z.infer<typeof WarehouseTargetSchema>;
export const WarehouseTargetListSchema = pagedListSchema(WarehouseTargetSchema);

/** Spec 01 §5: PageIndex and PageSize are required (PageIndex is the 1-based page). */
export const ListWarehouseTargetsQuerySchema = z.object({
  PageIndex: z.coerce.number().int().min(1),
  PageSize: z.coerce.number().int().min(1).max(500),
});
export type ListWarehouseTargetsQuery = z.infer<typeof ListWarehouseTargetsQuerySchema>;

export const WarehouseTargetInputSchema = z.object({
  warehouseCode: text().trim().min(1).max(20),
  acceptedCountryCodes: z.array(CountryCode).max(300).default([]),
  rejectedCountryCodes: z.array(CountryCode).max(300).default([]),
  priority: z.coerce.number().int().min(0).max(10000),
  isExport: z.boolean().default(false),
  isExportRegistered: z.boolean().default(false),
});
export type WarehouseTargetInput = z.infer<typeof WarehouseTargetInputSchema>;
export const WarehouseTargetIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2147483647) });

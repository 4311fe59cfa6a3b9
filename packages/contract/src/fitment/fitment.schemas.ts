import { z } from 'zod';
import { ProductListItemSchema } from '../catalog/catalog.schemas';
import { text } from '../common/text';

/**
 * Fitment (issue 19; our extension; ADR 0052): vehicles with their wheel and battery fitment, for the wheel
 * configurator (spec 01 §2 `/configurator`, permission configurator.show) and the de-only pages
 * `/battery-search` and `/expert-opinion` (spec 01 §2, 02 §6: the acting customer's country code is DE).
 * Products are answered as the catalogue's product list items, as the acting customer sees them (prices,
 * stock, flags); products hidden for the customer are never listed.
 */

const name = () => text().trim().min(1).max(80);
const id = () => z.coerce.number().int().positive().max(2147483647);
const mm = () => z.coerce.number().int().min(1).max(2000);

export const VehicleSchema = z.object({
  id: z.number().int(),
  code: text(),
  make: text(),
  model: text(),
  yearFrom: z.number().int(),
  /** null: still built. */
  yearTo: z.number().int().nullable(),
  engine: text(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/** GET /api/fitment/vehicles/makes: the makes, A-Z. */
export const VehicleMakeListSchema = z.array(text());

/** GET /api/fitment/vehicles/models?make=: the make's models, A-Z. */
export const VehicleModelsQuerySchema = z.object({ make: name() });
export const VehicleModelListSchema = z.array(text());

/** GET /api/fitment/vehicles?make=&model=&year=: the vehicles (engines) of a model, built in that year if given. */
export const VehicleListQuerySchema = z.object({
  make: name(),
  model: name(),
  year: z.coerce.number().int().min(1950).max(2100).optional(),
});
export const VehicleListSchema = z.array(VehicleSchema);

export const WheelFitmentSchema = z.object({
  /** Bolt pattern as the catalogue's rim property writes it: `5x112`. */
  pcd: text(),
  /** Centre bore in mm, a decimal string; null when unknown. */
  centreBore: text().nullable(),
  offsetMin: z.number().int(),
  offsetMax: z.number().int(),
  /** Rim diameters in inches. */
  rimDiameters: z.array(z.number().int()),
  /** `205/55R16`. */
  tyreSizes: z.array(text()),
});
export type WheelFitment = z.infer<typeof WheelFitmentSchema>;

export const FitmentProductSchema = ProductListItemSchema.extend({ categoryId: z.number().int() });
export type FitmentProduct = z.infer<typeof FitmentProductSchema>;

export const ConfiguratorParamsSchema = z.object({ vehicleId: id() });

/**
 * GET /api/fitment/configurator/{vehicleId}: the rims (bolt pattern, diameter and offset fit) and tyres (a
 * size of the vehicle) the acting customer may see, at most FITMENT_RESULTS_MAX each.
 */
export const ConfiguratorResultSchema = z.object({
  vehicle: VehicleSchema,
  wheel: WheelFitmentSchema.nullable(),
  rims: z.array(FitmentProductSchema),
  tyres: z.array(FitmentProductSchema),
});
export type ConfiguratorResult = z.infer<typeof ConfiguratorResultSchema>;
export const FITMENT_RESULTS_MAX = 60;

export const TERMINAL_LAYOUTS = ['0', '1'] as const;

export const BatteryFitmentSchema = z.object({
  capacityAh: z.number().int(),
  cca: z.number().int(),
  maxLengthMm: z.number().int(),
  maxWidthMm: z.number().int(),
  maxHeightMm: z.number().int(),
  terminalLayout: z.enum(TERMINAL_LAYOUTS),
});
export type BatteryFitment = z.infer<typeof BatteryFitmentSchema>;

/**
 * GET /api/fitment/batteries: by vehicle (`vehicleId`: at least its capacity and CCA, at most its box, its
 * terminal layout) or by specs (any of the minimums, maximums and layout; at least one of them).
 */
export const BatterySearchQuerySchema = z.object({
  vehicleId: id().optional(),
  capacityMin: z.coerce.number().int().min(1).max(400).optional(),
  ccaMin: z.coerce.number().int().min(1).max(3000).optional(),
  lengthMax: mm().optional(),
  widthMax: mm().optional(),
  heightMax: mm().optional(),
  terminalLayout: z.enum(TERMINAL_LAYOUTS).optional(),
});
export type BatterySearchQuery = z.infer<typeof BatterySearchQuerySchema>;

export const BatteryProductSchema = FitmentProductSchema.extend({
  spec: z.object({
    capacityAh: z.number().int(),
    cca: z.number().int(),
    lengthMm: z.number().int(),
    widthMm: z.number().int(),
    heightMm: z.number().int(),
    terminalLayout: z.enum(TERMINAL_LAYOUTS),
  }),
});
export type BatteryProduct = z.infer<typeof BatteryProductSchema>;

export const BatterySearchResultSchema = z.object({
  /** The vehicle and its battery fitment when searched by vehicle. */
  vehicle: VehicleSchema.nullable(),
  fitment: BatteryFitmentSchema.nullable(),
  products: z.array(BatteryProductSchema),
});
export type BatterySearchResult = z.infer<typeof BatterySearchResultSchema>;

export const EXPERT_OPINION_KINDS = ['gutachten', 'abe'] as const;

/** GET /api/fitment/expert-opinions: by rim code or opinion number (`code`, part of it) and/or vehicle. */
export const ExpertOpinionQuerySchema = z.object({
  code: text().trim().min(2).max(60).optional(),
  vehicleId: id().optional(),
});

export const ExpertOpinionSchema = z.object({
  id: z.number().int(),
  /** The opinion's number (KBA number of an ABE, the Gutachten's number). */
  code: text(),
  kind: z.enum(EXPERT_OPINION_KINDS),
  vehicle: VehicleSchema,
  rim: z.object({ id: z.number().int(), code: text(), name: text() }),
  /** The PDF is there (GET /api/fitment/expert-opinions/{id}/document). */
  hasDocument: z.boolean(),
});
export type ExpertOpinion = z.infer<typeof ExpertOpinionSchema>;
export const ExpertOpinionListSchema = z.array(ExpertOpinionSchema);
export const EXPERT_OPINIONS_MAX = 100;

export const ExpertOpinionParamsSchema = z.object({ id: id() });

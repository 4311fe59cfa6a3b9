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

// ---- the sync row (modules/integrations: `POST /api/integrations/sync/vehicles`, scope catalog) ----

const syncCode = () => text().trim().min(1).max(60);
const syncInt = (min: number, max: number) => z.number().int().min(min).max(max);
const noEmptyList = (v: unknown) => (Array.isArray(v) && v.length === 0 ? undefined : v);
const WHEEL_FIELDS = ['pcd', 'offsetMin', 'offsetMax', 'rimDiameters'] as const;
const BATTERY_FIELDS = [
  'batteryAh',
  'batteryCca',
  'batteryLengthMm',
  'batteryWidthMm',
  'batteryHeightMm',
  'batteryTerminalLayout',
] as const;

/**
 * A vehicle with its wheel and battery fitment, flat so a spreadsheet row holds it (ADR 0052). The row is the
 * whole vehicle: the wheel fields all or none (none: no wheel fitment), the battery fields likewise.
 */
export const VehicleSyncRowSchema = z
  .object({
    code: syncCode(),
    make: text().trim().min(1).max(60),
    model: text().trim().min(1).max(80),
    yearFrom: syncInt(1950, 2100),
    /** null or absent: still built. */
    yearTo: syncInt(1950, 2100).nullable().default(null),
    engine: text().trim().max(80).default(''),
    active: z.boolean().default(true),
    pcd: text()
      .trim()
      .regex(/^[0-9]x[0-9]{2,3}(\.[0-9])?$/)
      .optional(),
    /** mm; a spreadsheet's decimal cell arrives as text. */
    centreBore: z.coerce.number().positive().max(999).nullable().optional(),
    offsetMin: syncInt(-100, 150).optional(),
    offsetMax: syncInt(-100, 150).optional(),
    /** Inches; an empty spreadsheet cell is no list. */
    rimDiameters: z.preprocess(noEmptyList, z.array(z.coerce.number().int().min(10).max(30)).min(1).max(12).optional()),
    tyreSizes: z.preprocess(
      noEmptyList,
      z
        .array(
          text()
            .trim()
            .regex(/^\d{3}\/\d{2}\s*Z?R\d{2}C?$/i),
        )
        .max(30)
        .optional(),
    ),
    batteryAh: syncInt(1, 400).optional(),
    batteryCca: syncInt(1, 3000).optional(),
    batteryLengthMm: syncInt(1, 2000).optional(),
    batteryWidthMm: syncInt(1, 2000).optional(),
    batteryHeightMm: syncInt(1, 2000).optional(),
    batteryTerminalLayout: z.enum(TERMINAL_LAYOUTS).optional(),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.yearTo !== null && row.yearTo < row.yearFrom) ctx.addIssue({ code: 'custom', path: ['yearTo'], params: { issue: 'INVALID' } });
    if (row.offsetMin !== undefined && row.offsetMax !== undefined && row.offsetMax < row.offsetMin)
      ctx.addIssue({ code: 'custom', path: ['offsetMax'], params: { issue: 'INVALID' } });
    for (const group of [WHEEL_FIELDS, BATTERY_FIELDS]) {
      const given = group.filter((f) => row[f] !== undefined);
      if (given.length > 0 && given.length < group.length) {
        for (const f of group) if (row[f] === undefined) ctx.addIssue({ code: 'custom', path: [f], params: { issue: 'REQUIRED' } });
      }
    }
  });
export type VehicleSyncRow = z.output<typeof VehicleSyncRowSchema>;

export const VEHICLE_SYNC_COLUMNS = [
  { name: 'code', kind: 'text', example: 'VW-GOLF-7-14TSI' },
  { name: 'make', kind: 'text', example: 'Volkswagen' },
  { name: 'model', kind: 'text', example: 'Golf VII' },
  { name: 'yearFrom', kind: 'int', example: '2012' },
  { name: 'yearTo', kind: 'int', example: '2020' },
  { name: 'engine', kind: 'text', example: '1.4 TSI 92 kW' },
  { name: 'active', kind: 'bool', example: 'true' },
  { name: 'pcd', kind: 'text', example: '5x112' },
  { name: 'centreBore', kind: 'decimal', example: '57.1' },
  { name: 'offsetMin', kind: 'int', example: '38' },
  { name: 'offsetMax', kind: 'int', example: '50' },
  { name: 'rimDiameters', kind: 'list', example: '16|17|18' },
  { name: 'tyreSizes', kind: 'list', example: '205/55R16|225/45R17' },
  { name: 'batteryAh', kind: 'int', example: '60' },
  { name: 'batteryCca', kind: 'int', example: '480' },
  { name: 'batteryLengthMm', kind: 'int', example: '242' },
  { name: 'batteryWidthMm', kind: 'int', example: '175' },
  { name: 'batteryHeightMm', kind: 'int', example: '190' },
  { name: 'batteryTerminalLayout', kind: 'text', example: '0' },
] as const;

// ---- battery spec sheets and expert opinions (`POST /api/integrations/sync/battery-specs`, `.../expert-opinions`; ADR 0055) ----

const bool = () => z.boolean().default(false);

/** A battery product's spec sheet, keyed by the product's code (a product of the catalogue). `deleted: true` removes it. */
export const BatterySpecSyncRowSchema = z
  .object({
    productCode: text().trim().min(1).max(64),
    capacityAh: syncInt(1, 400).optional(),
    cca: syncInt(1, 3000).optional(),
    lengthMm: syncInt(1, 2000).optional(),
    widthMm: syncInt(1, 2000).optional(),
    heightMm: syncInt(1, 2000).optional(),
    terminalLayout: z.enum(TERMINAL_LAYOUTS).optional(),
    deleted: bool(),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.deleted) return;
    for (const f of ['capacityAh', 'cca', 'lengthMm', 'widthMm', 'heightMm', 'terminalLayout'] as const)
      if (row[f] === undefined) ctx.addIssue({ code: 'custom', path: [f], params: { issue: 'REQUIRED' } });
  });
export type BatterySpecSyncRow = z.output<typeof BatterySpecSyncRowSchema>;

export const BATTERY_SPEC_SYNC_COLUMNS = [
  { name: 'productCode', kind: 'text', example: 'AKU-000001' },
  { name: 'capacityAh', kind: 'int', example: '60' },
  { name: 'cca', kind: 'int', example: '540' },
  { name: 'lengthMm', kind: 'int', example: '242' },
  { name: 'widthMm', kind: 'int', example: '175' },
  { name: 'heightMm', kind: 'int', example: '190' },
  { name: 'terminalLayout', kind: 'text', example: '0' },
  { name: 'deleted', kind: 'bool', example: 'false' },
] as const;

/** The largest PDF an expert opinion row may carry (decoded; base64 is a third larger, and a batch body is at most 16 MiB). */
export const EXPERT_OPINION_PDF_MAX_BYTES = 4 * 1024 * 1024;

/**
 * A Gutachten or ABE for a rim on a vehicle, keyed by its number, the rim's product code and the vehicle's code.
 * The PDF: `documentId`, a document of the certificates already in the document store (an administrator's
 * upload; null: the opinion has none), or `pdf`, the file itself in base64 (at most
 * EXPERT_OPINION_PDF_MAX_BYTES), stored as a certificate; neither: the PDF stays as it is. `deleted: true`
 * removes the opinion.
 */
export const ExpertOpinionSyncRowSchema = z
  .object({
    code: syncCode(),
    rimCode: text().trim().min(1).max(64),
    vehicleCode: syncCode(),
    kind: z.enum(EXPERT_OPINION_KINDS).optional(),
    documentId: z.uuid().nullable().optional(),
    pdf: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
        z
          .string()
          .min(8)
          .max(Math.ceil(EXPERT_OPINION_PDF_MAX_BYTES / 3) * 4 + 4096)
          .regex(/^[A-Za-z0-9+/]+={0,2}$/),
      )
      .optional(),
    deleted: bool(),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (row.deleted) return;
    if (row.kind === undefined) ctx.addIssue({ code: 'custom', path: ['kind'], params: { issue: 'REQUIRED' } });
    if (row.pdf !== undefined && row.documentId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['pdf'], params: { issue: 'PDF_AND_DOCUMENT' } });
  });
export type ExpertOpinionSyncRow = z.output<typeof ExpertOpinionSyncRowSchema>;

/** A file names the PDF by its document id (a PDF itself does not fit in a cell). */
export const EXPERT_OPINION_SYNC_COLUMNS = [
  { name: 'code', kind: 'text', example: 'KBA 48037' },
  { name: 'rimCode', kind: 'text', example: 'JNT-000001' },
  { name: 'vehicleCode', kind: 'text', example: 'VW-GOLF-7-14TSI' },
  { name: 'kind', kind: 'text', example: 'abe' },
  { name: 'documentId', kind: 'text', example: '' },
  { name: 'deleted', kind: 'bool', example: 'false' },
] as const;

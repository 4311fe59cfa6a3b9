import {
  type BatteryProduct,
  type BatterySearchQuery,
  type BatterySearchResult,
  type ConfiguratorResult,
  EXPERT_OPINIONS_MAX,
  type ExpertOpinion,
  FITMENT_RESULTS_MAX,
  type Vehicle,
} from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { FileDownload } from '../../lib/file-download';
import { localName } from '../../lib/local-name';
import type { CustomerContext } from '../../plugins/context';
import { listProductItemsByIds, loadViewer, visibleSql } from '../catalog';
import { downloadDocument } from '../documents';
import * as repo from './fitment.repository';

/**
 * Fitment (issue 19; ADR 0052). Who may is the contract's: the configurator needs configurator.show (its
 * route's configuratorList), the battery search and the expert opinions a customer in Germany
 * (`customerCountries`, checked by plugins/route.ts: spec 01 §2, 02 §6, the de country code of a dealer's
 * own customer or of the customer staff or a salesman act for, as the client's menu has it), the vehicle
 * lookups any caller acting for a customer. Products are the catalogue's: its
 * visibility in the queries (visibleSql) and its list items for the answer (prices, stock, flags as the
 * customer sees them); nothing here prices or hides anything itself.
 */

type VehicleRow = NonNullable<Awaited<ReturnType<typeof repo.findVehicle>>>;
const toVehicle = (v: VehicleRow): Vehicle => ({
  id: v.id,
  code: v.code,
  make: v.make,
  model: v.model,
  yearFrom: v.year_from,
  yearTo: v.year_to,
  engine: v.engine,
});

export async function listMakes(ctx: CustomerContext): Promise<string[]> {
  return repo.listMakes(ctx.db);
}

export async function listModels(ctx: CustomerContext, make: string): Promise<string[]> {
  return repo.listModels(ctx.db, make);
}

export async function listVehicles(ctx: CustomerContext, q: { make: string; model: string; year?: number }): Promise<Vehicle[]> {
  return (await repo.listVehicles(ctx.db, q.make, q.model, q.year)).map(toVehicle);
}

async function vehicleOr404(ctx: CustomerContext, id: number) {
  const v = await repo.findVehicle(ctx.db, id);
  if (!v) throw new AppError('NOT_FOUND', { vehicleId: id });
  return v;
}

/** `205/55R16` (a `C` or `ZR` tolerated) into the catalogue's tyre property codes. */
export function parseTyreSize(size: string): { width: string; aspect: string; rim: string } | null {
  const m = /^(\d{3})\/(\d{2})\s*Z?R(\d{2})C?$/i.exec(size.trim());
  return m ? { width: m[1]!, aspect: m[2]!, rim: `R${m[3]}` } : null;
}

/**
 * What a dealer can order now first: products with stock shown above zero, then those whose stock the
 * customer does not see, then the sold-out ones; the code order within each (stable sort).
 */
function inStockFirst<T extends { stock: number | null }>(items: T[]): T[] {
  const rank = (p: T) => (p.stock === null ? 1 : p.stock > 0 ? 0 : 2);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

export async function getConfigurator(ctx: CustomerContext, vehicleId: number): Promise<ConfiguratorResult> {
  const vehicle = await vehicleOr404(ctx, vehicleId);
  const wheel = await repo.findWheelFitment(ctx.db, vehicleId);
  if (!wheel) return { vehicle: toVehicle(vehicle), wheel: null, rims: [], tyres: [] };
  const visible = visibleSql(await loadViewer(ctx), 'p');
  const sizes = wheel.tyre_sizes.flatMap((s) => parseTyreSize(s) ?? []);
  const [rimIds, tyreIds] = await Promise.all([
    repo.fittingRimIds(ctx.db, visible, wheel, FITMENT_RESULTS_MAX),
    repo.fittingTyreIds(ctx.db, visible, sizes, FITMENT_RESULTS_MAX),
  ]);
  const [rims, tyres] = await Promise.all([listProductItemsByIds(ctx, rimIds), listProductItemsByIds(ctx, tyreIds)]);
  return {
    vehicle: toVehicle(vehicle),
    wheel: {
      pcd: wheel.pcd,
      centreBore: wheel.centre_bore === null ? null : String(wheel.centre_bore),
      offsetMin: wheel.offset_min,
      offsetMax: wheel.offset_max,
      rimDiameters: wheel.rim_diameters,
      tyreSizes: wheel.tyre_sizes,
    },
    rims: inStockFirst(rims),
    tyres: inStockFirst(tyres),
  };
}

export async function searchBatteries(ctx: CustomerContext, q: BatterySearchQuery): Promise<BatterySearchResult> {
  const { vehicleId, ...specs } = q;
  let filter: repo.BatteryFilter = specs;
  let vehicle: Vehicle | null = null;
  let fitment: BatterySearchResult['fitment'] = null;
  if (vehicleId !== undefined) {
    vehicle = toVehicle(await vehicleOr404(ctx, vehicleId));
    const b = await repo.findBatteryFitment(ctx.db, vehicleId);
    if (!b) return { vehicle, fitment: null, products: [] };
    fitment = {
      capacityAh: b.capacity_ah,
      cca: b.cca,
      maxLengthMm: b.max_length_mm,
      maxWidthMm: b.max_width_mm,
      maxHeightMm: b.max_height_mm,
      terminalLayout: b.terminal_layout,
    };
    filter = {
      capacityMin: b.capacity_ah,
      ccaMin: b.cca,
      lengthMax: b.max_length_mm,
      widthMax: b.max_width_mm,
      heightMax: b.max_height_mm,
      terminalLayout: b.terminal_layout,
    };
  } else if (Object.values(specs).every((v) => v === undefined)) {
    throw new AppError('BATTERY_SEARCH_EMPTY');
  }
  const visible = visibleSql(await loadViewer(ctx), 'p');
  const rows = await repo.findBatteries(ctx.db, visible, filter, FITMENT_RESULTS_MAX);
  const specOf = new Map(rows.map((r) => [r.product_id, r]));
  const items = await listProductItemsByIds(
    ctx,
    rows.map((r) => r.product_id),
  );
  const products: BatteryProduct[] = items.map((item) => {
    const s = specOf.get(item.id)!;
    return {
      ...item,
      spec: {
        capacityAh: s.capacity_ah,
        cca: s.cca,
        lengthMm: s.length_mm,
        widthMm: s.width_mm,
        heightMm: s.height_mm,
        terminalLayout: s.terminal_layout,
      },
    };
  });
  return { vehicle, fitment, products };
}

export async function searchExpertOpinions(ctx: CustomerContext, q: { code?: string; vehicleId?: number }): Promise<ExpertOpinion[]> {
  if (q.code === undefined && q.vehicleId === undefined) throw new AppError('EXPERT_OPINION_SEARCH_EMPTY');
  const visible = visibleSql(await loadViewer(ctx), 'p');
  const rows = await repo.findExpertOpinions(ctx.db, visible, q, EXPERT_OPINIONS_MAX);
  const vehicles = new Map(
    (await repo.findVehiclesByIds(ctx.db, [...new Set(rows.map((r) => r.vehicle_id))])).map((v) => [v.id, toVehicle(v)]),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    kind: r.kind,
    vehicle: vehicles.get(r.vehicle_id)!,
    rim: { id: r.product_id, code: r.product_code, name: localName(r.product_names, ctx.culture, r.product_name) },
    hasDocument: r.document_id !== null,
  }));
}

export async function downloadExpertOpinion(ctx: CustomerContext, id: number): Promise<FileDownload> {
  const visible = visibleSql(await loadViewer(ctx), 'p');
  const row = await repo.findExpertOpinionDocument(ctx.db, visible, id);
  if (!row?.document_id) throw new AppError('NOT_FOUND', { id });
  return downloadDocument(ctx, 'certificates', row.document_id);
}

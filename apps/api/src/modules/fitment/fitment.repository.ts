import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

const VEHICLE_COLUMNS = ['v.id', 'v.code', 'v.make', 'v.model', 'v.year_from', 'v.year_to', 'v.engine'] as const;

export async function listMakes(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('fitment_vehicles').select('make').distinct().where('is_active', '=', true).orderBy('make').execute();
  return rows.map((r) => r.make);
}

export async function listModels(db: Executor, make: string): Promise<string[]> {
  const rows = await db
    .selectFrom('fitment_vehicles')
    .select('model')
    .distinct()
    .where('is_active', '=', true)
    .where(sql<boolean>`lower(make) = lower(${make})`)
    .orderBy('model')
    .execute();
  return rows.map((r) => r.model);
}

export async function listVehicles(db: Executor, make: string, model: string, year: number | undefined) {
  let q = db
    .selectFrom('fitment_vehicles as v')
    .select(VEHICLE_COLUMNS)
    .where('v.is_active', '=', true)
    .where(sql<boolean>`lower(v.make) = lower(${make}) and lower(v.model) = lower(${model})`);
  if (year !== undefined)
    q = q.where('v.year_from', '<=', year).where((eb) => eb.or([eb('v.year_to', 'is', null), eb('v.year_to', '>=', year)]));
  return q.orderBy('v.year_from').orderBy('v.engine').execute();
}

export async function findVehicle(db: Executor, id: number) {
  return db
    .selectFrom('fitment_vehicles as v')
    .select(VEHICLE_COLUMNS)
    .where('v.id', '=', id)
    .where('v.is_active', '=', true)
    .executeTakeFirst();
}

export async function findVehiclesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('fitment_vehicles as v').select(VEHICLE_COLUMNS).where('v.id', 'in', ids).execute();
}

export async function findWheelFitment(db: Executor, vehicleId: number) {
  return db.selectFrom('fitment_vehicle_wheels').selectAll().where('vehicle_id', '=', vehicleId).executeTakeFirst();
}

export async function findBatteryFitment(db: Executor, vehicleId: number) {
  return db.selectFrom('fitment_vehicle_batteries').selectAll().where('vehicle_id', '=', vehicleId).executeTakeFirst();
}

/** The ids of the property details with this key whose code is one of `codes`. */
const detailIds = (key: string, codes: readonly string[]) =>
  sql<number[]>`(select coalesce(array_agg(d.id), '{}') from property_details d join properties pr on pr.id = d.property_id
    where pr.key = ${key} and d.code = any(${codes as string[]}::text[]))`;

/**
 * Rims that fit: the catalogue's rim properties `pcd` (the bolt pattern as written: `5x112`), `diameter`
 * (`17"`) and `et` (`ET45`, within the offset range). `visible` is the catalogue's predicate over `p`.
 */
export async function fittingRimIds(
  db: Executor,
  visible: RawBuilder<boolean>,
  wheel: { pcd: string; offset_min: number; offset_max: number; rim_diameters: number[] },
  limit: number,
): Promise<number[]> {
  const offsets: string[] = [];
  for (let et = wheel.offset_min; et <= wheel.offset_max; et++) offsets.push(`ET${et}`);
  const rows = await db
    .selectFrom('products as p')
    .select('p.id')
    .where(sql<boolean>`p.detail_ids && ${detailIds('pcd', [wheel.pcd])}`)
    .where(
      sql<boolean>`p.detail_ids && ${detailIds(
        'diameter',
        wheel.rim_diameters.map((d) => `${d}"`),
      )}`,
    )
    .where(sql<boolean>`p.detail_ids && ${detailIds('et', offsets)}`)
    .where(visible)
    .orderBy('p.code')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Tyres of one of these sizes: the catalogue's tyre properties `width`, `aspect` and `rim` (`R16`). */
export async function fittingTyreIds(
  db: Executor,
  visible: RawBuilder<boolean>,
  sizes: ReadonlyArray<{ width: string; aspect: string; rim: string }>,
  limit: number,
): Promise<number[]> {
  if (sizes.length === 0) return [];
  const need = sizes.map(
    (s) => sql<number[]>`array[
      (select d.id from property_details d join properties pr on pr.id = d.property_id where pr.key = 'width' and d.code = ${s.width} limit 1),
      (select d.id from property_details d join properties pr on pr.id = d.property_id where pr.key = 'aspect' and d.code = ${s.aspect} limit 1),
      (select d.id from property_details d join properties pr on pr.id = d.property_id where pr.key = 'rim' and d.code = ${s.rim} limit 1)
    ]::int[]`,
  );
  const rows = await db
    .selectFrom('products as p')
    .select('p.id')
    .where(
      sql<boolean>`(${sql.join(
        need.map((n) => sql`p.detail_ids @> ${n}`),
        sql` or `,
      )})`,
    )
    .where(visible)
    .orderBy('p.code')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export interface BatteryFilter {
  capacityMin?: number;
  ccaMin?: number;
  lengthMax?: number;
  widthMax?: number;
  heightMax?: number;
  terminalLayout?: '0' | '1';
}

/** Batteries by their spec sheets, smallest capacity first. */
export async function findBatteries(db: Executor, visible: RawBuilder<boolean>, f: BatteryFilter, limit: number) {
  let q = db
    .selectFrom('fitment_battery_products as b')
    .innerJoin('products as p', 'p.id', 'b.product_id')
    .select(['b.product_id', 'b.capacity_ah', 'b.cca', 'b.length_mm', 'b.width_mm', 'b.height_mm', 'b.terminal_layout'])
    .where(visible);
  if (f.capacityMin !== undefined) q = q.where('b.capacity_ah', '>=', f.capacityMin);
  if (f.ccaMin !== undefined) q = q.where('b.cca', '>=', f.ccaMin);
  if (f.lengthMax !== undefined) q = q.where('b.length_mm', '<=', f.lengthMax);
  if (f.widthMax !== undefined) q = q.where('b.width_mm', '<=', f.widthMax);
  if (f.heightMax !== undefined) q = q.where('b.height_mm', '<=', f.heightMax);
  if (f.terminalLayout !== undefined) q = q.where('b.terminal_layout', '=', f.terminalLayout);
  return q.orderBy('b.capacity_ah').orderBy('b.cca').orderBy('p.code').limit(limit).execute();
}

/**
 * Expert opinions whose number or rim code contains `code` and/or of a vehicle, on rims `visible` lets the
 * customer see.
 */
export async function findExpertOpinions(
  db: Executor,
  visible: RawBuilder<boolean>,
  f: { code?: string; vehicleId?: number },
  limit: number,
) {
  let q = db
    .selectFrom('fitment_expert_opinions as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select([
      'o.id',
      'o.code',
      'o.kind',
      'o.vehicle_id',
      'o.document_id',
      'p.id as product_id',
      'p.code as product_code',
      'p.name as product_name',
      'p.names as product_names',
    ])
    .where(visible);
  if (f.code !== undefined) {
    const like = `%${f.code.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`(lower(o.code) like ${like} or lower(p.code) like ${like})`);
  }
  if (f.vehicleId !== undefined) q = q.where('o.vehicle_id', '=', f.vehicleId);
  return q.orderBy('o.code').orderBy('p.code').limit(limit).execute();
}

export async function findExpertOpinionDocument(db: Executor, visible: RawBuilder<boolean>, id: number) {
  return db
    .selectFrom('fitment_expert_opinions as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.document_id'])
    .where('o.id', '=', id)
    .where(visible)
    .executeTakeFirst();
}

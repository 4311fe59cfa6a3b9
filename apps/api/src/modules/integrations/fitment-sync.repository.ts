import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

/** A vehicle as the sync writes it (migration 0043), wheel and battery fitment included (null: none). */
export interface VehicleValues {
  code: string;
  make: string;
  model: string;
  year_from: number;
  year_to: number | null;
  engine: string;
  is_active: boolean;
  wheel: {
    pcd: string;
    centre_bore: string | null;
    offset_min: number;
    offset_max: number;
    rim_diameters: number[];
    tyre_sizes: string[];
  } | null;
  battery: {
    capacity_ah: number;
    cca: number;
    max_length_mm: number;
    max_width_mm: number;
    max_height_mm: number;
    terminal_layout: '0' | '1';
  } | null;
}

/** The stored vehicles of these codes with their fitments, in the sync's shape. */
export async function findVehicles(db: Executor, codes: string[]): Promise<Map<string, VehicleValues>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('fitment_vehicles as v')
    .leftJoin('fitment_vehicle_wheels as w', 'w.vehicle_id', 'v.id')
    .leftJoin('fitment_vehicle_batteries as b', 'b.vehicle_id', 'v.id')
    .select([
      'v.code',
      'v.make',
      'v.model',
      'v.year_from',
      'v.year_to',
      'v.engine',
      'v.is_active',
      'w.pcd',
      sql<string | null>`w.centre_bore::text`.as('centre_bore'),
      'w.offset_min',
      'w.offset_max',
      'w.rim_diameters',
      'w.tyre_sizes',
      'b.capacity_ah',
      'b.cca',
      'b.max_length_mm',
      'b.max_width_mm',
      'b.max_height_mm',
      'b.terminal_layout',
    ])
    .where('v.code', '=', sql<string>`any(${codes}::text[])`)
    .execute();
  return new Map(
    rows.map((r) => [
      r.code,
      {
        code: r.code,
        make: r.make,
        model: r.model,
        year_from: r.year_from,
        year_to: r.year_to,
        engine: r.engine,
        is_active: r.is_active,
        wheel:
          r.pcd === null
            ? null
            : {
                pcd: r.pcd,
                centre_bore: r.centre_bore === null ? null : String(Number(r.centre_bore)),
                offset_min: r.offset_min!,
                offset_max: r.offset_max!,
                rim_diameters: r.rim_diameters!,
                tyre_sizes: r.tyre_sizes!,
              },
        battery:
          r.capacity_ah === null
            ? null
            : {
                capacity_ah: r.capacity_ah,
                cca: r.cca!,
                max_length_mm: r.max_length_mm!,
                max_width_mm: r.max_width_mm!,
                max_height_mm: r.max_height_mm!,
                terminal_layout: r.terminal_layout!,
              },
      },
    ]),
  );
}

/** Writes whole vehicles: the vehicle row upserted by code, its fitments replaced. */
export async function writeVehicles(db: Executor, rows: VehicleValues[]): Promise<void> {
  for (const v of rows) {
    const { id } = await db
      .insertInto('fitment_vehicles')
      .values({
        code: v.code,
        make: v.make,
        model: v.model,
        year_from: v.year_from,
        year_to: v.year_to,
        engine: v.engine,
        is_active: v.is_active,
      })
      .onConflict((oc) =>
        oc.column('code').doUpdateSet((eb) => ({
          make: eb.ref('excluded.make'),
          model: eb.ref('excluded.model'),
          year_from: eb.ref('excluded.year_from'),
          year_to: eb.ref('excluded.year_to'),
          engine: eb.ref('excluded.engine'),
          is_active: eb.ref('excluded.is_active'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('fitment_vehicle_wheels').where('vehicle_id', '=', id).execute();
    await db.deleteFrom('fitment_vehicle_batteries').where('vehicle_id', '=', id).execute();
    if (v.wheel)
      await db
        .insertInto('fitment_vehicle_wheels')
        .values({ vehicle_id: id, ...v.wheel })
        .execute();
    if (v.battery)
      await db
        .insertInto('fitment_vehicle_batteries')
        .values({ vehicle_id: id, ...v.battery })
        .execute();
  }
}

// ---- battery spec sheets (ADR 0055) ----

export interface BatterySpecValues {
  product_id: number;
  capacity_ah: number;
  cca: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  terminal_layout: '0' | '1';
}

/** The stored spec sheets of these products. */
export async function findBatterySpecs(db: Executor, productIds: number[]): Promise<Map<number, BatterySpecValues>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('fitment_battery_products')
    .select(['product_id', 'capacity_ah', 'cca', 'length_mm', 'width_mm', 'height_mm', 'terminal_layout'])
    .where('product_id', '=', sql<number>`any(${productIds}::int[])`)
    .execute();
  return new Map(rows.map((r) => [r.product_id, r]));
}

/** Upserts spec sheets in one statement. */
export async function upsertBatterySpecs(db: Executor, rows: BatterySpecValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('fitment_battery_products')
    .values(rows)
    .onConflict((oc) =>
      oc.column('product_id').doUpdateSet((eb) => ({
        capacity_ah: eb.ref('excluded.capacity_ah'),
        cca: eb.ref('excluded.cca'),
        length_mm: eb.ref('excluded.length_mm'),
        width_mm: eb.ref('excluded.width_mm'),
        height_mm: eb.ref('excluded.height_mm'),
        terminal_layout: eb.ref('excluded.terminal_layout'),
      })),
    )
    .execute();
}

export async function deleteBatterySpecs(db: Executor, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.deleteFrom('fitment_battery_products').where('product_id', '=', sql<number>`any(${productIds}::int[])`).execute();
}

// ---- expert opinions (ADR 0055) ----

/** Vehicle ids by code. */
export async function findVehicleIds(db: Executor, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .selectFrom('fitment_vehicles')
    .select(['id', 'code'])
    .where('code', '=', sql<string>`any(${codes}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

export interface StoredOpinion {
  id: number;
  code: string;
  product_id: number;
  vehicle_id: number;
  kind: 'gutachten' | 'abe';
  document_id: string | null;
  pdf_sha256: string | null;
}

/** The stored opinions of these rims (the batch's keys are looked up among them). */
export async function findOpinions(db: Executor, productIds: number[]): Promise<StoredOpinion[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('fitment_expert_opinions')
    .select(['id', 'code', 'product_id', 'vehicle_id', 'kind', 'document_id', 'pdf_sha256'])
    .where('product_id', '=', sql<number>`any(${productIds}::int[])`)
    .execute();
}

export async function insertOpinion(
  db: Executor,
  v: {
    code: string;
    product_id: number;
    vehicle_id: number;
    kind: 'gutachten' | 'abe';
    document_id: string | null;
    pdf_sha256: string | null;
  },
): Promise<void> {
  await db.insertInto('fitment_expert_opinions').values(v).execute();
}

export async function updateOpinion(
  db: Executor,
  id: number,
  v: { kind: 'gutachten' | 'abe'; document_id: string | null; pdf_sha256: string | null },
): Promise<void> {
  await db.updateTable('fitment_expert_opinions').set(v).where('id', '=', id).execute();
}

export async function deleteOpinions(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('fitment_expert_opinions').where('id', '=', sql<number>`any(${ids}::int[])`).execute();
}

/** Which of these documents opinions other than `exceptOpinionIds` point at. */
export async function documentsInUse(db: Executor, documentIds: string[], exceptOpinionIds: number[]): Promise<Set<string>> {
  if (documentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('fitment_expert_opinions')
    .select('document_id')
    .distinct()
    .where('document_id', '=', sql<string>`any(${documentIds}::uuid[])`)
    .where('id', '<>', sql<number>`all(${exceptOpinionIds}::int[])`)
    .execute();
  return new Set(rows.flatMap((r) => (r.document_id ? [r.document_id] : [])));
}

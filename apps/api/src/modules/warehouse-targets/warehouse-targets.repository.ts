import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database>;

function targetQuery(db: Executor) {
  return db
    .selectFrom('warehouse_targets as t')
    .innerJoin('warehouses as w', 'w.code', 't.warehouse_code')
    .select([
      't.id',
      't.warehouse_code',
      'w.name as warehouse_name',
      't.accepted_country_codes',
      't.rejected_country_codes',
      't.priority',
      't.is_export',
      't.is_export_registered',
    ]);
}
export type TargetRow = Awaited<ReturnType<ReturnType<typeof targetQuery>['executeTakeFirstOrThrow']>>;

/** By rule priority, then warehouse priority and code (the order routing uses). */
export async function listTargets(db: Executor, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    targetQuery(db)
      .orderBy('t.priority')
      .orderBy('w.priority')
      .orderBy('t.warehouse_code')
      .orderBy('t.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('warehouse_targets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function getTarget(db: Executor, id: number) {
  return targetQuery(db).where('t.id', '=', id).executeTakeFirst();
}

export async function findTargetRow(db: Executor, id: number) {
  return db.selectFrom('warehouse_targets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The warehouse's code as stored (codes are matched case-insensitively), or undefined. */
export async function findWarehouseCode(db: Executor, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('warehouses')
    .select('code')
    .where(sql<boolean>`upper(code) = upper(${code})`)
    .orderBy(sql`code = ${code}`, 'desc')
    .executeTakeFirst();
  return row?.code;
}

export interface TargetValues {
  warehouse_code: string;
  accepted_country_codes: string[];
  rejected_country_codes: string[];
  priority: number;
  is_export: boolean;
  is_export_registered: boolean;
}

export async function insertTarget(db: Executor, values: TargetValues) {
  const row = await db.insertInto('warehouse_targets').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTarget(db: Executor, id: number, values: TargetValues) {
  await db
    .updateTable('warehouse_targets')
    .set({ ...values, updated_at: sql<Date>`now()` as never })
    .where('id', '=', id)
    .execute();
}

export async function deleteTarget(db: Executor, id: number) {
  await db.deleteFrom('warehouse_targets').where('id', '=', id).execute();
}

/** Every rule and warehouse, for warehousesFor (a few dozen rows; read once per order). */
export async function listRoutingRows(db: Executor) {
  const [rules, warehouses] = await Promise.all([
    db
      .selectFrom('warehouse_targets')
      .select(['warehouse_code', 'accepted_country_codes', 'rejected_country_codes', 'priority', 'is_export', 'is_export_registered'])
      .execute(),
    db.selectFrom('warehouses').select(['code', 'name', 'division_id', 'priority', 'is_active']).execute(),
  ]);
  return { rules, warehouses };
}
/** The distributor's own country (settings `homeCountryCode`, a string; Türkiye when unset). */
export async function homeCountry(db: Executor): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'homeCountryCode').executeTakeFirst();
  const value = row?.value;
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : 'TR';
}

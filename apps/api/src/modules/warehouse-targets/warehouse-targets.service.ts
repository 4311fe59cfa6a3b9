import type { ListWarehouseTargetsQuery, PagedList, WarehouseTarget, WarehouseTargetInput } from '@dealerport/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPagedList } from '../../lib/paging';
import { writeAudit } from '../../platform/audit/audit';
import type { SignedInContext } from '../../plugins/context';
import type { RoutableWarehouse, WarehouseRule } from './routing';
import * as repo from './warehouse-targets.repository';

const toTarget = (r: repo.TargetRow): WarehouseTarget => ({
  id: r.id,
  warehouseCode: r.warehouse_code,
  warehouseName: r.warehouse_name,
  acceptedCountryCodes: r.accepted_country_codes,
  rejectedCountryCodes: r.rejected_country_codes,
  priority: r.priority,
  isExport: r.is_export,
  isExportRegistered: r.is_export_registered,
});

export async function listWarehouseTargets(ctx: SignedInContext, query: ListWarehouseTargetsQuery): Promise<PagedList<WarehouseTarget>> {
  const page = { PageNumber: query.PageIndex, PageSize: query.PageSize };
  const { rows, total } = await repo.listTargets(ctx.db, { limit: query.PageSize, offset: (query.PageIndex - 1) * query.PageSize });
  return toPagedList(rows.map(toTarget), total, page);
}

async function loadTarget(ctx: SignedInContext, id: number): Promise<WarehouseTarget> {
  const row = await repo.getTarget(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', { id });
  return toTarget(row);
}

const unique = (codes: readonly string[]) => [...new Set(codes.map((c) => c.toUpperCase()))].sort();

/**
 * The stored values of a rule: the warehouse must exist; country lists are upper-cased, without
 * repeats; a country may not be both accepted and rejected (the rule would contradict itself).
 */
async function valuesOf(ctx: SignedInContext, input: WarehouseTargetInput): Promise<repo.TargetValues> {
  const code = await repo.findWarehouseCode(ctx.db, input.warehouseCode);
  if (!code) throw new AppError('UNKNOWN_WAREHOUSE', { code: input.warehouseCode });
  const accepted = unique(input.acceptedCountryCodes);
  const rejected = unique(input.rejectedCountryCodes);
  const both = accepted.filter((c) => rejected.includes(c));
  if (both.length > 0) throw new AppError('COUNTRY_BOTH_ACCEPTED_AND_REJECTED', { codes: both.join(', ') });
  return {
    warehouse_code: code,
    accepted_country_codes: accepted,
    rejected_country_codes: rejected,
    priority: input.priority,
    is_export: input.isExport,
    is_export_registered: input.isExportRegistered,
  };
}

export async function createWarehouseTarget(ctx: SignedInContext, input: WarehouseTargetInput): Promise<WarehouseTarget> {
  const values = await valuesOf(ctx, input);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const newId = await repo.insertTarget(trx, values);
    await writeAudit(trx, ctx.actor, { action: 'create', entity: 'warehouse-target', entityId: newId, after: { ...values } });
    return newId;
  });
  return loadTarget(ctx, id);
}

export async function updateWarehouseTarget(ctx: SignedInContext, id: number, input: WarehouseTargetInput): Promise<WarehouseTarget> {
  const before = await repo.findTargetRow(ctx.db, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  const values = await valuesOf(ctx, input);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateTarget(trx, id, values);
    const { created_at: _c, updated_at: _u, ...old } = before;
    await writeAudit(trx, ctx.actor, { action: 'update', entity: 'warehouse-target', entityId: id, before: old, after: { ...values } });
  });
  return loadTarget(ctx, id);
}

export async function deleteWarehouseTarget(ctx: SignedInContext, id: number): Promise<void> {
  const before = await repo.findTargetRow(ctx.db, id);
  if (!before) throw new AppError('NOT_FOUND', { id });
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteTarget(trx, id);
    const { created_at: _c, updated_at: _u, ...old } = before;
    await writeAudit(trx, ctx.actor, { action: 'delete', entity: 'warehouse-target', entityId: id, before: old });
  });
}

/** Every rule and warehouse, for warehousesFor (a few dozen rows; read once per order). */
export async function loadWarehouseRouting(db: Kysely<Database>): Promise<{ rules: WarehouseRule[]; warehouses: RoutableWarehouse[] }> {
  const { rules, warehouses } = await repo.listRoutingRows(db);
  return {
    rules: rules.map((r) => ({
      warehouseCode: r.warehouse_code,
      acceptedCountryCodes: r.accepted_country_codes,
      rejectedCountryCodes: r.rejected_country_codes,
      priority: r.priority,
      isExport: r.is_export,
      isExportRegistered: r.is_export_registered,
    })),
    warehouses: warehouses.map((w) => ({
      code: w.code,
      name: w.name,
      divisionId: w.division_id,
      priority: w.priority,
      isActive: w.is_active,
    })),
  };
}

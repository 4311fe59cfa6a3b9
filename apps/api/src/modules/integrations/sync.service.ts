import {
  type CategorySyncRow,
  type CustomerDiscountSyncRow,
  type PriceSyncRow,
  type ProductSyncRow,
  type PropertySyncRow,
  type PropertyValueSyncRow,
  type StockSyncRow,
  type SYNC_ENTITIES,
  SYNC_MAX_ROWS,
  type SyncBatchBody,
  type SyncEntity,
  type SyncReport,
  UPLOADABLE_SYNC_ENTITIES,
  type WarehouseSyncRow,
} from '@dealerport/contract';
import type { z } from 'zod';
import type { Db } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import type { FileDownload } from '../../lib/file-download';
import { fileOf, type MultipartInput } from '../../lib/multipart';
import { buildProductSearchText } from '../../lib/product-search-text';
import { writeAudit } from '../../platform/audit/audit';
import type { IntegrationContext, RequestContext, SignedInContext } from '../../plugins/context';
import { type CatalogueChange, noteCatalogueChange } from '../catalog';
import { readSpreadsheet } from '../salesman-limits';
import * as erp from './erp-sync.service';
import { syncBatterySpecs, syncExpertOpinions, syncVehicles } from './fitment-sync.service';
import { syncCampaigns, syncPriceListAssignments, syncPriceListPrices, syncPriceLists } from './price-sync.service';
import * as repo from './sync.repository';
import { type CheckedRow, checkRows, dropDuplicates, RowErrors } from './sync-rows';
import { sheetToRows, syncTemplate } from './sync-upload';

/**
 * The inbound sync (design.md §4 "The ERP", §4b; ADR 0035; docs/integrations.md): bulk upserts keyed by the
 * ERP's codes. A batch is checked whole (each row's fields, then every code it names) before anything is
 * written; with any error nothing is (one transaction, rolled back); else it is written with a few
 * set-based statements, the rows that are already so left untouched (no write, no revision moved).
 */

type Statuses = repo.Status[];
/** Resolves a batch's codes (errors into `errors`); when there are none, writes it and answers each row's status. */
type Handler<T> = erp.Handler<T>;

const upper = (s: string) => s.toUpperCase();
/** Positions of the created and updated rows in the classified batch (what the upsert writes). */
const changedOf = (statuses: Statuses) => statuses.flatMap((s, i) => (s === 'unchanged' ? [] : [i]));

// ---- categories ----

const syncCategories: Handler<CategorySyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => upper(v.code), 'code', errors);
  const existing = await repo.allCategories(db);
  const codeOfId = new Map(existing.map((c) => [c.id, upper(c.code)] as const));
  // Each category's parent code after this batch: the existing tree overlaid with the batch.
  const parentOf = new Map<string, string | null>(
    existing.map((c) => [upper(c.code), c.parent_id === null ? null : (codeOfId.get(c.parent_id) ?? null)] as const),
  );
  for (const r of rows) parentOf.set(upper(r.value.code), r.value.parentCode === null ? null : upper(r.value.parentCode));
  for (const r of rows) {
    const code = upper(r.value.code);
    const parent = r.value.parentCode === null ? null : upper(r.value.parentCode);
    if (parent === null) continue;
    if (!parentOf.has(parent)) {
      errors.add(r.rowNo, 'parentCode', 'UNKNOWN_PARENT', { code: r.value.parentCode });
      continue;
    }
    // Walk up: a category reached again is a loop (at most as many steps as there are categories).
    let at: string | null = parent;
    for (let steps = 0; at !== null && steps <= parentOf.size; steps++) {
      if (at === code) {
        errors.add(r.rowNo, 'parentCode', 'CATEGORY_CYCLE', { code: r.value.code });
        break;
      }
      at = parentOf.get(at) ?? null;
    }
  }
  if (errors.count > 0) return null;
  const values: repo.CategoryValues[] = rows.map(({ value: v }) => ({
    code: v.code,
    parent_code: v.parentCode,
    names: v.names,
    sort_order: v.order,
    is_active: v.active,
    ref_code: v.refCode ?? v.code,
  }));
  const statusOf = new Map((await repo.classifyCategories(db, values)).map((c) => [upper(c.code), c.status] as const));
  const statuses = values.map((v) => statusOf.get(upper(v.code)) ?? 'created');
  const changed = changedOf(statuses);
  if (changed.length > 0) {
    await repo.upsertCategories(db, changed);
    await repo.bumpCatalogueRevision(db);
  }
  return statuses;
};

/** Category ids by upper-cased code. */
async function categoryIds(db: Db) {
  return new Map((await repo.allCategories(db)).map((c) => [upper(c.code), c] as const));
}

// ---- properties and their values ----

const syncProperties: Handler<PropertySyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => `${upper(v.categoryCode)}|${v.key}`, 'key', errors);
  const categories = await categoryIds(db);
  const values: repo.PropertyValues[] = [];
  for (const { value: v, rowNo } of rows) {
    const category = categories.get(upper(v.categoryCode));
    if (!category) errors.add(rowNo, 'categoryCode', 'UNKNOWN_CATEGORY', { code: v.categoryCode });
    else values.push({ category_id: category.id, key: v.key, names: v.names, sort_order: v.order, is_facet: v.facet });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyProperties(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) {
    await repo.upsertProperties(db, changed);
    await repo.bumpCatalogueRevision(db);
  }
  return statuses;
};

const syncPropertyValues: Handler<PropertyValueSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => `${upper(v.categoryCode)}|${v.propertyKey}|${v.code}`, 'code', errors);
  const categories = await categoryIds(db);
  const properties = new Map((await repo.allProperties(db)).map((p) => [`${p.category_id}|${p.key}`, p.id] as const));
  const values: repo.PropertyDetailValues[] = [];
  for (const { value: v, rowNo } of rows) {
    const category = categories.get(upper(v.categoryCode));
    if (!category) {
      errors.add(rowNo, 'categoryCode', 'UNKNOWN_CATEGORY', { code: v.categoryCode });
      continue;
    }
    const propertyId = properties.get(`${category.id}|${v.propertyKey}`);
    if (propertyId === undefined) errors.add(rowNo, 'propertyKey', 'UNKNOWN_PROPERTY', { key: v.propertyKey });
    else values.push({ property_id: propertyId, code: v.code, name: v.name, names: v.names, sort_order: v.order });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyPropertyDetails(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) {
    await repo.upsertPropertyDetails(db, changed);
    await repo.bumpCatalogueRevision(db);
  }
  return statuses;
};

// ---- products ----

const syncProducts: Handler<ProductSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => v.code, 'code', errors);
  const categories = await categoryIds(db);
  const categoryById = new Map([...categories.values()].map((c) => [c.id, c] as const));
  const properties = new Map((await repo.allProperties(db)).map((p) => [`${p.category_id}|${p.key}`, p.id] as const));
  // A property belongs to a category or one of its ancestors (sub-categories inherit theirs).
  const propertyFor = (categoryId: number, key: string) => {
    let at: number | null = categoryId;
    for (let steps = 0; at !== null && steps < 100; steps++) {
      const id = properties.get(`${at}|${key}`);
      if (id !== undefined) return id;
      at = categoryById.get(at)?.parent_id ?? null;
    }
    return undefined;
  };
  const resolved: { row: CheckedRow<ProductSyncRow>; categoryId: number; values: { key: string; propertyId: number; code: string }[] }[] =
    [];
  for (const row of rows) {
    const v = row.value;
    const category = categories.get(upper(v.categoryCode));
    if (!category) {
      errors.add(row.rowNo, 'categoryCode', 'UNKNOWN_CATEGORY', { code: v.categoryCode });
      continue;
    }
    if (v.maxOrderQuantity !== null && v.maxOrderQuantity < v.minOrderQuantity) errors.add(row.rowNo, 'maxOrderQuantity', 'MAX_BELOW_MIN');
    const values: { key: string; propertyId: number; code: string }[] = [];
    for (const [key, code] of Object.entries(v.properties)) {
      const propertyId = propertyFor(category.id, key);
      if (propertyId === undefined) errors.add(row.rowNo, `properties.${key}`, 'UNKNOWN_PROPERTY', { key });
      else values.push({ key, propertyId, code });
    }
    resolved.push({ row, categoryId: category.id, values });
  }
  const pairs = new Map<string, { propertyId: number; code: string }>();
  for (const r of resolved) for (const p of r.values) pairs.set(`${p.propertyId}|${p.code}`, p);
  const details = new Map((await repo.findPropertyDetails(db, [...pairs.values()])).map((d) => [`${d.property_id}|${d.code}`, d] as const));
  // A row without `names` keeps the product's: its search text keeps them too.
  const keptNames = new Map(
    (
      await repo.findProductNames(
        db,
        resolved.filter((r) => r.row.value.names === undefined).map((r) => r.row.value.code),
      )
    ).map((p) => [p.code, p.names] as const),
  );
  const values: repo.ProductValues[] = [];
  for (const { row, categoryId, values: props } of resolved) {
    const v = row.value;
    const ids: number[] = [];
    let brand: string | null = null;
    const extra: string[] = [];
    for (const p of props) {
      const d = details.get(`${p.propertyId}|${p.code}`);
      if (!d) {
        errors.add(row.rowNo, `properties.${p.key}`, 'UNKNOWN_PROPERTY_VALUE', { key: p.key, code: p.code });
        continue;
      }
      ids.push(d.id);
      if (p.key === 'brand') brand = d.name;
      // Translated values (seasons, colours) are found in every language, as in the demo catalogue.
      if (d.names) extra.push(...Object.values(d.names));
    }
    values.push({
      code: v.code,
      name: v.name,
      category_id: categoryId,
      unit_code: v.unit,
      vat_rate: v.vatRate,
      list_price: v.listPrice,
      currency: v.currency,
      min_order_qty: v.minOrderQuantity,
      max_order_qty: v.maxOrderQuantity,
      is_active: v.active,
      detail_ids: `{${[...new Set(ids)].sort((a, b) => a - b).join(',')}}`,
      // A product is found by its name in any language, as by its translated values.
      search_text: buildProductSearchText({
        code: v.code,
        name: v.name,
        brand,
        extra: [...extra, ...Object.values((v.names === undefined ? keptNames.get(v.code) : v.names) ?? {})],
      }),
      ean: v.ean ?? null,
      ean_sent: v.ean !== undefined,
      names: v.names ?? null,
      names_sent: v.names !== undefined,
    });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyProducts(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) await repo.upsertProducts(db, changed);
  return statuses;
};

// ---- warehouses and stock ----

const syncWarehouses: Handler<WarehouseSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => v.code, 'code', errors);
  if (errors.count > 0) return null;
  const values: repo.WarehouseValues[] = rows.map(({ value: v }) => ({
    code: v.code,
    name: v.name,
    priority: v.priority,
    division_id: v.division,
    is_active: v.active,
  }));
  const statuses = await repo.classifyWarehouses(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) await repo.upsertWarehouses(db, changed);
  return statuses;
};

/** Product ids of the codes a batch names. */
async function productIds(db: Db, codes: string[]) {
  return new Map((await repo.findProducts(db, [...new Set(codes)])).map((p) => [p.code, p.id] as const));
}

const syncStocks: Handler<StockSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => `${v.productCode}|${v.warehouseCode}`, 'warehouseCode', errors);
  const products = await productIds(
    db,
    rows.map((r) => r.value.productCode),
  );
  const warehouses = new Set((await repo.findWarehouses(db, [...new Set(rows.map((r) => r.value.warehouseCode))])).map((w) => w.code));
  const values: repo.StockValues[] = [];
  for (const { value: v, rowNo } of rows) {
    const productId = products.get(v.productCode);
    if (productId === undefined) errors.add(rowNo, 'productCode', 'UNKNOWN_PRODUCT', { code: v.productCode });
    if (!warehouses.has(v.warehouseCode)) errors.add(rowNo, 'warehouseCode', 'UNKNOWN_WAREHOUSE', { code: v.warehouseCode });
    if (productId !== undefined) values.push({ product_id: productId, warehouse_code: v.warehouseCode, quantity: v.quantity });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyStocks(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) await repo.upsertStocks(db, changed);
  return statuses;
};

// ---- price lists and customer discounts ----

const syncPrices: Handler<PriceSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => `${v.productCode}|${v.currency}`, 'currency', errors);
  const products = await productIds(
    db,
    rows.map((r) => r.value.productCode),
  );
  const values: repo.PriceValues[] = [];
  for (const { value: v, rowNo } of rows) {
    const productId = products.get(v.productCode);
    if (productId === undefined) errors.add(rowNo, 'productCode', 'UNKNOWN_PRODUCT', { code: v.productCode });
    else values.push({ product_id: productId, currency: v.currency, list_price: v.listPrice });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyPrices(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) await repo.upsertPrices(db, changed);
  return statuses;
};

const syncCustomerDiscounts: Handler<CustomerDiscountSyncRow> = async (db, checked, errors) => {
  const rows = dropDuplicates(checked, (v) => v.customerCode, 'customerCode', errors);
  const customers = new Map(
    (await repo.findCustomers(db, [...new Set(rows.map((r) => r.value.customerCode))])).map((c) => [c.code, c.id] as const),
  );
  const values: repo.DiscountValues[] = [];
  for (const { value: v, rowNo } of rows) {
    const customerId = customers.get(v.customerCode);
    if (customerId === undefined) errors.add(rowNo, 'customerCode', 'UNKNOWN_CUSTOMER', { code: v.customerCode });
    else values.push({ customer_id: customerId, discount_rates: `{${v.discountRates.join(',')}}` });
  }
  if (errors.count > 0) return null;
  const statuses = await repo.classifyDiscounts(db, values);
  const changed = changedOf(statuses);
  if (changed.length > 0) await repo.updateDiscounts(db, changed);
  return statuses;
};

const HANDLERS: { [E in SyncEntity]: Handler<any> } = {
  categories: syncCategories,
  properties: syncProperties,
  'property-values': syncPropertyValues,
  products: syncProducts,
  warehouses: syncWarehouses,
  stocks: syncStocks,
  prices: syncPrices,
  'customer-discounts': syncCustomerDiscounts,
  'price-lists': syncPriceLists,
  'price-list-prices': syncPriceListPrices,
  'price-list-assignments': syncPriceListAssignments,
  campaigns: syncCampaigns,
  customers: erp.syncCustomers,
  salesmen: erp.syncSalesmen,
  'finance-transactions': erp.syncFinanceTransactions,
  'order-updates': erp.syncOrderUpdates,
  vehicles: syncVehicles,
  'battery-specs': syncBatterySpecs,
  'expert-opinions': syncExpertOpinions,
};

/**
 * What each entity's batch changes of what the catalogue caches (ADR 0057). A customer's discounts are
 * not there: they move its view_revision, which the catalogue's per-customer view follows. Nor are the
 * price rules: the price book is dropped by the writes to its own tables (catalog/price-book.ts).
 */
const CATALOGUE_CHANGE: Partial<Record<SyncEntity, CatalogueChange>> = {
  categories: 'structure',
  properties: 'structure',
  'property-values': 'structure',
  products: 'products',
  // a warehouse's activation moves the stock totals (migration 0008), nothing else the catalogue holds
  warehouses: 'stock',
  stocks: 'stock',
  prices: 'prices',
};

class Rejected extends Error {}

interface Source {
  via: 'api' | 'upload';
  fileName?: string;
}

/** Checks and writes one batch (all or nothing), audited either way. */
async function runBatch(
  ctx: RequestContext,
  entity: SyncEntity,
  rows: readonly unknown[],
  source: Source,
  errors = new RowErrors(ctx.culture),
  rowNumbers?: readonly number[],
): Promise<SyncReport> {
  const started = Date.now();
  const checked = checkRows(entity, rows, errors, rowNumbers);
  const who = ctx.integrationKey ? { keyId: ctx.integrationKey.keyId, keyName: ctx.integrationKey.name } : {};
  const empty = { entity, rows: rows.length, accepted: 0, created: 0, updated: 0, unchanged: 0 };
  let report: SyncReport;
  const afterCommit: (() => Promise<void>)[] = [];
  const onRollback: (() => Promise<void>)[] = [];
  const env: erp.HandlerEnv = {
    config: ctx.config,
    afterCommit: (work) => afterCommit.push(work),
    onRollback: (work) => onRollback.push(work),
  };
  const runAll = async (works: (() => Promise<void>)[]) => {
    for (const work of works) await work().catch((err) => ctx.log.warn({ err, entity }, 'sync batch clean-up failed'));
  };
  try {
    report = await ctx.db.transaction().execute(async (trx) => {
      await repo.lockEntity(trx, entity);
      const statuses = await HANDLERS[entity](trx, checked, errors, env);
      if (statuses === null || errors.count > 0) throw new Rejected();
      const count = (s: repo.Status) => statuses.filter((x) => x === s).length;
      const done: SyncReport = {
        ...empty,
        accepted: rows.length,
        created: count('created'),
        updated: count('updated'),
        unchanged: count('unchanged'),
        errorCount: 0,
        errors: [],
      };
      await writeAudit(trx, ctx.actor, {
        action: 'sync',
        entity: 'integration-sync',
        entityId: entity,
        after: { ...source, ...who, rows: done.rows, created: done.created, updated: done.updated, unchanged: done.unchanged },
      });
      return done;
    });
  } catch (err) {
    await runAll(onRollback);
    if (!(err instanceof Rejected)) throw err;
    const rejected: SyncReport = { ...empty, errorCount: errors.count, errors: errors.reported() };
    await writeAudit(ctx.db, ctx.actor, {
      action: 'sync-rejected',
      entity: 'integration-sync',
      entityId: entity,
      after: { ...source, ...who, rows: rows.length, errorCount: errors.count },
    });
    ctx.log.info({ entity, rows: rows.length, errors: errors.count }, 'sync batch rejected');
    throw new AppError('SYNC_BATCH_REJECTED', rejected);
  }
  await runAll(afterCommit);
  const change = CATALOGUE_CHANGE[entity];
  if (report.created + report.updated > 0 && change) noteCatalogueChange(ctx.db, change);
  const { errors: _none, ...counts } = report;
  ctx.log.info({ ...counts, ms: Date.now() - started }, 'sync batch written');
  return report;
}

/** A JSON batch from a machine client (the route's schema has checked its size). */
export function syncBatch(ctx: IntegrationContext, entity: SyncEntity, body: SyncBatchBody): Promise<SyncReport> {
  return runBatch(ctx, entity, body.rows, { via: 'api' });
}

/** An administrator's file of the same rows (CSV or xlsx). */
export async function uploadSyncFile(
  ctx: SignedInContext,
  entity: SyncEntity,
  input: MultipartInput<Record<string, never>>,
): Promise<SyncReport> {
  if (!(UPLOADABLE_SYNC_ENTITIES as readonly SyncEntity[]).includes(entity)) throw new AppError('SYNC_UPLOAD_UNSUPPORTED', { entity });
  const file = fileOf(input, 'file');
  if (!file) throw new AppError('FILE_REQUIRED', { field: 'file' });
  const { rows: sheet } = await readSpreadsheet(file.buffer);
  const errors = new RowErrors(ctx.culture);
  const { rows, rowNumbers } = sheetToRows(entity, sheet, errors);
  if (rows.length === 0) throw new AppError('SYNC_FILE_EMPTY');
  if (rows.length > SYNC_MAX_ROWS) throw new AppError('SYNC_TOO_MANY_ROWS', { max: SYNC_MAX_ROWS });
  return runBatch(ctx, entity, rows, { via: 'upload', fileName: file.filename }, errors, rowNumbers);
}

export function downloadSyncTemplate(ctx: SignedInContext, entity: SyncEntity): FileDownload {
  if (!(UPLOADABLE_SYNC_ENTITIES as readonly SyncEntity[]).includes(entity)) throw new AppError('SYNC_UPLOAD_UNSUPPORTED', { entity });
  return syncTemplate(entity, ctx.culture);
}

/** A row of an entity as a caller writes it (before the schema's defaults). */
export type SyncRowInput<E extends SyncEntity> = z.input<(typeof SYNC_ENTITIES)[E]['row']>;

/**
 * Writes rows in-process inside the caller's transaction, through the same checks and set-based writes as a
 * batch (design.md §4b "Demo data and sync share one write path": the demo seed). No lock, audit or cache
 * invalidation: those belong to a call. Any row a batch would reject throws, naming the first errors.
 */
export async function writeSyncRows<E extends SyncEntity>(
  db: Db,
  entity: E,
  rows: readonly SyncRowInput<E>[],
): Promise<Record<repo.Status, number>> {
  // a batch's upsert reads the rows its classification kept in the transaction (sync.repository sendBatch)
  if (!db.isTransaction) return db.transaction().execute((trx) => writeSyncRows(trx, entity, rows));
  const errors = new RowErrors('en');
  const checked = checkRows(entity, rows, errors);
  // The caller's transaction is not ours to watch: bytes a handler would remove after it are left (litter, ADR 0042).
  const env: erp.HandlerEnv = {
    config: { SMTP_URL: undefined, PUBLIC_URL: '', DATA_DIR: '' } as never,
    afterCommit: () => undefined,
    onRollback: () => undefined,
  };
  const statuses = await HANDLERS[entity](db, checked, errors, env);
  if (statuses === null || errors.count > 0)
    throw new Error(`${entity} rows rejected: ${JSON.stringify(errors.reported().slice(0, 3))} (${errors.count} errors)`);
  const out: Record<repo.Status, number> = { created: 0, updated: 0, unchanged: 0 };
  for (const s of statuses) out[s]++;
  return out;
}

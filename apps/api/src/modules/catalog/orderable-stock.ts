import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadRouting, orderableWarehouses } from '../warehouse-targets';
import { type CatalogueIndex, type StoredOrder, stockOrderOf } from './catalogue-index';
import * as repo from './products.repository';
import type { CatalogueViewer } from './visibility';

/**
 * The stock the catalogue shows a customer is the stock it may order: over the warehouses the warehouse
 * rules route its deliveries to (the cart checks an add against the same warehouses). Most customers
 * are served by every active warehouse, and then `products.total_stock` (and the catalogue index's copy
 * of it) is that figure already; for the others (a German dealer served from Köln and İstanbul, not
 * Ankara) the shown products' stock is read over their warehouses: one small query per answer, which the
 * list saves for products it has shown before (orderableStockOnPage). The list's "stock" sort follows the
 * same figure (stockOrderFor).
 */
export async function orderableWarehousesOf(db: Kysely<Database>, viewer: CatalogueViewer): Promise<string[] | null> {
  if (!viewer.delivery) return null;
  const routing = await loadRouting(db);
  return orderableWarehouses(routing, viewer.delivery.countryCode, viewer.delivery.isExportRegistered);
}

/** The orderable stock of these products for this viewer, or null when it is each product's total_stock. */
export async function orderableStock(db: Kysely<Database>, viewer: CatalogueViewer, ids: number[]): Promise<Map<number, number> | null> {
  const warehouses = await orderableWarehousesOf(db, viewer);
  if (warehouses === null) return null;
  if (ids.length === 0 || warehouses.length === 0) return new Map();
  return repo.stockOverWarehouses(db, ids, warehouses);
}

/** The stock a product shows: its orderable stock when that differs from total_stock (orderableStock), else the total. */
export const shownStock = (row: { id: number; total_stock: number }, orderable: Map<number, number> | null, total = row.total_stock) =>
  orderable ? (orderable.get(row.id) ?? 0) : total;

/** What is kept per index (a stock move makes a new one) and set of warehouses. */
function perIndexAndWarehouses<T>(kept: WeakMap<CatalogueIndex, Map<string, T>>, index: CatalogueIndex, warehouses: string[]) {
  let byWarehouses = kept.get(index);
  if (!byWarehouses) {
    byWarehouses = new Map();
    kept.set(index, byWarehouses);
  }
  return { byWarehouses, key: [...warehouses].sort().join('\u0000') };
}

const routedStockOrders = new WeakMap<CatalogueIndex, Map<string, Promise<StoredOrder>>>();

/**
 * The order of the list's "stock" sort for this viewer: null when it is the index's own (the stock over
 * every warehouse); for a routed customer, by the stock over its warehouses, read once per index and set
 * of warehouses (a few sets: one per routing of a country) and arranged in memory.
 */
export async function stockOrderFor(db: Kysely<Database>, index: CatalogueIndex, viewer: CatalogueViewer): Promise<StoredOrder | null> {
  const warehouses = await orderableWarehousesOf(db, viewer);
  if (warehouses === null) return null;
  const { byWarehouses, key } = perIndexAndWarehouses(routedStockOrders, index, warehouses);
  let order = byWarehouses.get(key);
  if (!order) {
    const loading = (warehouses.length > 0 ? repo.stockInWarehouses(db, warehouses) : Promise.resolve([])).then((stock) =>
      stockOrderOf(index, stock),
    );
    loading.catch(() => {
      if (byWarehouses.get(key) === loading) byWarehouses.delete(key);
    });
    order = loading;
    byWarehouses.set(key, order);
  }
  return order;
}

const routedStockShown = new WeakMap<CatalogueIndex, Map<string, Map<number, number>>>();

/**
 * orderableStock for a page of the list: the figures of products already shown to a customer of the same
 * warehouses are kept with the index, as its own stock figures are, and only the others are read. As fresh
 * as those: every statement that writes stock rows moves the stock revision (its trigger's products update
 * is a statement trigger, which fires even when no total changed, as for a transfer between warehouses),
 * and a moved revision makes a new index. Most customers of a distributor with warehouse rules are routed,
 * and a page of their lists cost a query every time.
 */
export async function orderableStockOnPage(
  db: Kysely<Database>,
  index: CatalogueIndex,
  viewer: CatalogueViewer,
  ids: number[],
): Promise<Map<number, number> | null> {
  const warehouses = await orderableWarehousesOf(db, viewer);
  if (warehouses === null) return null;
  if (ids.length === 0 || warehouses.length === 0) return new Map();
  const { byWarehouses, key } = perIndexAndWarehouses(routedStockShown, index, warehouses);
  let shown = byWarehouses.get(key);
  if (!shown) {
    shown = new Map();
    byWarehouses.set(key, shown);
  }
  const missing = ids.filter((id) => !shown.has(id));
  if (missing.length > 0) {
    const read = await repo.stockOverWarehouses(db, missing, warehouses);
    for (const id of missing) shown.set(id, read.get(id) ?? 0);
  }
  return shown;
}

import type { Kysely } from 'kysely';
import { tableCache } from '../../db/change-signal';
import type { Database } from '../../db/schema';
import { type Subscriber, TABLES_CHANNEL } from '../../platform/jobs/listener';
import { type DeliveryTable, deliveryTable, warehousesFor } from './routing';
import * as repo from './warehouse-targets.repository';
import { loadWarehouseRouting } from './warehouse-targets.service';

/**
 * Warehouse rules, warehouses and the home country: a few dozen rows read by every cart read, add and
 * order job and by the catalogue's stock figures, kept per database until a write to those tables: this
 * process's at once (db/change-signal.ts), another's through routingSubscriber (migration 0037).
 * ROUTING_TTL_MS bounds it anyway. `table` is the same routing as data, for the cart's statements
 * (computed once per load, not per call).
 */
const ROUTING_TTL_MS = 60_000;
export type Routing = Awaited<ReturnType<typeof loadWarehouseRouting>> & { home: string; table: DeliveryTable };
const routingCache = tableCache<Routing>(['warehouse_targets', 'warehouses', 'settings'], ROUTING_TTL_MS);

/** What app.ts subscribes to the database's notifications: off while this process can't hear them. */
export function routingSubscriber(db: Kysely<Database>): Subscriber {
  return routingCache.subscriber(db, TABLES_CHANNEL);
}

/**
 * The routing of this database, cached. Never awaited inside a transaction: a load started by another
 * caller needs a pooled connection, and a transaction waiting for it while holding its own could leave
 * the pool with none (the order job reads it before its transaction; warehousesForDelivery then decides).
 */
export function loadRouting(db: Kysely<Database>): Promise<Routing> {
  return routingCache.get(db, async () => {
    const routing = await loadWarehouseRouting(db);
    const home = await repo.homeCountry(db);
    return { ...routing, home, table: deliveryTable(routing.rules, routing.warehouses, home) };
  });
}

/** The warehouses serving a delivery to `countryCode` for this customer (warehouse rules), best first. */
export function warehousesForDelivery(
  routing: Pick<Routing, 'rules' | 'warehouses' | 'home'>,
  countryCode: string,
  isExportRegistered: boolean,
): string[] {
  return warehousesFor(routing.rules, routing.warehouses, { countryCode, homeCountryCode: routing.home, isExportRegistered });
}

/**
 * The warehouses whose stock a customer delivering to `countryCode` may order, or null when they are all
 * the active warehouses (then `products.total_stock` is that stock already, and the catalogue index's
 * figures hold). The catalogue shows this stock so that the list never offers what the cart refuses.
 */
export function orderableWarehouses(routing: Routing, countryCode: string, isExportRegistered: boolean): string[] | null {
  const serving = warehousesForDelivery(routing, countryCode, isExportRegistered);
  const active = routing.warehouses.filter((w) => w.isActive).map((w) => w.code);
  const all = serving.length === active.length && active.every((code) => serving.includes(code));
  return all ? null : serving;
}

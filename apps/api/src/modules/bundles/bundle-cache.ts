import { tableCache } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import { type Subscriber, TABLES_CHANNEL } from '../../platform/jobs/listener';
import type { BundleRow } from './bundles.repository';

export type CachedBundle = BundleRow & { product_ids: readonly number[] };

/**
 * The switched-on bundles by tag, each with its product ids in order, in memory (a db/change-signal.ts
 * tableCache), so the home page's strips cost one round trip for their products only. What is kept is the
 * same for every caller: the products are read as the acting customer sees them on every request (the
 * catalogue's listProductItemsByIds), so visibility, prices and stock are never cached here. This process's
 * writes drop it at once, another process's through bundlesSubscriber (migration 0040's triggers notify
 * `dealerport_tables` with the table's name).
 */
const cache = tableCache<ReadonlyMap<string, CachedBundle>>(['bundles', 'bundle_products']);

export function cachedActiveBundles(db: Db, load: () => Promise<CachedBundle[]>): Promise<ReadonlyMap<string, CachedBundle>> {
  return cache.get(db, async () => new Map((await load()).map((b) => [b.tag, b])));
}

/** Whether the handle's bundles may be served from memory now (tests wait for it). */
export function bundleCacheEnabled(db: Db): boolean {
  return cache.isEnabled(db);
}

/** What app.ts subscribes to the database's notifications: off while this process can't hear them. */
export function bundlesSubscriber(db: Db): Subscriber {
  return cache.subscriber(db, TABLES_CHANNEL);
}

import { tableCache } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import type { Subscriber } from '../../platform/jobs/listener';
import type { ConfigRow } from './configs.repository';

/** The PostgreSQL channel of writes to config_items (migration 0028: a trigger notifies it on commit). */
export const CONFIGS_CHANNEL = 'dealerport_configs';

/**
 * The config items in memory, so the portal's tunables (the product list's page size, the client's
 * timings) cost no round trip: this process's writes drop them at once, another process's through
 * configsSubscriber (app.ts).
 */
const cache = tableCache<ConfigRow[]>(['config_items']);

export function cachedConfigRows(db: Db, load: () => Promise<ConfigRow[]>): Promise<ConfigRow[]> {
  return cache.get(db, load);
}

/** Whether the handle's config items may be served from memory now (tests wait for it). */
export function configCacheEnabled(db: Db): boolean {
  return cache.isEnabled(db);
}

/** What app.ts subscribes to the database's notifications: off while this process can't hear them. */
export function configsSubscriber(db: Db): Subscriber {
  // migration 0028's trigger notifies with no payload: any notification of the channel is a change
  return cache.subscriber(db, CONFIGS_CHANNEL, () => true);
}

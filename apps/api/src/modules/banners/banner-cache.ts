import { tableCache } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import type { Subscriber } from '../../platform/jobs/listener';
import type { BannerRow } from './banners.repository';

/** The PostgreSQL channel of writes to banners (migration 0033: a trigger notifies it on commit). */
export const BANNERS_CHANNEL = 'dealerport_banners';

/**
 * The switched-on banners of every group in memory (a db/change-signal.ts tableCache), so the home page's
 * banners cost no round trip. What is kept does not depend on the clock, the caller's country or language:
 * the home call filters a group's rows by those on every request, so a banner's window opens and closes on
 * time without a drop. This process's writes drop it at once, another process's through bannersSubscriber.
 */
const cache = tableCache<ReadonlyMap<string, readonly BannerRow[]>>(['banners']);

export function cachedActiveBanners(db: Db, load: () => Promise<BannerRow[]>): Promise<ReadonlyMap<string, readonly BannerRow[]>> {
  return cache.get(db, async () => {
    const byGroup = new Map<string, BannerRow[]>();
    for (const row of await load()) byGroup.set(row.group_tag, [...(byGroup.get(row.group_tag) ?? []), row]);
    return byGroup;
  });
}

/** Whether the handle's banners may be served from memory now (tests wait for it). */
export function bannerCacheEnabled(db: Db): boolean {
  return cache.isEnabled(db);
}

/** What app.ts subscribes to the database's notifications: off while this process can't hear them. */
export function bannersSubscriber(db: Db): Subscriber {
  return cache.subscriber(db, BANNERS_CHANNEL, () => true);
}

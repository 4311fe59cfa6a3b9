import type { ChangeSignal } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import type { BannerRow } from './banners.repository';

/** The PostgreSQL channel of writes to banners (migration 0033: a trigger notifies it on commit). */
export const BANNERS_CHANNEL = 'dealerport_banners';
/** The table whose writes drop the cache (this process: db/change-signal.ts; the others: BANNERS_CHANNEL). */
export const BANNER_TABLES = ['banners'] as const;

/**
 * The switched-on banners of each group in memory, so the home page's banners cost no round trip. What
 * is kept does not depend on the clock, the caller's country or language: the home call filters the
 * group's rows by those on every request, so a banner's window opens and closes on time without a drop.
 * Like the config items' cache (modules/configs/config-cache.ts) it is right by being told: this
 * process's writes drop it at once (the change signal), another process's through PostgreSQL NOTIFY on
 * BANNERS_CHANNEL; while this process cannot hear the others it is off and every read asks the database.
 * A load that a drop overlapped is not kept beyond the requests already waiting on it.
 */
export class BannerCache {
  private groups = new Map<string, Promise<BannerRow[]>>();

  constructor(private enabled: boolean) {}

  invalidate(_reason?: string): void {
    this.groups = new Map();
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidate();
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  follow(changes: ChangeSignal): () => void {
    return changes.watch(BANNER_TABLES, () => this.invalidate());
  }

  group(groupTag: string, load: () => Promise<BannerRow[]>): Promise<BannerRow[]> {
    if (!this.enabled) return load();
    const groups = this.groups;
    const hit = groups.get(groupTag);
    if (hit) return hit;
    // Only the tags that exist are worth keeping many of; a flood of made-up tags must not grow memory.
    if (groups.size >= 500) groups.clear();
    const value = load();
    groups.set(groupTag, value);
    value.catch(() => {
      if (groups.get(groupTag) === value) groups.delete(groupTag);
    });
    return value;
  }
}

const caches = new WeakMap<Db, BannerCache>();

/**
 * The cache of a database handle (app.ts registers it with the handle's change signal and the database
 * listener). A handle nobody registered reads the database every time.
 */
export function registerBannerCache(db: Db, cache: BannerCache): void {
  caches.set(db, cache);
}

export function bannerCacheOf(db: Db): BannerCache | undefined {
  return caches.get(db);
}

import type { ChangeSignal } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import type { ConfigRow } from './configs.repository';

/** The PostgreSQL channel of writes to config_items (migration 0028: a trigger notifies it on commit). */
export const CONFIGS_CHANNEL = 'dealerport_configs';
/** The table whose writes drop the cache (this process: db/change-signal.ts; the others: CONFIGS_CHANNEL). */
export const CONFIG_TABLES = ['config_items'] as const;

/**
 * The config items in memory, so the portal's tunables (the product list's page size, the client's
 * timings) cost no round trip. Like the auth guard's cache (plugins/guard-cache.ts), it is right by
 * being told, not by expiring: this process's writes drop it at once (the change signal), another
 * process's through PostgreSQL NOTIFY on CONFIGS_CHANNEL within milliseconds of the commit. While this
 * process cannot hear the others (LISTEN connection down or not yet up), it is off and every read asks
 * the database. A load a drop overlapped is not kept beyond the requests already waiting on it.
 */
export class ConfigCache {
  private value: Promise<ConfigRow[]> | null = null;

  constructor(private enabled: boolean) {}

  invalidate(_reason?: string): void {
    this.value = null;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidate();
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  follow(changes: ChangeSignal): () => void {
    return changes.watch(CONFIG_TABLES, () => this.invalidate());
  }

  get(load: () => Promise<ConfigRow[]>): Promise<ConfigRow[]> {
    if (!this.enabled) return load();
    if (this.value) return this.value;
    const value = load();
    this.value = value;
    value.catch(() => {
      if (this.value === value) this.value = null;
    });
    return value;
  }
}

const caches = new WeakMap<Db, ConfigCache>();

/**
 * The cache of a database handle (app.ts registers it with the handle's change signal and the database
 * listener). A handle nobody registered reads the database every time.
 */
export function registerConfigCache(db: Db, cache: ConfigCache): void {
  caches.set(db, cache);
}

export function configCacheOf(db: Db): ConfigCache | undefined {
  return caches.get(db);
}

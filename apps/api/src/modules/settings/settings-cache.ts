import { changeSignalOf } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import * as repo from './settings.repository';

/**
 * The one cache of the `settings` table (design.md §4b): every group is read through it, so a request
 * costs no round trip for settings. Correctness comes from being told, as the guard's cache
 * (plugins/guard-cache.ts): a write by this process drops it at once (db/change-signal.ts), another
 * process's through PostgreSQL NOTIFY (migration 0027, `dealerport_guard` with payload `settings`;
 * app.ts wires the listener). While this process cannot hear other processes (a PostgreSQL server
 * whose LISTEN connection is not up) it keeps nothing and reads the table each time.
 *
 * The table is small (a row per group), so it is read whole. A read that overlaps a drop is not kept
 * (generation check). A transaction, or a handle without a change signal, always reads the table.
 */
export type SettingRow = repo.SettingRow;

class SettingsCache {
  private rows: Promise<ReadonlyMap<string, SettingRow>> | null = null;
  private generation = 0;
  private enabled: boolean;

  constructor(enabled: boolean) {
    this.enabled = enabled;
  }

  invalidate(): void {
    this.generation++;
    this.rows = null;
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidate();
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  all(db: Db): Promise<ReadonlyMap<string, SettingRow>> {
    if (!this.enabled) return load(db);
    if (this.rows) return this.rows;
    const generation = this.generation;
    const rows = load(db);
    this.rows = rows;
    rows.then(
      () => {
        // Dropped while reading: what was read may predate the change.
        if (generation !== this.generation && this.rows === rows) this.rows = null;
      },
      () => {
        if (this.rows === rows) this.rows = null;
      },
    );
    return rows;
  }
}

async function load(db: Db): Promise<ReadonlyMap<string, SettingRow>> {
  const rows = await repo.listSettingRows(db);
  return new Map(rows.map((r) => [r.key, Object.freeze(r)]));
}

const caches = new WeakMap<Db, SettingsCache>();

/**
 * The settings cache of a database handle, made on first use and dropped by this process's writes.
 * Enabled at once on the embedded database (one process); on a server app.ts enables it once the
 * LISTEN connection is up (followSettings).
 */
function cacheOf(db: Db): SettingsCache | null {
  let cache = caches.get(db);
  if (cache) return cache;
  const signal = changeSignalOf(db);
  if (!signal || db.isTransaction) return null;
  cache = new SettingsCache(true);
  const c = cache;
  signal.watch(['settings'], () => c.invalidate());
  caches.set(db, cache);
  return cache;
}

/** Every setting row, through the cache. */
export async function settingRows(db: Db): Promise<ReadonlyMap<string, SettingRow>> {
  const cache = cacheOf(db);
  return cache ? cache.all(db) : load(db);
}

/** One setting row (undefined: never stored), through the cache. */
export async function settingRow(db: Db, key: string): Promise<SettingRow | undefined> {
  return (await settingRows(db)).get(key);
}

/**
 * What app.ts wires for a database server: `notified` on each `dealerport_guard` notification (it drops
 * the cache when the payload says settings), `listening` when the LISTEN connection comes or goes (off
 * while it can't hear).
 */
export function followSettings(db: Db, opts: { listens: boolean }) {
  const cache = cacheOf(db);
  if (opts.listens) cache?.setEnabled(false);
  return {
    notified(payload: string): void {
      if (payload === 'settings' || payload.startsWith('settle-')) cache?.invalidate();
    },
    listening(on: boolean): void {
      cache?.setEnabled(on);
    },
    get isEnabled(): boolean {
      return cache?.isEnabled ?? false;
    },
  };
}

import { tableCache } from '../../db/change-signal';
import type { Db } from '../../db/executor';
import { GUARD_CHANNEL, type Subscriber } from '../../platform/jobs/listener';
import * as repo from './settings.repository';

/**
 * The one cache of the `settings` table (design.md §4b; db/change-signal.ts tableCache): every group is read through
 * it, so a request costs no round trip for settings. This process's writes drop it at once, another
 * process's through settingsSubscriber (app.ts). The table is small (a row per group), so it is read
 * whole. A transaction, or a handle without a change signal, always reads the table.
 */
export type SettingRow = repo.SettingRow;
type Settings = ReadonlyMap<string, SettingRow>;

async function load(db: Db): Promise<Settings> {
  const rows = await repo.listSettingRows(db);
  return new Map(rows.map((r) => [r.key, Object.freeze(r)]));
}

const cache = tableCache<Settings>(['settings']);

/** Every setting row, through the cache. */
export async function settingRows(db: Db): Promise<Settings> {
  return cache.get(db, () => load(db));
}

/** One setting row (undefined: never stored), through the cache. */
export async function settingRow(db: Db, key: string): Promise<SettingRow | undefined> {
  return (await settingRows(db)).get(key);
}

/**
 * What app.ts subscribes to the database's notifications: another process's write to `settings` arrives on
 * the guard's channel (migration 0027, payload `settings`; a settlement's `settle-…` too); off while this
 * process can't hear them.
 */
export function settingsSubscriber(db: Db): Subscriber {
  return cache.subscriber(db, GUARD_CHANNEL, (payload) => payload === 'settings' || payload.startsWith('settle-'));
}

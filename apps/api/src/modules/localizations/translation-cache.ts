import { createHash } from 'node:crypto';
import { CULTURES, type Culture } from '@dealerport/contract';
import { tableCache } from '../../db/change-signal';
import type { Db } from '../../db/database';
import * as repo from './localizations.repository';
import { applyOverrides, type DefaultResources, readDefaultResources, resourceDirectory } from './translation-resources';

/** One language's `/lang/{lng}.json` as served: the built file with the overrides of known keys. */
export interface ServedResource {
  body: string;
  etag: string;
}

/** The built texts and the stored overrides, read together; what is served is built from them once per language. */
export interface TranslationSnapshot {
  defaults: DefaultResources;
  /** Overrides of keys the build has, per language. */
  served: Record<Culture, ReadonlyMap<string, string>>;
  /** Every stored override by key (orphaned ones too). */
  byKey: ReadonlyMap<string, Partial<Record<Culture, string>>>;
  resource(lng: Culture): ServedResource;
}

/** The built files per database and directory (tests run two portals in one process), read once and again on reload-resources. */
const defaultsByDb = new WeakMap<Db, Map<string, Promise<DefaultResources>>>();

function defaultsOf(db: Db, dir: string): Promise<DefaultResources> {
  let byDir = defaultsByDb.get(db);
  if (!byDir) {
    byDir = new Map();
    defaultsByDb.set(db, byDir);
  }
  let entry = byDir.get(dir);
  if (!entry) {
    const read = readDefaultResources(dir);
    entry = read;
    byDir.set(dir, read);
    read.catch(() => {
      if (byDir.get(dir) === read) byDir.delete(dir);
    });
  }
  return entry;
}

/**
 * The snapshot per database: a write to translation_overrides by this process drops it at once (the change
 * signal); other processes' writes arrive as `dealerport_translations` notifications (migration 0030,
 * app.ts), and the minute's lifetime is only the safety net for a notification lost with its connection.
 */
const snapshots = tableCache<TranslationSnapshot>(['translation_overrides'], 60_000);

function buildSnapshot(defaults: DefaultResources, rows: readonly repo.OverrideRow[]): TranslationSnapshot {
  const served = Object.fromEntries(CULTURES.map((c) => [c, new Map<string, string>()])) as Record<Culture, Map<string, string>>;
  const byKey = new Map<string, Partial<Record<Culture, string>>>();
  for (const row of rows) {
    byKey.set(row.key, { ...byKey.get(row.key), [row.language]: row.value });
    if (defaults.keySet.has(row.key)) served[row.language].set(row.key, row.value);
  }
  const built = new Map<Culture, ServedResource>();
  return {
    defaults,
    served,
    byKey,
    resource(lng) {
      let hit = built.get(lng);
      if (!hit) {
        const body = JSON.stringify(applyOverrides(defaults.trees[lng], served[lng]));
        hit = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
        built.set(lng, hit);
      }
      return hit;
    },
  };
}

export function translationSnapshot(db: Db, webDist: string): Promise<TranslationSnapshot> {
  return snapshots.get(db, async () => {
    const [defaults, rows] = await Promise.all([defaultsOf(db, resourceDirectory(webDist)), repo.listOverrides(db)]);
    return buildSnapshot(defaults, rows);
  });
}

/**
 * Drops this process's merged texts of `db` (a change by any process); `rereadFiles` also forgets the
 * built files (reload-resources), so they are read again from the disk.
 */
export function invalidateTranslations(db: Db, rereadFiles = false): void {
  if (rereadFiles) defaultsByDb.delete(db);
  snapshots.invalidate(db);
}

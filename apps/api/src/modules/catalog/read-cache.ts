/**
 * Short-lived in-process caches of the catalogue read path (docs/performance.md), per database:
 * list totals and header search hits. Keyed by everything that decides the answer, including the
 * customer's visibility key, so a changed access rule changes the key; a changed product shows
 * after at most the TTL, or at once when the writer calls invalidateCatalogueCaches (index.ts).
 * A failed load is not kept; concurrent misses of one key share one query.
 */
export interface ReadCache<T> {
  get(db: object, key: string, load: () => Promise<T>): Promise<T>;
  /** Whether `key` holds a value younger than the TTL (a caller that loads many keys in one query asks first). */
  has(db: object, key: string): boolean;
  invalidate(db: object): void;
}

export function createReadCache<T>(ttlMs: number, maxEntries: number): ReadCache<T> {
  const byDb = new WeakMap<object, Map<string, { at: number; value: Promise<T> }>>();
  return {
    get(db, key, load) {
      let entries = byDb.get(db);
      if (!entries) {
        entries = new Map();
        byDb.set(db, entries);
      }
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) {
        for (const [k, v] of entries) if (now - v.at >= ttlMs) entries.delete(k);
        if (entries.size >= maxEntries) entries.clear();
      }
      const value = load();
      const entry = { at: now, value };
      entries.set(key, entry);
      const owner = entries;
      value.catch(() => {
        if (owner.get(key) === entry) owner.delete(key);
      });
      return value;
    },
    has(db, key) {
      const hit = byDb.get(db)?.get(key);
      return hit !== undefined && Date.now() - hit.at < ttlMs;
    },
    invalidate(db) {
      byDb.delete(db);
    },
  };
}

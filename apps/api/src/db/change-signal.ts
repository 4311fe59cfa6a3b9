import type { Db } from './executor';

/**
 * Tells the process which tables it has just written, so caches of what those tables hold are dropped
 * at once (the auth guard's, plugins/guard-cache.ts; the warehouse routing and the payment methods):
 * when a statement that writes a table runs, and again when its transaction ends (a reader that ran in
 * between may have cached the rows as they were before the commit). It reads the statements' text, so
 * a write made by a trigger is not seen: a cache lists the tables whose triggers write what it holds.
 * Other processes' writes are not seen either: the guard hears them from PostgreSQL (migration 0019),
 * the other caches keep entries for two seconds at most.
 */

/** Tables the auth guard reads (users.repository findActorRow), and those whose triggers write them (0012, 0049). */
export const GUARD_TABLES = [
  'users',
  'roles',
  'role_permissions',
  'customers',
  'salesman_customers',
  'salesmen',
  'refresh_tokens',
  'customer_access',
  'customer_addresses',
  'settings',
] as const;

const WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?(?![\w"])/gi;
const ENDS_TRANSACTION = /^\s*(?:commit|rollback|end)\b/i;
const NONE: ReadonlySet<string> = new Set();

export class ChangeSignal {
  private readonly watchers = new Set<{ tables: ReadonlySet<string>; listener: () => void }>();
  /** Statement texts already read (they repeat: the same few hundred texts run all day). */
  private readonly known = new Map<string, ReadonlySet<string>>();

  /** Calls `listener` whenever this process writes one of `tables`; answers how to stop. */
  watch(tables: readonly string[], listener: () => void): () => void {
    const watcher = { tables: new Set(tables), listener };
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /** The tables a statement writes (lower case). */
  writtenTables(text: string): ReadonlySet<string> {
    let tables = this.known.get(text);
    if (!tables) {
      const found = new Set<string>();
      for (const m of text.matchAll(WRITE)) {
        const name = m[1]!.toLowerCase();
        if (name !== 'set') found.add(name); // "on conflict ... do update set"
      }
      tables = found.size > 0 ? found : NONE;
      if (this.known.size >= 5000) this.known.clear();
      this.known.set(text, tables);
    }
    return tables;
  }

  private emit(written: ReadonlySet<string>): void {
    for (const w of this.watchers) {
      for (const t of written) {
        if (w.tables.has(t)) {
          w.listener();
          break;
        }
      }
    }
  }

  /**
   * Watches the statements of one connection: `run` sends a statement; a write signals before and
   * after it runs, and the end of its transaction signals those tables again.
   */
  connection(): <T>(text: string, run: () => Promise<T>) => Promise<T> {
    const dirty = new Set<string>();
    return async (text, run) => {
      const written = this.writtenTables(text);
      if (written.size > 0) {
        for (const t of written) dirty.add(t);
        this.emit(written);
        try {
          return await run();
        } finally {
          this.emit(written);
        }
      }
      if (dirty.size > 0 && ENDS_TRANSACTION.test(text)) {
        try {
          return await run();
        } finally {
          const ended = new Set(dirty);
          dirty.clear();
          this.emit(ended);
        }
      }
      return run();
    };
  }
}

const signals = new WeakMap<Db, ChangeSignal>();

/** Registers the signal of a database handle's connections (database.ts does, when it opens one). */
export function registerChangeSignal(db: Db, signal: ChangeSignal): void {
  signals.set(db, signal);
}

/** The change signal of a database handle's connections (undefined: a transaction, or a handle not opened by database.ts). */
export function changeSignalOf(db: Db): ChangeSignal | undefined {
  return signals.get(db);
}

/**
 * A cache of table contents per database handle: `load` reads them; a write to `tables` by this process
 * drops the value at once. Other processes' writes: a cache that no notification tells is read again after
 * `ttlMs`; one whose tables notify a PostgreSQL channel (a trigger) keeps its value until told, through
 * `subscriber` (app.ts hands it to platform/jobs/listener.ts), and is off while the process can't hear.
 * A load that a drop overlapped is not kept, so a read made before a commit can't outlive the news of it.
 * A handle without a change signal (a transaction) reads every time unless a TTL bounds its staleness.
 */
export function tableCache<T>(tables: readonly string[], ttlMs = Number.POSITIVE_INFINITY) {
  const entries = new WeakMap<Db, { at: number; value: Promise<T> }>();
  const generations = new WeakMap<Db, number>();
  const following = new WeakSet<Db>();
  const deaf = new WeakSet<Db>();
  const drop = (db: Db) => {
    generations.set(db, (generations.get(db) ?? 0) + 1);
    entries.delete(db);
  };
  return {
    get(db: Db, load: () => Promise<T>): Promise<T> {
      if (!following.has(db)) {
        const signal = signals.get(db);
        if (!signal && ttlMs === Number.POSITIVE_INFINITY) return load();
        following.add(db);
        signal?.watch(tables, () => drop(db));
      }
      if (deaf.has(db)) return load();
      const hit = entries.get(db);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const generation = generations.get(db) ?? 0;
      const entry = { at: Date.now(), value: load() };
      entries.set(db, entry);
      entry.value.then(
        () => {
          if ((generations.get(db) ?? 0) !== generation && entries.get(db) === entry) entries.delete(db);
        },
        () => {
          if (entries.get(db) === entry) entries.delete(db);
        },
      );
      return entry.value;
    },
    invalidate(db: Db): void {
      drop(db);
    },
    /** Whether `db`'s value may be kept now (false while its process can't hear the others). */
    isEnabled(db: Db): boolean {
      return !deaf.has(db);
    },
    /**
     * Another process's writes for one handle: a notification on `channel` that `accepts` (by default one
     * naming a table of the cache, as migration 0037's) drops the value; while notifications can't arrive the
     * cache is off.
     */
    subscriber(db: Db, channel: string, accepts: (payload: string) => boolean = (payload) => tables.includes(payload)) {
      return {
        channel,
        notified(payload: string): void {
          if (accepts(payload)) drop(db);
        },
        listening(on: boolean): void {
          if (on) deaf.delete(db);
          else deaf.add(db);
          drop(db);
        },
      };
    },
  };
}

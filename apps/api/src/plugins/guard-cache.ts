import { type ChangeSignal, GUARD_TABLES } from '../db/change-signal';
import { GUARD_CHANNEL, type Subscriber } from '../platform/jobs/listener';

/**
 * The auth guard's reads (caller, session alive, role permissions, the requested customer), kept in
 * memory so a request costs no database round trip for them. Correctness comes from being told, not
 * from expiring: every write to what the guard reads drops the whole cache, from this process at once
 * (db/change-signal.ts) and from any other through PostgreSQL NOTIFY (migration 0019) within
 * milliseconds of its commit. While this process cannot hear other processes (PostgreSQL LISTEN
 * connection down or not yet up), the cache is off. `ttlMs` bounds an entry's life anyway.
 *
 * A read that overlaps a drop is not kept (generation check), so a row read before a commit can't
 * outlive the news of that commit.
 */
export class GuardCache<V extends object> {
  private entries = new Map<string, { value: V; at: number }>();
  private generation = 0;
  private enabled: boolean;

  constructor(private readonly opts: { ttlMs: number; maxEntries?: number; enabled: boolean }) {
    this.enabled = opts.enabled && opts.ttlMs > 0;
  }

  /**
   * Drops everything (a write to what the guard reads, here or in another process). `reason` is the
   * notification's payload when it came from the database (tests send a marker to know that every earlier
   * notification has arrived).
   */
  invalidate(_reason?: string): void {
    this.generation++;
    this.entries.clear();
  }

  /** Turns the cache on or off (off while other processes' writes can't be heard); drops it either way. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled && this.opts.ttlMs > 0;
    this.invalidate();
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** Drops the cache whenever the database handle signals a write to what the guard reads. */
  follow(changes: ChangeSignal): () => void {
    return changes.watch(GUARD_TABLES, () => this.invalidate());
  }

  /** What app.ts subscribes to the database's notifications (migration 0019's triggers notify the channel). */
  subscriber(): Subscriber {
    return {
      channel: GUARD_CHANNEL,
      notified: (payload) => this.invalidate(payload),
      listening: (on) => this.setEnabled(on),
    };
  }

  /** The cached value of `key`, else `load()`'s (kept unless null, or a drop happened meanwhile). */
  async get(key: string, load: () => Promise<V | null>): Promise<V | null> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.opts.ttlMs) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (value && this.enabled && generation === this.generation) {
      if (this.entries.size >= (this.opts.maxEntries ?? 20_000)) this.entries.clear();
      this.entries.set(key, { value: Object.freeze(value), at: Date.now() });
    }
    return value;
  }
}

/**
 * A map per database handle (tests run several databases in one process) that keeps only the newest
 * `max` entries: the in-process memories of the order path (baskets/in-process.ts, orders/transaction-memory.ts).
 */
export class RecentMaps<K extends object, V> {
  private readonly maps = new WeakMap<K, Map<string, V>>();

  constructor(private readonly max: number) {}

  /** The map of one database handle, created on first use. */
  of(owner: K): Map<string, V> {
    let map = this.maps.get(owner);
    if (!map) {
      map = new Map();
      this.maps.set(owner, map);
    }
    return map;
  }

  /** The map of one database handle when it has one (a read never creates it). */
  peek(owner: K): Map<string, V> | undefined {
    return this.maps.get(owner);
  }

  /** Keeps `value` as the newest entry of `id`, dropping the oldest beyond `max`. */
  keep(owner: K, id: string, value: V): void {
    const map = this.of(owner);
    map.delete(id); // newest last
    map.set(id, value);
    if (map.size > this.max) map.delete(map.keys().next().value!);
  }
}

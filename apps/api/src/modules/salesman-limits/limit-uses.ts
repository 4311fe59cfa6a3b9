/** Units of a product an order takes from (or gives back to) a salesman's limit. */
export interface LimitUse {
  productCode: string;
  /** For the error message. */
  productName?: string;
  quantity: number;
}

/** A use of a limit by an order document (the log row names the document). */
export interface DocumentLimitUse extends LimitUse {
  docNo: string;
}

/** One use per product (case-insensitive code), in code order (the lock order). */
export function aggregateLimitUses<T extends LimitUse>(uses: readonly T[]): T[] {
  const map = new Map<string, T>();
  for (const u of uses) {
    const key = u.productCode.toUpperCase();
    const prev = map.get(key);
    map.set(key, prev ? { ...prev, quantity: prev.quantity + u.quantity } : { ...u });
  }
  return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, u]) => u);
}

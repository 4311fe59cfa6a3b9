/**
 * Splits order lines over warehouses (design.md §4), pure. For each line, in order:
 * - the first eligible warehouse (best first) that holds the whole quantity supplies it all (one
 *   warehouse order, one shipment);
 * - otherwise the line is split greedily: as much as each warehouse holds, best first;
 * - a line the eligible warehouses can't cover fails the whole allocation (nothing half-taken).
 * Stock taken by a line is no longer available to the next ones. Negative stock counts as none.
 */
export interface AllocationLine {
  productId: number;
  quantity: number;
}

export interface WarehouseTake {
  warehouseCode: string;
  quantity: number;
}

export type AllocationResult =
  | { ok: true; takes: WarehouseTake[][] }
  | { ok: false; lineIndex: number; productId: number; requested: number; available: number };

/** stock: productId -> warehouseCode -> quantity. */
export function allocate(
  lines: readonly AllocationLine[],
  stock: ReadonlyMap<number, ReadonlyMap<string, number>>,
  warehouseOrder: readonly string[],
): AllocationResult {
  const left = new Map<number, Map<string, number>>();
  const remainingOf = (productId: number, code: string) => {
    let p = left.get(productId);
    if (!p) {
      p = new Map(stock.get(productId) ?? []);
      left.set(productId, p);
    }
    return Math.max(0, p.get(code) ?? 0);
  };
  const take = (productId: number, code: string, qty: number) => {
    const p = left.get(productId)!;
    p.set(code, Math.max(0, p.get(code) ?? 0) - qty);
  };
  const takes: WarehouseTake[][] = [];
  for (const [lineIndex, line] of lines.entries()) {
    const available = warehouseOrder.reduce((sum, code) => sum + remainingOf(line.productId, code), 0);
    if (line.quantity > available) {
      return { ok: false, lineIndex, productId: line.productId, requested: line.quantity, available };
    }
    const whole = warehouseOrder.find((code) => remainingOf(line.productId, code) >= line.quantity);
    if (whole !== undefined) {
      take(line.productId, whole, line.quantity);
      takes.push([{ warehouseCode: whole, quantity: line.quantity }]);
      continue;
    }
    const parts: WarehouseTake[] = [];
    let need = line.quantity;
    for (const code of warehouseOrder) {
      if (need === 0) break;
      const q = Math.min(need, remainingOf(line.productId, code));
      if (q <= 0) continue;
      take(line.productId, code, q);
      parts.push({ warehouseCode: code, quantity: q });
      need -= q;
    }
    takes.push(parts);
  }
  return { ok: true, takes };
}

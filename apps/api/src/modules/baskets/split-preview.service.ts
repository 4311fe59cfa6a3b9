import type { SplitPreview, SplitPreviewQuery } from '@dealerport/contract';
import { AppError } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { sumLines } from '../catalog';
import { loadRouting, warehousesForDelivery } from '../warehouse-targets';
import { allocate, type WarehouseTake } from './allocation';
import { evaluateCart } from './baskets.service';
import { groupByPaymentMethod, stockByProduct } from './order-split';
import { snapshotLines } from './snapshot';
import * as repo from './split-preview.repository';

/**
 * GET /api/baskets/cart/split-preview: the documents and warehouse parts the order job would create
 * if the cart were placed now. It builds the lines as place-order does (snapshotLines) and splits them
 * with the job's own functions (groupByPaymentMethod, allocate), so the two cannot drift apart. Reads
 * only: the stock may move before the order is placed, and nothing is reserved.
 */
export async function getSplitPreview(ctx: CustomerContext, query: SplitPreviewQuery): Promise<SplitPreview> {
  const code = query.customerAddressCode ?? null;
  const address = await repo.findPreviewAddress(ctx.db, ctx.customer.id, code);
  if (!address && code !== null) throw new AppError('UNKNOWN_DELIVERY_ADDRESS', { code });
  const evaluated = await evaluateCart(ctx, address ? { countryCode: address.country_code } : {});
  const routing = await loadRouting(ctx.db);
  const warehouses = warehousesForDelivery(routing, evaluated.countryCode, evaluated.isExportRegistered);
  // A line without a price (price on request) can never be ordered: it is in no document.
  const lines = snapshotLines({ lines: evaluated.lines.filter((l) => l.price !== null) });
  const [stockRows, names] = await Promise.all([
    repo.readStockRows(ctx.db, [...new Set(lines.map((l) => l.productId))]),
    repo.readWarehouseNames(ctx.db, warehouses),
  ]);
  const nameOf = new Map(names.map((w) => [w.code, w.name]));
  const { takes, shortLines } = allocateAll(lines, stockByProduct(stockRows, warehouses), warehouses);

  const documents = [...groupByPaymentMethod(lines).values()].map((indexes) => {
    const docLines = indexes.map((i) => lines[i]!);
    return {
      paymentMethod: { code: docLines[0]!.paymentMethod.code, name: docLines[0]!.paymentMethod.name },
      lines: indexes.map((i) => ({
        productId: lines[i]!.productId,
        productCode: lines[i]!.productCode,
        productName: lines[i]!.productName,
        quantity: lines[i]!.quantity,
        warehouses: (takes[i] ?? []).map((t) => {
          const name = nameOf.get(t.warehouseCode);
          return { warehouseCode: t.warehouseCode, ...(name !== undefined ? { warehouseName: name } : {}), quantity: t.quantity };
        }),
      })),
      totals: sumLines(docLines),
    };
  });
  return {
    customerAddressCode: address?.code ?? null,
    documents,
    shortLines,
    warehouses: warehouses.map((w) => ({ code: w, name: nameOf.get(w) ?? w })),
  };
}

/**
 * allocate() over the lines, every short line reported: the job fails the whole order on the first
 * one, the preview sets it aside (no warehouses) and allocates the rest, so it names every line that
 * stops the order. A short line took nothing, so the lines before it allocate the same on every round
 * and the short lines come in cart order; `available` is what the lines before it left.
 */
function allocateAll(
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
  stock: ReadonlyMap<number, ReadonlyMap<string, number>>,
  warehouses: readonly string[],
) {
  const shortLines: SplitPreview['shortLines'] = [];
  const short = new Set<number>();
  for (;;) {
    const kept = lines.map((l, i) => ({ l, i })).filter(({ i }) => !short.has(i));
    const result = allocate(
      kept.map(({ l }) => l),
      stock,
      warehouses,
    );
    if (result.ok) {
      const takes: WarehouseTake[][] = lines.map(() => []);
      for (const [k, { i }] of kept.entries()) takes[i] = result.takes[k]!;
      return { takes, shortLines };
    }
    short.add(kept[result.lineIndex]!.i);
    shortLines.push({ productId: result.productId, requested: result.requested, available: result.available });
  }
}

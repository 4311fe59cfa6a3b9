/**
 * The order's split, pure: shared by the order job (order-pipeline.ts) and the cart's split preview
 * (split-preview.service.ts), so the preview shows exactly the documents and warehouses the job creates.
 */

/** Line indexes per payment method code, in the order the methods first appear in the lines: one document each. */
export function groupByPaymentMethod(lines: ReadonlyArray<{ paymentMethod: { code: string } }>): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const [i, l] of lines.entries()) groups.set(l.paymentMethod.code, [...(groups.get(l.paymentMethod.code) ?? []), i]);
  return groups;
}

/** Stock rows of the eligible warehouses as allocate() reads them: product -> warehouse -> quantity. */
export function stockByProduct(
  rows: ReadonlyArray<{ product_id: number; warehouse_code: string; quantity: number }>,
  warehouses: readonly string[],
): Map<number, Map<string, number>> {
  const eligible = new Set(warehouses);
  const stock = new Map<number, Map<string, number>>();
  for (const r of rows) {
    if (eligible.has(r.warehouse_code)) stock.set(r.product_id, (stock.get(r.product_id) ?? new Map()).set(r.warehouse_code, r.quantity));
  }
  return stock;
}

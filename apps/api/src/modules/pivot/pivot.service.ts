import { PIVOT_KEYS_MAX, type PivotBodySchema, type PivotResult } from '@dealerport/contract';
import type { z } from 'zod';
import { timeZoneOf } from '../../lib/dates';
import type { CustomerContext } from '../../plugins/context';
import * as repo from './pivot.repository';

/**
 * /pivot (issue 19; ADR 0052): the acting customer's order lines summed by rows and columns. Who may is the
 * contract's (a customer in Germany). Keys are the largest first by their total, at most PIVOT_KEYS_MAX each.
 */
export async function getOrderPivot(ctx: CustomerContext, body: z.output<typeof PivotBodySchema>): Promise<PivotResult> {
  const cells = await repo.pivotOrderLines(ctx.db, {
    customerId: ctx.customer.id,
    culture: ctx.culture,
    timeZone: timeZoneOf(ctx.customer.countryCode),
    ...body,
  });
  const topKeys = (keyOf: (c: (typeof cells)[number]) => string | null) => {
    const totals = new Map<string, number>();
    for (const c of cells) {
      const k = keyOf(c);
      if (k !== null) totals.set(k, (totals.get(k) ?? 0) + Number(c.value));
    }
    const byTotal = [...totals].sort((a, b) => b[1] - a[1]).slice(0, PIVOT_KEYS_MAX);
    // months read best in order; the rest largest first
    const keys = byTotal.map(([k]) => k);
    return body.rows === 'month' && keyOf === rowOf ? keys.sort() : keys;
  };
  const rowOf = (c: (typeof cells)[number]) => c.row;
  const rowKeys = topKeys(rowOf);
  const columnKeys = body.columns === null ? [] : topKeys((c) => c.column);
  if (body.columns === 'month') columnKeys.sort();
  const keptRows = new Set(rowKeys);
  const keptColumns = new Set(columnKeys);
  return {
    rowKeys,
    columnKeys,
    cells: cells.filter((c) => keptRows.has(c.row) && (c.column === null || keptColumns.has(c.column))),
  };
}

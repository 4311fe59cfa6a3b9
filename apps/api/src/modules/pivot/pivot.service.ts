import type { PivotBodySchema, PivotResult } from '@dealerport/contract';
import type { z } from 'zod';
import { timeZoneOf } from '../../lib/dates';
import type { CustomerContext } from '../../plugins/context';
import * as repo from './pivot.repository';
import { buildPivotGrid } from './pivot-grid';

/**
 * /pivot (ADRs 0052, 0055): the acting customer's order lines by its row and column fields, with
 * subtotals and totals summed exactly (pivot-grid.ts). Who may is the contract's (a customer in Germany).
 */
export async function getOrderPivot(ctx: CustomerContext, body: z.output<typeof PivotBodySchema>): Promise<PivotResult> {
  const groups = await repo.pivotOrderLines(ctx.db, {
    customerId: ctx.customer.id,
    culture: ctx.culture,
    timeZone: timeZoneOf(ctx.customer.countryCode),
    fields: [...body.rows, ...body.columns],
    measure: body.measure,
    dateFrom: body.dateFrom,
    dateTo: body.dateTo,
  });
  return buildPivotGrid(groups, body);
}

import { notFound } from '../../lib/app-error';
import type { CustomerContext } from '../../plugins/context';
import { buildViewer, type CatalogueViewer } from './visibility';
import * as repo from './visibility.repository';

/** The acting customer's catalogue view (pricing, access rules, defaults), once per request. */
export async function loadViewer(ctx: CustomerContext): Promise<CatalogueViewer> {
  const row = await repo.loadViewerRow(ctx.db, ctx.customer.id);
  if (!row) throw notFound();
  return buildViewer({
    customerId: ctx.customer.id,
    currency: row.currency,
    discountRates: row.discount_rates,
    defaults: row.defaults,
    rules: row.rules,
  });
}

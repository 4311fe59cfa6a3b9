import { notFound } from '../../lib/app-error';
import type { ActingCustomer, CustomerContext } from '../../plugins/context';
import { buildViewer, type CatalogueViewer } from './visibility';
import * as repo from './visibility.repository';

/**
 * Catalogue views per database and customer, each with the customer's `viewRevision` it was built
 * at. The auth guard reads the revision with the customer on every request, and the database moves
 * it whenever pricing, access rules or the default flags change (migration 0012), so a cached view
 * is used only while it is still the customer's: no TTL, nothing stale, one round trip less on
 * every catalogue and cart call.
 */
const MAX_VIEWS = 20_000;
/**
 * What a catalogue view needs of the caller: the database and the customer with its view revision. A
 * request's CustomerContext is one; the stock feed, which has a feed token instead of a user, builds one.
 */
export type ViewerContext = Pick<CustomerContext, 'db'> & { customer: Pick<ActingCustomer, 'id' | 'viewRevision'> };

const views = new WeakMap<object, Map<string, { revision: string; viewer: Promise<CatalogueViewer> }>>();

async function readViewer(ctx: ViewerContext): Promise<CatalogueViewer> {
  const row = await repo.loadViewerRow(ctx.db, ctx.customer.id);
  if (!row) throw notFound();
  return buildViewer({
    customerId: ctx.customer.id,
    currency: row.currency,
    priceGroup: row.price_group,
    discountRates: row.discount_rates,
    defaults: row.defaults,
    rules: row.rules,
    delivery: { countryCode: row.delivery_country.trim(), isExportRegistered: row.is_export_registered },
  });
}

/** The acting customer's catalogue view (pricing, access rules, defaults). */
export function loadViewer(ctx: ViewerContext): Promise<CatalogueViewer> {
  let byCustomer = views.get(ctx.db);
  if (!byCustomer) {
    byCustomer = new Map();
    views.set(ctx.db, byCustomer);
  }
  const { id, viewRevision } = ctx.customer;
  const hit = byCustomer.get(id);
  if (hit && hit.revision === viewRevision) return hit.viewer;
  if (byCustomer.size >= MAX_VIEWS) byCustomer.clear();
  const viewer = readViewer(ctx);
  const entry = { revision: viewRevision, viewer };
  byCustomer.set(id, entry);
  const owner = byCustomer;
  viewer.catch(() => {
    if (owner.get(id) === entry) owner.delete(id);
  });
  return viewer;
}

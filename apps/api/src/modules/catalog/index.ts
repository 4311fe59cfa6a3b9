import type { Db } from '../../db/database';
import { checkCatalogueIndexSoon, invalidateCatalogueIndex } from './catalogue-index';
import { invalidateCategoryCache } from './categories.service';
import { invalidateFacetCache } from './facets.service';
import { invalidateDetailPropertyCache } from './products.service';
import { invalidateSearchSummaries } from './search.service';
import { invalidateSearchHits } from './search-hits';

export { registerCatalogRoutes } from './catalog.routes';
export { loadPricer, type Pricer, pricingSubscriber } from './price-book';
export { campaignText, type LinePrice, priceLine, stockText, sumLines, type Totals } from './pricing';
export { lookupProducts, type ProductLookup } from './product-lookup';
export { listProductItemsByIds } from './products.service';
export { listPriceSql } from './products.sql';
export { listStockFeedItems, type StockFeedItem } from './stock-feed.service';
export { type AccessFlags, type CatalogueViewer, flagsFor } from './visibility';
export { loadViewer, type ViewerContext } from './visibility.service';
export { flagSql, visibleSql } from './visibility.sql';

/** Call after changing categories, properties, products or access defaults (admin calls, ERP sync). */
export function invalidateCatalogueCaches(db: Db) {
  invalidateCategoryCache(db);
  invalidateFacetCache(db);
  invalidateCatalogueIndex(db);
  invalidateDetailPropertyCache(db);
  invalidateSearchHits(db);
  invalidateSearchSummaries(db);
}

/**
 * What a write changed, for writers that know (the ERP sync, ADR 0057): only the caches that hold it are
 * dropped. `stock` (stock rows, warehouses) and `prices` (price lists) leave every cache alone and ask the
 * index to check the revisions their triggers moved (a stock move rebuilds only the stock figures and
 * order); `products` also drops the header search's summaries (codes, names, images); `structure`
 * (categories, properties, values) drops everything, as invalidateCatalogueCaches.
 */
export type CatalogueChange = 'structure' | 'products' | 'prices' | 'stock';

export function noteCatalogueChange(db: Db, change: CatalogueChange) {
  if (change === 'structure') return invalidateCatalogueCaches(db);
  // The search hits follow the index's revision (search-hits.ts) and the row cache is the index's own.
  if (change === 'products') invalidateSearchSummaries(db);
  checkCatalogueIndexSoon(db);
}

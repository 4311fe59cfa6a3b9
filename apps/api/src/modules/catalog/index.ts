import type { Db } from '../../db/database';
import { invalidateCatalogueIndex } from './catalogue-index';
import { invalidateCategoryCache } from './categories.service';
import { invalidateFacetCache } from './facets.service';
import { invalidateDetailPropertyCache } from './products.service';
import { invalidateSearchSummaries } from './search.service';
import { invalidateSearchHits } from './search-hits';

export { registerCatalogRoutes } from './catalog.routes';
export { stockText } from './pricing';
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
